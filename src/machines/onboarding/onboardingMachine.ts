import { assign } from 'xstate'
import { onboardingContext } from './onboardingSetup'
import { welcomeState } from './onboardingWelcome'

export type {
  ImportedKind,
  OnboardingContext,
  OnboardingEmitted,
  OnboardingEvent,
  OnboardingInput,
  OnboardingStep,
} from './onboardingSetup'
export { WELCOME_DELAY_MS } from './onboardingSetup'

import { importState } from './onboardingImport'
import { onboardingSteps } from './onboardingSteps'
/**
 * Onboarding: welcome → signup → terms → reveal (create) | import (import) → dashboard, and welcome →
 * home when a wallet is already stored. Every I/O is an actor (the real ones are in onboardingActors.ts);
 * secrets travel as `Secret`, never as plain strings. The machine can start at any step (`input.step`)
 * because each step has its own URL. Creating a wallet (its password, words and backup check) happens in the
 * signer's create screen, laid out on /reveal, and importing one (the secret or backup file, and the password) in
 * the signer's import screen on /import (issue 41 step 4): this machine hears only the new address.
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
      states: {
        editing: {
          on: {
            // The password is chosen in the signer's frame (create on /reveal, import on /import): only the name here.
            'signup.submit': [{ guard: 'isUsernameBlank' }, { target: 'saving', actions: 'clearError' }],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'registerUser',
            src: 'registerUser',
            input: ({ event }) => ({ username: event.type === 'signup.submit' ? event.username.trim() : '' }),
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
      // The signer's create screen, laid out on /reveal, takes the password, shows the new words and asks three
      // of them back; only then does the key worker seal the wallet. This page hears the address alone.
      initial: 'creating',
      states: {
        creating: {
          // The screen reaches the key worker through the signer's page this tab connects.
          invoke: { id: 'connectSigner', src: 'connectSigner' },
          on: {
            'create.done': 'opening',
            // A wallet was stored meanwhile (Back, a second tab): nothing was sealed; go to the stored one, which the
            // session reads again from the signer's storage (it believed none was stored).
            'create.stored': { target: '#onboarding.home', actions: 'tellSessionStored' },
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
