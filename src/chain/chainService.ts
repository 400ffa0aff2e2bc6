import { type NetworkId, networkByChainId } from '../domain/catalogue/networks'
import { trackActivity } from './activity/trackActivity'
import { type Clients, createClients } from './clients'
import { fundWithTestTokens } from './fundWithTestTokens'
import { getAllBalances, rehearseBalances } from './getBalances'
import { getGasPrices } from './getGasPrices'
import { getHistory } from './getHistory'
import { loadProfile } from './loadProfile'
import type { ActivityEntry } from './pipeline/types'
import { getPrices } from './prices/getPrices'
import type { Address, ChainProfile } from './profile'
import { setReadyChainService } from './readyChainService'

/** The chain layer bound to one profile: what the machines' actors call. */
export type ChainService = ReturnType<typeof createChainService>

/**
 * Binds clients for a profile. Gas uses Etherscan's v2 gas oracle only when an `etherscan` key is set.
 * @example const chain = createChainService(profile); await chain.balances(address)
 */
export function createChainService(profile: ChainProfile) {
  const clients: Clients = createClients(profile)
  const oracle = (network: NetworkId) =>
    profile.name === 'mainnet' && profile.keys.etherscan
      ? `https://api.etherscan.io/v2/api?chainid=${profile.networks[network].chainId}&module=gastracker&action=gasoracle&apikey=${encodeURIComponent(profile.keys.etherscan)}`
      : null
  // The pending-transaction watcher's own clients: the calls of one look (receipts, mined nonces) go as one
  // JSON-RPC batch per chain. Made on first use: a wallet that never sends never needs them.
  let watchClients: Clients | null = null
  const watchClientFor = (chainId: number) => {
    const network = networkByChainId(chainId)?.id
    if (!network) return undefined
    watchClients ??= createClients(profile, { batch: true })
    return watchClients[network]
  }
  return {
    profile,
    clients,
    balances: (address: Address) => getAllBalances(clients, { address, profile }),
    /** The balance read's code run once with no request, in an idle moment before the wallet opens. */
    rehearseBalances: () => rehearseBalances(profile),
    prices: () => getPrices(clients[profile.priceFeeds.network], profile),
    gas: (network: NetworkId) => getGasPrices(clients[network], { oracleUrl: oracle(network) }),
    history: (address: Address, limit = 5) => getHistory(clients, { address, profile, limit }),
    fund: (address: Address) => fundWithTestTokens(clients, profile, address),
    /** What became of the pending entries among `entries`: one batched request per chain that has some. */
    trackPending: (entries: readonly ActivityEntry[]) => trackActivity(watchClientFor, entries),
  }
}

let service: Promise<ChainService> | null = null

/** The app's chain service for the configured profile (loaded once; reset with {@link resetChainService}). */
export function loadChainService(): Promise<ChainService> {
  if (service) return service
  const loading: Promise<ChainService> = loadProfile()
    .then((profile) => {
      const made = createChainService(profile)
      // Unless a reset came while the profile was loading.
      if (service === loading) setReadyChainService(made)
      return made
    })
    .catch((error) => {
      if (service === loading) service = null
      throw error
    })
  service = loading
  return loading
}

/** Rebuilds clients on next use, after the user changes endpoints or keys. */
export function resetChainService(): void {
  service = null
  setReadyChainService(null)
}
