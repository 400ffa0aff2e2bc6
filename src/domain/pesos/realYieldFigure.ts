import type { Language, TextKey, TextParams } from '../i18n'
import { formatMonth, formatPercent } from '../i18n/numbers'
import type { DollarMove } from './dollarMove'

/**
 * Which rate a real yield in pesos is worked out from. Each is a different fact, so each has its own name
 * (issue 44): home's assumption (stablecoins at 8 % TEA, were they deposited), the TEA of the wallet's vault
 * deposits, the vaults' average TEA (no deposit yet), or one vault's TEA.
 */
export type RealYieldOf = 'homeEstimate' | 'deposits' | 'vaultsAverage' | 'vault'

/** The sentence naming each kind of real yield in pesos; `{period}` says the period and the inflation. */
export const realYieldNames = {
  homeEstimate: 'pesos.realYield.of.homeEstimate',
  deposits: 'pesos.realYield.of.deposits',
  vaultsAverage: 'pesos.realYield.of.vaultsAverage',
  vault: 'pesos.realYield.of.vault',
} as const satisfies Record<RealYieldOf, TextKey>

/** A text to translate: its key and its values. */
export type Text = { key: TextKey; values: TextParams }

/**
 * The period and inflation a real yield in pesos counts, in words: the 12 months to the inflation figure's
 * month with its year-on-year rate (ArgentinaDatos), or a calendar year with its average (the World Bank's).
 * @example realYieldPeriod('es', { period: 'months12', … }, { rate: 0.318, date: '2025-09-30' })
 *   // { key: 'pesos.realYield.period.months12', values: { month: 'septiembre de 2025', inflation: '31,8 %' } }
 */
export function realYieldPeriod(
  language: Language,
  move: DollarMove,
  inflation: { rate: number; date: string },
): Text {
  const rate = formatPercent(language, inflation.rate * 100, 1)
  return move.period === 'months12'
    ? {
        key: 'pesos.realYield.period.months12',
        values: { month: formatMonth(language, inflation.date), inflation: rate },
      }
    : { key: 'pesos.realYield.period.year', values: { year: move.year, inflation: rate } }
}

/**
 * One real yield in pesos as a screen says it: the name of what it is of, the TEA it starts from, the figure,
 * and (as `period`, to translate first) the period and inflation it counts. Two figures of different rates
 * never share a name; the same figure reads the same wherever it is shown.
 * @example realYieldFigure('es', { of: 'homeEstimate', tea: 0.08, value: -0.0156, move, inflation })
 *   // Tus stablecoins, si rindieran 8 % TEA: −1,6 % real en pesos en los 12 meses a septiembre de 2025, …
 */
export function realYieldFigure(
  language: Language,
  f: {
    of: RealYieldOf
    tea: number
    value: number
    move: DollarMove
    inflation: { rate: number; date: string }
    /** Decimals of the figure: 1 on home, 2 on the vaults' page (as its other percentages). */
    digits?: number
  },
): Text & { period: Text } {
  return {
    key: realYieldNames[f.of],
    values: {
      tea: formatPercent(language, f.tea * 100, f.tea * 100 === Math.round(f.tea * 100) ? 0 : 2),
      value: formatPercent(language, f.value * 100, f.digits ?? 1),
    },
    period: realYieldPeriod(language, f.move, f.inflation),
  }
}
