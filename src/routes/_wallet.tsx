import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { liveAccountsMachine } from '../machines/accounts'
import { portfolioMachine } from '../machines/home'
import { inspect } from '../machines/shared/inspect'
import { AccountSwitcher } from '../ui/accounts/AccountSwitcher'
import { useAppActors, useSession } from '../ui/app/AppActors'
import { Later } from '../ui/app/Later'
import { settledSession } from '../ui/app/settledSession'
import { PortfolioProvider } from '../ui/home/PortfolioProvider'
import { LoanAlertBanner } from '../ui/layout/LoanAlertBanner'
import { useActorStartedLater } from './-app/useActorStartedLater'
import { SettingsPanelKeeper } from './-settings/panelKeeper'

/**
 * Every protected route sits under this pathless layout. No wallet: back to `/` (and on to /welcome).
 * A stored but locked wallet: to /unlock, which brings the user back here afterwards.
 */
export const Route = createFileRoute('/_wallet')({
  beforeLoad: async ({ context, location }) => {
    const snapshot = await settledSession(context.session)
    if (snapshot.matches('noWallet')) throw redirect({ to: '/', replace: true })
    if (!snapshot.matches('unlocked')) {
      throw redirect({ to: '/unlock', search: { redirect: location.href }, replace: true })
    }
  },
  // The portfolio machine lives here, above the protected routes, so moving between them does not restart it;
  // the loan warning it keeps is on every one of them, and so is the account switcher. The settings panel's
  // machine is kept here too (-settings/panelKeeper.ts), made by the first screen that shows the panel.
  component: WalletLayout,
})

function WalletLayout() {
  const { session, preferences } = useAppActors()
  // Started a task after home mounts, so home's first render paints before every child's first work.
  const portfolio = useActorStartedLater(portfolioMachine, { input: { session, preferences }, inspect })
  return (
    <PortfolioProvider portfolio={portfolio}>
      {/* A moment after the screen (src/ui/app/Later.tsx); the empty bar holds the switcher's height. */}
      <Later
        placeholder={
          <div className="account-bar" aria-hidden="true">
            <span className="account-switch slot">&nbsp;</span>
          </div>
        }
      >
        <AccountBar />
        <LoanAlertBanner />
      </Later>
      {/* One settings panel for the screens below: open, it stays open as one screen replaces another. */}
      <SettingsPanelKeeper>
        <Outlet />
      </SettingsPanelKeeper>
    </PortfolioProvider>
  )
}

/**
 * The header's account switcher and its accounts machine, made where the bar first renders (a moment after the
 * screen, inside Later), so the wallet's first render does not make it.
 */
function AccountBar() {
  const { session } = useAppActors()
  const walletKind = useSession((s) => s.context.walletKind)
  const switcher = useActorRef(liveAccountsMachine, { input: { session, walletKind }, inspect })
  return <AccountSwitcher switcher={switcher} />
}
