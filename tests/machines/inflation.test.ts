import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import {
  getInflation,
  INFLATION_RETRY_MS,
  INFLATION_TTL_MS,
  type InflationFigure,
  resetInflationCache,
} from '../../src/chain/inflation/getInflation'
import { inflationIntervalMs, inflationMachine } from '../../src/machines/home/inflationMachine'
import type { VisibilityEvent } from '../../src/machines/shared/visibility'

const MINUTE = 60_000
const profile = {
  webApis: { argentinaDatos: 'https://ad.test', defiLlamaYields: null, worldBank: 'https://wb.test' },
}
const recorded = (file: string) => readFileSync(`devnet/recorded/${file}`, 'utf8')

/**
 * The two inflation APIs as the web sees them: the devnet's recorded answers, or a 503 while `down` names the
 * API. Counts every request per API.
 */
function webApis() {
  const down = new Set<'ad' | 'wb'>()
  const requests = { ad: 0, wb: 0 }
  const fetchFake: typeof fetch = async (input) => {
    const url = new URL(String(input))
    const api = url.host === 'ad.test' ? 'ad' : 'wb'
    requests[api]++
    if (down.has(api)) return new Response('{"error":"down"}', { status: 503 })
    const file =
      api === 'ad' && url.pathname === '/v1/finanzas/indices/inflacionInteranual'
        ? 'inflacionInteranual.json'
        : api === 'wb' && url.pathname === '/v2/country/ARG/indicator/FP.CPI.TOTL.ZG'
          ? 'worldbank-cpi-arg.json'
          : null
    return file ? new Response(recorded(file)) : new Response('{}', { status: 404 })
  }
  return { down, requests, fetch: fetchFake }
}

/** Home's inflation child with the real service behind it (only the web is faked), and a visibility switch. */
function home(web: ReturnType<typeof webApis>) {
  let setVisibility: (e: VisibilityEvent) => void = () => {}
  const machine = inflationMachine.provide({
    actors: {
      load: fromPromise(() => getInflation(profile, { screen: 'home', fetch: web.fetch })),
      watchVisibility: fromCallback<VisibilityEvent>(({ sendBack }) => {
        setVisibility = sendBack
      }),
    },
  })
  const actor = createActor(machine, { input: null }).start()
  return {
    actor,
    figure: () => actor.getSnapshot().context.data,
    visibility: (e: VisibilityEvent) => setVisibility(e),
  }
}

const fromArgentinaDatos: InflationFigure = {
  kind: 'live',
  source: 'argentinaDatos',
  rate: 0.318,
  date: '2025-09-30',
}
const fromWorldBank: InflationFigure = { kind: 'live', source: 'worldBank', rate: 2.1988, date: '2024' }

