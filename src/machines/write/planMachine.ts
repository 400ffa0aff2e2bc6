import { assign, setup } from 'xstate'
import { transactionFailed } from '../../domain/errors/message'
import type { Plan, SimulatedPlan } from '../../domain/write/types'
import { planActors } from './planActors'
import {
  broadcast,
  failure,
  feeRose,
  initialPlanContext,
  passwordRefused,
  planMachineGuards,
  remainingSteps,
  reviewed,
} from './planRules'
import type { PlanContext, PlanEvent, PlanInput, PlanOutput } from './planTypes'

export type { ExecuteEvent, PlanContext, PlanEvent, PlanInput, PlanOutput } from './planTypes'

/** How long the review is shown before Confirmar answers. */
export const REVIEW_SETTLE_MS = 600

/**
 * The money pipeline as the user lives it (DESIGN.md §4a): an intent is made into a plan and simulated,
 * the user reviews it (what leaves, what arrives, to whom, the network, every step, the most the fee can
 * be) and confirms or goes back (nothing sent); the reviewed transactions are signed and broadcast step by
 * step. A fee above the reviewed ceiling comes back to review with the new figure; a step that fails after
 * earlier ones confirmed stops in `partial`, offering to continue from that step or to revoke the approval.
 * Invoked (or spawned with `syncSnapshot`) by the send dialog, the vault modals and the lending actions.
 */
export const planMachine = setup({
  types: {
    context: {} as PlanContext,
    events: {} as PlanEvent,
    input: {} as PlanInput,
    output: {} as PlanOutput,
  },
  actors: planActors,
  guards: planMachineGuards,
  actions: {
    assignFailure: assign(({ event }) => failure(event)),
    assignBroadcast: assign(broadcast),
    assignFeeRose: assign(feeRose),
    assignPartial: assign(({ event }) =>
      event.type === 'execute.partial' ? { step: event.index, error: event.error, reason: event.reason } : {},
    ),
    assignExecuteError: assign(({ event }) =>
      event.type === 'execute.error' ? { error: event.error, reason: null } : {},
    ),
    keepRemainingSteps: assign(remainingSteps),
    clearNotice: assign({ notice: null }),
    clearPasswordError: assign({ passwordError: null }),
    assignApproved: assign(({ event }) =>
      event.type === 'review.approved' ? { approved: event.reviewId } : {},
    ),
    assignPasswordRefused: assign(passwordRefused),
  },
}).createMachine({
  id: 'plan',
  context: ({ input }) => initialPlanContext(input),
  // Each final state says how the plan ended; the machine hands that on to whoever invoked it.
  output: ({ event }) => (event as unknown as { output: PlanOutput }).output,
  initial: 'preparing',
  states: {
    preparing: {
      invoke: {
        id: 'preparePlan',
        src: 'preparePlan',
        input: ({ context }) => ({
          intent: context.intent,
          from: context.from,
          ...(context.replacement ? { replacement: context.replacement } : {}),
        }),
        onDone: { target: 'simulating', actions: assign({ plan: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'assignFailure' },
      },
    },
    simulating: {
      invoke: {
        id: 'simulatePlan',
        src: 'simulatePlan',
        input: ({ context }) => ({
          plan: context.plan as Plan,
          recipientName: context.recipientName ?? null,
        }),
        onDone: {
          target: 'reviewing',
          actions: assign(({ context, event }) =>
            reviewed(context, event.output.simulated, event.output.facts),
          ),
        },
        onError: { target: 'failed', actions: 'assignFailure' },
      },
    },
    reviewing: {
      // The key worker reads the plan first and answers the id Confirm hands back. Confirmar answers only
      // once the review has been on screen a moment, so the second tap of a double tap on Enviar (or on a
      // Confirmar whose fee just rose) never signs what nobody saw.
      initial: 'checking',
      on: {
        'review.back': 'cancelled',
        'review.approved': { guard: 'isThisReview', actions: 'assignApproved' },
      },
      states: {
        checking: {
          entry: assign({ review: null }),
          invoke: {
            id: 'reviewPlan',
            src: 'reviewPlan',
            input: ({ context }) => ({
              simulated: context.simulated as SimulatedPlan,
              facts: context.facts,
            }),
            onDone: { target: 'settling', actions: assign({ review: ({ event }) => event.output }) },
            onError: { target: '#plan.failed', actions: 'assignFailure' },
          },
        },
        settling: { after: { [REVIEW_SETTLE_MS]: 'ready' } },
        ready: {
          on: {
            'review.confirm': {
              guard: 'approvedIfNeeded',
              target: '#plan.executing',
              actions: ['clearNotice', 'clearPasswordError'],
            },
          },
        },
      },
    },
    executing: {
      tags: ['busy'],
      invoke: {
        id: 'executePlan',
        src: 'executePlan',
        input: ({ context }) => ({
          simulated: context.simulated as SimulatedPlan,
          reviewId: context.review?.id ?? '',
          waitForReceipt: context.waitForReceipt === true,
        }),
      },
      on: {
        'execute.broadcast': { guard: 'isNextStep', actions: 'assignBroadcast' },
        'execute.done': 'done',
        'execute.feeRose': { guard: 'isCurrentStep', target: 'reviewing', actions: 'assignFeeRose' },
        'execute.password': { target: '#plan.reviewing.ready', actions: 'assignPasswordRefused' },
        'execute.reviewExpired': 'reviewing',
        'execute.partial': [
          { guard: 'lastStepReverted', target: 'failed', actions: 'assignPartial' },
          { guard: 'afterConfirmedSteps', target: 'partial', actions: 'assignPartial' },
          { target: 'failed', actions: 'assignPartial' },
        ],
        'execute.error': { target: 'failed', actions: 'assignExecuteError' },
      },
    },
    partial: {
      on: {
        'plan.continue': { target: 'simulating', actions: 'keepRemainingSteps' },
        'plan.revoke': 'revoking',
        'plan.dismiss': 'failed',
      },
    },
    revoking: {
      invoke: {
        id: 'planRevoke',
        src: 'planRevoke',
        input: ({ context }) => ({ plan: context.plan as Plan }),
        onDone: {
          target: 'simulating',
          actions: assign({
            plan: ({ event }) => event.output,
            simulated: null,
            step: 0,
            error: null,
            reason: null,
          }),
        },
        onError: { target: 'failed', actions: 'assignFailure' },
      },
    },
    done: {
      type: 'final',
      output: ({ context }) => ({ status: 'done', hashes: context.hashes, actionHash: context.actionHash }),
    },
    failed: {
      type: 'final',
      output: ({ context }) => ({
        status: 'failed',
        error: context.error ?? transactionFailed,
        reason: context.reason,
        hashes: context.hashes,
      }),
    },
    cancelled: {
      type: 'final',
      output: ({ context }) => ({ status: 'cancelled', hashes: context.hashes }),
    },
  },
})
