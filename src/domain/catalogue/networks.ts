/** The four networks the wallet holds money on, in the order the spec lists them. */
export const networkIds = ['ethereum', 'polygon', 'arbitrum', 'optimism'] as const

/** Identifier of one of the four networks. */
export type NetworkId = (typeof networkIds)[number]

/** A network as the catalogue describes it; profile-specific endpoints live in src/chain/profiles. */
export type Network = {
  id: NetworkId
  name: string
  /** Symbol of the coin that pays for gas. */
  nativeSymbol: 'ETH' | 'MATIC'
  nativeCurrency: { name: string; symbol: 'ETH' | 'MATIC'; decimals: 18 }
  chainId: 1 | 137 | 42161 | 10
  /**
   * Public mainnet endpoints in the spec's order (§7). Keyed providers come before these, and only when
   * the user configured a key (see `keyedEndpoints`); no key ships in the bundle.
   */
  publicRpcUrls: readonly string[]
  /** Keyed provider URL templates, `{key}` replaced at run time; tried first when a key is configured. */
  keyedRpcUrls: readonly { provider: 'infura' | 'alchemy' | 'ankr'; url: string }[]
  /** Block explorer for links, e.g. `${explorer}/tx/${hash}`. */
  explorer: string
  /** Keyless Etherscan-compatible API (Blockscout) for history; Etherscan proper needs a key. */
  explorerApi: string
}

/** Every network by id. Chain ids per spec §3: Ethereum 1, Polygon 137, Arbitrum One 42161, Optimism 10. */
export const networks: Record<NetworkId, Network> = {
  ethereum: {
    id: 'ethereum',
    name: 'Ethereum',
    nativeSymbol: 'ETH',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    chainId: 1,
    keyedRpcUrls: [
      { provider: 'infura', url: 'https://mainnet.infura.io/v3/{key}' },
      { provider: 'alchemy', url: 'https://eth-mainnet.g.alchemy.com/v2/{key}' },
      { provider: 'ankr', url: 'https://rpc.ankr.com/eth/{key}' },
    ],
    publicRpcUrls: [
      'https://eth.llamarpc.com',
      'https://ethereum-rpc.publicnode.com',
      'https://cloudflare-eth.com',
    ],
    explorer: 'https://etherscan.io',
    explorerApi: 'https://eth.blockscout.com/api',
  },
  polygon: {
    id: 'polygon',
    name: 'Polygon',
    nativeSymbol: 'MATIC',
    nativeCurrency: { name: 'MATIC', symbol: 'MATIC', decimals: 18 },
    chainId: 137,
    keyedRpcUrls: [
      { provider: 'infura', url: 'https://polygon-mainnet.infura.io/v3/{key}' },
      { provider: 'alchemy', url: 'https://polygon-mainnet.g.alchemy.com/v2/{key}' },
      { provider: 'ankr', url: 'https://rpc.ankr.com/polygon/{key}' },
    ],
    publicRpcUrls: ['https://polygon-rpc.com', 'https://polygon-bor-rpc.publicnode.com'],
    explorer: 'https://polygonscan.com',
    explorerApi: 'https://polygon.blockscout.com/api',
  },
  arbitrum: {
    id: 'arbitrum',
    name: 'Arbitrum One',
    nativeSymbol: 'ETH',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    chainId: 42161,
    keyedRpcUrls: [
      { provider: 'infura', url: 'https://arbitrum-mainnet.infura.io/v3/{key}' },
      { provider: 'alchemy', url: 'https://arb-mainnet.g.alchemy.com/v2/{key}' },
      { provider: 'ankr', url: 'https://rpc.ankr.com/arbitrum/{key}' },
    ],
    publicRpcUrls: ['https://arb1.arbitrum.io/rpc', 'https://arbitrum-one-rpc.publicnode.com'],
    explorer: 'https://arbiscan.io',
    explorerApi: 'https://arbitrum.blockscout.com/api',
  },
  optimism: {
    id: 'optimism',
    name: 'Optimism',
    nativeSymbol: 'ETH',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    chainId: 10,
    keyedRpcUrls: [
      { provider: 'infura', url: 'https://optimism-mainnet.infura.io/v3/{key}' },
      { provider: 'alchemy', url: 'https://opt-mainnet.g.alchemy.com/v2/{key}' },
      { provider: 'ankr', url: 'https://rpc.ankr.com/optimism/{key}' },
    ],
    publicRpcUrls: ['https://mainnet.optimism.io', 'https://optimism-rpc.publicnode.com'],
    explorer: 'https://optimistic.etherscan.io',
    explorerApi: 'https://optimism.blockscout.com/api',
  },
}

/**
 * The network with a given chain id, or undefined for any other chain.
 * @example networkByChainId(137)?.id // 'polygon'
 */
export function networkByChainId(chainId: number): Network | undefined {
  return networkIds.map((id) => networks[id]).find((n) => n.chainId === chainId)
}
