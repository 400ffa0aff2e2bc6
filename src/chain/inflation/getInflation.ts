import type { ChainProfile } from '../profile'
import { type ArgentineCpi, fetchArgentineCpi } from './fetchArgentineCpi'
import type { Fetch } from './fetchJson'

/**
 * The spec's fixed inflation figures, as fractions (spec 000 §9: 219.9 % on home, 211.4 % on the vaults page),
 * shown only when no public source answers, and labelled as such.
 */
export const OFFLINE_INFLATION = { home: 2.199, vaults: 2.114 } as const

/** The inflation a screen shows: live (with source and date) or the spec's offline figure. */
export type InflationFigure =
  | { kind: 'live'; rate: number; date: string; source: ArgentineCpi['source']; cpi: ArgentineCpi }
  | { kind: 'offline'; rate: number }

/** Spec 000 §9: inflation refreshes hourly. */
export const INFLATION_TTL_MS = 3_600_000

let cache: { at: number; base: string; value: ArgentineCpi } | null = null

/**
 * Argentina's year-on-year inflation for a screen: ArgentinaDatos through the profile's URL (cached an hour
 * in memory), else the spec's figure for that screen, marked offline. Never throws.
 * @example await getInflation(profile, { screen: 'vaults' }) // { kind: 'live', rate: 0.318, date: '2025-09-30', … }
 */
export async function getInflation(
  profile: Pick<ChainProfile, 'webApis'>,
  options: { screen: keyof typeof OFFLINE_INFLATION; fetch?: Fetch; now?: number },
): Promise<InflationFigure> {
  const base = profile.webApis.argentinaDatos
  const now = options.now ?? Date.now()
  const offline: InflationFigure = { kind: 'offline', rate: OFFLINE_INFLATION[options.screen] }
  if (!base) return offline
  try {
    if (!cache || cache.base !== base || now - cache.at >= INFLATION_TTL_MS) {
      const value = await fetchArgentineCpi(base, options.fetch ? { fetch: options.fetch } : {})
      cache = { at: now, base, value }
    }
    const cpi = cache.value
    return { kind: 'live', rate: cpi.yearOnYear.rate, date: cpi.yearOnYear.date, source: cpi.source, cpi }
  } catch (error) {
    console.warn('inflation unavailable; showing the offline figure', error)
    return offline
  }
}

/** Forgets the cached CPI (tests, or a user's manual refresh). */
export function resetInflationCache(): void {
  cache = null
}
