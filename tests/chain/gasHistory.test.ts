import { createPublicClient, createWalletClient, http, type PublicClient, parseAbi, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createClients, toViemChain } from '../../src/chain/clients'
import { defaultGasPrices, getGasPrices } from '../../src/chain/getGasPrices'
import { getHistory } from '../../src/chain/getHistory'
import { nodeHistory } from '../../src/chain/history/nodeHistory'
import { testFees } from './helpers/fees'
import { startRpcEndpoint } from './support/loopback'
import { freshAddress, testProfile } from './support/manifest'

/** Anvil's well-known first dev account (public test key). */
const devKey = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

describe('gas on the devnet', () => {
  it('derives levels from eth_feeHistory', async () => {
    const profile = testProfile()
    const gas = await getGasPrices(createClients(profile).ethereum)
    expect(gas.source).toBe('feeHistory')
    expect(gas.baseFee).toBeGreaterThan(0n)
    expect(gas.slow <= gas.standard && gas.standard <= gas.fast).toBe(true)
  })

  it('falls back to 20/25/30 when the node is down', async () => {
    const down = await startRpcEndpoint({ kind: 'status', status: 500 })
    const profile = testProfile({}, 300)
    profile.networks.ethereum.rpcUrls = [down.url]
    expect(await getGasPrices(createClients(profile).ethereum)).toEqual(defaultGasPrices)
    await down.close()
  })
})

/** The dev account on Optimism holding 1 USDC, and its transfer of that USDC to `to` (sent, not yet awaited). */
async function devOnOptimism(profile: ReturnType<typeof testProfile>) {
  const account = privateKeyToAccount(devKey)
  const url = profile.networks.optimism.rpcUrls[0] as string
  const wallet = createWalletClient({
    account,
    chain: toViemChain('optimism', profile),
    transport: http(url),
  })
  const usdc = profile.networks.optimism.tokenAddresses['USDC-OPTIMISM']!
  await wallet.request({
    method: 'anvil_dealERC20' as never,
    params: [account.address, usdc, '0xF4240'] as never,
  })
  const sendUsdc = (to: `0x${string}`) =>
    wallet.writeContract({
      address: usdc,
      abi: parseAbi(['function transfer(address to, uint256 value) returns (bool)']),
      functionName: 'transfer',
      args: [to, 1_000_000n],
      ...testFees,
    })
  return { wallet, url, sendUsdc }
}

describe('history on the devnet', () => {
  // On Optimism: the protocol tests snapshot and revert chain 1, and anvil's Otterscan index does not
  // always follow a revert, which would make this test depend on the ones before it.
  it('lists a received native transfer and a received token transfer, newest first', async () => {
    const profile = testProfile()
    const clients = createClients(profile)
    const me = freshAddress()
    const { wallet, sendUsdc } = await devOnOptimism(profile)
    const native = await wallet.sendTransaction({ to: me, value: parseEther('0.25'), ...testFees })
    await clients.optimism.waitForTransactionReceipt({ hash: native })
    await wallet.request({ method: 'evm_increaseTime' as never, params: [5] as never })
    const token = await sendUsdc(me)
    await clients.optimism.waitForTransactionReceipt({ hash: token })

    const history = await getHistory(clients, { address: me, profile })
    expect(history.map((t) => t.hash)).toEqual([token, native])
    expect(history[0]).toMatchObject({ token: 'USDC-OPTIMISM', valueWei: 1_000_000n, network: 'optimism' })
    expect(history[1]).toMatchObject({ token: null, valueWei: parseEther('0.25'), isError: false })
  })

  it("lists a transfer mined after the client last read the block number (the range ends at the node's latest block)", async () => {
    const profile = testProfile()
    const me = freshAddress()
    const { url, sendUsdc } = await devOnOptimism(profile)
    // A client that keeps a block number for a minute, as an app client keeps one for its polling interval.
    const keeping = createPublicClient({
      chain: toViemChain('optimism', profile),
      transport: http(url),
      cacheTime: 60_000,
    }) as PublicClient
    const before = await keeping.getBlockNumber()
    const token = await sendUsdc(me)
    const mined = await createClients(profile).optimism.waitForTransactionReceipt({ hash: token })
    expect(mined.blockNumber).toBeGreaterThan(before)
    expect(await keeping.getBlockNumber(), 'the client still holds the old figure').toBe(before)

    const recent = await getHistory(
      { ...createClients(profile), optimism: keeping },
      { address: me, profile },
    )
    expect(recent.map((t) => t.hash)).toEqual([token])
    const whole = await nodeHistory(keeping, profile, { address: me, network: 'optimism' })
    expect(whole.transactions.map((t) => t.hash)).toEqual([token])
  })
})
