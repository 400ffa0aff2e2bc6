import type { NetworkId } from './networks'
import { type TokenKey, tokens } from './tokens'

/** A 20-byte hex address. */
type Address = `0x${string}`

/**
 * Uniswap v3's canonical contracts: the same addresses on Ethereum, Polygon, Arbitrum One and Optimism
 * (Uniswap's deployment list; the devnet places the npm packages' bytecode there, devnet/deploy/uniswap.mjs).
 * The app quotes with QuoterV2 and swaps through SwapRouter (v3-periphery 1.4.4).
 */
export const uniswapV3 = {
  factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
  quoterV2: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e',
  swapRouter: '0xE592427A0AEce92De3Edee1F18E0157C05861564',
  /** keccak256 of UniswapV3Pool's creation code: pools sit at CREATE2(factory, (token0, token1, fee), this). */
  poolInitCodeHash: '0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54',
  /** Fee tiers in hundredths of a basis point (100 = 0.01 %), each quoted. */
  feeTiers: [100, 500, 3000, 10000],
} as const satisfies Record<string, unknown>

/** The router's `exactInputSingle` signature, the one swap function the app signs on Uniswap. */
export const UNISWAP_EXACT_INPUT_SINGLE =
  'exactInputSingle((address,address,uint24,address,uint256,uint256,uint256,uint160))'

/** The router's `multicall`: a swap to the native coin is exactInputSingle paying the router, then unwrapWETH9. */
export const UNISWAP_MULTICALL = 'multicall(bytes[])'
/** The router's `unwrapWETH9(amountMinimum, recipient)`: all the wrapped coin it holds, unwrapped, to recipient. */
export const UNISWAP_UNWRAP_WETH9 = 'unwrapWETH9(uint256,address)'

/** Curve 3pool's `exchange`, the one swap function the app signs on Curve (Ethereum only). */
export const CURVE_EXCHANGE = 'exchange(int128,int128,uint256,uint256)'

/** The wrapped native coin the router takes in place of the native one, per network. */
export const wrappedNative: Record<NetworkId, { native: TokenKey; address: Address }> = {
  ethereum: { native: 'ETH', address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' },
  polygon: { native: 'MATIC', address: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270' },
  arbitrum: { native: 'ETH-ARBITRUM', address: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1' },
  optimism: { native: 'ETH-OPTIMISM', address: '0x4200000000000000000000000000000000000006' },
}

/** The tokens the swap screen offers on each network (issue 43's pairs: any two of these). */
export const swapTokens: Record<NetworkId, readonly TokenKey[]> = {
  ethereum: ['ETH', 'USDT', 'USDC', 'DAI', 'USDe', 'WETH'],
  polygon: ['MATIC', 'USDT-POLYGON', 'USDC-POLYGON', 'DAI-POLYGON'],
  arbitrum: ['ETH-ARBITRUM', 'USDT-ARBITRUM', 'USDC-ARBITRUM', 'DAI-ARBITRUM'],
  optimism: ['ETH-OPTIMISM', 'USDT-OPTIMISM', 'USDC-OPTIMISM', 'DAI-OPTIMISM'],
}

/** The venues a quote compares; `wrap` is the wrapped native coin's own contract (WETH9), 1:1 both ways. */
export type SwapVenue = 'uniswapV3' | 'curve3pool' | 'wrap'

/** WETH9's wrap: the native coin sent along is minted 1:1 as the wrapped coin (the same on the four networks). */
export const WRAP_DEPOSIT = 'deposit()'
/** WETH9's unwrap: burns this much of the wrapped coin and sends the native coin back 1:1. */
export const WRAP_WITHDRAW = 'withdraw(uint256)'

/**
 * Whether `from` → `to` on `network` is a wrap (the native coin into its wrapped token) or an unwrap (back),
 * which WETH9 does 1:1 with no venue fee; null for any other pair.
 * @example wrapDirection('ethereum', 'ETH', 'WETH') // 'wrap'
 */
export function wrapDirection(network: NetworkId, from: TokenKey, to: TokenKey): 'wrap' | 'unwrap' | null {
  const { native, address } = wrappedNative[network]
  const isWrapped = (key: TokenKey) =>
    tokens[key].network === network && tokens[key].address?.toLowerCase() === address.toLowerCase()
  if (from === native && isWrapped(to)) return 'wrap'
  if (to === native && isWrapped(from)) return 'unwrap'
  return null
}

/** Default slippage, in basis points (0.5 %). */
export const DEFAULT_SLIPPAGE_BPS = 50
/** The loosest slippage the app builds and the key worker signs (5 %): beyond it a swap is a gift to whoever moves the pool. */
export const MAX_SLIPPAGE_BPS = 500

/**
 * The least a swap may accept back: the quote less the slippage, rounded down.
 * @example minimumReceived(99_970_000n, 50) // 99_470_150n
 */
export function minimumReceived(quotedOut: bigint, slippageBps: number): bigint {
  if (!Number.isInteger(slippageBps) || slippageBps < 0 || slippageBps > MAX_SLIPPAGE_BPS)
    throw new RangeError(`slippage ${slippageBps} bps outside 0–${MAX_SLIPPAGE_BPS}`)
  return (quotedOut * BigInt(10_000 - slippageBps)) / 10_000n
}
