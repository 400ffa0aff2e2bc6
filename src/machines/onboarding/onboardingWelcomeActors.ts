import type { Address } from 'viem'
import { type ActorRefFrom, fromPromise, waitFor } from 'xstate'
import type { Secret } from '../../domain/secret'
import { readLegacyWallet } from '../../workers/legacyWallet'
import type { sessionMachine } from '../session/sessionMachine'
import { WELCOME_DELAY_MS } from './onboardingSetup'
import { welcomeMachine } from './onboardingWelcome'

type SessionActor = ActorRefFrom<typeof sessionMachine>

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** The vault worker's client, loaded on first use: the welcome screen needs neither it nor Comlink. */
export const vault = () => import('../../workers/vaultClient').then((m) => m.getVault())

/** What the signer's storage holds, read by the signer's page without the key worker (the welcome screen's question). */
const storedWallet = () => import('../../workers/vaultClient').then((m) => m.storedWallet())

/** Whether any wallet is set aside in the signer's storage (public facts, readable while locked). */
async function hasArchivedWallets(): Promise<boolean> {
  try {
    return (await storedWallet()).archived
  } catch {
    return false
  }
}

/** The session once it knows whether a wallet exists and whether it is unlocked. */
const settled = (session: SessionActor) =>
  waitFor(session, (s) => !s.hasTag('busy') && !s.matches('initializing'), { timeout: 15_000 })

/**
 * The welcome step's real actors: the session (is a wallet stored?) and the vault worker (which one; forget
 * it, with its password). The onboarding machine's actors include them.
 */
export function welcomeActors(session: SessionActor) {
  return {
    checkStoredWallet: fromPromise(async () => {
      await wait(WELCOME_DELAY_MS)
      const snapshot = await settled(session)
      const exists = !snapshot.matches('noWallet')
      return { exists, archived: !exists && (await hasArchivedWallets()) }
    }),
    readStoredWallet: fromPromise<{ address: Address | null }>(async () => {
      const { address } = await storedWallet()
      return { address: address ?? readLegacyWallet()?.address ?? null }
    }),
    clearStoredWallet: fromPromise<void, { password: Secret | null }>(async ({ input }) => {
      // Without the password there is nothing stored to remove (the vault would refuse anyway).
      if (input.password) {
        // Only a replace needs the leftovers' code: it loads with the worker's client, not with the screen.
        const [remote, { removeLegacyKey, sealLegacyLeftovers }] = await Promise.all([
          vault(),
          import('../session/legacyLeftovers'),
        ])
        const password = input.password.reveal()
        // An earlier version's plaintext wallet that is not this one is sealed into the archive first, under
        // this wallet's password. With no vault stored (only plaintext wallets) there is nothing to seal under:
        // they stay where they are, and Cerrar sesión or /unlock deal with them later.
        const sealed = (await remote.status()).exists ? await sealLegacyLeftovers(remote, password) : null
        // Set aside, never dropped: it stays in Billeteras anteriores, openable with its own password.
        await remote.forget(password, { setAside: true })
        for (const copy of sealed?.copies ?? []) removeLegacyKey(copy.key)
        session.send({ type: 'wallet.forgotten' })
      }
      localStorage.removeItem('user')
    }),
  }
}

/** The welcome machine wired to the session, IndexedDB and the vault worker. */
export function liveWelcomeMachine(session: SessionActor) {
  return welcomeMachine.provide({ actors: welcomeActors(session) })
}
