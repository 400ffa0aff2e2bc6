import { Link } from '@tanstack/react-router'
import { tokenKeys } from '../../domain/catalogue/tokens'
import {
  catalogueShare,
  defaultInflationPercent,
  yieldEstimate,
  yieldRates,
} from '../../domain/health/estimates'
import { yieldBase } from '../../domain/health/holdings'
import { formatPercent, formatUsd } from '../../domain/i18n/numbers'
import { useLanguage, useT } from '../i18n'
import { useValuedTokens } from './PortfolioProvider'
import { RealYieldPesos } from './RealYieldPesos'

/**
 * Yield estimate (ETH 5 %, stablecoins 8 %) said for what it is, an estimate if the savings were deposited,
 * with a link to where; inflation comparison (219.9 %), the real yield in pesos and catalogue diversification.
 */
export function EstimatesPanel() {
  const t = useT()
  const language = useLanguage()
  const valued = useValuedTokens()
  const base = yieldBase(valued)
  const held = valued.filter((v) => v.balance > 0n).length
  return (
    <section className="card estimates" aria-label={t('home.yield')}>
      <h2>{t('home.yield')}</h2>
      <p className="muted small" data-testid="yield-note">
        {t('home.yield.rates')} <Link to="/inflation">{t('home.yield.link')}</Link>
      </p>
      <dl className="figures" data-testid="yield-estimate">
        {(['year', 'month', 'week'] as const).map((period) => (
          <div key={period}>
            <dt>{t(`home.yield.${period}`)}</dt>
            <dd>{formatUsd(language, yieldEstimate(base, period))}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('home.inflation')}</h2>
      <p data-testid="inflation-comparison">
        {t('home.inflation.body', {
          inflation: formatPercent(language, defaultInflationPercent),
          rate: formatPercent(language, yieldRates.stablecoin * 100, 0),
        })}
      </p>
      <p className="muted small">{t('home.inflation.source')}</p>
      <RealYieldPesos />
      <h2>{t('home.diversification')}</h2>
      <p data-testid="diversification">
        {t('home.diversification.body', {
          held,
          total: tokenKeys.length,
          share: formatPercent(language, catalogueShare(held, tokenKeys.length), 0),
        })}
      </p>
    </section>
  )
}
