import {
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  createTestClient,
  defineChain,
  type Hex,
  http,
  maxUint256,
  publicActions,
  type ReadContractParameters,
  type ReadContractReturnType,
  walletActions,
} from 'viem'
import { afterEach, beforeEach, expect, inject } from 'vitest'
import { freshReceipts } from '../../../src/chain/freshReceipts'
import { erc20 } from './abis'
import type { DevnetChain, DevnetManifest } from './context'
import { testFees } from './fees'

export function manifest(): DevnetManifest {
  return inject('manifest')
}

export function chain(chainId: number): DevnetChain {
  const entry = manifest().chains[String(chainId)]
  if (!entry) throw new Error(`no chain ${chainId} in the devnet manifest`)
  return entry
}

/**
 * A viem client with public, wallet and anvil actions for one devnet chain. Its receipt waits always end: the
 * devnet mines only on demand, so a wait that missed its block would never see another (freshReceipts). It
 * asks the node for the block number every time (cacheTime 0): viem otherwise answers from a cache as old as
 * the polling interval (20 ms), and a test that mines and then reads the latest block faster than that reads
 * the block before its mine (issue 39: replaceTx's minedFrom found nothing, on a fast warm run only).
 */
export function devnetClient(chainId: number) {
  const { rpcUrl } = chain(chainId)
  const viemChain = defineChain({
    id: chainId,
    name: `devnet-${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: chainId === 137 ? 'MATIC' : 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return createTestClient({
    mode: 'anvil',
    chain: viemChain,
    transport: freshReceipts(http(rpcUrl)),
    pollingInterval: 20,
    cacheTime: 0,
  })
    .extend(publicActions)
    .extend(walletActions)
}

export type DevnetClient = ReturnType<typeof devnetClient>

/** Reverts the chains to their state before each test, so tests never see each other's writes. */
export function isolateEachTest(...clients: DevnetClient[]) {
  let ids: Hex[] = []
  beforeEach(async () => {
    ids = await Promise.all(clients.map((c) => c.snapshot()))
  })
  afterEach(async () => {
    await Promise.all(clients.map((c, i) => c.revert({ id: ids[i] as Hex })))
  })
}

/** A fresh address with gas, acting through anvil impersonation (no key needed). */
export async function freshAccount(client: DevnetClient, eth = 10n ** 20n): Promise<Address> {
  const bytes = crypto.getRandomValues(new Uint8Array(20))
  const address = `0x${Buffer.from(bytes).toString('hex')}` as Address
  await client.impersonateAccount({ address })
  await client.setBalance({ address, value: eth })
  return address
}

/** ERC-20 balance of `who`. */
export function tokenBalance(client: DevnetClient, token: Address, who: Address) {
  return client.readContract({ address: token, abi: erc20, functionName: 'balanceOf', args: [who] })
}

/**
 * Lets `spender` take all of `owner`'s `token`: the set-up of a test that calls a devnet contract directly,
 * not through the app (whose approvals are exact).
 */
export function approveAll(client: DevnetClient, owner: Address, token: Address, spender: Address) {
  return send(client, owner, {
    address: token,
    abi: erc20,
    functionName: 'approve',
    args: [spender, maxUint256],
  })
}

/** A fresh account holding `amount` of `token`, with `spender` allowed all of it. */
export async function fundedAccount(client: DevnetClient, token: Address, amount: bigint, spender: Address) {
  const me = await freshAccount(client)
  await deal(client, token, me, amount)
  await approveAll(client, me, token, spender)
  return me
}

/** Sets an ERC-20 balance (anvil_dealERC20). */
export async function deal(client: DevnetClient, token: Address, owner: Address, amount: bigint) {
  await client.request({
    method: 'anvil_dealERC20' as never,
    params: [owner, token, `0x${amount.toString(16)}`] as never,
  })
}

/** Sends a contract call from `account` and fails the test unless it is mined successfully. */
export async function send<
  const abi extends Abi,
  name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', name>,
>(
  client: DevnetClient,
  account: Address,
  call: { address: Address; abi: abi; functionName: name; args?: args; value?: bigint },
) {
  // Like the wallet: estimate, then add headroom. Without it a call that accrues interest can run out of
  // gas when its block lands a second after the block the estimate ran on.
  const request = { account, chain: client.chain, ...call } as never
  const gas = await client.estimateContractGas(request)
  const hash = await client.writeContract({
    ...(request as object),
    gas: (gas * 3n) / 2n,
    ...testFees,
  } as never)
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
  expect(receipt.status, `${call.functionName} mined`).toBe('success')
  return receipt
}

/**
 * A view call as the transaction mined in `mined` saw it: on the state just before it (its block's parent, since
 * automine gives each transaction a block of its own, which this checks) and at its block's number and time.
 * A read at `blockNumber - 1n` alone runs at the parent's timestamp: whenever the clock ticked between the two
 * blocks (a loaded machine, a slow signature), math that grows with block.timestamp (a vault's share price, a
 * pool's virtual price) answers a second's interest less than the transaction paid.
 */
export async function readAsMined<
  const abi extends Abi,
  name extends ContractFunctionName<abi, 'pure' | 'view'>,
  const args extends ContractFunctionArgs<abi, 'pure' | 'view', name>,
>(
  client: DevnetClient,
  mined: { blockNumber: bigint },
  call: ReadContractParameters<abi, name, args>,
): Promise<ReadContractReturnType<abi, name, args>> {
  const block = await client.getBlock({ blockNumber: mined.blockNumber })
  expect(block.transactions, `block ${block.number} holds one transaction`).toHaveLength(1)
  return (await client.readContract({
    ...call,
    blockNumber: block.number - 1n,
    blockOverrides: { number: block.number, time: block.timestamp },
  } as never)) as ReadContractReturnType<abi, name, args>
}

/** Moves the chain clock forward and mines a block, so time-based yield shows in view calls. */
export async function skip(client: DevnetClient, seconds: number) {
  await client.increaseTime({ seconds })
  await client.mine({ blocks: 1 })
}

export const DAY = 24 * 3600
export const YEAR = 365 * DAY
