import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useAppActors, useSession } from '../app/AppActors'
import { useT } from '../i18n'
import { GetUsdeDialog } from '../networks/GetUsdeDialog'
import { NetworkSwitcher } from '../networks/NetworkSwitcher'
import { EstimatesPanel } from './EstimatesPanel'
import { FaucetButton } from './FaucetButton'
import { GasPanel } from './GasPanel'
import { PortfolioPanel } from './PortfolioPanel'
import { RecentTransactions } from './RecentTransactions'
import { TokenLists } from './TokenLists'
import './home.css'

/**
 * /home: greeting, address with Send and Receive, the live portfolio (total, price source, health), token
 * lists per network, estimates, gas, recent transactions, the network switcher and the settings button.
 */
export function HomeScreen() {
  const t = useT()
  const { session } = useAppActors()
  const username = useSession((s) => s.context.username)
  const address = useSession((s) => s.context.address)
  const loading = useSession((s) => s.context.balancesLoading)
  const [note, setNote] = useState(false)
  const [settings, setSettings] = useState(false)

  return (
    <main className="screen home">
      <header className="home-header">
        <h1>{username ? t('home.greeting', { name: username }) : t('home.greetingAnon')}</h1>
        <button
          type="button"
          className="button"
          aria-expanded={settings}
          aria-controls="settings-panel"
          onClick={() => setSettings((v) => !v)}
        >
          {t('home.settings')}
        </button>
      </header>
      {settings && (
        <aside id="settings-panel" className="card" aria-label={t('home.settings')}>
          <p className="muted">{t('home.settingsSoon')}</p>
        </aside>
      )}
      <section className="card" aria-label={t('home.address')}>
        <p className="muted small">{t('home.address')}</p>
        <p className="mono address" data-testid="wallet-address">
          {address}
        </p>
        <div className="row">
          <button type="button" className="button primary" onClick={() => setNote(true)}>
            {t('home.send')}
          </button>
          <button type="button" className="button" onClick={() => setNote(true)}>
            {t('home.receive')}
          </button>
          <button
            type="button"
            className="button"
            disabled={loading}
            onClick={() => session.send({ type: 'session.refresh' })}
          >
            {t('home.refresh')}
          </button>
        </div>
        {note && (
          <p className="muted small" role="status">
            {t('home.dialogSoon')}
          </p>
        )}
        <div className="row">
          <Link to="/wallet" className="button">
            {t('home.manage')}
          </Link>
          <GetUsdeDialog />
          <FaucetButton />
        </div>
      </section>
      <PortfolioPanel />
      <NetworkSwitcher />
      <TokenLists />
      <EstimatesPanel />
      <GasPanel />
      <RecentTransactions />
    </main>
  )
}
