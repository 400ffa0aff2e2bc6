import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { AccountSwitcher } from '../ui/accounts/AccountSwitcher'
import { settledSession } from '../ui/app/settledSession'
import { PortfolioProvider } from '../ui/home/PortfolioProvider'
import { LoanAlertBanner } from '../ui/layout/LoanAlertBanner'

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
  // the loan warning it keeps is on every one of them, and so is the account switcher.
  component: () => (
    <PortfolioProvider>
      <AccountSwitcher />
      <LoanAlertBanner />
      <Outlet />
    </PortfolioProvider>
  ),
})
