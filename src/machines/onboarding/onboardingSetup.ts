import type { Address } from 'viem'
import { type AnyActorRef, assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate'
import type { PasswordStrength } from '../../domain/password'
import type { Secret } from '../../domain/secret'
import type { OnboardingMode } from '../session/sessionMachine'

/** The onboarding steps the spec lists (spec 000 §4), each with its route. */
export type OnboardingStep = 'welcome' | 'signup' | 'terms' | 'reveal' | 'import'
/** Which secret the import screen takes: a seed phrase, a private key or a v3 backup file. */
export type ImportTab = 'mnemonic' | 'privateKey' | 'keystore'
/** Largest backup file the import screen reads (a v3 file is under 1 kB). */
export const MAX_BACKUP_FILE_BYTES = 64 * 1024

/** Minimum password length (DESIGN.md §3; domain/password's rule, which the worker applies too). */
export const MIN_PASSWORD_LENGTH = 8
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
  importTab: ImportTab
  /** Text key of the message to show, or the spec's exact import error. */
  error: string | null
  /** Clipboard text for the import text area; the view puts it in the field and sends `import.pasted`. */
  pasted: Secret | null
  /** The step this page's URL named (the machine starts there). */
  startStep: OnboardingStep
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
  /** The signer's create screen sealed a new wallet (its address; the key worker is asked to confirm it). */
  | { type: 'create.done'; address: Address }
  /** The signer's create screen found a wallet stored meanwhile and sealed nothing. */
  | { type: 'create.stored' }
  | { type: 'replace.confirm'; password: Secret }
  | { type: 'replace.cancel' }
  | { type: 'import.tab'; tab: ImportTab }
  | { type: 'import.paste' }
  | { type: 'import.pasted' }
  | { type: 'import.submit'; text: Secret }
  | { type: 'import.submitFile'; file: Blob; password: Secret }

/** Emitted when a wallet exists and is open, so the session can show it. */
export type OnboardingEmitted = { type: 'wallet.ready'; address: Address; kind: 'mnemonic' | 'privateKey' }

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
    /** Stores the trimmed user name and, importing, hands the password to the vault (Crear billetera's is the frame's). */
    registerUser: fromPromise<void, { username: string; password: Secret }>(notImplemented),
    /** Connects this tab to the key worker, so that the signer's create screen beside the page reaches it. */
    connectSigner: fromPromise<void>(notImplemented),
    /** The new wallet the create screen announced, as the key worker holds it: stored and open here (else throws). */
    openedWallet: fromPromise<{ address: Address }, { address: Address | null }>(notImplemented),
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
  pasted: null,
  startStep: input.step ?? 'welcome',
  replacing: null,
  replacePassword: null,
  replaceConfirmed: false,
  importText: null,
  importFile: null,
  importFilePassword: null,
  strength: null,
  hasArchive: false,
})
