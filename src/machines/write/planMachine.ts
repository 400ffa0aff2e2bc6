import type { Hex } from 'viem'
import { assign, setup } from 'xstate'
import type {
  ActivityEntry,
  Intent,
  Plan,
  ReplacementKind,
  ReviewedFees,
  SimulatedPlan,
} from '../../chain/pipeline/types'
import type { Address } from '../../chain/profile'
import { tokens } from '../../domain/catalogue/tokens'
import {
  type ErrorMessage,
  errorMessage,
  stepFailureReason,
  transactionFailed,
} from '../../domain/errors/message'
import {
  assetLines,
  type BalanceChange,
  payeeName,
  type RecipientWarning,
  recipientWarnings,
} from '../../domain/review'
import type { Secret } from '../../domain/secret'
import type { PasswordReason, PlanReview } from '../../workers/vaultApi'
import { planActors, type ReviewFacts } from './planActors'

/** How long the review is shown before Confirmar answers. */
export const REVIEW_SETTLE_MS = 600

export type PlanInput = {
  intent: Intent
  /** The sender; null when no wallet is loaded (the plan then fails with 'No wallet available'). */
  from: Address | null
  /**
   * The ENS name a transfer's recipient was typed as (normalised), shown beside the address; display only:
   * the intent carries the address, and the address is what the worker checks and signs. Asked again as the
   * plan is simulated, so the review never pairs the name with an address it no longer has.
   */
  recipientName?: string | null
  /**
   * A speed-up or cancel of a pending transaction (the activity list): the plan is that transaction's call
   * (or a cancel) on its nonce, at a higher fee, through this same review.
   */
  replacement?: { entry: ActivityEntry; kind: ReplacementKind }
  /**
   * The write ends when its last transaction is mined, not when it is broadcast (vault modals, lending
   * actions): a last step that reverts on chain is then the plan's failure. Send and speed-up end at broadcast.
   */
  waitForReceipt?: boolean
}

export type PlanContext = PlanInput & {
  /** The calls still to send: the whole plan, the rest of it after a partial failure, or a revoke. */
  plan: Plan | null
  /** The plan as simulated and reviewed: its fee ceiling is what the user agrees to. */
  simulated: SimulatedPlan | null
  /** Prices, payees and token contracts the review shows beside the simulation. */
  facts: ReviewFacts | null
  /**
   * Who receives a transfer: the address (the intent's, the one signed), the saved payee's name and the ENS
   * name it was typed as; null for protocol plans (the steps say where).
   */
  recipient: { address: Address; name: string | null; ensName: string | null } | null
  warnings: RecipientWarning[]
  /** What leaves the wallet, what arrives and the debt taken on or paid off, from the simulation, with USD where a price is known. */
  lines: ReturnType<typeof assetLines>
  /** i18n key of a note shown above the review (the network fee rose above the reviewed ceiling). */
  notice: 'review.notice.feeRose' | null
  /** The key worker's answer to this review: the id Confirm hands back, and whether it needs the password. */
  review: PlanReview | null
  /** The password typed at Confirm (masked everywhere), only while the worker signs. */
  password: Secret | null
  /** i18n key of the password field's message after the worker refused the one typed. */
  passwordError: 'vault.wrongPassword' | 'vault.passwordRequired' | null
  /** The hash of the plan's own action (the supply, the repay, the transfer), not of an approval around it. */
  actionHash: Hex | null
  /** Hashes of the transactions broadcast so far, in plan order (earlier attempts included). */
  hashes: Hex[]
  /** Index (0-based, in `plan.calls`) of the step being signed, or of the step that failed. */
  step: number
  /** Why the plan failed or stopped part-way, as the view translates it. */
  error: ErrorMessage | null
  /**
   * The failed step's own reason (the revert inside '<Action> simulate failed: {reason}' or '<Action> failed:
   * {reason}'), for a text that already names the step; null when the failure was not a step's.
   */
  reason: ErrorMessage | null
}

