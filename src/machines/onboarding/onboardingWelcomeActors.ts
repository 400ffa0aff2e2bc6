import type { Address } from 'viem'
import { type ActorRefFrom, fromPromise, waitFor } from 'xstate'
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
 * The welcome step's real actors: the session (is a wallet stored?) and the signer's page (which one). Setting
 * it aside happens in the signer's frame, with its password typed there (SignerSetAsideFrame); these only
 * tidy up after. The onboarding machine's actors include them.
 */
export function welcomeActors(session: SessionActor) {
  return {
    checkStoredWallet: fromPromise(async () => {
      await wait(WELCOME_DELAY_MS)
      const snapshot = await settled(session)
      const exists = !snapshot.matches('noWallet')
      return { exists, archived: !exists && (await hasArchivedWallets()) }
    }),
    // Only the signer's stored wallet is set aside (in its frame): an earlier version's plaintext wallets, with no
    // sealed wallet to seal them under, stay where they are for /unlock or Cerrar sesión to deal with later.
    readStoredWallet: fromPromise<{ address: Address | null }>(async () => {
      const { address } = await storedWallet()
      return { address: address ?? null }
    }),
    clearStoredWallet: fromPromise<void, { setAside: boolean }>(async ({ input }) => {
      // The signer's frame set the stored wallet aside (its password typed there): this tab's session forgets it.
      if (input.setAside) session.send({ type: 'wallet.forgotten' })
      localStorage.removeItem('user')
    }),
  }
}

/** The welcome machine wired to the session, IndexedDB and the vault worker. */
export function liveWelcomeMachine(session: SessionActor) {
  return welcomeMachine.provide({ actors: welcomeActors(session) })
}
