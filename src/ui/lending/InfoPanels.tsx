import { memo } from 'react'
import { lendingAlerts, lendingRiskScore } from '../../domain/lending'
import { useLanguage, useT } from '../i18n'
import { Card } from '../kit/Card'
import { loansFormat } from './format'
import type { LendingContext, LendingData } from './LoansScreen'

/** What the header's Analysis and Settings buttons show: the §9 risk score, and how the page reads. */
export const InfoPanels = memo(function InfoPanels({
  panels,
  account,
}: {
  panels: LendingContext['panels']
  account: LendingData['account'] | null
}) {
  const t = useT()
  const f = loansFormat(useLanguage())
  const score = account
    ? lendingRiskScore({
        healthFactor: account.healthFactor,
        collateralBase: account.totalCollateralBase,
        debtBase: account.totalDebtBase,
      })
    : 0
  const alerts = account ? lendingAlerts({ healthFactor: account.healthFactor, score }) : []
  return (
    <>
      {panels.analysis && (
        <Card className="loans-panel" aria-labelledby="loans-analysis" data-testid="loans-analysis">
          <h2 id="loans-analysis">{t('lending.analysis.title')}</h2>
          <dl className="loans-pairs">
            <div>
              <dt>{t('lending.analysis.score')}</dt>
              <dd>{score}/100</dd>
            </div>
            <div>
              <dt>{t('lending.analysis.ltv')}</dt>
              <dd>{account ? f.percent(f.bps(account.ltv)) : '—'}</dd>
            </div>
            <div>
              <dt>{t('lending.analysis.threshold')}</dt>
              <dd>{account ? f.percent(f.bps(account.currentLiquidationThreshold)) : '—'}</dd>
            </div>
          </dl>
          {alerts.length === 0 ? (
            <p className="muted small">{t('lending.analysis.none')}</p>
          ) : (
            <ul className="small">
              {alerts.map((a) => (
                <li key={a.id}>{t(`lending.alert.${a.id}`)}</li>
              ))}
            </ul>
          )}
        </Card>
      )}
      {panels.settings && (
        <Card className="loans-panel" aria-labelledby="loans-settings" data-testid="loans-settings">
          <h2 id="loans-settings">{t('lending.settings.title')}</h2>
          <p className="small">{t('lending.settings.network')}</p>
          <p className="muted small">{t('lending.settings.polling')}</p>
        </Card>
      )}
    </>
  )
})
