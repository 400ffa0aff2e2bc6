import { useSelector } from '@xstate/react'
import type { DollarKind } from '../../domain/pesos/dollarKinds'
import { type PesoQuoteView, pesoQuoteOf } from '../../machines/home'
import { usePreferences } from '../app/AppActors'
import { usePortfolio } from '../home/PortfolioProvider'

const same = (a: PesoQuoteView, b: PesoQuoteView) =>
  a.status === b.status && (a.status !== 'ready' || (b.status === 'ready' && a.quote === b.quote))

/**
 * The dólar the user chose for pesos (Settings) and its quote as the portfolio machine holds it: ready only
 * with a quote of that very dollar.
 */
export function usePesoQuote(): { casa: DollarKind; view: PesoQuoteView } {
  const casa = usePreferences((s) => s.context.dollar)
  const view = useSelector(usePortfolio().dollarQuote, (s) => pesoQuoteOf(s, casa), same)
  return { casa, view }
}
