import type { InflationFigure } from '../../chain/inflation/getInflation'
import { formatDate, formatMonth, formatPercent } from '../../domain/i18n/numbers'
import { formatArs } from '../../domain/pesos/formatArs'
import { useLanguage, useT } from '../i18n'
import { quoteDay } from './DollarQuoteNote'
import { usePesoQuote } from './usePesoQuote'

/**
 * What a screen's real yield in pesos counted, once per screen: the chosen dólar's 12-month rise (from → to)
 * and the 12-month inflation with its source. Nothing until both are known.
 */
export function RealYieldInputs({ inflation }: { inflation: InflationFigure | null }) {
  const t = useT()
  const language = useLanguage()
  const { casa, view } = usePesoQuote()
  const dollar = t(`pesos.dollar.${casa}`)
  if (view.status !== 'ready' || !inflation) return null
  const rise = view.quote.rise12m
  if (!rise)
    return <p className="muted small">{t('pesos.realYield.noDollar', { dollar: t(`pesos.name.${casa}`) })}</p>
  const percent = (fraction: number) => formatPercent(language, fraction * 100, 1)
  return (
    <p className="muted small" data-testid="real-yield-inputs">
      {t('pesos.realYield.inputs', {
        dollar,
        rise: percent(rise.rise),
        from: formatArs(language, rise.from.sell),
        fromDate: formatDate(language, quoteDay(rise.from.date)),
        to: formatArs(language, rise.to.sell),
        inflation: percent(inflation.rate),
        source:
          inflation.source === 'argentinaDatos'
            ? `ArgentinaDatos, ${formatMonth(language, inflation.date)}`
            : inflation.source === 'worldBank'
              ? t('inflation.short.worldBank', { year: inflation.date })
              : t('pesos.realYield.inflationOffline'),
      })}
    </p>
  )
}
