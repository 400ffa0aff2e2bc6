import { formatUnits } from 'viem'
import { vaultAlerts } from '../../machines/vaults'
import { useT } from '../i18n'
import { Card } from '../kit/Card'
import { usePesoRealYield } from '../pesos/usePesoRealYield'
import { usePage, usePageTea } from './VaultsContext'

/**
 * Spec 001 §9 alerts: inflation above 5 %, real yield below 2 %, health below 60, fast gas above 50 gwei. The
 * real yield is the page's one (its tile's: in pesos, of the deposits' or the vaults' average TEA); none
 * while it cannot be worked out.
 */
export function AlertsPanel() {
  const t = useT()
  const data = usePage((s) => s.context.data)
  const basis = usePageTea()
  const real = usePesoRealYield(basis?.tea ?? null, data?.inflation ?? null)
  if (!data) return null
  const alerts = vaultAlerts({
    inflation: data.inflation.rate,
    realYield: real.status === 'ready' ? real.value : null,
    ...(basis ? { realYieldOf: basis.of } : {}),
    health: data.health,
    fastGasGwei: Number(formatUnits(data.gas.fast, 9)),
  })
  return (
    <Card aria-labelledby="vault-alerts-title" data-testid="vault-alerts">
      <h2 id="vault-alerts-title">{t('vaults.alerts')}</h2>
      {alerts.length === 0 ? (
        <p className="muted">{t('vaults.alerts.none')}</p>
      ) : (
        <ul className="vault-alerts">
          {alerts.map((a) => (
            <li
              key={a.key}
              className={a.type === 'critical' ? 'error' : 'warn'}
              data-testid={`alert-${a.key}`}
            >
              <strong>{t(`vaults.alert.${a.type}`)}:</strong> {t(`vaults.alert.${a.key}`)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
