import { formatAmount } from '../../domain/amounts/formatAmount'
import { protocolIds, protocols } from '../../domain/catalogue/protocols'
import type { Period, Risk, Strategy } from '../../machines/vaults'
import { useLocale } from '../home/format'
import { useT } from '../i18n'
import { Address } from '../kit/Address'
import { Button } from '../kit/Button'
import { Card } from '../kit/Card'
import { Field, SelectField } from '../kit/Field'
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
        <SelectField<Strategy>
          label={t('vaults.strategy')}
          value={c.strategy}
          options={[
            { value: 'all', label: t('vaults.strategy.all') },
            ...protocolIds.map((id) => ({ value: id, label: protocols[id].name })),
          ]}
          onChange={(strategy) => page.send({ type: 'strategy.set', strategy })}
        />
        <SelectField<Risk>
          label={t('vaults.risk')}
          value={c.risk}
          options={risks.map((risk) => ({ value: risk, label: t(`vaults.risk.${risk}`) }))}
          onChange={(risk) => page.send({ type: 'risk.set', risk })}
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
