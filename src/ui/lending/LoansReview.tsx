import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { planMachine } from '../../machines/write'
import { useLanguage, useT } from '../i18n'
import { ReviewPanel } from '../write/ReviewPanel'
import { loansFormat } from './format'
import type { LendingActor } from './LoansScreen'

type Props = { lending: LendingActor; plan: ActorRefFrom<typeof planMachine> }

/**
 * The shared review of the lending action, with what only lending has: the new health factor, each
 * collateral's liquidation price and the LTV after the action, and, below health factor 1.5 after a borrow
 * or a withdraw, "Entiendo el riesgo", without which Confirmar stays off (the machine's guard).
 */
export function LoansReview({ lending, plan }: Props) {
  const t = useT()
  const f = loansFormat(useLanguage())
  const request = useSelector(lending, (s) => s.context.request)
  const acknowledged = useSelector(lending, (s) => s.context.acknowledged)
  const inReview = useSelector(lending, (s) => s.matches({ action: 'review' }))
  const canConfirm = useSelector(lending, (s) => s.can({ type: 'review.confirm' }))
  if (!request) return null
  return (
    <ReviewPanel
      plan={plan}
      confirm={{
        blocked: !canConfirm,
        onConfirm: () => lending.send({ type: 'review.confirm' }),
      }}
    >
      <dl className="loans-pairs" data-testid="loans-review-risk">
        {request.newHealthFactor !== null && (
          <div>
            <dt>{t('lending.summary.newHealthFactor')}</dt>
            <dd>{f.health(request.newHealthFactor)}</dd>
          </div>
        )}
        {request.after && request.after.collaterals.length > 0 ? (
          request.after.collaterals.map((c, i) => (
            <div key={c.asset}>
              <dt>{t('lending.risk.liquidationPrice', { asset: c.asset })}</dt>
              <dd>
                {c.liquidationPriceBase === null ? (
                  <span data-testid={i === 0 ? 'loans-liquidation-price' : undefined}>
                    {t('lending.noLiquidation')}
                  </span>
                ) : (
                  <>
                    <span data-testid={i === 0 ? 'loans-liquidation-price' : undefined}>
                      {f.usd(c.liquidationPriceBase)}
                    </span>
                    {c.distanceBps !== null && c.distanceBps > 0n && (
                      <span className="muted small">
                        {' '}
                        {t('lendingRisk.distance', { percent: f.pct(c.distanceBps) })}
                      </span>
                    )}
                  </>
                )}
              </dd>
            </div>
          ))
        ) : (
          <div>
            <dt>{t('lending.risk.liquidation')}</dt>
            <dd data-testid="loans-liquidation-price">{t('lending.noLiquidation')}</dd>
          </div>
        )}
        {request.after && (
          <div>
            <dt>{t('lendingRisk.after.ltv')}</dt>
            <dd>
              {t('lendingRisk.ltvValue', {
                ltv: f.pct(request.after.ltvBps),
                threshold: f.pct(request.after.liquidationThresholdBps),
              })}
            </dd>
          </div>
        )}
      </dl>
      {request.leavesDust && <p className="warn">{t('lending.repay.dust')}</p>}
      {request.needsAcknowledgement && (
        <div className="warn loans-acknowledge">
          <p>{t('lending.acknowledge.why')}</p>
          <label>
            <input
              type="checkbox"
              checked={acknowledged}
              disabled={!inReview}
              onChange={(e) => lending.send({ type: 'risk.acknowledge', checked: e.target.checked })}
            />
            {t('lending.acknowledge')}
          </label>
        </div>
      )}
    </ReviewPanel>
  )
}
