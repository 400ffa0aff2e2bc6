import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import {
  dailyInterest,
  healthColour,
  type RiskBand,
  riskBand,
  safeMaxLoan,
  valueInBase,
  yearlyInterest,
} from '../../domain/lending'
import { useLanguage, useT } from '../i18n'
import { Amount } from '../kit/Amount'
import { Badge, type BadgeTone } from '../kit/Badge'
import { Money } from '../kit/Money'
import { textWithNodes } from '../textWithNodes'
import { loansFormat } from './format'
import { TeaRate } from './LoanRate'
import type { LendingActor } from './LoansScreen'

const bandTone: Record<RiskBand, BadgeTone> = { high: 'danger', medium: 'warn', low: 'ok' }

/** Per tab: the summary, the borrow risk assessment (§2.4, §9) and the repay benefits. */
export function ActionSummary({ lending }: { lending: LendingActor }) {
  const t = useT()
  const f = loansFormat(useLanguage())
  const tab = useSelector(lending, (s) => s.context.tab)
  const asset = useSelector(lending, (s) => s.context.assets[s.context.tab])
  const form = useSelector(lending, (s) => s.context.form)
  const data = useSelector(lending, (s) => s.context.data)
  if (!data) return null
  const r = data.reserves[asset]
  const account = data.account
  const amount = form.amount ?? 0n
  const tokens = (value: bigint) => <Amount value={value} decimals={r.decimals} symbol={asset} />
  // The position's money hides with the balances; the asset's market price does not.
  const usd = (base: bigint) => <Money>{f.usd(base)}</Money>
  const newHealth = form.newHealthFactor === null ? '—' : f.health(form.newHealthFactor)
  const rows: [string, ReactNode, string?][] = []
  if (tab === 'borrow')
    rows.push(
      [t('lending.summary.available'), usd(account.availableBorrowsBase)],
      [t('lending.summary.debt'), usd(account.totalDebtBase)],
      [t('lending.summary.newHealthFactor'), newHealth, 'new-health-factor'],
      [t('lending.summary.amount'), tokens(amount)],
      [t('lending.summary.price'), f.usd(r.priceBase)],
    )
  else if (tab === 'repay')
    rows.push(
      [t('lending.summary.debt'), tokens(r.debt)],
      [t('lending.summary.wallet'), tokens(r.wallet)],
      [t('lending.summary.amount'), tokens(amount)],
      [t('lending.summary.newHealthFactor'), newHealth, 'new-health-factor'],
    )
  else if (tab === 'withdraw')
    rows.push(
      [t('lending.summary.supplied'), tokens(r.supplied)],
      [t('lending.summary.withdraw'), tokens(amount)],
      [t('lending.summary.remaining'), tokens(r.supplied > amount ? r.supplied - amount : 0n)],
      [t('lending.summary.newHealthFactor'), newHealth, 'new-health-factor'],
    )
  else
    rows.push(
      [t('lending.summary.wallet'), tokens(r.wallet)],
      [t('lending.summary.supplied'), tokens(r.supplied)],
      [t('lending.summary.amount'), tokens(amount)],
      [t('lending.summary.newHealthFactor'), newHealth, 'new-health-factor'],
    )
  // The same figures as the liquidation panel, after the action, right under the new health factor.
  const after = form.after
  if (after && (after.hasDebt || after.collaterals.length > 0)) {
    const afterRows: [string, ReactNode, string?][] = after.collaterals.map((c) => [
      t('lendingRisk.after.liquidationPrice', { asset: c.asset }),
      c.liquidationPriceBase === null ? (
        t('lendingRisk.after.none')
      ) : c.distanceBps !== null && c.distanceBps > 0n ? (
        textWithNodes(t('lendingRisk.after.distance'), {
          price: usd(c.liquidationPriceBase),
          percent: f.pct(c.distanceBps),
        })
      ) : (
        <>
          {usd(c.liquidationPriceBase)} · {t('lendingRisk.liquidatableNow')}
        </>
      ),
      `liquidation-${c.asset}`,
    ])
    afterRows.push([
      t('lendingRisk.after.ltv'),
      t('lendingRisk.ltvValue', {
        ltv: f.pct(after.ltvBps),
        threshold: f.pct(after.liquidationThresholdBps),
      }),
      'ltv-after',
    ])
    rows.splice(rows.findIndex(([, , id]) => id === 'new-health-factor') + 1, 0, ...afterRows)
  }
  const band = form.newHealthFactor === null ? null : riskBand(form.newHealthFactor)

  return (
    <div className="loans-summary">
      <section aria-labelledby="loans-summary-title">
        <h3 id="loans-summary-title">{t('lending.summary')}</h3>
        <dl className="loans-pairs" data-testid="loans-summary">
          {rows.map(([label, value, id]) => (
            <div key={label} data-testid={id ? `summary-${id}` : undefined}>
              <dt>{label}</dt>
              <dd
                data-colour={
                  id === 'new-health-factor' && form.newHealthFactor !== null
                    ? healthColour(form.newHealthFactor)
                    : undefined
                }
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {tab === 'borrow' && (
        <section aria-labelledby="loans-risk-title">
          <h3 id="loans-risk-title">{t('lending.risk.title')}</h3>
          <dl className="loans-pairs" data-testid="loans-risk">
            <div data-testid="risk-borrow-rate">
              <dt>{t('lending.risk.borrowRate')}</dt>
              <dd>
                <TeaRate rate={r.borrowRate} />
              </dd>
            </div>

            <div>
              <dt>{t('lending.risk.dailyInterest')}</dt>
              <dd>{tokens(dailyInterest(amount, r.borrowRate))}</dd>
            </div>
            <div>
              <dt>{t('lending.risk.liquidation')}</dt>
              <dd>{band ? <Badge tone={bandTone[band]}>{t(`lending.band.${band}`)}</Badge> : '—'}</dd>
            </div>
            <div>
              <dt>{t('lending.risk.safeMax')}</dt>
              <dd>{usd(safeMaxLoan(account.availableBorrowsBase))}</dd>
            </div>
          </dl>
        </section>
      )}
      {tab === 'repay' && (
        <section aria-labelledby="loans-benefits-title">
          <h3 id="loans-benefits-title">{t('lending.benefits.title')}</h3>
          <dl className="loans-pairs" data-testid="loans-benefits">
            <div>
              <dt>{t('lending.benefits.interestSaved')}</dt>
              <dd>
                {tokens(yearlyInterest(amount, r.borrowRate))} ·{' '}
                {usd(valueInBase(yearlyInterest(amount, r.borrowRate), r.decimals, r.priceBase))}
              </dd>
            </div>
            <div>
              <dt>{t('lending.benefits.health')}</dt>
              <dd>
                {f.health(account.healthFactor)} → {newHealth}
              </dd>
            </div>
          </dl>
        </section>
      )}
    </div>
  )
}
