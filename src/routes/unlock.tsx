import { createFileRoute, redirect } from '@tanstack/react-router'
import { safeRedirect, settledSession } from '../ui/app/settledSession'
import { UnlockScreen } from '../ui/unlock/UnlockScreen'

type UnlockSearch = { redirect?: string }

export const Route = createFileRoute('/unlock')({
  validateSearch: (search: Record<string, unknown>): UnlockSearch => {
    const target = safeRedirect(search.redirect)
    return target ? { redirect: target } : {}
  },
  beforeLoad: async ({ context, search }) => {
    const snapshot = await settledSession(context.session)
    if (snapshot.matches('noWallet')) throw redirect({ to: '/', replace: true })
    if (snapshot.matches('unlocked')) throw redirect({ href: search.redirect ?? '/home', replace: true })
  },
  component: UnlockScreen,
})
