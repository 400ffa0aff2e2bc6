import type { Hex } from 'viem'
import { type AnyActorRef, assign, emit, enqueueActions, setup } from 'xstate'
import { replacementOffers } from '../../chain/activity/payments'
import type { ActivityEntry, Intent, ReplacementKind } from '../../chain/pipeline/types'
import type { ErrorMessage } from '../../domain/errors/message'
import {
  assignPlanError,
  type PlanChildEvent,
  planChildActions,
  planGuards,
  planOutputOf,
  whileReviewing,
  whileSigning,
} from './planChild'
import { planMachine } from './planMachine'

/** How long "Aceleración enviada" stays before the row's dialog closes itself. */
export const REPLACE_SENT_CLOSE_MS = 2_000

export type ReplaceInput = {
  /** The row's pending transaction: the newest one of its payment still waiting to be mined. */
  entry: ActivityEntry
  /** The app's session: asked to read the balances again once a replacement is broadcast. */
  session?: AnyActorRef | null
}

export type ReplaceContext = {
  /** The pending transaction the actions replace (under review: the one being replaced). */
  entry: ActivityEntry
  /** The row's newest waiting transaction as last told: it becomes `entry` once the dialog closes. */
  latest: ActivityEntry
  /** What the user chose: a speed-up or a cancel (null until then, and again once the dialog closes). */
  kind: ReplacementKind | null
  /** The replacement's hash once broadcast. */
  sentHash: Hex | null
  /** Why the replacement failed (the plan's own message, translated in the view). */
  error: ErrorMessage | null
  session: AnyActorRef | null
}

export type ReplaceEvent =
  | { type: 'replace.speedUp' }
  | { type: 'replace.cancel' }
  | { type: 'replace.close' }
  /** The row's newest waiting transaction changed (a replacement sent here or in another tab). */
  | { type: 'entry.update'; entry: ActivityEntry }
  | PlanChildEvent

/** `replace.sent` when a replacement is broadcast (the activity store has it already). */
export type ReplaceEmitted = { type: 'replace.sent'; hash: Hex }

/** The intent a replacement is reviewed and signed under: the pending one's own, or a cancel. */
export const replacementIntent = (entry: ActivityEntry, kind: ReplacementKind): Intent =>
  kind === 'cancel' ? { kind: 'cancel', network: entry.network } : entry.intent

/**
 * The actions of a pending row in the activity list (home, Gestión de Billetera): Acelerar re-sends the same
 * transaction on its nonce at a higher fee, Cancelar sends 0 to the wallet itself on that nonce; either goes
 * through the money pipeline like every write (the `plan` child, a {@link planMachine}, whose review says what
 * it replaces and the new fee ceiling). Volver on the review, or closing the dialog before Confirmar, sends
 * nothing; once sent the dialog says so and closes itself; a failure (the original was mined first) says why.
 * States: idle → reviewing → sending → sent | failed → idle.
 */
export const replaceMachine = setup({
  types: {
    context: {} as ReplaceContext,
    events: {} as ReplaceEvent,
    input: {} as ReplaceInput,
    emitted: {} as ReplaceEmitted,
    children: {} as { plan: 'planFlow' },
  },
  actors: { planFlow: planMachine },
  guards: {
    canSpeedUp: ({ context }) => replacementOffers(context.entry).speedUp,
    canCancel: ({ context }) => replacementOffers(context.entry).cancel,
    ...planGuards,
  },
  actions: {
    ...planChildActions<ReplaceContext, ReplaceEvent>((context) => {
      const kind = context.kind ?? 'speedUp'
      return {
        intent: replacementIntent(context.entry, kind),
        from: context.entry.from,
        replacement: { entry: context.entry, kind },
      }
    }),
    assignSent: assign(({ event }) => ({
      sentHash: planOutputOf(event)?.hashes.at(-1) ?? null,
      error: null,
    })),
    assignPlanError: assignPlanError<ReplaceContext, ReplaceEvent>(),
    announceSent: emit(({ context }) => ({ type: 'replace.sent' as const, hash: context.sentHash ?? '0x' })),
    // A replacement changes the wallet's balances: the session reads them again.
    refreshSession: enqueueActions(({ context, enqueue }) => {
      if (context.session) enqueue.sendTo(context.session, { type: 'session.refresh' })
    }),
    reset: assign(({ context }) => ({ entry: context.latest, kind: null, sentHash: null, error: null })),
  },
}).createMachine({
  id: 'replace',
  context: ({ input }) => ({
    entry: input.entry,
    latest: input.entry,
    kind: null,
    sentHash: null,
    error: null,
    session: input.session ?? null,
  }),
  // What is under review stays what it was; the row's newest transaction is kept for the next action.
  on: { 'entry.update': { actions: assign({ latest: ({ event }) => event.entry }) } },
  initial: 'idle',
  states: {
    idle: {
      entry: 'reset',
      on: {
        'entry.update': { actions: assign(({ event }) => ({ entry: event.entry, latest: event.entry })) },
        'replace.speedUp': {
          guard: 'canSpeedUp',
          target: 'reviewing',
          actions: [assign({ kind: 'speedUp' }), 'startPlan'],
        },
        'replace.cancel': {
          guard: 'canCancel',
          target: 'reviewing',
          actions: [assign({ kind: 'cancel' }), 'startPlan'],
        },
      },
    },
    reviewing: {
      on: {
        'replace.close': { target: 'idle', actions: 'stopPlan' },
        ...whileReviewing({ signing: 'sending', back: 'idle', failed: 'failed' }),
      },
    },
    // Signing and broadcasting: the dialog cannot be closed half way.
    sending: {
      tags: ['busy'],
      // The fee rose above the reviewed ceiling, or the worker asks for the password: back to the review.
      on: whileSigning({ review: 'reviewing', done: 'sent', failed: 'failed', doneActions: 'assignSent' }),
    },
    sent: {
      entry: ['stopPlan', 'announceSent', 'refreshSession'],
      after: { [REPLACE_SENT_CLOSE_MS]: 'idle' },
      on: { 'replace.close': 'idle' },
    },
    failed: {
      entry: 'stopPlan',
      on: { 'replace.close': 'idle' },
    },
  },
})
