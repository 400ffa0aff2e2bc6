import type { PublicClient } from 'viem'
import type { TokenSymbol } from '../../domain/catalogue/tokens'
import { endOfLocalDay, type FeedPrice } from '../../domain/export'
import { blockClock } from '../blocks/blockClock'
import { readPriceFeeds } from '../prices/readPriceFeeds'
import type { ChainProfile } from '../profile'

/**
 * USD prices of the non-stable assets on past local days, from the profile's on-chain price feeds read at
 * the last block of each day (today: the tip), newest day first. Each day costs a block search (a few block
 * reads, fewer as the searches narrow) and one Multicall3. A node that refuses a day's state (not an archive
 * node) refuses every older one too, so the search stops there: those days have no price. Never throws.
 * @param client a read client of `profile.priceFeeds.network`.
 * @returns a lookup: the feed price of a symbol on a day, or null.
 */
export async function feedPricesOnDays(
  client: PublicClient,
  profile: ChainProfile,
  args: { days: readonly string[]; now: number },
): Promise<(symbol: TokenSymbol, day: string) => FeedPrice | null> {
  const clock = blockClock(client)
  const byDay = new Map<string, Partial<Record<TokenSymbol, number>>>()
  for (const day of [...new Set(args.days)].sort().reverse()) {
    try {
      const at = Math.min(endOfLocalDay(day), args.now)
      const block = await clock.blockAt(BigInt(Math.floor(at / 1000)))
      if (!block) break
      const quotes = await readPriceFeeds(client, profile, { blockNumber: block.number })
      byDay.set(day, Object.fromEntries(Object.entries(quotes).map(([s, q]) => [s, q.price])))
    } catch (error) {
      console.warn(`[export] no price feeds on ${day} or before`, error)
      break
    }
  }
  return (symbol, day) => {
    const price = byDay.get(day)?.[symbol]
    return price === undefined ? null : { price, day }
  }
}
