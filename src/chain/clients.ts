import { type Chain, createPublicClient, defineChain, fallback, http, type PublicClient } from 'viem'
import { type NetworkId, networkIds, networks } from '../domain/catalogue/networks'
import { freshReceipts } from './freshReceipts'
import { fetchInNextTask } from './nextTask'
import type { ChainProfile } from './profile'

/** One read client per network. */
export type Clients = Record<NetworkId, PublicClient>

/**
 * The viem chain object of a network under a profile (its endpoints and Multicall3).
 * @example toViemChain('polygon', profile).id // 137
 */
export function toViemChain(id: NetworkId, profile: ChainProfile): Chain {
  const n = networks[id]
  const p = profile.networks[id]
  return defineChain({
    id: p.chainId,
    name: n.name,
    nativeCurrency: n.nativeCurrency,
    rpcUrls: { default: { http: p.rpcUrls } },
    blockExplorers: { default: { name: n.name, url: n.explorer } },
    contracts: { multicall3: { address: p.multicall3 } },
  })
}

/** How a client sends its calls. */
export type NetworkClientOptions = {
  /** Calls made in the same tick go as one JSON-RPC batch (one HTTP request) instead of one request each. */
  batch?: boolean
}

/**
 * A read client over the network's ordered endpoints: viem `fallback` moves to the next endpoint when one
 * fails or exceeds the timeout, and retries the whole list once. Each request's `fetch` starts in a task of its
 * own ({@link fetchInNextTask}); a receipt is never answered by a request sent before the block that prompted
 * the check ({@link freshReceipts}).
 */
export function createNetworkClient(
  id: NetworkId,
  profile: ChainProfile,
  options: NetworkClientOptions = {},
): PublicClient {
  const p = profile.networks[id]
  const batch = options.batch ?? false
  const transport = freshReceipts(
    fallback(
      p.rpcUrls.map((url) =>
        http(url, { timeout: profile.rpcTimeoutMs, retryCount: 0, batch, fetchFn: fetchInNextTask }),
      ),
      { retryCount: 1, retryDelay: 100 },
    ),
  )
  return createPublicClient({
    chain: toViemChain(id, profile),
    transport,
    pollingInterval: profile.name === 'devnet' ? 50 : 4_000,
    batch: { multicall: false },
  })
}

/** Clients for the four networks of a profile. */
export function createClients(profile: ChainProfile, options: NetworkClientOptions = {}): Clients {
  return Object.fromEntries(
    networkIds.map((id) => [id, createNetworkClient(id, profile, options)]),
  ) as Clients
}
