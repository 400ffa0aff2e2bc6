import type { Address } from 'viem'
import { assign, enqueueActions } from 'xstate'
import { pickQuizPositions, wrongAnswers } from './onboardingQuiz'
import {
  type CreatedOutput,
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
    confirmedReplace: assign({ replacing: null, replacePassword: null, replaceConfirmed: true }),
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
      wallet: ({ event }) => (event as unknown as { output: CreatedOutput }).output,
      quiz: null,
    }),
    emitCreated: enqueueActions(({ context, event, enqueue }) => {
      const ready = {
        type: 'wallet.ready' as const,
        address: (event as unknown as { output: CreatedOutput }).output.address,
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
