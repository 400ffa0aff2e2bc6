import { formatAmount } from '../../domain/amounts/formatAmount'
import { protocolIds, protocols } from '../../domain/catalogue/protocols'
import type { Period, Risk, Strategy } from '../../machines/vaultsPageRules'
import { useLocale } from '../home/format'
import { useT } from '../i18n'
import { usePage, useVaultsPage } from './VaultsContext'

const periods: Period[] = ['week', 'month', 'year']
const risks: Risk[] = ['low', 'medium', 'high']
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** Amount, period, strategy, risk tolerance, the wallet, standard gas, Analytics and Settings. */
export function VaultControls() {
  const t = useT()
  const locale = useLocale()
  const page = useVaultsPage()
  const c = usePage((s) => s.context)
  const gas = c.data?.gas.standard
  return (
    <section className="card vaults-controls" aria-label={t('vaults.controls')}>
      <label className="field">
        {t('vaults.amount')}
        <input
          inputMode="decimal"
          placeholder="1000"
          value={c.amountText}
          autoComplete="off"
          onChange={(e) => page.send({ type: 'amount.change', amountText: e.target.value })}
        />
      </label>
      <fieldset className="vaults-periods">
        <legend>{t('vaults.period')}</legend>
        {periods.map((period) => (
          <button
            key={period}
            type="button"
            aria-pressed={c.period === period}
            className={c.period === period ? 'primary' : undefined}
            onClick={() => page.send({ type: 'period.set', period })}
          >
            {t(`vaults.period.${period}`)}
          </button>
        ))}
      </fieldset>
      <div className="vaults-selects">
        <label className="field">
          {t('vaults.strategy')}
          <select
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
        </label>
        <label className="field">
          {t('vaults.risk')}
          <select
            value={c.risk}
            onChange={(e) => page.send({ type: 'risk.set', risk: e.target.value as Risk })}
          >
            {risks.map((risk) => (
              <option key={risk} value={risk}>
                {t(`vaults.risk.${risk}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="muted small" data-testid="risk-note">
        {t(`vaults.risk.note.${c.risk}`)}
      </p>
      <dl className="vaults-facts">
        <div>
          <dt>{t('vaults.wallet')}</dt>
          <dd className="mono" data-testid="vaults-address">
            {c.address ? short(c.address) : t('vaults.notConnected')}
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
        <button type="button" onClick={() => page.send({ type: 'dialog.open', dialog: 'analytics' })}>
          {t('vaults.analytics')}
        </button>
        <button type="button" onClick={() => page.send({ type: 'dialog.open', dialog: 'settings' })}>
          {t('vaults.settings')}
        </button>
        <button type="button" onClick={() => page.send({ type: 'data.refresh' })}>
          {t('vaults.refresh')}
        </button>
      </div>
    </section>
  )
}
