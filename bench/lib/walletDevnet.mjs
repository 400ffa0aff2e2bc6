import { join } from 'node:path'
import { createPublicClient, createWalletClient, http, parseAbi, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { runnerImport } from 'vite'
import { minedReceipt } from '../../devnet/deploy/context.mjs'

const poolAbi = parseAbi([
  'function supply(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)',
  'function borrow(address asset, uint256 amount, uint256 interestRateMode, uint16 referralCode, address onBehalfOf)',
])
const approveAbi = parseAbi(['function approve(address spender, uint256 amount) returns (bool)'])

/**
 * A devnet of the bench's own (ports from `process.env[portEnv]`, else `defaultPort`) whose manifest the
 * preview server hands the app (BILLETERA_MANIFEST), and the e2e tests' stored wallet on it: funded by the
 * faucet and, with `loan`, holding an Aave position it opened itself (1 WETH supplied, 500 USDC borrowed),
 * so home shows balances and /loans a position. `storeLockedWallet(page)` puts its sealed vault in a page;
 * `password` opens it. Stop the devnet with `stop()`.
 * @param {{ portEnv: string, defaultPort: number, name: string, loan?: boolean }} options
 */
export async function walletDevnet({ portEnv, defaultPort, name, loan = false }) {
  const basePort = Number(process.env[portEnv] ?? defaultPort)
  const manifestPath = join('.cache', `bench-${name}-manifest.json`)
  const { startDevnet, fund } = await import('../../devnet/index.mjs')
  const devnet = await startDevnet({ basePort, manifestPath, log: () => {} })
  // The preview server serves this devnet's manifest to the app (vite.config.ts, devnetManifest).
  process.env.BILLETERA_MANIFEST = manifestPath
  const load = async (id) => (await runnerImport(id, { configFile: false, logLevel: 'silent' })).module
  const { storeLockedWallet, testAddress, testKey, testPassword } = await load(
    './tests/e2e/fixtures/storedWallet.ts',
  )
  try {
    await fund(devnet.manifest, testAddress)
    if (loan) await openAavePosition(devnet.manifest.chains['1'], testKey)
  } catch (error) {
    await devnet.stop()
    throw error
  }
  return {
    manifest: devnet.manifest,
    address: testAddress,
    password: testPassword,
    storeLockedWallet,
    stop: () => devnet.stop(),
  }
}

/** The wallet supplies 1 WETH to Aave v3 on Ethereum and borrows 500 USDC against it, signing with its key. */
async function openAavePosition(chain, key) {
  const account = privateKeyToAccount(key)
  const transport = http(chain.rpcUrl)
  const client = createPublicClient({ transport })
  const signer = createWalletClient({ account, transport })
  const pool = chain.contracts.aavePool
  const send = async (call) => {
    const request = { account, chain: null, ...call }
    // Headroom over the estimate: a call that accrues interest needs more gas a block later.
    const gas = ((await client.estimateContractGas(request)) * 3n) / 2n
    const hash = await signer.writeContract({ ...request, gas })
    const receipt = await minedReceipt(client, hash)
    if (receipt.status !== 'success') throw new Error(`${call.functionName} reverted`)
  }
  const supply = parseUnits('1', 18)
  await send({ address: chain.tokens.WETH, abi: approveAbi, functionName: 'approve', args: [pool, supply] })
  await send({
    address: pool,
    abi: poolAbi,
    functionName: 'supply',
    args: [chain.tokens.WETH, supply, account.address, 0],
  })
  await send({
    address: pool,
    abi: poolAbi,
    functionName: 'borrow',
    args: [chain.tokens.USDC, parseUnits('500', 6), 2n, 0, account.address],
  })
}