/** What the executing actor reports back while it signs and broadcasts the reviewed plan. */
export type ExecuteEvent =
  | { type: 'execute.broadcast'; index: number; hash: Hex }
  | { type: 'execute.done' }
  /** The fee rose above the reviewed ceiling; steps before `index` are mined, the rest go back to review. */
  | { type: 'execute.feeRose'; index: number; fees: ReviewedFees; maxFee: bigint }
  | { type: 'execute.partial'; index: number; error: ErrorMessage; reason: ErrorMessage }
  | { type: 'execute.error'; error: ErrorMessage }
  /**
   * The worker refused the password typed at Confirm, or needs one (and says why, when it does): back to the
   * ready review.
   */
  | {
      type: 'execute.password'
      key: 'vault.wrongPassword' | 'vault.passwordRequired'
      reasons?: PasswordReason[]
    }
  /** The review id died (10 minutes, a lock, used): the worker reads the plan again. */
  | { type: 'execute.reviewExpired' }

export type PlanEvent =
  /** Confirmar; `password` when the review says the worker needs it (a new recipient above the limit, high fees). */
  | { type: 'review.confirm'; password?: Secret }
  | { type: 'review.back' }
  | { type: 'plan.continue' }
  | { type: 'plan.revoke' }
  | { type: 'plan.dismiss' }
  | ExecuteEvent

/** How a plan ended, as the invoking machine receives it (`xstate.done.actor.<id>`'s output). */
export type PlanOutput =
  | { status: 'done'; hashes: Hex[]; actionHash: Hex | null }
  | { status: 'failed'; error: ErrorMessage; reason: ErrorMessage | null; hashes: Hex[] }
  | { status: 'cancelled'; hashes: Hex[] }

/**
 * The balance changes the review shows: the simulation's, or, where the node could not trace them, the
 * transfer's own amount (protocol plans then show their steps only).
 */
function changesOf(simulated: SimulatedPlan): BalanceChange[] {
  if (simulated.assetChanges.length > 0) return simulated.assetChanges
  const { intent } = simulated
  if (intent.kind !== 'transfer') return []
  const token = tokens[intent.tokenKey]
  return [{ symbol: token.symbol, decimals: token.decimals, diff: -intent.amount }]
}

