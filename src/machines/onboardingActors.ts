import type { Address } from 'viem'
import { type ActorRefFrom, fromPromise, waitFor } from 'xstate'
import type { Secret } from '../domain/secret'
import { readLegacyWallet, removeLegacyWallet } from '../workers/legacyWallet'
import { readRecord } from '../workers/vault/keystore'
import { type CreatedOutput, type ImportTab, onboardingMachine, WELCOME_DELAY_MS } from './onboardingMachine'
import type { sessionMachine } from './sessionMachine'

type SessionActor = ActorRefFrom<typeof sessionMachine>

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** The vault worker's client, loaded on first use: the welcome screen needs neither it nor Comlink. */
const vault = () => import('../workers/vaultClient').then((m) => m.getVault())
/** A replace's password for the vault, or nothing (the vault then refuses to replace a stored wallet). */
const replaceOption = (password: Secret | null) => (password ? { password: password.reveal() } : undefined)

/** The session once it knows whether a wallet exists and whether it is unlocked. */
const settled = (session: SessionActor) =>
  waitFor(session, (s) => !s.hasTag('busy') && !s.matches('initializing'), { timeout: 15_000 })

/**
 * The onboarding machine's real actors: the vault worker, IndexedDB, localStorage, the clipboard, and the
 * session actor that learns about a new wallet. Tests replace them with `onboardingMachine.provide`.
 */
export function onboardingActors(session: SessionActor) {
  return {
    checkStoredWallet: fromPromise(async () => {
      await wait(WELCOME_DELAY_MS)
      const snapshot = await settled(session)
      return { exists: !snapshot.matches('noWallet') }
    }),
    readStoredWallet: fromPromise<{ address: Address | null }>(async () => {
      const record = await readRecord()
      return { address: record?.address ?? readLegacyWallet()?.address ?? null }
    }),
    clearStoredWallet: fromPromise<void, { password: Secret | null }>(async ({ input }) => {
      // Without the password there is nothing stored to remove (the vault would refuse anyway).
      if (input.password) {
        await (await vault()).forget(input.password.reveal())
        removeLegacyWallet()
        session.send({ type: 'wallet.forgotten' })
      }
      localStorage.removeItem('user')
    }),
    registerUser: fromPromise<void, { username: string; password: Secret }>(async ({ input }) => {
      await (await vault()).setPassword(input.password.reveal())
      session.send({ type: 'user.set', username: input.username })
    }),
    createWallet: fromPromise<CreatedOutput, { token: string; password: Secret | null }>(async ({ input }) =>
      (await vault()).create(input.token, replaceOption(input.password)),
    ),
    importWallet: fromPromise<
      { address: Address },
      { tab: ImportTab; text: Secret; password: Secret | null }
    >(async ({ input }) => {
      const remote = await vault()
      const replace = replaceOption(input.password)
      return input.tab === 'mnemonic'
        ? remote.importMnemonic(input.text.reveal(), replace)
        : remote.importPrivateKey(input.text.reveal(), replace)
    }),
    copyText: fromPromise<void, { text: Secret }>(({ input }) =>
      navigator.clipboard.writeText(input.text.reveal()),
    ),
    readClipboard: fromPromise(() => navigator.clipboard.readText()),
  }
}

/** The onboarding machine wired to the vault worker, the clipboard and the session actor. */
export function liveOnboardingMachine(session: SessionActor) {
  return onboardingMachine.provide({ actors: onboardingActors(session) })
}