describe('home’s inflation: refreshed as spec 000 §4 says, each source asked at most once per interval', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-11-01T12:00:00Z') })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    resetInflationCache()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('re-reads every 5 minutes; a figure is kept an hour', () => {
    expect(inflationIntervalMs).toBe(5 * MINUTE)
    expect(INFLATION_TTL_MS).toBe(60 * MINUTE)
    expect(INFLATION_RETRY_MS).toBe(5 * MINUTE)
  })

  it('asks ArgentinaDatos once when home opens and once more an hour later, never the World Bank', async () => {
    const web = webApis()
    const { actor, figure } = home(web)
    await vi.advanceTimersByTimeAsync(0)
    expect(figure()).toEqual(fromArgentinaDatos)
    expect(web.requests).toEqual({ ad: 1, wb: 0 })
    await vi.advanceTimersByTimeAsync(55 * MINUTE) // eleven re-reads, all from the cache
    expect(web.requests).toEqual({ ad: 1, wb: 0 })
    await vi.advanceTimersByTimeAsync(5 * MINUTE)
    expect(web.requests).toEqual({ ad: 2, wb: 0 })
    expect(figure()).toEqual(fromArgentinaDatos)
    actor.stop()
  })

  it('with ArgentinaDatos down: the World Bank’s figure; ArgentinaDatos retried every 5 minutes, the World Bank hourly', async () => {
    const web = webApis()
    web.down.add('ad')
    const { actor, figure } = home(web)
    await vi.advanceTimersByTimeAsync(0)
    expect(figure()).toEqual(fromWorldBank)
    expect(web.requests).toEqual({ ad: 1, wb: 1 })
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    expect(web.requests).toEqual({ ad: 13, wb: 2 })
    // ArgentinaDatos is back: the next re-read shows its figure.
    web.down.clear()
    await vi.advanceTimersByTimeAsync(5 * MINUTE)
    expect(figure()).toEqual(fromArgentinaDatos)
    expect(web.requests).toEqual({ ad: 14, wb: 2 })
    actor.stop()
  })

  it('with both down: the spec’s 219.9 %, each source asked again every 5 minutes, never more', async () => {
    const web = webApis()
    web.down.add('ad').add('wb')
    const { actor, figure } = home(web)
    await vi.advanceTimersByTimeAsync(0)
    expect(figure()).toEqual({ kind: 'offline', source: 'spec', rate: 2.199, date: null })
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    expect(web.requests).toEqual({ ad: 13, wb: 13 })
    actor.stop()
  })

  it('a source that answered and then fails keeps its figure: no jump to another source', async () => {
    const web = webApis()
    const { actor, figure } = home(web)
    await vi.advanceTimersByTimeAsync(0)
    web.down.add('ad')
    await vi.advanceTimersByTimeAsync(65 * MINUTE)
    expect(figure()).toEqual(fromArgentinaDatos)
    expect(web.requests).toEqual({ ad: 3, wb: 0 }) // at 0, the hour, and 5 minutes after that failure
    actor.stop()
  })

  it('the World Bank answering and then failing while ArgentinaDatos stays down keeps the World Bank’s figure', async () => {
    const web = webApis()
    web.down.add('ad')
    const { actor, figure } = home(web)
    await vi.advanceTimersByTimeAsync(0)
    expect(figure()).toEqual(fromWorldBank)
    web.down.add('wb')
    await vi.advanceTimersByTimeAsync(65 * MINUTE)
    expect(figure()).toEqual(fromWorldBank) // never the spec's figure while the World Bank's is an hour old
    expect(web.requests).toEqual({ ad: 14, wb: 3 }) // the World Bank at 0, the hour, and 5 minutes after
    actor.stop()
  })

  it.each([
    ['the World Bank', 'wb', fromWorldBank],
    ['ArgentinaDatos', 'ad', fromArgentinaDatos],
  ] as const)('from both down, %s coming back is shown at the next re-read', async (_, back, expected) => {
    const web = webApis()
    web.down.add('ad').add('wb')
    const { actor, figure } = home(web)
    await vi.advanceTimersByTimeAsync(0)
    expect(figure()?.source).toBe('spec')
    web.down.delete(back)
    await vi.advanceTimersByTimeAsync(5 * MINUTE)
    expect(figure()).toEqual(expected)
    actor.stop()
  })

  it('home and the vaults page share one request; a tab hidden and shown again re-reads from the cache', async () => {
    const web = webApis()
    const { actor, figure, visibility } = home(web)
    const vaults = getInflation(profile, { screen: 'vaults', fetch: web.fetch })
    await vi.advanceTimersByTimeAsync(0)
    expect(await vaults).toEqual(fromArgentinaDatos)
    expect(figure()).toEqual(fromArgentinaDatos)
    expect(web.requests).toEqual({ ad: 1, wb: 0 })
    visibility({ type: 'visibility.hidden' })
    await vi.advanceTimersByTimeAsync(30 * MINUTE)
    expect(actor.getSnapshot().value).toBe('paused')
    visibility({ type: 'visibility.visible' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(web.requests).toEqual({ ad: 1, wb: 0 })
    actor.stop()
  })
})
