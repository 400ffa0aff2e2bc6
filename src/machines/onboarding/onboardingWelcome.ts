import { assign } from 'xstate'
import { onboardingContext, onboardingSetup, replaceInput } from './onboardingSetup'

/**
 * The welcome step: whether a wallet is stored (then home), Create and Import, and Create over a stored
 * wallet only once the signer's frame set it aside with its password (the replace dialog, which lays out the
 * signer's set-aside screen: docs/signer-plan.md step 4). This machine never holds that password. Shared by the
 * welcome machine and the onboarding machine.
 */
export const welcomeState = onboardingSetup.createStateConfig({
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkStoredWallet',
        src: 'checkStoredWallet',
        onDone: [
          { guard: ({ event }) => event.output.exists, target: '#onboarding.home' },
          { target: 'idle', actions: assign({ hasArchive: ({ event }) => event.output.archived }) },
        ],
        onError: 'idle',
      },
    },
    idle: {
      on: {
        // Another tab may have stored a wallet since this screen checked: look again before clearing.
        'welcome.create': 'lookingForWallet',
        'welcome.import': {
          target: '#onboarding.signup',
          actions: [assign({ mode: 'import' }), 'tellSessionMode'],
        },
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
    // The signer's frame takes the stored wallet's password and sets it aside; this page hears only that it did.
    confirmReplace: {
      on: {
        'replace.done': 'clearing',
        // Keeping the stored wallet: it is the one the user has, so go to it.
        // The session still believes nothing is stored (another tab stored it): it reads the signer's storage again.
        'replace.cancel': { target: '#onboarding.home', actions: ['closeReplace', 'tellSessionStored'] },
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
              replaceConfirmed: ({ context }) => context.replacing !== null,
            }),
            'closeReplace',
            'tellSessionMode',
          ],
        },
        // Only the user name failed to go (the wallet, if any, is already set aside in the signer): go on.
        onError: {
          target: '#onboarding.signup',
          actions: [
            assign({
              mode: 'create',
              username: '',
              replaceConfirmed: ({ context }) => context.replacing !== null,
            }),
            'closeReplace',
            'tellSessionMode',
          ],
        },
      },
    },
  },
})

/**
 * The welcome screen's own machine: the welcome step and where it leads (sign-up or home), without the later
 * steps, so the first screen loads only this. Same id, context and events as the onboarding machine.
 */
export const welcomeMachine = onboardingSetup.createMachine({
  id: 'onboarding',
  context: onboardingContext,
  entry: 'tellSessionMode',
  initial: 'welcome',
  states: {
    welcome: welcomeState,
    signup: { type: 'final' },
    home: { type: 'final' },
  },
})
