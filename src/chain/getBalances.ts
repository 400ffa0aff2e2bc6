import { decodeFunctionResult, encodeFunctionData, type PublicClient } from 'viem'
import { type NetworkId, networkIds } from '../domain/catalogue/networks'
import { type TokenKey, tokensOn } from '../domain/catalogue/tokens'
import { erc20BalanceAbi, multicall3Abi } from './abis'
import type { Clients } from './clients'
import { balancesFailedMessage, ChainError } from './errors'
import type { Address, ChainProfile } from './profile'

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
  const net = args.profile.networks[args.network]
  const list = tokensOn(args.network).flatMap((t) => {
    const token = t.address === null ? null : net.tokenAddresses[t.key]
    if (t.address !== null && !token) return []
    return [{ key: t.key, token }]
  })
  const calls = list.map(({ token }) =>
    token === null
      ? {
          target: net.multicall3,
          allowFailure: true,
          callData: encodeFunctionData({
            abi: multicall3Abi,
            functionName: 'getEthBalance',
            args: [args.address],
          }),
        }
      : {
          target: token,
          allowFailure: true,
          callData: encodeFunctionData({
            abi: erc20BalanceAbi,
            functionName: 'balanceOf',
            args: [args.address],
          }),
        },
  )
  const results = await client.readContract({
    address: net.multicall3,
    abi: multicall3Abi,
    functionName: 'aggregate3',
    args: [calls],
    ...(args.blockNumber === undefined ? {} : { blockNumber: args.blockNumber }),
  })
  const out: NetworkBalances = {}
  list.forEach(({ key }, i) => {
    const r = results[i]
    try {
      if (!r?.success || r.returnData === '0x') throw new Error('call failed')
      out[key] = decodeFunctionResult({ abi: erc20BalanceAbi, functionName: 'balanceOf', data: r.returnData })
    } catch (error) {
      console.warn(`balance of ${key} unavailable; counting 0`, error)
      out[key] = 0n
    }
  })
  return out
}

/** Result of {@link getAllBalances}: networks that failed keep no entries and are listed. */
export type AllBalances = { balances: NetworkBalances; failedNetworks: NetworkId[] }

/**
 * The four networks in parallel, one request each. One network failing is reported, not fatal.
 * @throws ChainError 'Unable to fetch balances right now.' when all four fail.
 */
export async function getAllBalances(
  clients: Clients,
  args: { address: Address; profile: ChainProfile },
): Promise<AllBalances> {
  const settled = await Promise.allSettled(
    networkIds.map((network) => getBalances(clients[network], { ...args, network })),
  )
  const balances: NetworkBalances = {}
  const failedNetworks: NetworkId[] = []
  settled.forEach((s, i) => {
    const network = networkIds[i] as NetworkId
    if (s.status === 'fulfilled') Object.assign(balances, s.value)
    else {
      console.warn(`balances on ${network} unavailable`, s.reason)
      failedNetworks.push(network)
    }
  })
  if (failedNetworks.length === networkIds.length) {
    throw new ChainError(balancesFailedMessage, { cause: settled.find((s) => s.status === 'rejected') })
  }
  return { balances, failedNetworks }
}
