import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import { inspect } from '../machines/inspect'
import { legacyMigrationMachine } from '../machines/legacyMigrationMachine'
import { liveUnlockMachine } from '../machines/unlockActors'
import { useAppActors } from '../ui/app/AppActors'
import { safeRedirect, settledSession } from '../ui/app/settledSession'
import { LegacyMigration } from '../ui/onboarding/LegacyMigration'
import { UnlockScreen } from '../ui/unlock/UnlockScreen'
import { readLegacyWallet, removeLegacyWallet } from '../workers/legacyWallet'
import { readRecord } from '../workers/vault/keystore'
import { useWarmUpWallet } from './-onboarding/warmUpWallet'

/** The vault worker's client, loaded when a legacy wallet is actually moved. */
const vault = () => import('../workers/vaultClient').then((m) => m.getVault())

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
  loader: async () => {
    return { legacy: !(await readRecord()) && readLegacyWallet() !== null }
  },
  component: function UnlockRoute() {
    const { legacy } = Route.useLoaderData()
    // The wallet opens right after the password: load its chain code while the user types it.
    useWarmUpWallet()
    return legacy ? <MigrateLegacy /> : <Unlock />
  },
})

/** The unlock screen with its machine ("¿Olvidaste tu contraseña?"); the guard above leaves once unlocked. */
function Unlock() {
  const { session } = useAppActors()
  const machine = useMemo(() => liveUnlockMachine(session), [session])
  const actor = useActorRef(machine, {
    input: { storedAddress: session.getSnapshot().context.address },
    inspect,
  })
  return <UnlockScreen actor={actor} />
}

/** Seals the earlier version's plaintext wallet with a new password, removes it, and opens the wallet. */
function MigrateLegacy() {
  const { session } = useAppActors()
  const { redirect: target } = Route.useSearch()
  const navigate = useNavigate()
  const machine = useMemo(
    () =>
      legacyMigrationMachine.provide({
        actors: {
          migrateLegacy: fromPromise(async ({ input }) => {
            const legacy = readLegacyWallet()
            if (!legacy) throw new Error('no legacy wallet')
            const result = await (await vault()).migrateLegacy(input.password.reveal(), legacy.json)
            removeLegacyWallet()
            const { kind } = await (await vault()).status()
            session.send({ type: 'wallet.ready', address: result.address, kind: kind ?? 'privateKey' })
            await navigate({ href: target ?? '/home', replace: true })
            return result
          }),
        },
      }),
    [session, navigate, target],
  )
  return <LegacyMigration actor={useActorRef(machine, { inspect })} />
}
