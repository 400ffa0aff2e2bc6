import { Link } from '@tanstack/react-router'
import { type ReactNode, useCallback, useRef } from 'react'
import { useAppActors, useSession } from '../app/AppActors'
import { useT } from '../i18n'
import { GetUsdeDialog } from '../networks/GetUsdeDialog'
import { NetworkSwitcher } from '../networks/NetworkSwitcher'
import { ReceiveDialog } from '../receive/ReceiveDialog'
import { SendDialog } from '../send/SendDialog'
import { EstimatesPanel } from './EstimatesPanel'
import { FaucetButton } from './FaucetButton'
import { GasPanel } from './GasPanel'
import { HomeClock } from './HomeClock'
import { PortfolioPanel } from './PortfolioPanel'
import { RecentTransactions } from './RecentTransactions'
import { TokenLists } from './TokenLists'
import './home.css'

/**
 * /home: greeting, address with Send and Receive, the live portfolio (total, price source, health), token
 * lists per network, estimates, gas, recent transactions, the network switcher, and the settings panel the
 * route passes in (given `showNetworks`, which brings the network switcher into view and focus).
 */
export function HomeScreen({ settings }: { settings?: (showNetworks: () => void) => ReactNode }) {
  const t = useT()
  const { session } = useAppActors()
  const username = useSession((s) => s.context.username)
  const address = useSession((s) => s.context.address)
  const loading = useSession((s) => s.context.balancesLoading)
  const networksRef = useRef<HTMLElement>(null)
  const showNetworks = useCallback(() => {
    networksRef.current?.scrollIntoView({ block: 'start' })
    networksRef.current?.focus()
  }, [])

  return (
    <main className="screen home">
      <header className="home-header">
        <div>
          <h1>{username ? t('home.greeting', { name: username }) : t('home.greetingAnon')}</h1>
          <HomeClock />
        </div>
        {settings?.(showNetworks)}
      </header>
      <section className="card" aria-label={t('home.address')}>
        <p className="muted small">{t('home.address')}</p>
        <p className="mono address" data-testid="wallet-address">
          {address}
        </p>
        <div className="row">
          <SendDialog />
          <ReceiveDialog />
          <button
            type="button"
            className="button"
            disabled={loading}
            onClick={() => session.send({ type: 'session.refresh' })}
          >
            {t('home.refresh')}
          </button>
        </div>
        <div className="row">
          <Link to="/wallet" className="button">
            {t('home.manage')}
          </Link>
          <GetUsdeDialog />
          <FaucetButton />
        </div>
      </section>
      <PortfolioPanel />
      <NetworkSwitcher ref={networksRef} />
      <TokenLists />
      <EstimatesPanel />
      <GasPanel />
      <RecentTransactions />
    </main>
  )
}
