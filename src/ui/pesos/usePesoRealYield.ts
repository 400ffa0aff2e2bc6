import type { InflationFigure } from '../../domain/inflation/inflationFigure'
import { type DollarMove, dollarMoveFor } from '../../domain/pesos/dollarMove'
import { realYieldInPesos } from '../../domain/vaults/realYield'
import { usePesoQuote } from './usePesoQuote'

/** A real yield in pesos as a screen can show it: the figure, or why there is none. */
export type PesoRealYield =
  | { status: 'pending' }
  /** The chosen dólar's history does not cover the inflation figure's period. */
  | { status: 'noDollar'; inflation: InflationFigure }
  /** The inflation is the spec's fixed figure, of no known period: nothing to divide by. */
  | { status: 'noLiveInflation' }
  /** The figure, the dólar's move and the inflation it counted (of that move's period). */
  | { status: 'ready'; value: number; move: DollarMove; inflation: { rate: number; date: string } }

/**
 * The real yield in pesos of a TEA (the APY: an effective yearly rate): (1 + TEA) × (1 + the dólar's move) ÷
 * (1 + inflation) − 1, the dólar's move taken over the inflation figure's own period (12 months for
 * ArgentinaDatos' year-on-year CPI, the calendar year's average for the World Bank's). Pending while the
 * quote, the inflation or the rate are on their way.
 */
export function usePesoRealYield(
  tea: number | null | undefined,
  inflation: InflationFigure | null,
): PesoRealYield {
  const { view } = usePesoQuote()
  if (view.status === 'loading' || inflation === null || tea == null) return { status: 'pending' }
  if (inflation.source === 'spec') return { status: 'noLiveInflation' }
  const move = view.status === 'ready' ? dollarMoveFor(inflation, view.quote) : null
  if (!move) return { status: 'noDollar', inflation }
  return { status: 'ready', value: realYieldInPesos(tea, move.rise, inflation.rate), move, inflation }
}