function reviewed(context: PlanContext, simulated: SimulatedPlan, facts: ReviewFacts) {
  const to = simulated.intent.kind === 'transfer' ? simulated.intent.to : null
  const own = context.from ?? simulated.from
  return {
    simulated,
    facts,
    recipient: to
      ? { address: to, name: payeeName(to, facts), ensName: context.recipientName ?? null }
      : null,
    warnings: to ? recipientWarnings(to, { ...facts, own }) : [],
    lines: assetLines(changesOf(simulated), facts.prices),
    error: null,
    reason: null,
  }
}

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
  guards: {
    /** Broadcasts arrive in plan order, one per step. */
    isNextStep: ({ context, event }) =>
      event.type === 'execute.broadcast' &&
      event.index === context.step &&
      event.index < (context.plan?.calls.length ?? 0),
    /** A re-quote names the step being signed: the steps before it are mined, it and the rest were not sent. */
    isCurrentStep: ({ context, event }) => event.type === 'execute.feeRose' && event.index === context.step,
    /** Confirm carries the password when the worker asked for it. */
    hasPasswordIfNeeded: ({ context, event }) =>
      event.type === 'review.confirm' &&
      context.review !== null &&
      (!context.review.needsPassword || (event.password !== undefined && event.password.length > 0)),
    /**
     * The last step went out and reverted on chain (a plan that waits for its receipt): the write failed, with
     * nothing left to continue.
     */
    lastStepReverted: ({ context, event }) =>
      event.type === 'execute.partial' &&
      event.index === (context.plan?.calls.length ?? 0) - 1 &&
      event.index < context.step,
    /** Partial: a step failed after earlier ones (of this plan or of an earlier attempt) went on chain. */
    afterConfirmedSteps: ({ context, event }) =>
      event.type === 'execute.partial' &&
      event.index < (context.plan?.calls.length ?? 0) &&
      (event.index > 0 || context.hashes.length > 0),
  },
  actions: {
    assignFailure: assign(({ event }) => {
      const error = (event as { error?: unknown }).error
      return { error: errorMessage(error), reason: stepFailureReason(error) }
    }),
    assignBroadcast: assign(({ context, event }) => {
      if (event.type !== 'execute.broadcast') return {}
      const kind = context.plan?.calls[event.index]?.step
      const approval = kind === 'approve' || kind === 'resetApproval'
      return {
        hashes: [...context.hashes, event.hash],
        step: event.index + 1,
        ...(approval ? {} : { actionHash: event.hash }),
      }
    }),
    assignFeeRose: assign(({ context, event }) => {
      if (event.type !== 'execute.feeRose' || !context.simulated || !context.plan) return {}
      const { simulated, plan } = context
      const from = event.index
      return {
        plan: { ...plan, calls: plan.calls.slice(from) },
        simulated: {
          ...simulated,
          calls: simulated.calls.slice(from),
          gasLimits: simulated.gasLimits.slice(from),
          fees: event.fees,
          maxFee: event.maxFee,
        },
        step: 0,
        notice: 'review.notice.feeRose' as const,
      }
    }),
    assignPartial: assign(({ event }) =>
      event.type === 'execute.partial' ? { step: event.index, error: event.error, reason: event.reason } : {},
    ),
    assignExecuteError: assign(({ event }) =>
      event.type === 'execute.error' ? { error: event.error, reason: null } : {},
    ),
    keepRemainingSteps: assign(({ context }) => ({
      plan: context.plan ? { ...context.plan, calls: context.plan.calls.slice(context.step) } : null,
      simulated: null,
      notice: null,
      step: 0,
      error: null,
      reason: null,
    })),
    clearNotice: assign({ notice: null }),
    assignPassword: assign(({ event }) =>
      event.type === 'review.confirm' ? { password: event.password ?? null, passwordError: null } : {},
    ),
    forgetPassword: assign({ password: null }),
  },
}).createMachine({
  id: 'plan',
  context: ({ input }) => ({
    ...input,
    plan: null,
    simulated: null,
    facts: null,
    recipient: null,
    warnings: [],
    lines: { leaving: [], arriving: [], debtTaken: [], debtRepaid: [] },
    notice: null,
    review: null,
    password: null,
    passwordError: null,
    actionHash: null,
    hashes: [],
    step: 0,
    error: null,
    reason: null,
  }),
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
      on: { 'review.back': 'cancelled' },
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
              guard: 'hasPasswordIfNeeded',
              target: '#plan.executing',
              actions: ['clearNotice', 'assignPassword'],
            },
          },
        },
      },
    },
    executing: {
      tags: ['busy'],
      exit: 'forgetPassword',
      invoke: {
        id: 'executePlan',
        src: 'executePlan',
        input: ({ context }) => ({
          simulated: context.simulated as SimulatedPlan,
          reviewId: context.review?.id ?? '',
          password: context.password,
          waitForReceipt: context.waitForReceipt === true,
        }),
      },
      on: {
        'execute.broadcast': { guard: 'isNextStep', actions: 'assignBroadcast' },
        'execute.done': 'done',
        'execute.feeRose': { guard: 'isCurrentStep', target: 'reviewing', actions: 'assignFeeRose' },
        'execute.password': {
          target: '#plan.reviewing.ready',
          actions: assign({
            passwordError: ({ event }) => event.key,
            // The worker may ask for it only now (another Confirm took what was left of a 24 h budget): the
            // review then shows the password field it did not show before.
            review: ({ context, event }) =>
              context.review && event.key === 'vault.passwordRequired'
                ? {
                    ...context.review,
                    needsPassword: true,
                    passwordReasons: [
                      ...new Set([...context.review.passwordReasons, ...(event.reasons ?? [])]),
                    ],
                  }
                : context.review,
          }),
        },
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
