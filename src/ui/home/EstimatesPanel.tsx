import { Link } from '@tanstack/react-router'
import { tokenKeys } from '../../domain/catalogue/tokens'
import { catalogueShare, healthEstimate, yieldEstimate } from '../../domain/health/estimates'
import { yieldBase } from '../../domain/health/holdings'
import { formatNumber, formatPercent, formatUsd } from '../../domain/i18n/numbers'
import { useLanguage, useT } from '../i18n'
import { Money } from '../kit/Money'
import { InflationComparison } from './InflationComparison'
import { useValuedTokens } from './PortfolioProvider'
import { RealYieldPesos } from './RealYieldPesos'

/**
 * Yield estimate (ETH 5 %, stablecoins 8 %) said for what it is, an estimate if the savings were deposited,
 * with a link to where; inflation from the live sources (ArgentinaDatos, else the World Bank, else the spec's
 * 219.9 %) with its source and date; the real yield in pesos; catalogue
 * diversification; and the spec's health estimate (stablecoin share plus up to 50 bonus, spec 000 §2 Home).
 * Home already shows the spec's weighted health score under "Salud del portafolio", with its own
 * "Diversificación": so these two measure other things and say so by their names (issue 44): the estimate
 * is "Protección contra la inflación" (how much is in dollars), the catalogue share "Variedad de tokens".
 */
export function EstimatesPanel() {
  const t = useT()
  const language = useLanguage()
  const valued = useValuedTokens()
  const base = yieldBase(valued)
  const held = valued.filter((v) => v.balance > 0n).length
  const health = healthEstimate({
    stableUsd: base.stableUsd,
    totalUsd: valued.reduce((sum, v) => sum + v.valueUsd, 0),
    heldTokens: held,
    catalogueTokens: tokenKeys.length,
  })
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
            <dd>
              <Money>{formatUsd(language, yieldEstimate(base, period))}</Money>
            </dd>
          </div>
        ))}
      </dl>
      <InflationComparison />
      <RealYieldPesos />
      <h2>{t('home.diversification')}</h2>
      <p data-testid="diversification">
        {t('home.diversification.body', {
          held,
          total: tokenKeys.length,
          share: formatPercent(language, catalogueShare(held, tokenKeys.length), 0),
        })}
      </p>
      <h2>{t('estimates.protection')}</h2>
      <p data-testid="inflation-protection">
        {t('estimates.protection.body', {
          score: health.score,
          stable: formatPercent(language, health.stableShare, 0),
          bonus: formatNumber(language, health.bonus, Number.isInteger(health.bonus) ? 0 : 1),
        })}
      </p>
      <p className="muted small">{t('estimates.protection.note')}</p>
    </section>
  )
}
