import type { Address } from 'viem'
import { assign, emit, fromCallback, fromPromise, sendTo, setup } from 'xstate'
import type { PasswordStrength } from '../domain/password'
import { Secret } from '../domain/secret'
import { pickQuizPositions, type Quiz, wrongAnswers } from './onboardingQuiz'
import type { OnboardingMode } from './sessionMachine'

/** The onboarding steps the spec lists (spec 000 §4), each with its route. */
export type OnboardingStep = 'welcome' | 'signup' | 'terms' | 'reveal' | 'import'
/** Which secret the import screen takes. */
export type ImportTab = 'mnemonic' | 'privateKey'
/** Which secret a Copy button copied on the reveal screen. */
export type RevealedItem = 'mnemonic' | 'privateKey'

/** Minimum password length (DESIGN.md §3; domain/password's rule, which the worker applies too). */
export const MIN_PASSWORD_LENGTH = 8
/** The spec's welcome delay (ms) and the reveal screen's Copied indicator (ms). */
export const WELCOME_DELAY_MS = 50
export const REVEAL_COPIED_MS = 1500

export type OnboardingInput = { step?: OnboardingStep; mode?: OnboardingMode | null; username?: string }

export type NewWallet = { address: Address; mnemonic: Secret; privateKey: Secret }

