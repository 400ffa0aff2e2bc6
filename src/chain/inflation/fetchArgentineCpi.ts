import { ChainError } from '../errors'
import { type Fetch, fetchJson } from './fetchJson'

/** One published CPI figure: the month it covers (ISO date, last day of the month) and the rate as a fraction. */
export type CpiPoint = { date: string; rate: number }

/** Argentina's latest monthly and year-on-year CPI change, with where they came from. */
export type ArgentineCpi = { monthly: CpiPoint; yearOnYear: CpiPoint; source: 'ArgentinaDatos' }

type Row = { fecha: string; valor: number }

function latest(rows: unknown, what: string): CpiPoint {
  if (!Array.isArray(rows)) throw new ChainError('Unexpected inflation response', { details: what })
  const valid = (rows as Row[]).filter(
    (r) => r && typeof r.fecha === 'string' && /^\d{4}-\d{2}-\d{2}/.test(r.fecha) && Number.isFinite(r.valor),
  )
  const last = valid.sort((a, b) => a.fecha.localeCompare(b.fecha)).at(-1)
  if (!last) throw new ChainError('Unexpected inflation response', { details: `${what}: no rows` })
  return { date: last.fecha.slice(0, 10), rate: last.valor / 100 }
}

/**
 * Argentina's latest year-on-year CPI change from ArgentinaDatos, `GET {base}/v1/finanzas/indices/inflacionInteranual`
 * (`[{ fecha: 'YYYY-MM-DD', valor: number }]`, % over the same month a year before): the newest row, as a
 * fraction. One request: what the app's inflation figure needs (src/chain/inflation/getInflation.ts).
 * @throws ChainError on an HTTP error or a response of another shape.
 * @example await fetchArgentineYearOnYear('https://api.argentinadatos.com') // { date: '2025-09-30', rate: 0.318 }
 */
export async function fetchArgentineYearOnYear(
  baseUrl: string,
  options: { fetch?: Fetch } = {},
): Promise<CpiPoint> {
  return latest(
    await fetchJson(`${baseUrl}/v1/finanzas/indices/inflacionInteranual`, options),
    'inflacionInteranual',
  )
}

/**
 * Argentina's CPI from ArgentinaDatos: `GET {base}/v1/finanzas/indices/inflacion` (monthly %) and
 * `…/inflacionInteranual` (year-on-year %), each `[{ fecha: 'YYYY-MM-DD', valor: number }]`; the newest row of
 * each, as fractions (211.4 % → 2.114).
 * @throws ChainError on an HTTP error or a response of another shape.
 * @example await fetchArgentineCpi('https://api.argentinadatos.com') // { yearOnYear: { date: '2025-09-30', rate: 0.318 }, … }
 */
export async function fetchArgentineCpi(
  baseUrl: string,
  options: { fetch?: Fetch } = {},
): Promise<ArgentineCpi> {
  const [monthly, yearOnYear] = await Promise.all([
    fetchJson(`${baseUrl}/v1/finanzas/indices/inflacion`, options),
    fetchArgentineYearOnYear(baseUrl, options),
  ])
  return { monthly: latest(monthly, 'inflacion'), yearOnYear, source: 'ArgentinaDatos' }
}
