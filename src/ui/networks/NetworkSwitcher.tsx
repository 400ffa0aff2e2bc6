import { useSelector } from '@xstate/react'
import { forwardRef } from 'react'
import { networks } from '../../domain/catalogue/networks'
import { summarizeNetworks } from '../../domain/health/holdings'
import { usePortfolio, useValuedTokens } from '../home/PortfolioProvider'
import { useT } from '../i18n'
import { Badge } from '../kit/Badge'
import { Button } from '../kit/Button'
import { Card } from '../kit/Card'
import { NetworkLogo } from '../logos/Logo'

/**
 * The network selector: each network active when any of its balances is above 0, the current one marked;
 * choosing another asks the machine to switch (and the browser wallet, when there is one). The outcome is
 * shown as the spec's alert. `ref` lets the host focus it (Settings → Change network).
 */
export const NetworkSwitcher = forwardRef<HTMLElement>(function NetworkSwitcher(_props, ref) {
  const t = useT()
  const { networkSwitch } = usePortfolio()
  const current = useSelector(networkSwitch, (s) => s.context.network)
  const notice = useSelector(networkSwitch, (s) => s.context.notice)
  const busy = useSelector(networkSwitch, (s) => s.hasTag('busy'))
  const summaries = summarizeNetworks(useValuedTokens())

  return (
    <Card aria-labelledby="networks-title" ref={ref} tabIndex={-1}>
      <h2 id="networks-title">{t('networks.title')}</h2>
      <ul className="network-list network-switch">
        {summaries.map((n) => {
          const name = networks[n.network].name
          return (
            <li key={n.network} data-testid={`network-${n.network}`}>
              <Button
                variant={n.network === current ? 'primary' : 'secondary'}
                size="sm"
                aria-pressed={n.network === current}
                disabled={busy}
                title={t(`networks.about.${n.network}`)}
                icon={<NetworkLogo network={n.network} />}
                onClick={() => networkSwitch.send({ type: 'network.select', network: n.network })}
              >
                {name}
              </Button>
              <Badge tone={n.active ? 'ok' : 'neutral'} data-testid={`network-status-${n.network}`}>
                {n.active ? t('networks.active') : t('networks.inactive')}
              </Badge>
              {n.network === current && <span className="muted small">{t('networks.current')}</span>}
            </li>
          )
        })}
      </ul>
      {busy && (
        <p className="muted small" role="status">
          {t('networks.switching')}
        </p>
      )}
      {notice && (
        <div
          role="alert"
          className={notice.kind === 'switched' || notice.kind === 'added' ? 'ok' : 'error'}
          data-testid="network-notice"
        >
          {t(`networks.${notice.kind}`, { network: networks[notice.network].name })}{' '}
          <Button variant="ghost" size="sm" onClick={() => networkSwitch.send({ type: 'notice.dismiss' })}>
            {t('networks.dismiss')}
          </Button>
        </div>
      )}
    </Card>
  )
})
