import { type NetworkId, networkIds, networks } from '../domain/catalogue/networks'
import { type TokenKey, tokenKeys, tokens } from '../domain/catalogue/tokens'
import {
  type Address,
  type ApiKeys,
  type ChainProfile,
  catalogueAddresses,
  type FeedSymbol,
  multicall3Address,
} from './profile'

/** The part of the devnet manifest (devnet/manifest.json) this layer reads. */
export type DevnetManifest = {
  profile: 'devnet'
  chains: Record<
    string,
    {
      chainId: number
      rpcUrl: string
      contracts?: Record<string, unknown>
      tokens?: Record<string, unknown>
      priceFeeds?: Record<string, unknown>
    }
  >
}

const isAddress = (v: unknown): v is Address => typeof v === 'string' && /^0x[0-9a-fA-F]{40}$/.test(v)
const addressOf = (v: unknown): Address | undefined => {
  if (isAddress(v)) return v
  if (v && typeof v === 'object' && 'address' in v && isAddress(v.address)) return v.address
  return undefined
}

/**
 * Builds the devnet profile from its manifest. Tokens are looked up by symbol on each chain (falling back to
 * the canonical address, where the devnet deploys them), so the same catalogue serves both profiles.
 * @throws TypeError when the manifest lacks one of the four chains.
 */
export function devnetProfile(
  manifest: DevnetManifest,
  options: { keys?: ApiKeys; userRpcUrls?: Partial<Record<NetworkId, string[]>>; rpcTimeoutMs?: number } = {},
): ChainProfile {
  const build = (id: NetworkId) => {
    const chainId = networks[id].chainId
    const entry = manifest.chains[String(chainId)]
    if (!entry?.rpcUrl) throw new TypeError(`devnet manifest has no chain ${chainId}`)
    const tokenAddresses = catalogueAddresses()
    for (const key of tokenKeys.filter((k: TokenKey) => tokens[k].network === id)) {
      const listed = addressOf(entry.tokens?.[tokens[key].symbol]) ?? addressOf(entry.tokens?.[key])
      if (listed && tokens[key].address) tokenAddresses[key] = listed
    }
    return {
      chainId,
      rpcUrls: [...(options.userRpcUrls?.[id] ?? []), entry.rpcUrl],
      multicall3: addressOf(entry.contracts?.multicall3) ?? multicall3Address,
      tokenAddresses,
      explorerApi: null,
    }
  }
  const feedNetwork =
    networkIds.find(
      (id) => Object.keys(manifest.chains[String(networks[id].chainId)]?.priceFeeds ?? {}).length,
    ) ?? 'ethereum'
  const rawFeeds = manifest.chains[String(networks[feedNetwork].chainId)]?.priceFeeds ?? {}
  const feeds: Partial<Record<FeedSymbol, Address>> = {}
  for (const [symbol, value] of Object.entries(rawFeeds)) {
    const address = addressOf(value)
    if (address) feeds[symbol as FeedSymbol] = address
  }
  return {
    name: 'devnet',
    networks: Object.fromEntries(networkIds.map((id) => [id, build(id)])) as ChainProfile['networks'],
    priceFeeds: { network: feedNetwork, feeds },
    priceServiceUrl: null,
    marketDataUrl: null,
    keys: options.keys ?? {},
    rpcTimeoutMs: options.rpcTimeoutMs ?? 3_000,
  }
}
