import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DOLLAR_TTL_MS, getDollarQuote, resetDollarQuotes } from '../../src/chain/inflation/getDollarQuote'
import { type DollarKind, dollarKinds } from '../../src/domain/pesos/dollarKinds'
import { appSide } from './protocols/support'
import { startJsonServer } from './support/loopback'

const recorded = (casa: DollarKind) =>
  JSON.parse(readFileSync(`devnet/recorded/dolares-${casa}.json`, 'utf8')) as {
    venta: number
    fecha: string
  }[]

/** Each dollar's newest and year-old selling price in devnet/recorded, worked out by hand. */
const expected: Record<DollarKind, { sell: number; yearAgo: number }> = {
  bolsa: { sell: 1468, yearAgo: 1222 },
  cripto: { sell: 1520, yearAgo: 1275 },
  oficial: { sell: 1450, yearAgo: 990 },
  blue: { sell: 1435, yearAgo: 1240 },
}

describe('dólar quotes for pesos, read by the real client from the devnet’s recorded ArgentinaDatos', () => {
  it.each(dollarKinds)('reads the %s dollar’s latest quote, its date and its 12-month rise', async (casa) => {
    resetDollarQuotes()
    const { profile } = appSide()
    const quote = await getDollarQuote(profile, { casa, now: () => 1_000 })
    const { sell, yearAgo } = expected[casa]
    expect(quote).toEqual({
      casa,
      sell,
      date: '2025-09-30',
      source: 'ArgentinaDatos',
      fetchedAt: 1_000,
      rise12m: {
        rise: sell / yearAgo - 1,
        from: { date: '2024-09-30', sell: yearAgo },
        to: { date: '2025-09-30', sell },
      },
      // The recorded rows run from September 2024 to September 2025: no calendar year is whole.
      yearAverages: {},
    })
    expect(recorded(casa).at(-1)).toMatchObject({ venta: sell, fecha: '2025-09-30' })
  })

  it('asks ArgentinaDatos at most once per dollar every 5 minutes, whoever asks, and again after a failure', async () => {
    resetDollarQuotes()
    let down = false
    const server = await startJsonServer((url) =>
      down
        ? { status: 503, body: { error: 'down' } }
        : {
            status: 200,
            body: [
              { casa: url.split('/').at(-1), compra: 1000, venta: 1010, fecha: '2025-11-20' },
              { casa: url.split('/').at(-1), compra: 1100, venta: 1110, fecha: '2025-11-21' },
            ],
          },
    )
    try {
      const profile = { webApis: { argentinaDatos: server.url, defiLlamaYields: null, worldBank: null } }
      let clock = 0
      const now = () => clock
      // Home, the vaults page and the loans page asking at once share one request.
      const [home, vaults] = await Promise.all([
        getDollarQuote(profile, { casa: 'bolsa', now }),
        getDollarQuote(profile, { casa: 'bolsa', now }),
      ])
      expect(home).toBe(vaults)
      expect(home).toMatchObject({ sell: 1110, date: '2025-11-21', rise12m: null })
      clock = DOLLAR_TTL_MS - 1
      await getDollarQuote(profile, { casa: 'bolsa', now })
      expect(server.seen.map((r) => r.url)).toEqual(['/v1/cotizaciones/dolares/bolsa'])
      await getDollarQuote(profile, { casa: 'blue', now })
      clock = DOLLAR_TTL_MS
      await getDollarQuote(profile, { casa: 'bolsa', now })
      expect(server.seen.map((r) => r.url)).toEqual([
        '/v1/cotizaciones/dolares/bolsa',
        '/v1/cotizaciones/dolares/blue',
        '/v1/cotizaciones/dolares/bolsa',
      ])
      // A failure is not kept: the next refresh asks again, and gets the quote once the source is back.
      down = true
      clock = 2 * DOLLAR_TTL_MS
      await expect(getDollarQuote(profile, { casa: 'bolsa', now })).rejects.toThrow('HTTP error! status: 503')
      down = false
      await expect(getDollarQuote(profile, { casa: 'bolsa', now })).resolves.toMatchObject({ sell: 1110 })
      expect(server.seen).toHaveLength(5)
    } finally {
      await server.close()
      resetDollarQuotes()
    }
  })

  it('refuses a response with no priced row, and a profile without ArgentinaDatos', async () => {
    resetDollarQuotes()
    const server = await startJsonServer(() => ({
      status: 200,
      body: [{ casa: 'blue', fecha: '2025-11-21' }],
    }))
    try {
      const profile = { webApis: { argentinaDatos: server.url, defiLlamaYields: null, worldBank: null } }
      await expect(getDollarQuote(profile, { casa: 'blue' })).rejects.toThrow('Unexpected dollar response')
      const none = { webApis: { argentinaDatos: null, defiLlamaYields: null, worldBank: null } }
      await expect(getDollarQuote(none, { casa: 'blue' })).rejects.toThrow('Dollar quotes unavailable')
    } finally {
      await server.close()
      resetDollarQuotes()
    }
  })
})
