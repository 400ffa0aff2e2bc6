import type { Address } from 'viem'
import { assign, enqueueActions } from 'xstate'
import { type OnboardingStep, onboardingSetup } from './onboardingSetup'

/** The onboarding machine's guards and actions (its states are in onboardingMachine.ts and onboardingImport.ts). */
export const onboardingSteps = onboardingSetup.extend({
  guards: {
    isUsernameBlank: ({ event }) => event.type === 'signup.submit' && event.username.trim() === '',
    isCreateMode: ({ context }) => context.mode === 'create',
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
    /** The imported wallet, open in the key worker, goes to the session with how it was made. */
    emitImported: enqueueActions(({ context, event, enqueue }) => {
      const ready = {
        type: 'wallet.ready' as const,
        address: (event as unknown as { output: { address: Address } }).output.address,
        kind: context.importedKind,
      }
      enqueue.emit(ready)
      if (context.session) enqueue.sendTo(context.session, ready)
    }),
  },
})
