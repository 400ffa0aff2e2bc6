import { memo, useMemo } from 'react'
import { healthColour, positionRiskOf } from '../../domain/lending'
import { useLanguage, useT } from '../i18n'
import { Card } from '../kit/Card'
import { Money } from '../kit/Money'
import { TokenLogo } from '../logos/Logo'
import { DropTable } from './DropTable'
import { loansFormat } from './format'
import type { LendingContext } from './LoansScreen'

/**
 * Per collateral: the oracle price at which the position would be liquidated (others held), how far below
 * today's it is, its liquidation threshold; the position's LTV against the weighted threshold; then
 * "¿Y si baja?". Shown once there is collateral; hidden (with a word why) when the read does not add up to
 * what the pool reports.
 */
export const LiquidationPanel = memo(function LiquidationPanel({ data }: { data: LendingContext['data'] }) {
  const t = useT()
  const f = loansFormat(useLanguage())
  const risk = useMemo(() => (data && !data.poolMissing ? positionRiskOf(data) : null), [data])
  if (!risk || risk.figures.collaterals.length === 0) return null
  const { figures } = risk
  const colour = healthColour(figures.healthFactor)
  return (
    <>
      <Card className="loans-panel" aria-labelledby="loans-liquidation-title" data-testid="loans-liquidation">
        <h2 id="loans-liquidation-title">{t('lendingRisk.title')}</h2>
        {!risk.exact ? (
          <p className="muted small" data-testid="loans-liquidation-inexact">
            {t('lendingRisk.inexact')}
          </p>
        ) : (
          <>
            <p className="muted small">{t('lendingRisk.intro')}</p>
            <ul className="loans-collaterals">
              {figures.collaterals.map((c) => (
                <li key={c.asset} data-testid={`liquidation-${c.asset}`}>
                  <span className="loans-rate-name">
                    <TokenLogo symbol={c.asset} size="sm" />
                    <strong>{c.asset}</strong>
                  </span>
                  <span className="muted small">{t('lendingRisk.today', { price: f.usd(c.priceBase) })}</span>
                  {c.liquidationPriceBase === null ? (
                    <p className="loans-collateral-none small">
                      {t(figures.hasDebt ? 'lendingRisk.none.covered' : 'lendingRisk.none.noDebt')}
                    </p>
                  ) : (
                    <p className="loans-collateral-price">
                      <span className="muted small">{t('lendingRisk.liquidatedAt')}</span>{' '}
                      <strong data-testid="liquidation-price">
                        <Money>{f.usd(c.liquidationPriceBase)}</Money>
                      </strong>{' '}
                      <span data-colour={colour} data-testid="liquidation-distance">
                        {c.distanceBps !== null && c.distanceBps > 0n
                          ? t('lendingRisk.distance', { percent: f.pct(c.distanceBps) })
                          : t('lendingRisk.liquidatableNow')}
                      </span>
                    </p>
                  )}
                  <span className="loans-collateral-threshold muted small">
                    {t('lendingRisk.threshold', { threshold: f.pct(c.liquidationThresholdBps) })}
                  </span>
                </li>
              ))}
            </ul>
            <dl className="loans-pairs">
              <div data-testid="loans-ltv">
                <dt>{t('lendingRisk.ltv')}</dt>
                <dd>
                  {t('lendingRisk.ltvValue', {
                    ltv: f.pct(figures.ltvBps),
                    threshold: f.pct(figures.liquidationThresholdBps),
                  })}
                </dd>
              </div>
            </dl>
          </>
        )}
      </Card>
      {risk.exact && figures.main && data && risk.drops.length > 0 && (
        <DropTable asset={figures.main} drops={risk.drops} collateral={data.reserves[figures.main]} />
      )}
    </>
  )
})
