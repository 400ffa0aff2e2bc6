/** One day's selling quote of a dollar, pesos per dollar (ArgentinaDatos' `venta`). */
export type DollarRate = { date: string; sell: number }

/** The dollars a saver can value pesos at (ArgentinaDatos' `casa`: MEP is `bolsa`). */
export type DollarName = 'bolsa' | 'cripto' | 'oficial' | 'blue'

/**
 * The quote in force on a day: the last one published on or before it (markets close on weekends and
 * holidays, so Saturday uses Friday's). Null when the history starts after that day: no quote is made up.
 * @param history oldest first, as fetchDollarHistory gives it.
 * @example quoteOn([{ date: '2025-09-26', sell: 1400 }, { date: '2025-09-29', sell: 1410 }], '2025-09-28') // { date: '2025-09-26', sell: 1400 }
 */
export function quoteOn(history: readonly DollarRate[], day: string): DollarRate | null {
  let found: DollarRate | null = null
  for (const q of history) {
    if (q.date > day) break
    found = q
  }
  return found
}