export type OnboardingContext = {
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
   * Names one wallet creation: the vault answers a repeated create with the same token with the same
   * wallet, so a restarted invoke (React StrictMode) cannot replace the one shown. New on each generation.
   */
  createToken: string
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
  /** The strength hint of the password being typed on sign-up (null: nothing typed). Never the password. */
  strength: PasswordStrength | null
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

/** Emitted when a wallet exists and is open, so the session can show it. */
export type OnboardingEmitted = { type: 'wallet.ready'; address: Address; kind: 'mnemonic' | 'privateKey' }

export type CreatedOutput = { address: Address; mnemonic: string; privateKey: string }
/** Password that confirms replacing the stored wallet (null: nothing may be replaced). */
type Replace = { password: Secret | null }

const notImplemented = () => Promise.reject(new Error('provide this actor'))
const errorName = (error: unknown) => (error as { name?: string } | null)?.name
const isError =
  (name: string) =>
  ({ event }: { event: { error?: unknown } }) =>
    errorName(event.error) === name
const replaceInput = ({ context }: { context: OnboardingContext }): Replace => ({
  password: context.replacePassword,
})

/**
 * Onboarding: welcome → signup → terms → reveal (create) | import (import) → dashboard, and welcome →
 * home when a wallet is already stored. Every I/O is an actor (the real ones are in onboardingActors.ts);
 * secrets travel as `Secret`, never as plain strings. The machine can start at any step (`input.step`)
 * because each step has its own URL.
 *
 * A stored wallet is never replaced without the user's say-so: the vault refuses (VaultExistsError) and the
 * machine then opens `confirmReplace`, which names the wallet lost and needs its password.
 */
export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
    emitted: {} as OnboardingEmitted,
  },
  actors: {
    /** The spec's 50 ms wait, then whether a wallet is stored. */
    checkStoredWallet: fromPromise<{ exists: boolean }>(notImplemented),
    /** The stored wallet's address, if any (readable while locked). */
    readStoredWallet: fromPromise<{ address: Address | null }>(notImplemented),
    /** Create on welcome: removes the stored user name and, with its password, the stored wallet. */
    clearStoredWallet: fromPromise<void, Replace>(notImplemented),
    /** Stores the trimmed user name and hands the password to the vault. */
    registerUser: fromPromise<void, { username: string; password: Secret }>(notImplemented),
    /** A new 12-word wallet, sealed with the sign-up password; replaces a stored one only with its password. */
    createWallet: fromPromise<CreatedOutput, { token: string } & Replace>(notImplemented),
    importWallet: fromPromise<{ address: Address }, { tab: ImportTab; text: Secret } & Replace>(
      notImplemented,
    ),
    /**
     * Rates each password typed on sign-up for the strength hint. The rules (with their list of common
     * passwords) load with the sign-up screen, not with the welcome screen that shares this machine.
     */
    ratePassword: fromCallback<{ type: string; password?: Secret }>(({ sendBack, receive }) => {
      const rules = import('../domain/password')
      receive((event) => {
        const password = event.password?.reveal() ?? ''
        void rules.then(({ passwordStrength }) =>
          sendBack({ type: 'signup.strength', strength: password ? passwordStrength(password) : null }),
        )
      })
    }),
    copyText: fromPromise<void, { text: Secret }>(notImplemented),
    readClipboard: fromPromise<string>(notImplemented),
  },
  guards: {
    isUsernameBlank: ({ event }) => event.type === 'signup.submit' && event.username.trim() === '',
    isPasswordShort: ({ event }) =>
      event.type === 'signup.submit' &&
      [...event.password.reveal().normalize('NFKC')].length < MIN_PASSWORD_LENGTH,
    /** The hint already refused it; the worker refuses it too (WeakPasswordError 'common'). */
    isPasswordCommon: ({ context }) => context.strength?.reason === 'common',
    passwordsDiffer: ({ event }) =>
      event.type === 'signup.submit' && event.password.reveal() !== event.confirmation.reveal(),
    isCreateMode: ({ context }) => context.mode === 'create',
    isImportTextBlank: ({ event }) => event.type === 'import.submit' && event.text.reveal().trim() === '',
    isReplacePasswordBlank: ({ event }) => event.type === 'replace.confirm' && event.password.length === 0,
    quizAnswered: ({ context, event }) =>
      event.type === 'quiz.submit' &&
      context.wallet !== null &&
      context.quiz !== null &&
      wrongAnswers(context.wallet.mnemonic, context.quiz.positions, event.answers).length === 0,
    startsAt: ({ context }, step: OnboardingStep) => step === context.startStep,
  },
  actions: {
    clearError: assign({ error: null }),
    assignCopied: assign({ copied: ({ event }) => (event.type === 'reveal.copy' ? event.what : null) }),
    assignReplacePassword: assign({
      replacePassword: ({ event }) => (event.type === 'replace.confirm' ? event.password : null),
      error: null,
    }),
    closeReplace: assign({ replacing: null, replacePassword: null, error: null }),
    confirmedReplace: assign({ replacing: null, replacePassword: null, replaceConfirmed: true }),
    wrongReplacePassword: assign({ replacePassword: null, error: 'replace.wrongPassword' }),
    failedReplace: assign({ replacePassword: null, error: 'replace.failed' }),
    /** The same three words stay asked while the user looks again; a new wallet gets new ones. */
    askQuiz: assign({
      quiz: ({ context }) =>
        context.quiz ?? {
          positions: pickQuizPositions(context.wallet?.mnemonic.reveal().split(' ').length ?? 12),
          wrong: [],
        },
      error: null,
    }),
    markWrongAnswers: assign(({ context, event }) => {
      if (event.type !== 'quiz.submit' || !context.quiz || !context.wallet) return {}
      const wrong = wrongAnswers(context.wallet.mnemonic, context.quiz.positions, event.answers)
      return { quiz: { ...context.quiz, wrong }, error: 'quiz.wrong' }
    }),
    showWallet: assign({
      wallet: ({ event }) => {
        const output = (event as unknown as { output: CreatedOutput }).output
        return {
          address: output.address,
          mnemonic: new Secret(output.mnemonic),
          privateKey: new Secret(output.privateKey),
        }
      },
      quiz: null,
    }),
    emitCreated: emit(({ event }) => ({
      type: 'wallet.ready' as const,
      address: (event as unknown as { output: CreatedOutput }).output.address,
      kind: 'mnemonic' as const,
    })),
    emitImported: emit(({ context, event }) => ({
      type: 'wallet.ready' as const,
      address: (event as unknown as { output: { address: Address } }).output.address,
      kind: context.importTab,
    })),
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({
    mode: input.mode ?? null,
    username: input.username ?? '',
    importTab: 'mnemonic',
    error: null,
    wallet: null,
    copied: null,
    pasted: null,
    startStep: input.step ?? 'welcome',
    createToken: '',
    quiz: null,
    replacing: null,
    replacePassword: null,
    replaceConfirmed: false,
    importText: null,
    strength: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: { type: 'startsAt', params: 'signup' }, target: 'signup' },
        { guard: { type: 'startsAt', params: 'terms' }, target: 'terms' },
        { guard: { type: 'startsAt', params: 'reveal' }, target: '#onboarding.reveal.generating' },
        { guard: { type: 'startsAt', params: 'import' }, target: 'import' },
        { target: 'welcome' },
      ],
    },
    welcome: {
      initial: 'checking',
      states: {
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'checkStoredWallet',
            src: 'checkStoredWallet',
            onDone: [
              { guard: ({ event }) => event.output.exists, target: '#onboarding.home' },
              { target: 'idle' },
            ],
            onError: 'idle',
          },
        },
        idle: {
          on: {
            // Another tab may have stored a wallet since this screen checked: look again before clearing.
            'welcome.create': 'lookingForWallet',
            'welcome.import': { target: '#onboarding.signup', actions: assign({ mode: 'import' }) },
          },
        },
        lookingForWallet: {
          tags: ['busy'],
          invoke: {
            id: 'readStoredWallet',
            src: 'readStoredWallet',
            onDone: [
              {
                guard: ({ event }) => event.output.address !== null,
                target: 'confirmReplace',
                actions: assign({ replacing: ({ event }) => event.output.address }),
              },
              { target: 'clearing' },
            ],
            onError: 'clearing',
          },
        },
        confirmReplace: {
          on: {
            'replace.confirm': [
              { guard: 'isReplacePasswordBlank' },
              { target: 'clearing', actions: 'assignReplacePassword' },
            ],
            // Keeping the stored wallet: it is the one the user has, so go to it.
            'replace.cancel': { target: '#onboarding.home', actions: 'closeReplace' },
          },
        },
        clearing: {
          tags: ['busy'],
          invoke: {
            id: 'clearStoredWallet',
            src: 'clearStoredWallet',
            input: replaceInput,
            onDone: {
              target: '#onboarding.signup',
              actions: [
                assign({
                  mode: 'create',
                  username: '',
                  replaceConfirmed: ({ context }) => context.replacePassword !== null,
                }),
                'closeReplace',
              ],
            },
            onError: [
              {
                guard: isError('WrongPasswordError'),
                target: 'confirmReplace',
                actions: 'wrongReplacePassword',
              },
              {
                guard: ({ context }) => context.replacing !== null,
                target: 'confirmReplace',
                actions: 'failedReplace',
              },
              { target: '#onboarding.signup', actions: assign({ mode: 'create', username: '' }) },
            ],
          },
        },
      },
    },
    signup: {
      initial: 'editing',
      invoke: { id: 'ratePassword', src: 'ratePassword' },
      states: {
        editing: {
          on: {
            'signup.passwordChange': { actions: sendTo('ratePassword', ({ event }) => event) },
            'signup.strength': { actions: assign({ strength: ({ event }) => event.strength }) },
            'signup.submit': [
              { guard: 'isUsernameBlank' },
              { guard: 'isPasswordShort', actions: assign({ error: 'signup.passwordTooShort' }) },
              { guard: 'isPasswordCommon', actions: assign({ error: 'signup.passwordCommon' }) },
              { guard: 'passwordsDiffer', actions: assign({ error: 'signup.passwordMismatch' }) },
              { target: 'saving', actions: 'clearError' },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'registerUser',
            src: 'registerUser',
            input: ({ event }) =>
              event.type === 'signup.submit'
                ? { username: event.username.trim(), password: event.password }
                : { username: '', password: new Secret('') },
            onDone: '#onboarding.terms',
            onError: [
              {
                guard: ({ event }) => (event.error as { details?: string })?.details === 'common',
                target: 'editing',
                actions: assign({ error: 'signup.passwordCommon' }),
              },
              {
                guard: isError('WeakPasswordError'),
                target: 'editing',
                actions: assign({ error: 'signup.passwordTooShort' }),
              },
              { target: 'editing', actions: assign({ error: 'signup.failed' }) },
            ],
          },
        },
      },
    },
    terms: {
      on: {
        'terms.accept': [{ guard: 'isCreateMode', target: 'reveal' }, { target: 'import' }],
      },
    },
    reveal: {
      // Only the /reveal page's own actor creates the wallet (it starts at `generating`). An actor that
      // arrives here from the terms page waits in `entering` while the page changes, so one visit
      // creates one wallet instead of two racing to be the one stored.
      initial: 'entering',
      states: {
        entering: {},
        generating: {
          tags: ['busy'],
          entry: assign({
            wallet: null,
            copied: null,
            error: null,
            quiz: null,
            createToken: () => crypto.randomUUID(),
          }),
          invoke: {
            id: 'createWallet',
            src: 'createWallet',
            input: ({ context }) => ({ token: context.createToken, password: null }),
            onDone: { target: 'shown', actions: ['showWallet', 'emitCreated'] },
            onError: [
              // A wallet this page did not make is stored (Back, a second tab, a typed URL): keep it, go to it.
              { guard: isError('VaultExistsError'), target: '#onboarding.home' },
              { target: 'failed', actions: assign({ error: 'reveal.failed' }) },
            ],
          },
        },
        shown: {
          initial: 'idle',
          on: {
            'reveal.generateNew': {
              target: 'confirmReplace',
              actions: assign({ replacing: ({ context }) => context.wallet?.address ?? null, error: null }),
            },
            'reveal.confirm': { target: 'quiz', actions: 'askQuiz' },
          },
          states: {
            idle: { on: { 'reveal.copy': { target: 'copying', actions: 'assignCopied' } } },
            copying: {
              invoke: {
                id: 'copyText',
                src: 'copyText',
                input: ({ context, event }) => {
                  const what = event.type === 'reveal.copy' ? event.what : 'mnemonic'
                  return { text: context.wallet?.[what] ?? new Secret('') }
                },
                onDone: 'copied',
                onError: { target: 'idle', actions: assign({ copied: null }) },
              },
            },
            copied: {
              after: { [REVEAL_COPIED_MS]: { target: 'idle', actions: assign({ copied: null }) } },
              on: { 'reveal.copy': { target: 'copying', actions: 'assignCopied' } },
            },
          },
        },
        quiz: {
          on: {
            'quiz.submit': [
              { guard: 'quizAnswered', target: '#onboarding.dashboard', actions: 'clearError' },
              { actions: 'markWrongAnswers' },
            ],
            'quiz.back': { target: 'shown', actions: 'clearError' },
          },
        },
        confirmReplace: {
          on: {
            'replace.confirm': [
              { guard: 'isReplacePasswordBlank' },
              { target: 'replacing', actions: 'assignReplacePassword' },
            ],
            'replace.cancel': { target: 'shown', actions: 'closeReplace' },
          },
        },
        replacing: {
          tags: ['busy'],
          entry: assign({ createToken: () => crypto.randomUUID() }),
          invoke: {
            id: 'replaceWallet',
            src: 'createWallet',
            input: ({ context }) => ({ token: context.createToken, password: context.replacePassword }),
            onDone: { target: 'shown', actions: ['showWallet', 'emitCreated', 'confirmedReplace'] },
            onError: [
              {
                guard: isError('WrongPasswordError'),
                target: 'confirmReplace',
                actions: 'wrongReplacePassword',
              },
              { target: 'confirmReplace', actions: 'failedReplace' },
            ],
          },
        },
        failed: { on: { 'reveal.generateNew': 'generating' } },
      },
    },
    import: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'import.tab': { actions: assign({ importTab: ({ event }) => event.tab, error: null }) },
            'import.paste': 'pasting',
            'import.pasted': { actions: assign({ pasted: null }) },
            'import.submit': [
              { guard: 'isImportTextBlank' },
              {
                target: 'importing',
                actions: assign({ importText: ({ event }) => event.text, error: null }),
              },
            ],
          },
        },
        pasting: {
          invoke: {
            id: 'readClipboard',
            src: 'readClipboard',
            onDone: {
              target: 'editing',
              actions: assign({ pasted: ({ event }) => new Secret(event.output) }),
            },
            onError: 'editing',
          },
        },
        importing: {
          tags: ['busy'],
          invoke: {
            id: 'importWallet',
            src: 'importWallet',
            input: ({ context }) => ({
              tab: context.importTab,
              text: context.importText ?? new Secret(''),
              password: context.replacePassword,
            }),
            onDone: {
              target: '#onboarding.dashboard',
              actions: [
                'emitImported',
                assign(({ context }) => ({
                  importText: null,
                  replaceConfirmed: context.replacePassword !== null,
                  replacing: null,
                  replacePassword: null,
                })),
              ],
            },
            onError: [
              { guard: isError('VaultExistsError'), target: 'lookingForWallet' },
              {
                guard: isError('WrongPasswordError'),
                target: 'confirmReplace',
                actions: 'wrongReplacePassword',
              },
              {
                guard: isError('PasswordNotSetError'),
                target: 'editing',
                actions: assign({ error: 'reveal.failed', importText: null }),
              },
              {
                target: 'editing',
                actions: assign({
                  error: 'import.failed',
                  importText: null,
                  replacing: null,
                  replacePassword: null,
                }),
              },
            ],
          },
        },
        lookingForWallet: {
          tags: ['busy'],
          invoke: {
            id: 'readStoredWallet',
            src: 'readStoredWallet',
            onDone: {
              target: 'confirmReplace',
              actions: assign({ replacing: ({ event }) => event.output.address }),
            },
            onError: { target: 'editing', actions: assign({ error: 'replace.failed', importText: null }) },
          },
        },
        confirmReplace: {
          on: {
            'replace.confirm': [
              { guard: 'isReplacePasswordBlank' },
              { target: 'importing', actions: 'assignReplacePassword' },
            ],
            'replace.cancel': { target: 'editing', actions: ['closeReplace', assign({ importText: null })] },
          },
        },
      },
    },
    dashboard: { type: 'final' },
    home: { type: 'final' },
  },
})
