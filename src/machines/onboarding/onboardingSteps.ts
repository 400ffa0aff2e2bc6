import type { Address } from 'viem'
import { assign, enqueueActions } from 'xstate'
import {
  MAX_BACKUP_FILE_BYTES,
  MIN_PASSWORD_LENGTH,
  type OnboardingStep,
  onboardingSetup,
} from './onboardingSetup'

/** The onboarding machine's guards and actions (its states are in onboardingMachine.ts and onboardingImport.ts). */
export const onboardingSteps = onboardingSetup.extend({
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
    isBackupFileUnfit: ({ event }) =>
      event.type === 'import.submitFile' &&
      (event.file.size > MAX_BACKUP_FILE_BYTES || event.password.length === 0),
    isBackupPasswordWrong: ({ event }) => importDetails(event).startsWith('keystore password'),
    isBackupFileMalformed: ({ event }) => importDetails(event).startsWith('keystore format'),
    startsAt: ({ context }, step: OnboardingStep) => step === context.startStep,
  },
  actions: {
    clearError: assign({ error: null }),
    emitCreated: enqueueActions(({ context, event, enqueue }) => {
      const ready = {
        type: 'wallet.ready' as const,
        address: (event as unknown as { output: { address: Address } }).output.address,
        kind: 'mnemonic' as const,
      }
      enqueue.emit(ready)
      if (context.session) enqueue.sendTo(context.session, ready)
    }),
    emitImported: enqueueActions(({ context, event, enqueue }) => {
      const ready = {
        type: 'wallet.ready' as const,
        address: (event as unknown as { output: { address: Address } }).output.address,
        kind: context.importTab === 'mnemonic' ? ('mnemonic' as const) : ('privateKey' as const),
      }
      enqueue.emit(ready)
      if (context.session) enqueue.sendTo(context.session, ready)
    }),
    forgetImport: assign({ importText: null, importFile: null, importFilePassword: null }),
  },
})

/** The `details` of an ImportError the vault rejected with ('' for any other error). */
function importDetails(event: { type: string; error?: unknown }): string {
  const error = event.error as { name?: unknown; details?: unknown } | undefined
  return error?.name === 'ImportError' && typeof error.details === 'string' ? error.details : ''
}
