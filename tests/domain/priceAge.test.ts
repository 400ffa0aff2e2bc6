import { describe, expect, it } from 'vitest'
import { feedIsLive, priceAge, priceAgeFacts } from '../../src/chain/prices/feedHeartbeats'
import { fillQuotes, type Prices } from '../../src/chain/prices/types'

describe("a feed answer's age against its heartbeat", () => {
  it('ETH lives an hour, a stablecoin and WBTC / BTC a day: one second past is stale', () => {
    expect(feedIsLive('ETH', 1_000, 1_000 + 3_600)).toBe(true)
    expect(feedIsLive('ETH', 1_000, 1_000 + 3_601)).toBe(false)
    expect(feedIsLive('USDC', 0, 86_400)).toBe(true)
    expect(feedIsLive('USDC', 0, 86_401)).toBe(false)
    expect(feedIsLive('WBTC', 0, 86_401)).toBe(false)
  })

  it('is said in minutes under an hour, hours under two days, then days', () => {
    expect(priceAge(0, 59)).toEqual({ unit: 'minutes', count: 0 })
    expect(priceAge(0, 25 * 60)).toEqual({ unit: 'minutes', count: 25 })
    expect(priceAge(0, 3_600)).toEqual({ unit: 'hours', count: 1 })
    expect(priceAge(0, 47 * 3_600 + 3_599)).toEqual({ unit: 'hours', count: 47 })
    expect(priceAge(0, 2 * 86_400)).toEqual({ unit: 'days', count: 2 })
    // A clock behind the answer is no age.
    expect(priceAge(100, 50)).toEqual({ unit: 'minutes', count: 0 })
  })
})

describe("home's note on feed prices", () => {
  const at = 1_800_000_000
  const base: Prices = {
    quotes: fillQuotes({}),
    source: 'priceFeeds',
    fetchedAt: 0,
    stale: {},
    chainTime: at,
  }

  it('says nothing for fresh feeds or for a source without times', () => {
    const fresh = {
      ...base,
      quotes: fillQuotes({ ETH: { price: 1, change24h: 0, marketCap: 0, volume24h: 0, updatedAt: at - 59 } }),
    }
    expect(priceAgeFacts(fresh)).toEqual({ stale: null, oldest: null })
    expect(priceAgeFacts({ quotes: fillQuotes({}), source: 'priceService', fetchedAt: 0 })).toEqual({
      stale: null,
      oldest: null,
    })
  })

  it('names the stopped feeds with the oldest of their ages, and the oldest live price once a minute old', () => {
    const facts = priceAgeFacts({
      ...base,
      quotes: fillQuotes({
        USDC: { price: 1, change24h: 0, marketCap: 0, volume24h: 0, updatedAt: at - 23 * 3_600 },
        LINK: { price: 15, change24h: 0, marketCap: 0, volume24h: 0, updatedAt: at - 120 },
      }),
      stale: { ETH: at - 2 * 3_600 - 5, WETH: at - 2 * 3_600 - 5 },
    })
    expect(facts).toEqual({
      stale: { symbols: ['ETH', 'WETH'], age: { unit: 'hours', count: 2 } },
      oldest: { unit: 'hours', count: 23 },
    })
  })
})
