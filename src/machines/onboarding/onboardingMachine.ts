import { assign, sendTo } from 'xstate'
import { Secret } from '../../domain/secret'
import { isError, onboardingContext } from './onboardingSetup'
import { welcomeState } from './onboardingWelcome'

export type {
  ImportTab,
  OnboardingContext,
  OnboardingEmitted,
  OnboardingEvent,
  OnboardingInput,
  OnboardingStep,
} from './onboardingSetup'
export { MIN_PASSWORD_LENGTH, WELCOME_DELAY_MS } from './onboardingSetup'

import { importState } from './onboardingImport'
import { onboardingSteps } from './onboardingSteps'
/**
 * Onboarding: welcome → signup → terms → reveal (create) | import (import) → dashboard, and welcome →
 * home when a wallet is already stored. Every I/O is an actor (the real ones are in onboardingActors.ts);
 * secrets travel as `Secret`, never as plain strings. The machine can start at any step (`input.step`)
 * because each step has its own URL. Creating a wallet (its password, words and backup check) happens in the
 * signer's create screen, laid out on /reveal (issue 41 step 4): this machine hears only the new address.
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
        { guard: { type: 'startsAt', params: 'reveal' }, target: 'reveal' },
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
              // Crear billetera's password is chosen in the signer's create screen, on /reveal.
              { guard: 'isCreateMode', target: 'saving', actions: 'clearError' },
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
      // The signer's create screen, laid out on /reveal, takes the password, shows the new words and asks three
      // of them back; only then does the key worker seal the wallet. This page hears the address alone.
      initial: 'creating',
      states: {
        creating: {
          // The screen reaches the key worker through the signer's page this tab connects.
          invoke: { id: 'connectSigner', src: 'connectSigner' },
          on: {
            'create.done': 'opening',
            // A wallet was stored meanwhile (Back, a second tab): nothing was sealed; go to the stored one.
            'create.stored': '#onboarding.home',
          },
        },
        // The frame's word is not enough: the key worker says this wallet is stored and open in this tab.
        opening: {
          tags: ['busy'],
          invoke: {
            id: 'openedWallet',
            src: 'openedWallet',
            input: ({ event }) => ({ address: event.type === 'create.done' ? event.address : null }),
            onDone: { target: '#onboarding.dashboard', actions: 'emitCreated' },
            onError: 'creating',
          },
        },
      },
    },
    import: importState,
    dashboard: { type: 'final' },
    home: { type: 'final' },
  },
})
