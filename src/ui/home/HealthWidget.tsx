import { useSelector } from '@xstate/react'
import { bandColors } from '../../domain/health/bands'
import type { HealthRecommendation } from '../../domain/health/types'
import { formatPercent } from '../../domain/i18n/numbers'
import { useLanguage, useT } from '../i18n'
import { Badge } from '../kit/Badge'
import { usePortfolio } from './PortfolioProvider'

const parts = ['diversification', 'volatility', 'liquidity', 'stability'] as const

/** Portfolio health: overall score with its band and colour, the four sub-scores and the recommendations. */
export function HealthWidget() {
  const t = useT()
  const language = useLanguage()
  const { health, prices } = usePortfolio()
  const result = useSelector(health, (s) => s.context.data)
  const computing = useSelector(health, (s) => s.hasTag('busy') || s.context.data === null)
  const pricesReady = useSelector(prices, (s) => s.context.data !== null)

  const recText = (r: HealthRecommendation) =>
    r.id === 'concentration'
      ? t('health.rec.concentration', { asset: r.asset, share: formatPercent(language, r.share * 100, 0) })
      : t(`health.rec.${r.id}`)

  return (
    <section className="card health" aria-labelledby="health-title" data-testid="health-widget">
      <h2 id="health-title">{t('health.title')}</h2>
      <p className="muted small">{t('health.about')}</p>
      {!result || (!pricesReady && computing) ? (
        <p className="muted" role="status">
          {t('health.computing')}
        </p>
      ) : (
        <>
          {result.status === 'ok' && (
            <>
              <p className="health-score">
                <span className="muted">{t('health.overall')}: </span>
                <strong data-testid="health-score">{result.overallScore}</strong>
                <Badge
                  data-testid="health-band"
                  style={{ background: bandColors[result.band], color: '#fff' }}
                >
                  {t(`health.band.${result.band}`)}
                </Badge>
              </p>
              <dl className="health-parts">
                {parts.map((p) => (
                  <div key={p}>
                    <dt>{t(`health.${p}`)}</dt>
                    <dd data-testid={`health-${p}`}>{result[p]}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
          {result.recommendations.length > 0 && (
            <>
              {result.status === 'ok' && <h3>{t('health.recommendations')}</h3>}
              <ul data-testid="health-recommendations">
                {result.recommendations.map((r) => (
                  <li key={r.id + ('asset' in r ? r.asset : '')} data-rec={r.id}>
                    {recText(r)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  )
}
