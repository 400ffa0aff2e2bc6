import { realYieldInPesos } from '../../domain/vaults/realYield'
import { usePesoQuote } from './usePesoQuote'

/** A real yield in pesos as a screen can show it: the figure, or why there is none yet. */
export type PesoRealYield =
  | { status: 'pending' }
  | { status: 'noDollar' }
  | { status: 'ready'; value: number }

/**
 * The real yield in pesos of a TEA (the APY: an effective yearly rate) with the chosen dólar's 12-month rise
 * and 12-month inflation (a fraction): (1 + TEA) × (1 + rise) ÷ (1 + inflation) − 1. Pending while the
 * quote, the inflation or the rate are on their way; noDollar when the quote has no year of history.
 */
export function usePesoRealYield(tea: number | null | undefined, inflation: number | null): PesoRealYield {
  const { view } = usePesoQuote()
  if (view.status === 'loading' || inflation === null || tea == null) return { status: 'pending' }
  const rise = view.status === 'ready' ? view.quote.rise12m : null
  if (!rise) return { status: 'noDollar' }
  return { status: 'ready', value: realYieldInPesos(tea, rise.rise, inflation) }
}
