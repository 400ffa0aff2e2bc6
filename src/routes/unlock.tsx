import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { liveLegacyMigrationMachine } from '../machines/session/legacyMigrationActors'
import { unlockMachine } from '../machines/session/unlockMachine'
import { inspect } from '../machines/shared/inspect'
import { useAppActors } from '../ui/app/AppActors'
import { safeRedirect, settledSession } from '../ui/app/settledSession'
import { LegacyMigration } from '../ui/onboarding/LegacyMigration'
import { UnlockScreen } from '../ui/session/UnlockScreen'
import { useWarmUpWallet } from './-onboarding/warmUpWallet'

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
  // The session's own read of storage tells the two apart: a sealed wallet always has a kind, and only the
  // plaintext wallet of an earlier version (no vault beside it) is locked without one.
  loader: ({ context }) => ({ legacy: context.session.getSnapshot().context.walletKind === null }),
  component: function UnlockRoute() {
    const { legacy } = Route.useLoaderData()
    const { redirect: next } = Route.useSearch()
    // The wallet opens right after the password: load its chain code and its screen while the user types it.
    useWarmUpWallet(true, (next ?? '/home').split(/[?#]/)[0])
    return legacy ? <MigrateLegacy /> : <Unlock />
  },
})

/** The unlock screen with its machine ("¿Olvidaste tu contraseña?" shows the signer's restore frame); the guard above leaves once unlocked. */
function Unlock() {
  const { session } = useAppActors()
  const actor = useActorRef(unlockMachine, { input: { session }, inspect })
  return <UnlockScreen actor={actor} />
}

/** Seals the earlier version's plaintext wallet with a new password, removes it, and opens the wallet. */
function MigrateLegacy() {
  const { session } = useAppActors()
  const { redirect: target } = Route.useSearch()
  const navigate = useNavigate()
  const machine = useMemo(
    () =>
      liveLegacyMigrationMachine({
        session,
        leave: () => navigate({ href: target ?? '/home', replace: true }),
      }),
    [session, navigate, target],
  )
  return <LegacyMigration actor={useActorRef(machine, { inspect })} />
}
