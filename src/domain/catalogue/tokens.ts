import type { NetworkId } from './networks'

/** The 20 token keys of spec §3, grouped by network in the spec's order. */
export const tokenKeys = [
  'ETH',
  'USDT',
  'USDC',
  'DAI',
  'USDe',
  'WBTC',
  'WETH',
  'LINK',
  'MATIC',
  'USDT-POLYGON',
  'USDC-POLYGON',
  'DAI-POLYGON',
  'ETH-ARBITRUM',
  'USDT-ARBITRUM',
  'USDC-ARBITRUM',
  'DAI-ARBITRUM',
  'ETH-OPTIMISM',
  'USDT-OPTIMISM',
  'USDC-OPTIMISM',
  'DAI-OPTIMISM',
] as const

/** Key of one catalogue token, e.g. `USDC-POLYGON`. */
export type TokenKey = (typeof tokenKeys)[number]

/** The symbols behind the keys; prices and factors are per symbol. */
export type TokenSymbol = 'ETH' | 'MATIC' | 'USDT' | 'USDC' | 'DAI' | 'USDe' | 'WBTC' | 'WETH' | 'LINK'

/** Spec §3 categories; they drive stability and the diversification score. */
export type TokenCategory = 'layer1' | 'stablecoin' | 'store_of_value' | 'oracle'

/** Price-provider coin ids used by the public price service (spec §3). */
export type PriceId =
  | 'ethereum'
  | 'tether'
  | 'usd-coin'
  | 'dai'
  | 'polygon-pos'
  | 'ethena-usde'
  | 'wrapped-bitcoin'
  | 'weth'
  | 'chainlink'

/** One catalogue token. `address` is null for a native coin. */
export type Token = {
  key: TokenKey
  symbol: TokenSymbol
  name: string
  network: NetworkId
  address: `0x${string}` | null
  decimals: 6 | 8 | 18
  color: string
  category: TokenCategory
  priceId: PriceId
}

type SymbolInfo = Omit<Token, 'key' | 'network' | 'address'> & { liquidity: number }

/**
 * Per-symbol facts: decimals (USDT/USDC 6, WBTC 8, others 18), category, price id, colour and the spec §9
 * liquidity factor.
 */
export const symbolInfo: Record<TokenSymbol, SymbolInfo> = {
  ETH: info('ETH', 'Ether', 18, '#627eea', 'layer1', 'ethereum', 0.9),
  MATIC: info('MATIC', 'Polygon', 18, '#8247e5', 'layer1', 'polygon-pos', 0.8),
  USDT: info('USDT', 'Tether USD', 6, '#26a17b', 'stablecoin', 'tether', 1),
  USDC: info('USDC', 'USD Coin', 6, '#2775ca', 'stablecoin', 'usd-coin', 1),
  DAI: info('DAI', 'Dai', 18, '#f5ac37', 'stablecoin', 'dai', 0.9),
  USDe: info('USDe', 'Ethena USDe', 18, '#111111', 'stablecoin', 'ethena-usde', 0.7),
  WBTC: info('WBTC', 'Wrapped Bitcoin', 8, '#f09242', 'store_of_value', 'wrapped-bitcoin', 0.8),
  WETH: info('WETH', 'Wrapped Ether', 18, '#ec1c79', 'layer1', 'weth', 0.9),
  LINK: info('LINK', 'Chainlink', 18, '#2a5ada', 'oracle', 'chainlink', 0.8),
}

function info(
  symbol: TokenSymbol,
  name: string,
  decimals: 6 | 8 | 18,
  color: string,
  category: TokenCategory,
  priceId: PriceId,
  liquidity: number,
): SymbolInfo {
  return { symbol, name, decimals, color, category, priceId, liquidity }
}

const placements: Record<TokenKey, [TokenSymbol, NetworkId, `0x${string}` | null]> = {
  ETH: ['ETH', 'ethereum', null],
  USDT: ['USDT', 'ethereum', '0xdAC17F958D2ee523a2206206994597C13D831ec7'],
  USDC: ['USDC', 'ethereum', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],
  DAI: ['DAI', 'ethereum', '0x6B175474E89094C44Da98b954EedeAC495271d0F'],
  USDe: ['USDe', 'ethereum', '0x4c9EDD5852cd905f086C759E8383e09bff1E68B3'],
  WBTC: ['WBTC', 'ethereum', '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599'],
  WETH: ['WETH', 'ethereum', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'],
  LINK: ['LINK', 'ethereum', '0x514910771AF9Ca656af840dff83E8264EcF986CA'],
  MATIC: ['MATIC', 'polygon', null],
  'USDT-POLYGON': ['USDT', 'polygon', '0xc2132D05D31c914a87C6611C10748AEb04B58e8F'],
  'USDC-POLYGON': ['USDC', 'polygon', '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'],
  'DAI-POLYGON': ['DAI', 'polygon', '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063'],
  'ETH-ARBITRUM': ['ETH', 'arbitrum', null],
  'USDT-ARBITRUM': ['USDT', 'arbitrum', '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9'],
  'USDC-ARBITRUM': ['USDC', 'arbitrum', '0xaf88d065e77c8cC2239327C5EDb3A432268e5831'],
  'DAI-ARBITRUM': ['DAI', 'arbitrum', '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1'],
  'ETH-OPTIMISM': ['ETH', 'optimism', null],
  'USDT-OPTIMISM': ['USDT', 'optimism', '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58'],
  'USDC-OPTIMISM': ['USDC', 'optimism', '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85'],
  'DAI-OPTIMISM': ['DAI', 'optimism', '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1'],
}

/** Every catalogue token by key, with canonical mainnet addresses (ADDRESSES.md). */
export const tokens: Record<TokenKey, Token> = Object.fromEntries(
  tokenKeys.map((key) => {
    const [symbol, network, address] = placements[key]
    const { liquidity: _liquidity, ...rest } = symbolInfo[symbol]
    return [key, { ...rest, key, network, address }]
  }),
) as Record<TokenKey, Token>

/**
 * The catalogue tokens of one network, native coin first.
 * @example tokensOn('polygon').map((t) => t.key) // ['MATIC', 'USDT-POLYGON', 'USDC-POLYGON', 'DAI-POLYGON']
 */
export function tokensOn(network: NetworkId): Token[] {
  return tokenKeys.map((k) => tokens[k]).filter((t) => t.network === network)
}

/** Type guard for a string that names a catalogue token. */
export function isTokenKey(value: string): value is TokenKey {
  return (tokenKeys as readonly string[]).includes(value)
}

/**
 * Tokens whose `approve` reverts when one non-zero allowance changes into another (mainnet USDT), so an
 * approval first resets to 0. The bridged USDTs on the L2s are plain ERC-20s and need no reset.
 * @example approveResetFirst.has('USDT') // true
 */
export const approveResetFirst: ReadonlySet<TokenKey> = new Set<TokenKey>(['USDT'])
