import type { Address } from 'viem'
import { type AnyActorRef, enqueueActions, setup } from 'xstate'

export type UnlockContext = {
  /** The wallet open after a restore. */
  restored: Address | null
  /** The session a restored wallet is handed to (`wallet.ready`). */
  session: AnyActorRef | null
}

/** How a restored wallet was made: from its seed phrase or from a private key. */
export type RestoredKind = 'mnemonic' | 'privateKey'

export type UnlockEvent =
  | { type: 'restore.open' }
  | { type: 'restore.cancel' }
  /** The signer's restore frame restored and opened this wallet (its address; never the secret). */
  | { type: 'restore.done'; address: Address; kind: RestoredKind }

/**
 * /unlock: the password frame (the session unlocks) and "¿Olvidaste tu contraseña?", which shows the signer's
 * restore frame (docs/signer-plan.md step 4). The seed phrase or key, the new password and the question before a
 * different wallet replaces the stored one all live in that frame, on the signer's origin: this machine holds no
 * secret and no choice, only whether the restore is on show and the wallet it opened, which it hands the session.
 */
export const unlockMachine = setup({
  types: {
    context: {} as UnlockContext,
    events: {} as UnlockEvent,
    input: {} as { session?: AnyActorRef | null },
  },
  actions: {
    /** The restored wallet is the open one: kept as such, and handed to the session, which shows it. */
    openRestored: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'restore.done') return
      const { address, kind } = event
      enqueue.assign({ restored: address })
      if (context.session) enqueue.sendTo(context.session, { type: 'wallet.ready', address, kind })
    }),
  },
}).createMachine({
  id: 'unlock',
  context: ({ input }) => ({ session: input.session ?? null, restored: null }),
  initial: 'password',
  states: {
    password: { on: { 'restore.open': 'restore' } },
    restore: {
      on: {
        'restore.cancel': 'password',
        'restore.done': { target: 'done', actions: 'openRestored' },
      },
    },
    done: { type: 'final' },
  },
})
