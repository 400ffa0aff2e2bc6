import {
  createPublicClient,
  custom,
  decodeFunctionData,
  decodeFunctionResult,
  encodeFunctionResult,
  type Hex,
  type PublicClient,
  zeroAddress,
} from 'viem'
import { type NetworkId, networkIds } from '../domain/catalogue/networks'
import { type TokenKey, tokensOn } from '../domain/catalogue/tokens'
import { erc20BalanceAbi, multicall3Abi } from './abis'
import { type Clients, toViemChain } from './clients'
import { balancesFailedMessage, ChainError } from './errors'
import { nextTask } from './nextTask'
import type { Address, ChainProfile } from './profile'
import { decodePosition, type LoanPosition, positionCalls } from './protocols/aavePosition'
import { aggregate3, type BatchCall, type BatchResult } from './protocols/aggregate3'

/** Balances of one network in base units, by token key. */
export type NetworkBalances = Partial<Record<TokenKey, bigint>>

/**
 * Every catalogue balance of `address` on one network with ONE `aggregate3` call (native coin through
 * Multicall3's getEthBalance, tokens through balanceOf, each allowed to fail). A failed or undecodable
 * token is logged and counts 0 (spec §8). Decimals come from the catalogue, not the chain. With `blockNumber`,
 * the balances at the end of that block (the node must still hold that block's state).
 * @throws when the call itself fails on every endpoint.
 * @example await getBalances(client, { address, network: 'polygon', profile })
 */
export async function getBalances(
  client: PublicClient,
  args: { address: Address; network: NetworkId; profile: ChainProfile; blockNumber?: bigint },
): Promise<NetworkBalances> {
  return (await readNetwork(client, { ...args, extra: [] })).balances
}

/**
 * {@link getBalances} with `extra` reads riding in the same `aggregate3` request, after the balances: their
 * answers come back undecoded, in their order, for the caller to read.
 * @example const { balances, extra } = await readNetwork(client, { address, network, profile, extra: calls })
 */
export async function readNetwork(
  client: PublicClient,
  args: {
    address: Address
    network: NetworkId
    profile: ChainProfile
    extra: readonly BatchCall[]
    blockNumber?: bigint
  },
): Promise<{ balances: NetworkBalances; extra: readonly BatchResult[] }> {
  const net = args.profile.networks[args.network]
  const list = tokensOn(args.network).flatMap((t) => {
    const token = t.address === null ? null : net.tokenAddresses[t.key]
    if (t.address !== null && !token) return []
    return [{ key: t.key, token }]
  })
  const calls: BatchCall[] = list.map(({ token }) =>
    token === null
      ? { target: net.multicall3, abi: multicall3Abi, functionName: 'getEthBalance', args: [args.address] }
      : { target: token, abi: erc20BalanceAbi, functionName: 'balanceOf', args: [args.address] },
  )
  const results = await aggregate3(client, net.multicall3, [...calls, ...args.extra], args.blockNumber)
  const balances: NetworkBalances = {}
  list.forEach(({ key }, i) => {
    const r = results[i]
    try {
      if (!r?.success || r.returnData === '0x') throw new Error('call failed')
      balances[key] = decodeFunctionResult({
        abi: erc20BalanceAbi,
        functionName: 'balanceOf',
        data: r.returnData,
      })
    } catch (error) {
      console.warn(`balance of ${key} unavailable; counting 0`, error)
      balances[key] = 0n
    }
  })
  return { balances, extra: results.slice(calls.length) }
}

/**
 * Result of {@link getAllBalances}: networks that failed keep no entries and are listed. `loan` is the
 * wallet's Aave position on Ethereum, read in Ethereum's same request; null when it could not be read.
 */
export type AllBalances = {
  balances: NetworkBalances
  failedNetworks: NetworkId[]
  loan: LoanPosition | null
}

/**
 * The four networks in parallel, one request each; Ethereum's also carries the Aave position (home's loan
 * warning costs no request of its own). One network failing is reported, not fatal.
 * @throws ChainError 'Unable to fetch balances right now.' when all four fail.
 */
export async function getAllBalances(
  clients: Clients,
  args: { address: Address; profile: ChainProfile },
): Promise<AllBalances> {
  const loanCalls = positionCalls(args.profile, args.address)
  // Each network's calls are encoded in a task of their own: four in one task made a long one on a slow phone,
  // and the first network's in the task that asked (the wallet opening) lengthened the first screen's render.
  const settled = await Promise.allSettled(
    networkIds.map(async (network) => {
      await nextTask()
      return readNetwork(clients[network], {
        ...args,
        network,
        extra: network === 'ethereum' ? loanCalls : [],
      })
    }),
  )
  const balances: NetworkBalances = {}
  const failedNetworks: NetworkId[] = []
  let loan: LoanPosition | null = null
  settled.forEach((s, i) => {
    const network = networkIds[i] as NetworkId
    if (s.status === 'rejected') {
      console.warn(`balances on ${network} unavailable`, s.reason)
      failedNetworks.push(network)
      return
    }
    Object.assign(balances, s.value.balances)
    if (network === 'ethereum') {
      try {
        loan = decodePosition(loanCalls, s.value.extra)
      } catch (error) {
        console.warn('Aave position unavailable', error)
      }
    }
  })
  if (failedNetworks.length === networkIds.length) {
    throw new ChainError(balancesFailedMessage, { cause: settled.find((s) => s.status === 'rejected') })
  }
  return { balances, failedNetworks, loan }
}

/** A uint256 1: every read's answer in {@link rehearseBalances}. */
const ONE = `0x${'1'.padStart(64, '0')}` as const

/**
 * Runs Ethereum's balance read once, encoding and decoding, against a stand-in node that answers every call
 * with 1: no request leaves the page. V8 compiles a function the first time it runs, and on a slow phone
 * compiling viem's encoding, call and decoding code made a long task of the first real read, the moment the
 * wallet opens; the screen before it (unlock, the last onboarding step) runs this in an idle moment.
 */
export async function rehearseBalances(profile: ChainProfile): Promise<void> {
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    if (method !== 'eth_call') throw new Error(`rehearsal: ${method} not answered`)
    const [{ data }] = params as [{ data: Hex }]
    const { args } = decodeFunctionData({ abi: multicall3Abi, data })
    const calls = (args?.[0] ?? []) as readonly unknown[]
    return encodeFunctionResult({
      abi: multicall3Abi,
      functionName: 'aggregate3',
      result: calls.map(() => ({ success: true, returnData: ONE })),
    })
  }
  const client = createPublicClient({
    chain: toViemChain('ethereum', profile),
    transport: custom({ request }),
  }) as PublicClient
  await readNetwork(client, {
    address: zeroAddress,
    network: 'ethereum',
    profile,
    extra: positionCalls(profile, zeroAddress),
  })
}
