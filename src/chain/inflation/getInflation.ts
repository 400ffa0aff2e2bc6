import type { InflationFigure } from '../../domain/inflation/inflationFigure'
import type { ChainProfile } from '../profile'
import { fetchArgentineYearOnYear } from './fetchArgentineCpi'
import type { Fetch } from './fetchJson'
import { fetchWorldBankCpi } from './fetchWorldBankCpi'

export type { InflationFigure }

/**
 * The spec's fixed inflation figures, as fractions (spec 000 §9: 219.9 % on home, 211.4 % on the vaults page),
 * shown only when no public source answers, and labelled as such.
 */
export const OFFLINE_INFLATION = { home: 2.199, vaults: 2.114 } as const

/** Where an inflation figure came from, in the order they are asked. */
export type InflationSource = 'argentinaDatos' | 'worldBank' | 'spec'

/** Spec 000 §4, "inflation every hour": a figure a source gave is kept an hour before that source is asked again. */
export const INFLATION_TTL_MS = 3_600_000
/**
 * Spec 000 §4, "inflation data 5 min": screens re-read the figure every 5 minutes (home's inflation machine),
 * and a source that failed is asked again no sooner than that.
 */
export const INFLATION_RETRY_MS = 300_000

type Point = { rate: number; date: string }
type SourceState = {
  /** The last figure the source gave, and when it was asked for it. */
  good: { value: Point; at: number } | null
  /** When the last request failed (null after a success). */
  failedAt: number | null
  error: unknown
  pending: Promise<void> | null
}

/** One entry per source and base URL, shared by every screen of the page (home, vaults) and every call. */
const sources = new Map<string, SourceState>()

/**
 * A source's figure, asking it at most once per interval: an hour after it answered, 5 minutes after it
 * failed; concurrent callers share one request. While a refresh fails, the last figure it gave stays in use.
 * @throws the source's last error when it never answered.
 */
async function fromSource(key: string, now: number, load: () => Promise<Point>): Promise<Point> {
  let state = sources.get(key)
  if (!state) {
    state = { good: null, failedAt: null, error: null, pending: null }
    sources.set(key, state)
  }
  const s = state
  if (s.pending) await s.pending
  else {
    const fresh = s.good !== null && now - s.good.at < INFLATION_TTL_MS
    const resting = s.failedAt !== null && now - s.failedAt < INFLATION_RETRY_MS
    if (!fresh && !resting) {
      s.pending = load().then(
        (value) => {
          s.good = { value, at: now }
          s.failedAt = null
        },
        (error: unknown) => {
          console.warn(`[inflation] ${key.split(' ')[0]} unavailable`, error)
          s.failedAt = now
          s.error = error
        },
      )
      await s.pending
      s.pending = null
    }
  }
  if (s.good) return s.good.value
  throw s.error
}

/**
 * Argentina's inflation for a screen: ArgentinaDatos' year-on-year figure, else the World Bank's latest yearly
 * figure, else the spec's figure for that screen (marked offline). Each source is asked at most once an hour
 * when it answers and once every 5 minutes when it fails, whichever screen asks (see {@link fromSource}).
 * Never throws. `now` and `fetch` are for tests.
 * @example await getInflation(profile, { screen: 'home' }) // { kind: 'live', source: 'argentinaDatos', rate: 0.318, date: '2025-09-30' }
 */
export async function getInflation(
  profile: Pick<ChainProfile, 'webApis'>,
  options: { screen: keyof typeof OFFLINE_INFLATION; fetch?: Fetch; now?: number },
): Promise<InflationFigure> {
  const now = options.now ?? Date.now()
  const io = options.fetch ? { fetch: options.fetch } : {}
  const { argentinaDatos, worldBank } = profile.webApis
  if (argentinaDatos) {
    try {
      const p = await fromSource(`argentinaDatos ${argentinaDatos}`, now, () =>
        fetchArgentineYearOnYear(argentinaDatos, io),
      )
      return { kind: 'live', source: 'argentinaDatos', rate: p.rate, date: p.date }
    } catch {
      // the World Bank next
    }
  }
  if (worldBank) {
    try {
      const p = await fromSource(`worldBank ${worldBank}`, now, async () => {
        const cpi = await fetchWorldBankCpi(worldBank, io)
        return { rate: cpi.rate, date: cpi.year }
      })
      return { kind: 'live', source: 'worldBank', rate: p.rate, date: p.date }
    } catch {
      // the spec's figure next
    }
  }
  return specInflation(options.screen)
}

/** The spec's figure for a screen, as the offline figure (also what the vaults page's "reference" setting shows). */
export function specInflation(screen: keyof typeof OFFLINE_INFLATION): InflationFigure {
  return { kind: 'offline', source: 'spec', rate: OFFLINE_INFLATION[screen], date: null }
}

/** Forgets every source's figure and failure (tests, or a user's manual refresh). */
export function resetInflationCache(): void {
  sources.clear()
}
