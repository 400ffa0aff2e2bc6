import { tokens } from '../../domain/catalogue/tokens'
import { errorMessage, stepFailureReason } from '../../domain/errors/message'
import { assetLines, type BalanceChange, payeeName, recipientWarnings } from '../../domain/review'
import type { SimulatedPlan } from '../../domain/write/types'
import type { ReviewFacts } from './planActors'
import type { PlanContext, PlanEvent, PlanInput } from './planTypes'

// The plan machine's guards and the context each of its steps writes (planMachine.ts names them in its setup).

type Args = { context: PlanContext; event: PlanEvent }

/** The context a plan starts with: the flow's input, nothing planned, reviewed or sent yet. */
export const initialPlanContext = (input: PlanInput): PlanContext => ({
  ...input,
  plan: null,
  simulated: null,
  facts: null,
  recipient: null,
  warnings: [],
  lines: { leaving: [], arriving: [], debtTaken: [], debtRepaid: [] },
  notice: null,
  review: null,
  approved: null,
  passwordError: null,
  actionHash: null,
  hashes: [],
  step: 0,
  error: null,
  reason: null,
})

export const planMachineGuards = {
  /** Broadcasts arrive in plan order, one per step. */
  isNextStep: ({ context, event }: Args) =>
    event.type === 'execute.broadcast' &&
    event.index === context.step &&
    event.index < (context.plan?.calls.length ?? 0),
  /** A re-quote names the step being signed: the steps before it are mined, it and the rest were not sent. */
  isCurrentStep: ({ context, event }: Args) =>
    event.type === 'execute.feeRose' && event.index === context.step,
  /** When the worker asked for the password, the signer's frame approved this very review with it. */
  approvedIfNeeded: ({ context, event }: Args) =>
    event.type === 'review.confirm' &&
    context.review !== null &&
    (!context.review.needsPassword || context.approved === context.review.id),
  /** The frame's approval names the review on screen (an older review's is not this one's). */
  isThisReview: ({ context, event }: Args) =>
    event.type === 'review.approved' && context.review !== null && event.reviewId === context.review.id,
  /**
   * The last step went out and reverted on chain (a plan that waits for its receipt): the write failed, with
   * nothing left to continue.
   */
  lastStepReverted: ({ context, event }: Args) =>
    event.type === 'execute.partial' &&
    event.index === (context.plan?.calls.length ?? 0) - 1 &&
    event.index < context.step,
  /** Partial: a step failed after earlier ones (of this plan or of an earlier attempt) went on chain. */
  afterConfirmedSteps: ({ context, event }: Args) =>
    event.type === 'execute.partial' &&
    event.index < (context.plan?.calls.length ?? 0) &&
    (event.index > 0 || context.hashes.length > 0),
}

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

/** The review of a simulated plan: its recipient (a transfer's), the warnings about it, what leaves and arrives. */
export function reviewed(context: PlanContext, simulated: SimulatedPlan, facts: ReviewFacts) {
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

/** Why an actor failed, as the view translates it, and the failed step's own reason. */
export function failure(event: PlanEvent): Pick<PlanContext, 'error' | 'reason'> {
  const error = (event as { error?: unknown }).error
  return { error: errorMessage(error), reason: stepFailureReason(error) }
}

/** A step went out: its hash, the next step, and the action's hash when it is not an approval. */
export function broadcast({ context, event }: Args): Partial<PlanContext> {
  if (event.type !== 'execute.broadcast') return {}
  const kind = context.plan?.calls[event.index]?.step
  const approval = kind === 'approve' || kind === 'resetApproval'
  return {
    hashes: [...context.hashes, event.hash],
    step: event.index + 1,
    ...(approval ? {} : { actionHash: event.hash }),
  }
}

/** The fee rose above the ceiling: the steps not yet sent go back to review at the new fee. */
export function feeRose({ context, event }: Args): Partial<PlanContext> {
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
    notice: 'review.notice.feeRose',
  }
}

/** Continue after a partial stop: the steps from the failed one on, simulated again. */
export function remainingSteps({ context }: Args): Partial<PlanContext> {
  return {
    plan: context.plan ? { ...context.plan, calls: context.plan.calls.slice(context.step) } : null,
    simulated: null,
    notice: null,
    step: 0,
    error: null,
    reason: null,
  }
}

/**
 * The worker asks for the password only now (another Confirm took what was left of a 24 h budget): the review
 * then shows the signer's password frame it did not show before (and any earlier approval no longer counts).
 */
export function passwordRefused({ context, event }: Args): Partial<PlanContext> {
  if (event.type !== 'execute.password') return {}
  return {
    passwordError: event.key,
    approved: null,
    review:
      context.review && event.key === 'vault.passwordRequired'
        ? {
            ...context.review,
            needsPassword: true,
            passwordReasons: [...new Set([...context.review.passwordReasons, ...(event.reasons ?? [])])],
          }
        : context.review,
  }
}
