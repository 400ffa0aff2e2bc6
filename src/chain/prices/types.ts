import { referencePrices } from '../../domain/catalogue/referencePrices'
import type { TokenSymbol } from '../../domain/catalogue/tokens'

/**
 * Spec §3 price quote; USD numbers for estimates only. `change24h` in percent. `updatedAt` (unix seconds) when
 * the source says when the figure was made (an on-chain feed's latestRoundData).
 */
export type PriceQuote = {
  price: number
  change24h: number
  marketCap: number
  volume24h: number
  updatedAt?: number
}

/** Which source answered, shown in the UI. */
export type PriceSource = 'priceService' | 'marketData' | 'priceFeeds' | 'defaults'

/**
 * A full set of quotes, one per symbol, with its source. From the feeds: `stale` lists the tokens whose feed had
 * stopped (older than its heartbeat; their quote is the fixed default), with that feed answer's time, and
 * `chainTime` is the chain's time at the read (unix seconds), which every age counts to.
 */
export type Prices = {
  quotes: Record<TokenSymbol, PriceQuote>
  source: PriceSource
  fetchedAt: number
  stale?: Partial<Record<TokenSymbol, number>>
  chainTime?: number
}

/** All symbols priced. */
export const priceSymbols: readonly TokenSymbol[] = [
  'ETH',
  'MATIC',
  'USDT',
  'USDC',
  'DAI',
  'USDe',
  'WBTC',
  'WETH',
  'LINK',
]

/** Spec §8 fixed defaults when every source fails. */
export const defaultPrices: Record<TokenSymbol, number> = referencePrices

/** A quote holding only a price. */
export const bareQuote = (price: number): PriceQuote => ({ price, change24h: 0, marketCap: 0, volume24h: 0 })

/** Quotes for every symbol from the defaults, overridden by whatever a source gave. */
export function fillQuotes(
  partial: Partial<Record<TokenSymbol, PriceQuote>>,
): Record<TokenSymbol, PriceQuote> {
  return Object.fromEntries(
    priceSymbols.map((s) => [s, partial[s] ?? bareQuote(defaultPrices[s])]),
  ) as Record<TokenSymbol, PriceQuote>
}
