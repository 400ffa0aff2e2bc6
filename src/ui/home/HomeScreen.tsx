import { Link } from '@tanstack/react-router'
import { type ReactNode, useCallback, useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { sendDialogMachine } from '../../machines/send'
import { useSession } from '../app/AppActors'
import { useDeferredFrom } from '../app/useDeferredFrom'
import { useT } from '../i18n'
import { Button, buttonClass } from '../kit/Button'
import { GetUsdeDialog } from '../networks/GetUsdeDialog'
import { NetworkSwitcher } from '../networks/NetworkSwitcher'
import { SettingsSlot } from '../settings/SettingsPanel'
import { EstimatesPanel } from './EstimatesPanel'
import { FaucetButton, useCanFund } from './FaucetButton'
import { GasPanel } from './GasPanel'
import { HealthWidget } from './HealthWidget'
import { HideBalancesButton } from './HideBalancesButton'
import { HomeClock } from './HomeClock'
import { PortfolioNotes, PortfolioPanel } from './PortfolioPanel'
import { RecentTransactions } from './RecentTransactions'
import { RefreshStatus, useRefresh } from './RefreshStatus'
import { TokenLists } from './TokenLists'
import './home.css'

/** Home's Actualizar: disabled while the balances are read again, then says when they were. */
function RefreshButton() {
  const t = useT()
  const { busy, request } = useRefresh()
  return (
    <div className="home-refresh">
      <Button size="sm" disabled={busy} aria-describedby="home-refresh-status" onClick={request}>
        {t('home.refresh')}
      </Button>
      <RefreshStatus id="home-refresh-status" />
    </div>
  )
}

/**
 * Where Conseguir USDe and the faucet will be, laid out and unseen until they come a moment after the total
 * (issue 44: they came as a second row of buttons and pushed the price lines 55 px down).
 */
function FundingSlots() {
  const t = useT()
  const canFund = useCanFund()
  if (!canFund) return null
  return (
    <>
      <Button size="sm" className="slot" tabIndex={-1} aria-hidden="true">
        {t('home.getUsde')}
      </Button>
      {import.meta.env.VITE_BILLETERA_PROFILE !== 'mainnet' && (
        <div className="faucet slot" aria-hidden="true">
          <Button size="sm" tabIndex={-1}>
            {t('home.fund')}
          </Button>
        </div>
      )}
    </>
  )
}

/**
 * /home: greeting and clock, then what matters first: the total with Send and Receive and the address; then
 * the token lists per network, recent transactions, the network switcher with its gas, health and the
 * estimates; and the settings panel the route passes in (given `showNetworks`, which brings the network
 * switcher into view and focus). `send` is the Send dialog's machine and `receive` the receive panel with its
 * machine, and `exportActivity` Exportar movimientos with its export flow, which the route makes.
 */
export function HomeScreen({
  send,
  receive,
  exportActivity,
  settings,
  showNetworksFirst = false,
}: {
  send: ActorRefFrom<typeof sendDialogMachine>
  receive: ReactNode
  exportActivity: ReactNode
  settings?: (showNetworks: () => void) => ReactNode
  /** Bring the network switcher into view and focus once it is drawn (Settings → Cambiar de red elsewhere). */
  showNetworksFirst?: boolean
}) {
  const t = useT()
  const username = useSession((s) => s.context.username)
  const greeting = username ? t('home.greeting', { name: username }) : t('home.greetingAnon')
  const networksRef = useRef<HTMLElement>(null)
  const later = useDeferredFrom(true, false)
  const showNetworks = useCallback(() => {
    networksRef.current?.scrollIntoView({ block: 'start' })
    networksRef.current?.focus()
  }, [])
  // Once, when the switcher is first drawn (it comes with what lies below the first screenful).
  const shownFirst = useRef(false)
  useEffect(() => {
    if (!showNetworksFirst || !later || shownFirst.current) return
    shownFirst.current = true
    showNetworks()
  }, [showNetworksFirst, later, showNetworks])

  return (
    <main className="screen home">
      <header className="home-header">
        {/* A long name wraps on a line of its own, and past three lines ends in "…": the title keeps it whole. */}
        <div className="home-greeting">
          <h1 title={greeting}>{greeting}</h1>
          <HomeClock />
        </div>
        <div className="home-header-actions">
          <HideBalancesButton />
          {/* The settings panel, Get USDe and the faucet come with the rest, a moment after the total. */}
          {later ? settings?.(showNetworks) : settings && <SettingsSlot />}
        </div>
      </header>
      <PortfolioPanel send={send} receive={receive} />
      <div className="home-tools">
        <RefreshButton />
        <Link to="/wallet" className={buttonClass('secondary', 'sm')}>
          {t('home.manage')}
        </Link>
        {later ? (
          <>
            <GetUsdeDialog />
            <FaucetButton />
          </>
        ) : (
          <FundingSlots />
        )}
      </div>
      <PortfolioNotes />
      {/* The token lists and what lies below the first screenful: rendered a moment later in the background
          (a deferred value: short slices), after the total, so showing home is no single long task. */}
      {later && (
        <>
          <TokenLists />
          <RecentTransactions exportActivity={exportActivity} />
          <NetworkSwitcher ref={networksRef} />
          <GasPanel />
          <HealthWidget />
          <EstimatesPanel />
        </>
      )}
    </main>
  )
}
