import type { PublicClient } from 'viem'
import type { ChainProfile } from '../profile'
import { fetchQuotesLatest } from './fetchQuotesLatest'
import { fetchSimplePrice } from './fetchSimplePrice'
import { readFeedPrices } from './readPriceFeeds'
import { fillQuotes, type Prices } from './types'

/** Spec §9 price cache lifetime. */
export const priceCacheMs = 60_000

let cache: { key: string; value: Prices } | null = null

/** Drops the 60 s cache (tests; a user pressing refresh). */
export function clearPriceCache(): void {
  cache = null
}

/**
 * Prices for every symbol: the public price service → the keyed market-data service (only with a key) →
 * the profile's on-chain price feeds → the spec's fixed defaults. A source's missing symbols are filled
 * with the defaults; so is a token whose feed is older than its heartbeat (listed in `stale`, with its age
 * counted to `chainTime`). Answers within 60 s come from the cache.
 * @param feedClient a read client for `profile.priceFeeds.network`.
 */
export async function getPrices(
  feedClient: PublicClient,
  profile: ChainProfile,
  options: { now?: number } = {},
): Promise<Prices> {
  const now = options.now ?? Date.now()
  const key = `${profile.name}|${profile.priceServiceUrl}|${profile.keys.coinmarketcap ? 1 : 0}`
  if (cache && cache.key === key && now - cache.value.fetchedAt < priceCacheMs) return cache.value
  const value = await fromSources(feedClient, profile, now)
  cache = { key, value }
  return value
}

async function fromSources(feedClient: PublicClient, profile: ChainProfile, now: number): Promise<Prices> {
  const attempts: [Prices['source'], () => Promise<Partial<Prices['quotes']>>][] = []
  if (profile.priceServiceUrl)
    attempts.push(['priceService', () => fetchSimplePrice(profile.priceServiceUrl!)])
  const cmcKey = profile.keys.coinmarketcap
  if (profile.marketDataUrl && cmcKey) {
    attempts.push(['marketData', () => fetchQuotesLatest(profile.marketDataUrl!, cmcKey)])
  }
  for (const [source, run] of attempts) {
    try {
      return { quotes: fillQuotes(await run()), source, fetchedAt: now }
    } catch (error) {
      console.warn(`price source ${source} failed`, error)
    }
  }
  // The feeds: a token whose feed stopped (older than its heartbeat) gets the next source, the fixed default,
  // and the screen says how old its feed's figure is.
  try {
    const feeds = await readFeedPrices(feedClient, profile)
    const live = Object.keys(feeds.quotes).length > 0
    return {
      quotes: fillQuotes(feeds.quotes),
      source: live ? 'priceFeeds' : 'defaults',
      fetchedAt: now,
      stale: feeds.stale,
      chainTime: feeds.chainTime,
    }
  } catch (error) {
    console.warn('price source priceFeeds failed', error)
  }
  return { quotes: fillQuotes({}), source: 'defaults', fetchedAt: now }
}
