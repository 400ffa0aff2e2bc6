import { assign } from 'xstate'
import { Secret } from '../../domain/secret'
import { isError } from './onboardingSetup'
import { onboardingSteps } from './onboardingSteps'

/** The import step: a seed phrase, a private key or a backup file, each sealed with the password chosen at sign-up. */
export const importState = onboardingSteps.createStateConfig({
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
        'import.submitFile': [
          { guard: 'isBackupFileUnfit', actions: assign({ error: 'import.backupMalformed' }) },
          {
            target: 'importing',
            actions: assign({
              importText: null,
              importFile: ({ event }) => event.file,
              importFilePassword: ({ event }) => event.password,
              error: null,
            }),
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
          actions: assign({ pasted: ({ event }) => event.output }),
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
          file: context.importFile,
          filePassword: context.importFilePassword,
          password: context.replacePassword,
        }),
        onDone: {
          target: '#onboarding.dashboard',
          actions: [
            'emitImported',
            'forgetImport',
            assign(({ context }) => ({
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
            actions: ['forgetImport', assign({ error: 'reveal.failed' })],
          },
          {
            guard: 'isBackupPasswordWrong',
            target: 'editing',
            actions: ['forgetImport', assign({ error: 'import.backupWrongPassword', replacePassword: null })],
          },
          {
            guard: 'isBackupFileMalformed',
            target: 'editing',
            actions: ['forgetImport', assign({ error: 'import.backupMalformed', replacePassword: null })],
          },
          {
            target: 'editing',
            actions: [
              'forgetImport',
              assign({ error: 'import.failed', replacing: null, replacePassword: null }),
            ],
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
        onError: { target: 'editing', actions: ['forgetImport', assign({ error: 'replace.failed' })] },
      },
    },
    confirmReplace: {
      on: {
        'replace.confirm': [
          { guard: 'isReplacePasswordBlank' },
          { target: 'importing', actions: 'assignReplacePassword' },
        ],
        'replace.cancel': {
          target: 'editing',
          actions: ['closeReplace', 'forgetImport'],
        },
      },
    },
  },
})
