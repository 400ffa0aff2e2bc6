import type { TokenSymbol } from '../../domain/catalogue/tokens'
import type { FeedSymbol } from '../profile'
import type { Prices } from './types'

/**
 * How often each Chainlink feed on Ethereum publishes at the latest (its heartbeat, seconds): a feed also
 * publishes on a move past its deviation threshold, so in a calm market the answer can be this old and still
 * live. Older than this, the feed has stopped: its answer is not used (Chainlink's docs: check `updatedAt`
 * from latestRoundData against the heartbeat). ETH, BTC, LINK and DAI: 1 h; the USD stablecoins USDC, USDT
 * and USDe, WBTC / BTC and MATIC, and CRV and CVX (Convex's rewards): 24 h.
 */
export const feedHeartbeats: Readonly<Record<FeedSymbol, number>> = {
  ETH: 3_600,
  BTC: 3_600,
  LINK: 3_600,
  DAI: 3_600,
  USDC: 86_400,
  USDT: 86_400,
  USDe: 86_400,
  MATIC: 86_400,
  WBTC: 86_400,
  CRV: 86_400,
  CVX: 86_400,
}

/** Whether a feed answer updated at `updatedAt` is still live at `now` (both unix seconds, chain time). */
export function feedIsLive(feed: FeedSymbol, updatedAt: number, now: number): boolean {
  return now - updatedAt <= feedHeartbeats[feed]
}

/** An age in the largest whole unit that fits: under an hour in minutes, under two days in hours, then days. */
export type PriceAge = { unit: 'minutes' | 'hours' | 'days'; count: number }

/**
 * How old a price is, `updatedAt` to `now` (unix seconds), as the screen says it.
 * @example priceAge(0, 5_400) // { unit: 'hours', count: 1 }
 */
export function priceAge(updatedAt: number, now: number): PriceAge {
  const seconds = Math.max(0, now - updatedAt)
  if (seconds < 3_600) return { unit: 'minutes', count: Math.floor(seconds / 60) }
  if (seconds < 2 * 86_400) return { unit: 'hours', count: Math.floor(seconds / 3_600) }
  return { unit: 'days', count: Math.floor(seconds / 86_400) }
}

/** From this age on (seconds), a live feed price says how old it is. */
const SAY_AGE_FROM_S = 60

/** What the note says of home's prices from the on-chain feeds: the stopped feeds, and the oldest live one. */
export function priceAgeFacts(prices: Prices): {
  stale: { symbols: TokenSymbol[]; age: PriceAge } | null
  oldest: PriceAge | null
} {
  const now = prices.chainTime
  if (now === undefined) return { stale: null, oldest: null }
  const staleEntries = Object.entries(prices.stale ?? {}) as [TokenSymbol, number][]
  const stale =
    staleEntries.length === 0
      ? null
      : {
          symbols: staleEntries.map(([symbol]) => symbol),
          age: priceAge(Math.min(...staleEntries.map(([, at]) => at)), now),
        }
  const times = Object.values(prices.quotes).flatMap((q) => (q.updatedAt === undefined ? [] : [q.updatedAt]))
  const oldestAt = times.length ? Math.min(...times) : null
  const oldest = oldestAt !== null && now - oldestAt >= SAY_AGE_FROM_S ? priceAge(oldestAt, now) : null
  return { stale, oldest }
}
