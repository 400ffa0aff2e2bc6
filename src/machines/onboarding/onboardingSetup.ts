import type { Address } from 'viem'
import { type AnyActorRef, assign, enqueueActions, fromPromise, setup } from 'xstate'
import type { OnboardingMode } from '../session/sessionMachine'

/** The onboarding steps the spec lists (spec 000 §4), each with its route. */
export type OnboardingStep = 'welcome' | 'signup' | 'terms' | 'reveal' | 'import'
/** How an imported wallet was made: from its seed phrase, or from one private key (a key or a backup file). */
export type ImportedKind = 'mnemonic' | 'privateKey'

/** The spec's welcome delay (ms). */
export const WELCOME_DELAY_MS = 50

export type OnboardingInput = {
  step?: OnboardingStep
  mode?: OnboardingMode | null
  username?: string
  /** The session the new wallet is handed to (`wallet.ready`) the moment it is sealed. */
  session?: AnyActorRef | null
}

export type OnboardingContext = {
  /** Where `wallet.ready` goes besides the machine's own listeners (input.session). */
  session: AnyActorRef | null
  mode: OnboardingMode | null
  /** Prefill of the username field (the stored name). */
  username: string
  /** How the wallet the signer's import screen announced was made (`import.done`), until it is open here. */
  importedKind: ImportedKind
  /** Text key of the message to show. */
  error: string | null
  /** The step this page's URL named (the machine starts there). */
  startStep: OnboardingStep
  /** The stored wallet Crear billetera would set aside, as the signer answered (null: no dialog). */
  replacing: Address | null
  /** Whether the signer's frame set a stored wallet aside, with its password typed there, before this create. */
  replaceConfirmed: boolean
  /** Wallets set aside on this device (Cerrar sesión, a replacement…): welcome offers to reopen them. */
  hasArchive: boolean
}

export type OnboardingEvent =
  | { type: 'welcome.create' }
  | { type: 'welcome.import' }
  | { type: 'signup.submit'; username: string }
  | { type: 'terms.accept' }
  /** The signer's create screen sealed a new wallet (its address; the key worker is asked to confirm it). */
  | { type: 'create.done'; address: Address }
  /** The signer's create screen found a wallet stored meanwhile and sealed nothing. */
  | { type: 'create.stored' }
  /** The signer's set-aside frame set the stored wallet aside (its password was typed there, never here). */
  | { type: 'replace.done' }
  | { type: 'replace.cancel' }
  /** The signer's import screen sealed the wallet typed or chosen there (its address and kind; never a secret). */
  | { type: 'import.done'; address: Address; kind: ImportedKind }
  /** The signer's import screen found a wallet stored meanwhile and imported nothing. */
  | { type: 'import.stored' }

/** Emitted when a wallet exists and is open, so the session can show it. */
export type OnboardingEmitted = { type: 'wallet.ready'; address: Address; kind: 'mnemonic' | 'privateKey' }

/** Whether the signer's frame set the stored wallet aside (false: nothing was stored to set aside). */
type Replace = { setAside: boolean }

const notImplemented = () => Promise.reject(new Error('provide this actor'))
const errorName = (error: unknown) => (error as { name?: string } | null)?.name
export const isError =
  (name: string) =>
  ({ event }: { event: { error?: unknown } }) =>
    errorName(event.error) === name
export const replaceInput = ({ event }: { event: { type: string } }): Replace => ({
  setAside: event.type === 'replace.done',
})

/**
 * What every onboarding machine shares: its types, the I/O it reaches (real actors in onboardingActors.ts and
 * onboardingWelcomeActors.ts) and the replace rules. The welcome screen's small machine and the full
 * onboarding machine are both made from it, so the welcome screen loads none of the later steps.
 */
export const onboardingSetup = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
    emitted: {} as OnboardingEmitted,
  },
  actors: {
    /** The spec's 50 ms wait, then whether a wallet is stored, and whether any is set aside here. */
    checkStoredWallet: fromPromise<{ exists: boolean; archived: boolean }>(notImplemented),
    /** The stored wallet's address, if any (readable while locked). */
    readStoredWallet: fromPromise<{ address: Address | null }>(notImplemented),
    /** Create on welcome: removes the stored user name; once the signer's frame set a wallet aside, tells the session. */
    clearStoredWallet: fromPromise<void, Replace>(notImplemented),
    /** Stores the trimmed user name (the password is chosen in the signer's create or import screen). */
    registerUser: fromPromise<void, { username: string }>(notImplemented),
    /** Connects this tab to the key worker, so that the signer's create or import screen beside the page reaches it. */
    connectSigner: fromPromise<void>(notImplemented),
    /** The new wallet a signer screen announced, as the key worker holds it: stored and open here (else throws). */
    openedWallet: fromPromise<{ address: Address }, { address: Address | null }>(notImplemented),
  },
  actions: {
    closeReplace: assign({ replacing: null, error: null }),
    /** A wallet was stored meanwhile (another tab): the session reads the signer's storage again and goes to it. */
    tellSessionStored: enqueueActions(({ context, enqueue }) => {
      if (context.session) enqueue.sendTo(context.session, { type: 'wallet.storedElsewhere' })
    }),
    /** The session keeps the mode (create or import): told as the machine starts with one and when one is chosen. */
    tellSessionMode: enqueueActions(({ context, enqueue }) => {
      if (context.session && context.mode)
        enqueue.sendTo(context.session, { type: 'mode.set', mode: context.mode })
    }),
  },
})

/** The context an onboarding actor starts with, at the step its input names. */
export const onboardingContext = ({ input }: { input: OnboardingInput }): OnboardingContext => ({
  session: input.session ?? null,
  mode: input.mode ?? null,
  username: input.username ?? '',
  importedKind: 'mnemonic',
  error: null,
  startStep: input.step ?? 'welcome',
  replacing: null,
  replaceConfirmed: false,
  hasArchive: false,
})
