import type { Address } from 'viem'
import { type AnyActorRef, assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate'
import type { PasswordStrength } from '../../domain/password'
import { Secret } from '../../domain/secret'
import type { OnboardingMode } from '../session/sessionMachine'
import type { Quiz } from './onboardingQuiz'

/** The onboarding steps the spec lists (spec 000 §4), each with its route. */
export type OnboardingStep = 'welcome' | 'signup' | 'terms' | 'reveal' | 'import'
/** Which secret the import screen takes: a seed phrase, a private key or a v3 backup file. */
export type ImportTab = 'mnemonic' | 'privateKey' | 'keystore'
/** Largest backup file the import screen reads (a v3 file is under 1 kB). */
export const MAX_BACKUP_FILE_BYTES = 64 * 1024
/** Which secret a Copy button copied on the reveal screen. */
export type RevealedItem = 'mnemonic' | 'privateKey'

/** Minimum password length (DESIGN.md §3; domain/password's rule, which the worker applies too). */
export const MIN_PASSWORD_LENGTH = 8
/** The spec's welcome delay (ms) and the reveal screen's Copied indicator (ms). */
export const WELCOME_DELAY_MS = 50
export const REVEAL_COPIED_MS = 1500

export type OnboardingInput = {
  step?: OnboardingStep
  mode?: OnboardingMode | null
  username?: string
  /** The session the new wallet is handed to (`wallet.ready`) the moment it is sealed. */
  session?: AnyActorRef | null
}

export type NewWallet = { address: Address; mnemonic: Secret; privateKey: Secret }

export type OnboardingContext = {
  /** Where `wallet.ready` goes besides the machine's own listeners (input.session). */
  session: AnyActorRef | null
  mode: OnboardingMode | null
  /** Prefill of the username field (the stored name). */
  username: string
  importTab: ImportTab
  /** Text key of the message to show, or the spec's exact import error. */
  error: string | null
  wallet: NewWallet | null
  copied: RevealedItem | null
  /** Clipboard text for the import text area; the view puts it in the field and sends `import.pasted`. */
  pasted: Secret | null
  /** The step this page's URL named (the machine starts there). */
  startStep: OnboardingStep
  /**
   * Names one wallet creation: the vault gives the words out once per token (a repeat is refused, never a
   * second wallet), and a restarted invoke (React StrictMode) shares the first one's answer
   * (onboardingActors). New on each generation.
   * Wrapped, because it asks the worker for the new words: the inspector and the debug panel show `•••`.
   */
  createToken: Secret
  /** The backup check: the positions asked and the wrong answers (null until "Ya las guardé"). */
  quiz: Quiz | null
  /** The stored wallet a replace would lose, shown in the confirmation dialog (null: no dialog). */
  replacing: Address | null
  /** The password the user typed to confirm a replace; only the worker checks it. */
  replacePassword: Secret | null
  /** Whether the user confirmed replacing a stored wallet with the password (and the vault accepted it). */
  replaceConfirmed: boolean
  /** The import text held while the replace dialog is open. */
  importText: Secret | null
  /** The backup file and its own password, held like importText (the file stays encrypted here). */
  importFile: Blob | null
  importFilePassword: Secret | null
  /** The strength hint of the password being typed on sign-up (null: nothing typed). Never the password. */
  strength: PasswordStrength | null
  /** Wallets set aside on this device (Cerrar sesión, a replacement…): welcome offers to reopen them. */
  hasArchive: boolean
}

export type OnboardingEvent =
  | { type: 'welcome.create' }
  | { type: 'welcome.import' }
  | { type: 'signup.submit'; username: string; password: Secret; confirmation: Secret }
  | { type: 'signup.passwordChange'; password: Secret }
  | { type: 'signup.strength'; strength: PasswordStrength | null }
  | { type: 'terms.accept' }
  | { type: 'reveal.copy'; what: RevealedItem }
  | { type: 'reveal.generateNew' }
  | { type: 'reveal.confirm' }
  | { type: 'quiz.submit'; answers: Secret[] }
  | { type: 'quiz.back' }
  | { type: 'replace.confirm'; password: Secret }
  | { type: 'replace.cancel' }
  | { type: 'import.tab'; tab: ImportTab }
  | { type: 'import.paste' }
  | { type: 'import.pasted' }
  | { type: 'import.submit'; text: Secret }
  | { type: 'import.submitFile'; file: Blob; password: Secret }

/** Emitted when a wallet exists and is open, so the session can show it. */
export type OnboardingEmitted = { type: 'wallet.ready'; address: Address; kind: 'mnemonic' | 'privateKey' }

/**
 * A new wallet as the create actor hands it over: the words and the key already wrapped inside the actor, so
 * no completion event, inspector message or debug panel line ever carries them as text.
 */
export type CreatedOutput = NewWallet
/** What an import sends the vault; `file` and `filePassword` only on the backup file tab. */
export type ImportInput = { tab: ImportTab; text: Secret; file?: Blob | null; filePassword?: Secret | null }
/** Password that confirms replacing the stored wallet (null: nothing may be replaced). */
type Replace = { password: Secret | null }

const notImplemented = () => Promise.reject(new Error('provide this actor'))
const errorName = (error: unknown) => (error as { name?: string } | null)?.name
export const isError =
  (name: string) =>
  ({ event }: { event: { error?: unknown } }) =>
    errorName(event.error) === name
export const replaceInput = ({ context }: { context: OnboardingContext }): Replace => ({
  password: context.replacePassword,
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
    /** Create on welcome: removes the stored user name and, with its password, the stored wallet. */
    clearStoredWallet: fromPromise<void, Replace>(notImplemented),
    /** Stores the trimmed user name and hands the password to the vault. */
    registerUser: fromPromise<void, { username: string; password: Secret }>(notImplemented),
    /** A new 12-word wallet, sealed with the sign-up password; replaces a stored one only with its password. */
    createWallet: fromPromise<CreatedOutput, { token: Secret } & Replace>(notImplemented),
    /** Imports by seed phrase, key, or backup file (read and opened with its password in the worker). */
    importWallet: fromPromise<{ address: Address }, ImportInput & Replace>(notImplemented),
    /**
     * Rates each password typed on sign-up for the strength hint. The rules (with their list of common
     * passwords) load with the sign-up screen, not with the welcome screen that shares this machine.
     */
    ratePassword: fromCallback<{ type: string; password?: Secret }>(({ sendBack, receive }) => {
      const rules = import('../../domain/password')
      receive((event) => {
        const password = event.password?.reveal() ?? ''
        void rules.then(({ passwordStrength }) =>
          sendBack({ type: 'signup.strength', strength: password ? passwordStrength(password) : null }),
        )
      })
    }),
    /** The backup check answered right: the worker checks the answers itself and marks the words confirmed. */
    confirmWords: fromPromise<boolean, { positions: number[]; answers: Secret[] }>(notImplemented),
    copyText: fromPromise<void, { text: Secret }>(notImplemented),
    /** The clipboard's text, wrapped in the actor: it may be a seed phrase. */
    readClipboard: fromPromise<Secret>(notImplemented),
  },
  guards: {
    isReplacePasswordBlank: ({ event }) => event.type === 'replace.confirm' && event.password.length === 0,
  },
  actions: {
    assignReplacePassword: assign({
      replacePassword: ({ event }) => (event.type === 'replace.confirm' ? event.password : null),
      error: null,
    }),
    closeReplace: assign({ replacing: null, replacePassword: null, error: null }),
    wrongReplacePassword: assign({ replacePassword: null, error: 'replace.wrongPassword' }),
    failedReplace: assign({ replacePassword: null, error: 'replace.failed' }),
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
  importTab: 'mnemonic',
  error: null,
  wallet: null,
  copied: null,
  pasted: null,
  startStep: input.step ?? 'welcome',
  createToken: new Secret(''),
  quiz: null,
  replacing: null,
  replacePassword: null,
  replaceConfirmed: false,
  importText: null,
  importFile: null,
  importFilePassword: null,
  strength: null,
  hasArchive: false,
})
