import type { DollarKind } from '../../domain/pesos/dollarKinds'
import { yearAverages } from '../../domain/pesos/dollarMove'
import { ChainError } from '../errors'
import type { ChainProfile } from '../profile'
import { type DollarQuote, dollarRise12m, fetchDollarHistory } from './fetchDollarHistory'
import type { Fetch } from './fetchJson'

/** A dólar quote as the screens show it: pesos per dollar, where and when it was published, when it was read. */
export type PesoQuote = {
  casa: DollarKind
  /** Pesos per dollar, the published selling price of the newest row. */
  sell: number
  /** The day the quote is for (ISO date; ArgentinaDatos publishes one row a day, without a time). */
  date: string
  source: 'ArgentinaDatos'
  /** When this device read it (ms since the epoch). */
  fetchedAt: number
  /** How much this dollar rose against the peso over the 12 months to `date`; null without a year of rows. */
  rise12m: { rise: number; from: DollarQuote; to: DollarQuote } | null
  /** The average quote of every calendar year the rows cover whole (for the World Bank's yearly inflation). */
  yearAverages: Readonly<Record<string, number>>
}

/**
 * Spec 000 §4 refreshes home's inflation data every 5 minutes; the dólar, from the same source, follows the
 * same pace: at most one request per casa per 5 minutes, whoever asks (home, the vaults page, the loans page).
 */
export const DOLLAR_TTL_MS = 300_000

const cache = new Map<string, { at: number; value: Promise<PesoQuote> }>()

/**
 * The latest quote of one dólar from ArgentinaDatos (the newest row of `/v1/cotizaciones/dolares/{casa}`),
 * with its 12-month rise and whole years' averages from the same rows. Kept 5 minutes per base URL and casa; callers at the same time
 * share one request. A failure is not kept: the next call asks again.
 * @throws ChainError when the profile has no ArgentinaDatos URL, the request fails or no row has a price.
 * @example (await getDollarQuote(profile, { casa: 'bolsa' })).sell // 1468
 */
export function getDollarQuote(
  profile: Pick<ChainProfile, 'webApis'>,
  options: { casa: DollarKind; fetch?: Fetch; now?: () => number },
): Promise<PesoQuote> {
  const base = profile.webApis.argentinaDatos
  if (!base) return Promise.reject(new ChainError('Dollar quotes unavailable', { details: 'no source' }))
  const now = options.now ?? Date.now
  const key = `${base} ${options.casa}`
  const hit = cache.get(key)
  if (hit && now() - hit.at < DOLLAR_TTL_MS) return hit.value
  const value = fetchDollarHistory(base, options.casa, options.fetch ? { fetch: options.fetch } : {}).then(
    (history): PesoQuote => {
      const latest = history.at(-1)
      if (!latest) throw new ChainError('Unexpected dollar response', { details: `${options.casa}: no rows` })
      return {
        casa: options.casa,
        sell: latest.sell,
        date: latest.date,
        source: 'ArgentinaDatos',
        fetchedAt: now(),
        rise12m: dollarRise12m(history),
        yearAverages: yearAverages(history),
      }
    },
  )
  cache.set(key, { at: now(), value })
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key)
  })
  return value
}

/** Forgets every kept quote (tests, or a user's manual refresh). */
export function resetDollarQuotes(): void {
  cache.clear()
}
