import { formatDate, formatMonth, formatPercent } from '../../domain/i18n/numbers'
import type { InflationFigure } from '../../domain/inflation/inflationFigure'
import type { DollarKind } from '../../domain/pesos/dollarKinds'
import { dollarMoveFor } from '../../domain/pesos/dollarMove'
import { formatArs } from '../../domain/pesos/formatArs'
import { useInflationAge } from '../freshness/useFigureAge'
import { useLanguage, useT } from '../i18n'
import { quoteDay } from './DollarQuoteNote'
import { usePesoQuote } from './usePesoQuote'
import type { PesoRealYield } from './usePesoRealYield'

type T = ReturnType<typeof useT>

/**
 * Why a real yield in pesos is not shown, in words: the dólar's history misses the inflation figure's period
 * (12 months, or a calendar year and the one before), or the inflation is the spec's fixed figure. Null for a
 * figure on its way or shown.
 */
export function missingRealYield(t: T, casa: DollarKind, real: PesoRealYield): string | null {
  if (real.status === 'noLiveInflation') return t('pesos.realYield.noLiveInflation')
  if (real.status !== 'noDollar') return null
  const dollar = t(`pesos.name.${casa}`)
  return real.inflation.source === 'worldBank'
    ? t('pesos.realYield.noDollarYear', {
        dollar,
        year: real.inflation.date,
        before: String(Number(real.inflation.date) - 1),
      })
    : t('pesos.realYield.noDollar', { dollar })
}

/**
 * What a screen's real yield in pesos counted, once per screen: the chosen dólar's move over the inflation
 * figure's period (12 months from → to, or a year's average against the year before's) and the inflation with
 * its source. Nothing until both are known. When they cannot be matched, the reason with `explainMissing` (a
 * screen that shows no line of its own for it, as /loans), else nothing: the screen's own line says it.
 */
export function RealYieldInputs({
  inflation,
  explainMissing = false,
}: {
  inflation: InflationFigure | null
  explainMissing?: boolean
}) {
  const t = useT()
  const language = useLanguage()
  const { casa, view } = usePesoQuote()
  const ageOf = useInflationAge()
  const dollar = t(`pesos.dollar.${casa}`)
  if (view.status !== 'ready' || !inflation) return null
  const live = inflation.source === 'spec' ? null : inflation
  const move = live && dollarMoveFor(live, view.quote)
  if (!live || !move) {
    if (!explainMissing) return null
    const missing: PesoRealYield = live
      ? { status: 'noDollar', inflation: live }
      : { status: 'noLiveInflation' }
    return <p className="muted small">{missingRealYield(t, casa, missing)}</p>
  }
  const percent = (fraction: number) => formatPercent(language, fraction * 100, 1)
  // The inflation's age inside its source, as on the line under the figure: /loans shows no other.
  const aged = (source: string) => [source, ageOf(live, 'short')].filter(Boolean).join(', ')
  return (
    <p className="muted small" data-testid="real-yield-inputs">
      {move.period === 'months12'
        ? t('pesos.realYield.inputs', {
            dollar,
            rise: percent(move.rise),
            from: formatArs(language, move.from.sell),
            fromDate: formatDate(language, quoteDay(move.from.date)),
            to: formatArs(language, move.to.sell),
            inflation: percent(inflation.rate),
            source: aged(`ArgentinaDatos, ${formatMonth(language, live.date)}`),
          })
        : t('pesos.realYield.inputsYear', {
            dollar,
            year: move.year,
            before: String(Number(move.year) - 1),
            rise: percent(move.rise),
            from: formatArs(language, move.from),
            to: formatArs(language, move.to),
            inflation: percent(inflation.rate),
            source: aged(t('inflation.short.worldBank', { year: live.date })),
          })}
    </p>
  )
}
