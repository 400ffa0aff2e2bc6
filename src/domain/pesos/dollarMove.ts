/** One day's selling quote of a dólar, pesos per dollar. */
export type DollarDay = { date: string; sell: number }

/** What the chosen dólar did over the period an inflation figure covers. */
export type DollarMove =
  /** The 12 months to the latest quote, for a year-on-year inflation figure (ArgentinaDatos). */
  | { period: 'months12'; rise: number; from: DollarDay; to: DollarDay }
  /** A calendar year's average against the year before's, for a yearly-average figure (the World Bank's). */
  | { period: 'year'; year: string; rise: number; from: number; to: number }

/** Where an inflation figure came from and the period it covers (`YYYY-MM-DD` month end, `YYYY` year, none). */
export type InflationPeriod =
  | { source: 'argentinaDatos'; date: string }
  | { source: 'worldBank'; date: string }
  | { source: 'spec'; date: null }

/**
 * The average selling quote of every calendar year the history covers whole: its rows reach from January to
 * December (a row on or before 31 January and one on or after 1 December), so a year seen only in part never
 * passes for its average.
 * @example yearAverages([{ date: '2023-01-31', sell: 200 }, { date: '2023-12-29', sell: 1000 }]) // { '2023': 600 }
 */
export function yearAverages(history: readonly DollarDay[]): Record<string, number> {
  const years = new Map<string, DollarDay[]>()
  for (const day of history) {
    const year = day.date.slice(0, 4)
    const days = years.get(year)
    if (days) days.push(day)
    else years.set(year, [day])
  }
  const averages: Record<string, number> = {}
  for (const [year, days] of years) {
    const dates = days.map((d) => d.date).sort()
    const whole = (dates[0] ?? '') <= `${year}-01-31` && (dates.at(-1) ?? '') >= `${year}-12-01`
    if (whole) averages[year] = days.reduce((sum, d) => sum + d.sell, 0) / days.length
  }
  return averages
}

/**
 * The dólar's move over the same period as an inflation figure, so the real yield in pesos divides like by
 * like: ArgentinaDatos' year-on-year CPI goes with the dólar's 12-month rise; the World Bank's yearly average
 * for year Y goes with the dólar's average over Y against its average over Y − 1. Null when the history does
 * not cover that period, and for the spec's fixed figure, which covers no known period.
 * @example dollarMoveFor({ source: 'worldBank', date: '2024' }, { rise12m: null, yearAverages: { '2023': 500, '2024': 1000 } })
 *   // { period: 'year', year: '2024', rise: 1, from: 500, to: 1000 }
 */
export function dollarMoveFor(
  inflation: InflationPeriod,
  quote: {
    rise12m: { rise: number; from: DollarDay; to: DollarDay } | null
    yearAverages: Readonly<Record<string, number>>
  },
): DollarMove | null {
  if (inflation.source === 'spec') return null
  if (inflation.source === 'argentinaDatos') return quote.rise12m && { period: 'months12', ...quote.rise12m }
  const year = inflation.date.slice(0, 4)
  const from = quote.yearAverages[String(Number(year) - 1)]
  const to = quote.yearAverages[year]
  if (from === undefined || to === undefined) return null
  return { period: 'year', year, rise: to / from - 1, from, to }
}
