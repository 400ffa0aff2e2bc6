import type { DollarKind } from '../../domain/pesos/dollarKinds'
import type { DollarDay } from '../../domain/pesos/dollarMove'
import { ChainError } from '../errors'
import { type Fetch, fetchJson } from './fetchJson'

export type { DollarKind } from '../../domain/pesos/dollarKinds'
/** One day's selling quote, pesos per dollar (the domain's {@link DollarDay}). */
export type DollarQuote = DollarDay

/**
 * The history of one dólar quote from ArgentinaDatos, `GET {base}/v1/cotizaciones/dolares/{casa}` (casa
 * `bolsa` for MEP, `cripto`, `oficial`, `blue`): `[{ casa, compra, venta, fecha: 'YYYY-MM-DD' }]`, one row a
 * day; sorted oldest first here, rows without a selling price skipped. ArgentinaDatos has no latest-only
 * endpoint: the newest row is the latest quote.
 * @throws ChainError on an HTTP error or a response of another shape.
 */
export async function fetchDollarHistory(
  baseUrl: string,
  kind: DollarKind,
  options: { fetch?: Fetch } = {},
): Promise<DollarQuote[]> {
  const rows = await fetchJson(`${baseUrl}/v1/cotizaciones/dolares/${kind}`, options)
  if (!Array.isArray(rows)) throw new ChainError('Unexpected dollar response', { details: kind })
  return (rows as { fecha?: unknown; venta?: unknown }[])
    .flatMap((r) =>
      typeof r?.fecha === 'string' && typeof r.venta === 'number' && r.venta > 0
        ? [{ date: r.fecha.slice(0, 10), sell: r.venta }]
        : [],
    )
    .sort((a, b) => a.date.localeCompare(b.date))
}

/**
 * How much the dollar rose against the peso over the 12 months to its latest quote: latest / (the last quote
 * on or before the same day a year earlier) − 1. Null when the history does not reach back a year.
 * @example dollarRise12m([{ date: '2024-09-30', sell: 1000 }, { date: '2025-09-30', sell: 1200 }]) // 0.2
 */
export function dollarRise12m(
  history: readonly DollarQuote[],
): { rise: number; from: DollarQuote; to: DollarQuote } | null {
  const to = history.at(-1)
  if (!to) return null
  const d = new Date(`${to.date}T00:00:00Z`)
  d.setUTCFullYear(d.getUTCFullYear() - 1)
  const yearAgo = d.toISOString().slice(0, 10)
  const from = history.filter((q) => q.date <= yearAgo).at(-1)
  if (!from) return null
  return { rise: to.sell / from.sell - 1, from, to }
}
