import { ChainError } from '../errors'
import { type Fetch, fetchJson } from './fetchJson'

/** The World Bank indicator for consumer-price inflation (annual %), as the spec names it (000 §7). */
export const WORLD_BANK_CPI_INDICATOR = 'FP.CPI.TOTL.ZG'

/** Argentina's latest yearly CPI change published by the World Bank: the calendar year and the rate as a fraction. */
export type WorldBankCpi = { year: string; rate: number; source: 'WorldBank' }

type Row = {
  indicator?: { id?: unknown }
  countryiso3code?: unknown
  date?: unknown
  value?: unknown
}

/**
 * Argentina's consumer-price inflation from the World Bank's API:
 * `GET {base}/v2/country/ARG/indicator/FP.CPI.TOTL.ZG?format=json&per_page=10`, which answers
 * `[{ page, pages, per_page, total, lastupdated, … }, [{ indicator, country, countryiso3code, date: 'YYYY',
 * value: number | null, … }]]`, newest year first. Years not published yet come with `value: null` and are
 * skipped. The rate is the change of the year's average prices over the year before's (not December over
 * December), as a fraction (219.88 % → 2.1988).
 * @throws ChainError on an HTTP error, the API's `[{ message: […] }]` error answer, or no usable row.
 * @example await fetchWorldBankCpi('https://api.worldbank.org') // { year: '2024', rate: 2.1988, source: 'WorldBank' }
 */
export async function fetchWorldBankCpi(
  baseUrl: string,
  options: { fetch?: Fetch } = {},
): Promise<WorldBankCpi> {
  const body = await fetchJson(
    `${baseUrl}/v2/country/ARG/indicator/${WORLD_BANK_CPI_INDICATOR}?format=json&per_page=10`,
    options,
  )
  if (!Array.isArray(body) || !Array.isArray(body[1])) {
    const message = Array.isArray(body) ? (body[0] as { message?: unknown })?.message : undefined
    throw new ChainError('Unexpected inflation response', {
      details: `worldBank: ${message ? JSON.stringify(message) : 'not [meta, rows]'}`,
    })
  }
  const latest = (body[1] as Row[])
    .filter(
      (r) =>
        r?.indicator?.id === WORLD_BANK_CPI_INDICATOR &&
        r.countryiso3code === 'ARG' &&
        typeof r.date === 'string' &&
        /^\d{4}$/.test(r.date) &&
        typeof r.value === 'number' &&
        Number.isFinite(r.value),
    )
    .sort((a, b) => (b.date as string).localeCompare(a.date as string))[0]
  if (!latest) throw new ChainError('Unexpected inflation response', { details: 'worldBank: no rows' })
  return { year: latest.date as string, rate: (latest.value as number) / 100, source: 'WorldBank' }
}
