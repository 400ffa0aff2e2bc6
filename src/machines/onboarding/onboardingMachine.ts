import { assign, sendTo } from 'xstate'
import { Secret } from '../../domain/secret'
import { isError, onboardingContext, REVEAL_COPIED_MS } from './onboardingSetup'
import { welcomeState } from './onboardingWelcome'

export type {
  CreatedOutput,
  ImportTab,
  NewWallet,
  OnboardingContext,
  OnboardingEmitted,
  OnboardingEvent,
  OnboardingInput,
  OnboardingStep,
  RevealedItem,
} from './onboardingSetup'
export { MIN_PASSWORD_LENGTH, REVEAL_COPIED_MS, WELCOME_DELAY_MS } from './onboardingSetup'

import { importState } from './onboardingImport'
import { onboardingSteps } from './onboardingSteps'
/**
 * Onboarding: welcome → signup → terms → reveal (create) | import (import) → dashboard, and welcome →
 * home when a wallet is already stored. Every I/O is an actor (the real ones are in onboardingActors.ts);
 * secrets travel as `Secret`, never as plain strings. The machine can start at any step (`input.step`)
 * because each step has its own URL.
 *
 * A stored wallet is never replaced without the user's say-so: the vault refuses (VaultExistsError) and the
 * machine then opens `confirmReplace`, which names the wallet lost and needs its password.
 */
export const onboardingMachine = onboardingSteps.createMachine({
  id: 'onboarding',
  context: onboardingContext,
  entry: 'tellSessionMode',
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
    welcome: welcomeState,
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
            createToken: () => new Secret(crypto.randomUUID()),
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
          initial: 'asking',
          states: {
            asking: {
              on: {
                'quiz.submit': [
                  { guard: 'quizAnswered', target: 'recording', actions: 'clearError' },
                  { actions: 'markWrongAnswers' },
                ],
                'quiz.back': { target: '#onboarding.reveal.shown', actions: 'clearError' },
              },
            },
            // The worker checks the same answers against the wallet's own words and marks them confirmed,
            // so Borrar datos knows later whether this wallet exists only here. Not recorded: on anyway.
            recording: {
              tags: ['busy'],
              invoke: {
                id: 'confirmWords',
                src: 'confirmWords',
                input: ({ context, event }) => ({
                  positions: context.quiz?.positions ?? [],
                  answers: event.type === 'quiz.submit' ? event.answers : [],
                }),
                onDone: '#onboarding.dashboard',
                onError: '#onboarding.dashboard',
              },
            },
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
          entry: assign({ createToken: () => new Secret(crypto.randomUUID()) }),
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
    import: importState,
    dashboard: { type: 'final' },
    home: { type: 'final' },
  },
})
