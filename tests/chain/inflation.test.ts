import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startWebApis } from '../../devnet/webApis.mjs'
import { fetchArgentineYearOnYear } from '../../src/chain/inflation/fetchArgentineCpi'
import { fetchWorldBankCpi } from '../../src/chain/inflation/fetchWorldBankCpi'
import {
  getInflation,
  type InflationFigure,
  resetInflationCache,
} from '../../src/chain/inflation/getInflation'
import { mainnetProfile } from '../../src/chain/profile'
import { startJsonServer } from './support/loopback'
import { testProfile } from './support/manifest'

type WebApis = Awaited<ReturnType<typeof startWebApis>>

/** The devnet's recorded APIs on a server of this file's own, so its faults touch no other test. */
let web: WebApis
beforeAll(async () => {
  web = await startWebApis()
})
afterAll(async () => {
  await web.stop()
})

/** The global fetch, counting the requests each API got (by the first segment of the path). */
function countingFetch() {
  const requests: Record<string, number> = {}
  const fetchCounted: typeof fetch = (input, init) => {
    const api = new URL(String(input)).pathname.split('/')[1] ?? ''
    requests[api] = (requests[api] ?? 0) + 1
    return fetch(input, init)
  }
  return { requests, fetch: fetchCounted }
}

describe('the inflation sources, read by the real clients from the devnet’s recorded responses', () => {
  it('the devnet profile points at the recorded World Bank API; the mainnet one at the real one', () => {
    expect(testProfile().webApis.worldBank).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/worldbank$/)
    expect(mainnetProfile({ keys: {}, userRpcUrls: {} }).webApis.worldBank).toBe('https://api.worldbank.org')
  })

  it('ArgentinaDatos: the newest year-on-year figure, in one request', async () => {
    const counted = countingFetch()
    expect(await fetchArgentineYearOnYear(testProfile().webApis.argentinaDatos!, counted)).toEqual({
      date: '2025-09-30',
      rate: 0.318,
    })
    expect(counted.requests).toEqual({ argentinadatos: 1 })
  })

  it('World Bank: the newest year with a value (2025 is not published yet), as a fraction', async () => {
    expect(await fetchWorldBankCpi(testProfile().webApis.worldBank!)).toEqual({
      year: '2024',
      rate: 219.88 / 100,
      source: 'WorldBank',
    })
  })

  it('World Bank: refuses its own error answer and a page without Argentina’s indicator', async () => {
    const error = [
      { message: [{ id: '120', key: 'Invalid value', value: 'The provided parameter value is not valid' }] },
    ]
    const other = [
      { page: 1, pages: 1, per_page: 10, total: 1 },
      [{ indicator: { id: 'NY.GDP.MKTP.CD' }, countryiso3code: 'ARG', date: '2024', value: 1 }],
    ]
    let answers = 0
    const server = await startJsonServer(() => ({ status: 200, body: answers++ === 0 ? error : other }))
    try {
      await expect(fetchWorldBankCpi(server.url)).rejects.toMatchObject({
        shortMessage: 'Unexpected inflation response',
        details: expect.stringContaining('Invalid value'),
      })
      expect(server.seen[0]?.url).toBe('/v2/country/ARG/indicator/FP.CPI.TOTL.ZG?format=json&per_page=10')
      await expect(fetchWorldBankCpi(server.url)).rejects.toMatchObject({ details: 'worldBank: no rows' })
    } finally {
      await server.close()
    }
  })
})

