import { assign } from 'xstate'
import { isError, onboardingContext, onboardingSetup, replaceInput } from './onboardingSetup'

/**
 * The welcome step: whether a wallet is stored (then home), Create and Import, and Create over a stored
 * wallet only after its password (the replace dialog). Shared by the welcome machine and the onboarding machine.
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
            'tellSessionMode',
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
          {
            target: '#onboarding.signup',
            actions: [assign({ mode: 'create', username: '' }), 'tellSessionMode'],
          },
        ],
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
