import { useSelector } from '@xstate/react'
import { yieldRates } from '../../domain/health/estimates'
import { formatPercent } from '../../domain/i18n/numbers'
import { FigureAge } from '../freshness/FigureAge'
import { useInflationAge } from '../freshness/useFigureAge'
import { useLanguage, useT } from '../i18n'
import { useInflationSource } from '../inflation/useInflationSource'
import { usePortfolio } from './PortfolioProvider'

/**
 * Home's inflation against the savings: Argentina's inflation from the live sources (the portfolio's
 * inflation child, refreshed every 5 minutes), with its source and date under it, and its age once older than
 * its source's normal update.
 */
export function InflationComparison() {
  const t = useT()
  const language = useLanguage()
  const sourceOf = useInflationSource()
  const ageOf = useInflationAge()
  const figure = useSelector(usePortfolio().inflation, (s) => s.context.data)
  return (
    <>
      <h2>{t('home.inflation')}</h2>
      {figure ? (
        <>
          <p data-testid="inflation-comparison">
            {t('home.inflation.body', {
              inflation: formatPercent(language, figure.rate * 100),
              rate: formatPercent(language, yieldRates.stablecoin * 100, 0),
            })}
          </p>
          <p className="muted small">
            <span data-testid="inflation-source" data-source={figure.source}>
              {sourceOf(figure)}
            </span>
            <FigureAge text={ageOf(figure)} />
          </p>
        </>
      ) : (
        <p className="muted" role="status">
          {t('inflation.loading')}
        </p>
      )}
    </>
  )
}
