import type { Address } from 'viem'
import { assign, emit, fromPromise, setup } from 'xstate'
import { Secret } from '../domain/secret'
import type { OnboardingMode } from './sessionMachine'

/** The onboarding steps the spec lists (spec 000 §4), each with its route. */
export type OnboardingStep = 'welcome' | 'signup' | 'terms' | 'reveal' | 'import'
/** Which secret the import screen takes. */
export type ImportTab = 'mnemonic' | 'privateKey'
/** Which secret a Copy button copied on the reveal screen. */
export type RevealedItem = 'mnemonic' | 'privateKey'

/** Minimum password length (DESIGN.md §3). */
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
}

export type OnboardingEvent =
  | { type: 'welcome.create' }
  | { type: 'welcome.import' }
  | { type: 'signup.submit'; username: string; password: Secret; confirmation: Secret }
  | { type: 'terms.accept' }
  | { type: 'reveal.copy'; what: RevealedItem }
  | { type: 'reveal.generateNew' }
  | { type: 'reveal.confirm' }
  | { type: 'import.tab'; tab: ImportTab }
  | { type: 'import.paste' }
  | { type: 'import.pasted' }
  | { type: 'import.submit'; text: Secret }

/** Emitted when a wallet exists and is open, so the session can show it. */
export type OnboardingEmitted = { type: 'wallet.ready'; address: Address; kind: 'mnemonic' | 'privateKey' }

export type CreatedOutput = { address: Address; mnemonic: string; privateKey: string }

const notImplemented = () => Promise.reject(new Error('provide this actor'))

/**
 * Onboarding: welcome → signup → terms → reveal (create) | import (import) → dashboard, and welcome →
 * home when a wallet is already stored. Every I/O is an actor given here as a stub and provided by the
 * route (`onboardingMachine.provide({ actors })`); secrets travel as `Secret`, never as plain strings.
 * The machine can start at any step (`input.step`) because each step has its own URL.
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
    /** Create on welcome: removes any stored wallet and user name. */
    clearStoredWallet: fromPromise<void>(notImplemented),
    /** Stores the trimmed user name and hands the password to the vault. */
    registerUser: fromPromise<void, { username: string; password: Secret }>(notImplemented),
    /** A new 12-word wallet, sealed with the sign-up password. */
    createWallet: fromPromise<CreatedOutput, { token: string }>(notImplemented),
    importWallet: fromPromise<{ address: Address }, { tab: ImportTab; text: Secret }>(notImplemented),
    copyText: fromPromise<void, { text: Secret }>(notImplemented),
    readClipboard: fromPromise<string>(notImplemented),
  },
  guards: {
    isUsernameBlank: ({ event }) => event.type === 'signup.submit' && event.username.trim() === '',
    isPasswordShort: ({ event }) =>
      event.type === 'signup.submit' && event.password.length < MIN_PASSWORD_LENGTH,
    passwordsDiffer: ({ event }) =>
      event.type === 'signup.submit' && event.password.reveal() !== event.confirmation.reveal(),
    isCreateMode: ({ context }) => context.mode === 'create',
    isImportTextBlank: ({ event }) => event.type === 'import.submit' && event.text.reveal().trim() === '',
    startsAt: ({ context }, step: OnboardingStep) => step === context.startStep,
  },
  actions: {
    clearError: assign({ error: null }),
    assignCopied: assign({ copied: ({ event }) => (event.type === 'reveal.copy' ? event.what : null) }),
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
            'welcome.create': 'clearing',
            'welcome.import': { target: '#onboarding.signup', actions: assign({ mode: 'import' }) },
          },
        },
        clearing: {
          tags: ['busy'],
          invoke: {
            id: 'clearStoredWallet',
            src: 'clearStoredWallet',
            onDone: { target: '#onboarding.signup', actions: assign({ mode: 'create', username: '' }) },
            onError: { target: '#onboarding.signup', actions: assign({ mode: 'create', username: '' }) },
          },
        },
      },
    },
    signup: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'signup.submit': [
              { guard: 'isUsernameBlank' },
              { guard: 'isPasswordShort', actions: assign({ error: 'signup.passwordTooShort' }) },
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
            onError: { target: 'editing', actions: assign({ error: 'signup.failed' }) },
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
            createToken: () => crypto.randomUUID(),
          }),
          invoke: {
            id: 'createWallet',
            src: 'createWallet',
            input: ({ context }) => ({ token: context.createToken }),
            onDone: {
              target: 'shown',
              actions: [
                assign({
                  wallet: ({ event }) => ({
                    address: event.output.address,
                    mnemonic: new Secret(event.output.mnemonic),
                    privateKey: new Secret(event.output.privateKey),
                  }),
                }),
                emit(({ event }) => ({
                  type: 'wallet.ready',
                  address: event.output.address,
                  kind: 'mnemonic',
                })),
              ],
            },
            onError: { target: 'failed', actions: assign({ error: 'reveal.failed' }) },
          },
        },
        shown: {
          initial: 'idle',
          on: {
            'reveal.generateNew': 'generating',
            'reveal.confirm': '#onboarding.dashboard',
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
            'import.submit': [{ guard: 'isImportTextBlank' }, { target: 'importing', actions: 'clearError' }],
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
            input: ({ context, event }) => ({
              tab: context.importTab,
              text: event.type === 'import.submit' ? event.text : new Secret(''),
            }),
            onDone: {
              target: '#onboarding.dashboard',
              actions: emit(({ context, event }) => ({
                type: 'wallet.ready',
                address: event.output.address,
                kind: context.importTab,
              })),
            },
            onError: [
              {
                guard: ({ event }) => (event.error as { name?: string })?.name === 'PasswordNotSetError',
                target: 'editing',
                actions: assign({ error: 'reveal.failed' }),
              },
              { target: 'editing', actions: assign({ error: 'import.failed' }) },
            ],
          },
        },
      },
    },
    dashboard: { type: 'final' },
    home: { type: 'final' },
  },
})
