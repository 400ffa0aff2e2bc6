import { formatAmount } from '../../domain/amounts/formatAmount'
import { protocolIds, protocols } from '../../domain/catalogue/protocols'
import type { Period, Risk, Strategy } from '../../machines/vaultsPageRules'
import { useLocale } from '../home/format'
import { useT } from '../i18n'
import { Address } from '../kit/Address'
import { Button } from '../kit/Button'
import { Card } from '../kit/Card'
import { Field } from '../kit/Field'
import { usePage, useVaultsPage } from './VaultsContext'

const periods: Period[] = ['week', 'month', 'year']
const risks: Risk[] = ['low', 'medium', 'high']

/** Amount, period, strategy, risk tolerance, the wallet, standard gas, Analytics and Settings. */
export function VaultControls() {
  const t = useT()
  const locale = useLocale()
  const page = useVaultsPage()
  const c = usePage((s) => s.context)
  const gas = c.data?.gas.standard
  return (
    <Card className="vaults-controls" aria-label={t('vaults.controls')}>
      <Field
        label={t('vaults.amount')}
        inputMode="decimal"
        placeholder="1000"
        value={c.amountText}
        autoComplete="off"
        onChange={(e) => page.send({ type: 'amount.change', amountText: e.target.value })}
      />
      <fieldset className="vaults-periods">
        <legend>{t('vaults.period')}</legend>
        {periods.map((period) => (
          <Button
            key={period}
            aria-pressed={c.period === period}
            variant={c.period === period ? 'primary' : 'secondary'}
            onClick={() => page.send({ type: 'period.set', period })}
          >
            {t(`vaults.period.${period}`)}
          </Button>
        ))}
      </fieldset>
      <div className="vaults-selects">
        <Field
          label={t('vaults.strategy')}
          render={(control) => (
            <select
              {...control}
              value={c.strategy}
              onChange={(e) => page.send({ type: 'strategy.set', strategy: e.target.value as Strategy })}
            >
              <option value="all">{t('vaults.strategy.all')}</option>
              {protocolIds.map((id) => (
                <option key={id} value={id}>
                  {protocols[id].name}
                </option>
              ))}
            </select>
          )}
        />
        <Field
          label={t('vaults.risk')}
          render={(control) => (
            <select
              {...control}
              value={c.risk}
              onChange={(e) => page.send({ type: 'risk.set', risk: e.target.value as Risk })}
            >
              {risks.map((risk) => (
                <option key={risk} value={risk}>
                  {t(`vaults.risk.${risk}`)}
                </option>
              ))}
            </select>
          )}
        />
      </div>
      <p className="muted small" data-testid="risk-note">
        {t(`vaults.risk.note.${c.risk}`)}
      </p>
      <dl className="vaults-facts">
        <div>
          <dt>{t('vaults.wallet')}</dt>
          <dd data-testid="vaults-address">
            {c.address ? <Address address={c.address} /> : t('vaults.notConnected')}
          </dd>
        </div>
        <div>
          <dt>{t('vaults.gas')}</dt>
          <dd className="mono">
            {gas === undefined
              ? '—'
              : t('vaults.gwei', { value: formatAmount(gas, 9, { locale, decimals: 2, fixed: false }) })}
          </dd>
        </div>
      </dl>
      <div className="row">
        <Button onClick={() => page.send({ type: 'dialog.open', dialog: 'analytics' })}>
          {t('vaults.analytics')}
        </Button>
        <Button onClick={() => page.send({ type: 'dialog.open', dialog: 'settings' })}>
          {t('vaults.settings')}
        </Button>
        <Button onClick={() => page.send({ type: 'data.refresh' })}>{t('vaults.refresh')}</Button>
      </div>
    </Card>
  )
}
