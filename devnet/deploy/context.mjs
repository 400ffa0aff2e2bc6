import { gunzipSync } from 'node:zlib'
import {
  createTestClient,
  defineChain,
  formatTransactionReceipt,
  http,
  publicActions,
  toHex,
  walletActions,
} from 'viem'
import { DEVNET_OWNER } from '../chains.mjs'

/**
 * @typedef {import('../compile.mjs').Compiled} Compiled
 * @typedef {ReturnType<typeof makeClient>} DevnetClient
 * @typedef {{ client: DevnetClient, chainId: number, compiled: Record<string, Compiled>, log: (line: string) => void }} DeployContext
 */

/**
 * A viem client with public, wallet and anvil test actions for one devnet chain.
 * @param {string} rpcUrl
 * @param {number} chainId
 */
export function makeClient(rpcUrl, chainId) {
  const chain = defineChain({
    id: chainId,
    name: `devnet-${chainId}`,
    nativeCurrency: {
      name: chainId === 137 ? 'MATIC' : 'Ether',
      symbol: chainId === 137 ? 'MATIC' : 'ETH',
      decimals: 18,
    },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return createTestClient({ mode: 'anvil', chain, transport: http(rpcUrl), pollingInterval: 20 })
    .extend(publicActions)
    .extend(walletActions)
}

/**
 * The receipt of a transaction the devnet mines on its own (automine), asked for until the node has it. Not viem's
 * `waitForTransactionReceipt`: that asks again only when a new block shows, and may be handed the answer of a
 * request sent before the block that holds the transaction; the devnet mines no further block by itself, so the
 * wait would never end (src/chain/freshReceipts.ts says more).
 * @param {{ request: Function }} client
 * @param {`0x${string}`} hash
 * @returns {Promise<import('viem').TransactionReceipt>}
 */
export async function minedReceipt(client, hash, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  // Automine mines a transaction the moment it arrives; one still pending after a second waits for a block
  // nobody will mine (automine switched off by whoever drives the chain), so it gets one.
  const nudgeAt = Date.now() + 1_000
  let nudged = false
  for (;;) {
    const receipt = await client.request({ method: 'eth_getTransactionReceipt', params: [hash] })
    if (receipt) return formatTransactionReceipt(receipt)
    if (Date.now() > until) throw new Error(`transaction ${hash} was not mined within ${timeoutMs / 1000} s`)
    if (!nudged && Date.now() > nudgeAt) {
      nudged = true
      await client.request({ method: 'evm_mine', params: [] })
    }
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/**
 * What the devnet's owner sends to switch a fault on or off: fees far above any base fee a test sets (1 000 gwei
 * at most, so a fee raised between the estimate and the block never leaves it pending), and its mined receipt.
 * @param {import('viem').TestClient & import('viem').PublicActions & import('viem').WalletActions} client
 * @param {`0x${string}`} from
 * @param {{ to: `0x${string}`, data: `0x${string}` }} call
 */
export async function sendAsOwner(client, from, call) {
  const hash = await client.sendTransaction({
    account: from,
    to: call.to,
    data: call.data,
    gas: 500_000n,
    maxFeePerGas: 10n ** 12n,
    maxPriorityFeePerGas: 10n ** 9n,
    chain: client.chain,
  })
  return minedReceipt(client, hash)
}

async function confirm(ctx, hash, what) {
  const receipt = await minedReceipt(ctx.client, hash)
  if (receipt.status !== 'success') throw new Error(`chain ${ctx.chainId}: ${what} reverted (${hash})`)
  return receipt
}

/**
 * Deploys a contract from the devnet owner and returns its address.
 * @param {DeployContext} ctx
 * @param {{ abi: any[], bytecode: string }} artifact
 * @param {unknown[]} [args]
 * @returns {Promise<`0x${string}`>}
 */
export async function deploy(ctx, artifact, args = []) {
  const hash = await ctx.client.deployContract({
    abi: artifact.abi,
    bytecode: /** @type {`0x${string}`} */ (artifact.bytecode),
    args,
    account: DEVNET_OWNER,
    gas: 16_000_000n, // under the per-transaction cap of recent hardforks
  })
  const receipt = await confirm(ctx, hash, 'deployment')
  return /** @type {`0x${string}`} */ (receipt.contractAddress)
}

/**
 * Sends a contract call (from the devnet owner unless `from` is given; `from` must be impersonated).
 * @param {DeployContext} ctx
 * @param {string} address
 * @param {any[]} abi
 * @param {string} functionName
 * @param {unknown[]} [args]
 * @param {{ from?: string, value?: bigint }} [opts]
 */
export async function write(ctx, address, abi, functionName, args = [], { from = DEVNET_OWNER, value } = {}) {
  const call = {
    address: /** @type {`0x${string}`} */ (address),
    abi,
    functionName,
    args,
    account: /** @type {`0x${string}`} */ (from),
    ...(value === undefined ? {} : { value }),
  }
  // Estimating first surfaces revert reasons. The margin matters: the estimate runs at the last block's
  // timestamp, and when the mined block lands a second later, interest accrual (Aave, Morpho) costs more gas.
  const gas = await ctx.client.estimateContractGas(call)
  const hash = await ctx.client.writeContract({ ...call, gas: gas * 2n })
  return confirm(ctx, hash, `${functionName} on ${address}`)
}

/** @param {DeployContext} ctx @param {string} address @param {any[]} abi @param {string} functionName @param {unknown[]} [args] */
export function read(ctx, address, abi, functionName, args = []) {
  return ctx.client.readContract({ address: /** @type {`0x${string}`} */ (address), abi, functionName, args })
}

/**
 * Puts a contract at a fixed (mainnet) address: deploys it normally, then copies its runtime code and every
 * storage slot its constructor wrote to `target`. Storage comes from anvil_dumpState because anvil has no
 * call that lists one account's slots. `patchCode` fixes immutables that embed the deployed address.
 * @param {DeployContext} ctx
 * @param {{ abi: any[], bytecode: string }} artifact
 * @param {unknown[]} args
 * @param {string} target
 * @param {{ patchCode?: (code: string, temp: string) => Promise<string> | string, nonce?: number }} [opts]
 */
export async function placeAt(ctx, artifact, args, target, { patchCode, nonce } = {}) {
  const temp = await deploy(ctx, artifact, args)
  const dump = /** @type {string} */ (await ctx.client.request({ method: 'anvil_dumpState', params: [] }))
  const state = JSON.parse(gunzipSync(Buffer.from(dump.slice(2), 'hex')).toString('utf8'))
  const account = state.accounts[temp.toLowerCase()] ?? state.accounts[temp]
  if (!account) throw new Error(`chain ${ctx.chainId}: ${temp} missing from the state dump`)
  let code = await ctx.client.getCode({ address: temp })
  if (!code) throw new Error(`chain ${ctx.chainId}: no code at ${temp}`)
  if (patchCode) code = /** @type {`0x${string}`} */ (await patchCode(code, temp))
  const to = /** @type {`0x${string}`} */ (target)
  await ctx.client.setCode({ address: to, bytecode: code })
  for (const [slot, value] of Object.entries(account.storage ?? {})) {
    await ctx.client.setStorageAt({
      address: to,
      index: toHex(BigInt(slot), { size: 32 }),
      value: toHex(BigInt(value), { size: 32 }),
    })
  }
  if (nonce !== undefined) await ctx.client.setNonce({ address: to, nonce })
  return to
}

/**
 * Fills library placeholders of a Hardhat artifact (linkReferences give byte offsets).
 * @param {{ bytecode: string, linkReferences?: Record<string, Record<string, { start: number, length: number }[]>> }} artifact
 * @param {Record<string, string>} libraries name → address
 */
export function link(artifact, libraries) {
  let code = artifact.bytecode.slice(2)
  for (const libs of Object.values(artifact.linkReferences ?? {})) {
    for (const [name, refs] of Object.entries(libs)) {
      const address = libraries[name]
      if (!address) throw new Error(`library ${name} not deployed`)
      for (const { start, length } of refs) {
        code = code.slice(0, start * 2) + address.slice(2).toLowerCase() + code.slice((start + length) * 2)
      }
    }
  }
  return { ...artifact, bytecode: `0x${code}` }
}