describe('getInflation: ArgentinaDatos, then the World Bank, then the spec’s figure', () => {
  beforeEach(() => {
    resetInflationCache()
    web.setFaults({})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })
  afterAll(() => web.setFaults({}))

  const argentinaDatos: InflationFigure = {
    kind: 'live',
    source: 'argentinaDatos',
    rate: 0.318,
    date: '2025-09-30',
  }
  const worldBank: InflationFigure = { kind: 'live', source: 'worldBank', rate: 219.88 / 100, date: '2024' }
  const spec = (rate: number): InflationFigure => ({ kind: 'offline', source: 'spec', rate, date: null })

  it.each([
    [
      'ArgentinaDatos answers: its figure; the World Bank is not asked',
      {},
      argentinaDatos,
      { argentinadatos: 1 },
    ],
    [
      'ArgentinaDatos down: the World Bank’s',
      { argentinadatos: 'down' },
      worldBank,
      { argentinadatos: 1, worldbank: 1 },
    ],
    [
      'ArgentinaDatos malformed: the World Bank’s',
      { argentinadatos: 'malformed' },
      worldBank,
      { argentinadatos: 1, worldbank: 1 },
    ],
    [
      'both down: the spec’s 219.9 % on home',
      { argentinadatos: 'down', worldbank: 'down' },
      spec(2.199),
      { argentinadatos: 1, worldbank: 1 },
    ],
    [
      'ArgentinaDatos down, World Bank malformed: the spec’s',
      { argentinadatos: 'down', worldbank: 'malformed' },
      spec(2.199),
      { argentinadatos: 1, worldbank: 1 },
    ],
    [
      'World Bank down, ArgentinaDatos answers: ArgentinaDatos’, the World Bank not asked',
      { worldbank: 'down' },
      argentinaDatos,
      { argentinadatos: 1 },
    ],
    [
      'ArgentinaDatos malformed, World Bank down: the spec’s',
      { argentinadatos: 'malformed', worldbank: 'down' },
      spec(2.199),
      { argentinadatos: 1, worldbank: 1 },
    ],
    [
      'both malformed: the spec’s',
      { argentinadatos: 'malformed', worldbank: 'malformed' },
      spec(2.199),
      { argentinadatos: 1, worldbank: 1 },
    ],
  ] as const)('%s', async (_, faults, expected, requests) => {
    web.setFaults(faults)
    const counted = countingFetch()
    expect(await getInflation({ webApis: web.webApis }, { screen: 'home', fetch: counted.fetch })).toEqual(
      expected,
    )
    expect(counted.requests).toEqual(requests)
  })

  it('the vaults page’s own spec figure (211.4 %) when both fail, and no request without URLs', async () => {
    web.setFaults({ argentinadatos: 'down', worldbank: 'down' })
    expect(await getInflation({ webApis: web.webApis }, { screen: 'vaults' })).toEqual(spec(2.114))
    resetInflationCache()
    const counted = countingFetch()
    const none = { webApis: { argentinaDatos: null, defiLlamaYields: null, worldBank: null } }
    expect(await getInflation(none, { screen: 'home', fetch: counted.fetch })).toEqual(spec(2.199))
    expect(counted.requests).toEqual({})
  })

  it('the World Bank path needs format=json, as the real API does (it answers XML otherwise)', async () => {
    const res = await fetch(`${web.webApis.worldBank}/v2/country/ARG/indicator/FP.CPI.TOTL.ZG?per_page=10`)
    expect(res.headers.get('content-type')).toBe('application/xml')
  })
})

describe('the devnet’s fault switch (POST /__faults)', () => {
  afterAll(() => web.setFaults({}))

  it('fails one API from another process, and clears with {}', async () => {
    const set = (body: unknown, type = 'application/json') =>
      fetch(`${web.url}/__faults`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify(body),
      })
    expect((await set({ argentinadatos: 'down' })).status).toBe(200)
    const inflation = `${web.webApis.argentinaDatos}/v1/finanzas/indices/inflacionInteranual`
    expect((await fetch(inflation)).status).toBe(503)
    expect((await fetch(`${web.webApis.defiLlamaYields}/pools`)).status).toBe(200)
    expect(await (await fetch(`${web.url}/__faults`)).json()).toEqual({ argentinadatos: 'down' })
    expect((await set({ nowhere: 'down' })).status).toBe(400)
    expect((await set({})).status).toBe(200)
    expect((await fetch(inflation)).status).toBe(200)
  })

  it('is out of a web page’s reach: no CORS header, and only a JSON body (which needs a preflight) is taken', async () => {
    const simple = await fetch(`${web.url}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ argentinadatos: 'down' }),
    })
    expect(simple.status).toBe(405)
    expect(simple.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await fetch(`${web.url}/__faults`, { method: 'OPTIONS' })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull()
    expect(await (await fetch(`${web.url}/__faults`)).json()).toEqual({})
  })
})
