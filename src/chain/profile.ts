import { type NetworkId, networkIds, networks } from '../domain/catalogue/networks'
import { type TokenKey, tokenKeys, tokens } from '../domain/catalogue/tokens'

/** A 20-byte hex address. */
export type Address = `0x${string}`

/** Symbols the on-chain price feeds quote against USD. */
export type FeedSymbol = 'ETH' | 'BTC' | 'LINK' | 'USDC' | 'USDT' | 'DAI' | 'USDe' | 'MATIC'

/** Where one network's reads go under a profile. */
export type NetworkProfile = {
  chainId: number
  /** Ordered endpoints: user's own first, then keyed ones (only with a key), then public ones. */
  rpcUrls: string[]
  multicall3: Address
  /** Token contract per key; null for the native coin. */
  tokenAddresses: Record<TokenKey, Address | null>
  /** Etherscan-compatible API for history, or null to use the node's Otterscan API. */
  explorerApi: string | null
}

/** Keys the user may configure in settings; nothing keyed ships in the bundle. */
export type ApiKeys = Partial<Record<'infura' | 'alchemy' | 'ankr' | 'etherscan' | 'coinmarketcap', string>>

/** Everything the chain layer needs to reach a set of four chains and its price sources. */
export type ChainProfile = {
  name: 'mainnet' | 'devnet'
  networks: Record<NetworkId, NetworkProfile>
  /** USD price feeds (Chainlink-style latestRoundData) and the network they live on. */
  priceFeeds: { network: NetworkId; feeds: Partial<Record<FeedSymbol, Address>> }
  /** Base URL of the CoinGecko-style price service, or null (the devnet has no internet). */
  priceServiceUrl: string | null
  /** Base URL of the CoinMarketCap-style keyed service; used only with a `coinmarketcap` key. */
  marketDataUrl: string | null
  keys: ApiKeys
  /** Per-request timeout for JSON-RPC, ms. */
  rpcTimeoutMs: number
}

/** Multicall3's address on every chain (ADDRESSES.md). */
export const multicall3Address: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** Chainlink USD feeds on Ethereum mainnet. */
export const chainlinkFeeds: Partial<Record<FeedSymbol, Address>> = {
  ETH: '0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419',
  BTC: '0xF4030086522a5bEEa4988F8cA5B36dbC97BeE88c',
  LINK: '0x2c1d072e956AFFC0D435Cb7AC38EF18d24d9127c',
  USDC: '0x8fFfFfd4AfB6115b954Bd326cbe7B4BA576818f6',
  MATIC: '0x7bAC85A8a13A4BcD8abb3eB7d6b4d632c5a57676',
}

function catalogueAddresses(): Record<TokenKey, Address | null> {
  return Object.fromEntries(tokenKeys.map((k) => [k, tokens[k].address])) as Record<TokenKey, Address | null>
}

/**
 * The mainnet endpoint order of spec §7: the user's own endpoints, keyed providers (only those with a
 * configured key), then the public ones.
 * @example mainnetRpcUrls('polygon', {}, []) // ['https://polygon-rpc.com', …]
 */
export function mainnetRpcUrls(network: NetworkId, keys: ApiKeys, userUrls: string[]): string[] {
  const n = networks[network]
  const keyed = n.keyedRpcUrls.flatMap(({ provider, url }) => {
    const key = keys[provider]
    return key ? [url.replace('{key}', encodeURIComponent(key))] : []
  })
  return [...new Set([...userUrls, ...keyed, ...n.publicRpcUrls])]
}

/**
 * The mainnet profile: public endpoints in the spec's order, canonical addresses, Chainlink feeds.
 * @example mainnetProfile({ keys: {}, userRpcUrls: {} })
 */
export function mainnetProfile(options: {
  keys: ApiKeys
  userRpcUrls: Partial<Record<NetworkId, string[]>>
}): ChainProfile {
  const build = (id: NetworkId): NetworkProfile => ({
    chainId: networks[id].chainId,
    rpcUrls: mainnetRpcUrls(id, options.keys, options.userRpcUrls[id] ?? []),
    multicall3: multicall3Address,
    tokenAddresses: catalogueAddresses(),
    explorerApi: networks[id].explorerApi,
  })
  return {
    name: 'mainnet',
    networks: Object.fromEntries(networkIds.map((id) => [id, build(id)])) as Record<
      NetworkId,
      NetworkProfile
    >,
    priceFeeds: { network: 'ethereum', feeds: chainlinkFeeds },
    priceServiceUrl: 'https://api.coingecko.com/api/v3',
    marketDataUrl: 'https://pro-api.coinmarketcap.com/v1',
    keys: options.keys,
    rpcTimeoutMs: 6_000,
  }
}

export { catalogueAddresses }
