import { assign, type EventObject, type MachineContext, spawnChild, stopChild } from 'xstate'
import type { ErrorMessage } from '../../domain/errors/message'
import type { Plan } from '../../domain/write/types'
import type { planMachine } from './planMachine'
import type { PlanContext, PlanInput, PlanOutput } from './planTypes'

/**
 * The one way a flow (send, vault modal, lending action, speed-up/cancel, revoke, swap) owns a write: it
 * spawns the plan machine as its `plan` child (`startPlan`), reads where the write stands and how it ended
 * from the child's own reports (the guards), keeps the child's failure (`assignPlanError`) and stops it
 * (`stopPlan`). The flow declares `planFlow: planMachine` (or a `provide`d one) among its actors and
 * `children: { plan: 'planFlow' }` in its types; its events include {@link PlanChildEvent}.
 */

/**
 * Where a write stands, as the flows and the shared view say it: made into a plan and simulated, under
 * review, stopped part-way, an approval or the action being signed and sent, the last transaction awaited on
 * chain (plans that wait for the receipt), or over.
 */
export type PlanPhase =
  | 'simulating'
  | 'reviewing'
  | 'partial'
  | 'approving'
  | 'sending'
  | 'confirming'
  | 'ended'

/** The part of a plan snapshot its phase is read from (a live snapshot, or a snapshot event's). */
export type PlanSnapshotLike = {
  value: unknown
  status?: string
  context: { plan: Pick<Plan, 'calls'> | null; step: number }
}

/** The plan's phase, read from its snapshot: the one place a flow or a view learns where its write stands. */
export function planPhase(snapshot: PlanSnapshotLike): PlanPhase {
  if (snapshot.status !== undefined && snapshot.status !== 'active') return 'ended'
  const value = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value as object)[0]
  if (value === 'reviewing') return 'reviewing'
  if (value === 'partial') return 'partial'
  if (value === 'done' || value === 'failed' || value === 'cancelled') return 'ended'
  if (value !== 'executing') return 'simulating'
  const { plan, step } = snapshot.context
  const call = plan?.calls[step]
  if (!call) return 'confirming'
  return call.step === 'approve' || call.step === 'resetApproval' ? 'approving' : 'sending'
}

/** What a plan's snapshot event carries that the flows read: its state, plan and step, and its error. */
export type PlanSnapshot = {
  value: unknown
  status?: string
  context: Pick<PlanContext, 'plan' | 'step'> & { error?: ErrorMessage | null; reason?: ErrorMessage | null }
}

/** The plan child's reports, as its flow receives them (`syncSnapshot`, then its end). */
export type PlanChildEvent =
  | { type: 'xstate.snapshot.plan'; snapshot: PlanSnapshot }
  | { type: 'xstate.done.actor.plan'; output: PlanOutput }

/** How the plan ended, from its done event; null for any other event. */
export const planOutputOf = (event: EventObject): PlanOutput | null =>
  event.type === 'xstate.done.actor.plan'
    ? (event as Extract<PlanChildEvent, { output: unknown }>).output
    : null

/** The plan's snapshot, from its snapshot event; null for any other event. */
export const planSnapshotOf = (event: EventObject): PlanSnapshot | null =>
  event.type === 'xstate.snapshot.plan'
    ? (event as Extract<PlanChildEvent, { snapshot: unknown }>).snapshot
    : null

/** Where the write stands, from a snapshot event of the plan; null for any other event. */
export const planPhaseOf = (event: EventObject): PlanPhase | null => {
  const snapshot = planSnapshotOf(event)
  return snapshot ? planPhase(snapshot) : null
}

/** The plan's failure, from its done event (null when it did not fail). */
export const planErrorOf = (event: EventObject): ErrorMessage | null => {
  const output = planOutputOf(event)
  return output?.status === 'failed' ? output.error : null
}

type Guard = (args: { event: EventObject }) => boolean
const phaseIs =
  (...phases: PlanPhase[]): Guard =>
  ({ event }) => {
    const phase = planPhaseOf(event)
    return phase !== null && phases.includes(phase)
  }
const endedAs =
  (status: PlanOutput['status']): Guard =>
  ({ event }) =>
    planOutputOf(event)?.status === status

/** The guards a flow reads its plan child with, each from the child's own report. */
export const planGuards = {
  /** The reviewed plan is being signed, sent or awaited on chain: the flow cannot walk away now. */
  planExecuting: phaseIs('approving', 'sending', 'confirming'),
  /** The review is on screen (again, after a fee that rose or a password the worker asked for). */
  planReviewing: phaseIs('reviewing'),
  /** A step failed after earlier ones went on chain: continue, revoke or dismiss. */
  planPartial: phaseIs('partial'),
  planDone: endedAs('done'),
  planFailed: endedAs('failed'),
  planCancelled: endedAs('cancelled'),
} satisfies Record<string, Guard>

/** The flow's plan child as its `setup` declares it: `actors: { planFlow }`, `children: { plan: 'planFlow' }`. */
type PlanActor = { src: 'planFlow'; logic: typeof planMachine; id: 'plan' }

/**
 * Spawns the plan child (`plan`, its snapshots synced to the flow) with the input the flow's context makes:
 * the intent, the sender, and whether the write ends at the receipt.
 */
export const startPlan = <TContext extends MachineContext, TEvent extends EventObject>(
  input: (context: TContext) => PlanInput,
) =>
  spawnChild<TContext, TEvent, undefined, TEvent, PlanActor>('planFlow', {
    id: 'plan',
    syncSnapshot: true,
    input: ({ context }: { context: TContext }) => input(context),
  })

/** Stops the plan child (a flow that closes, or that ended and keeps what it needs in its own context). */
export const stopPlan = <TContext extends MachineContext, TEvent extends EventObject>() =>
  stopChild<TContext, TEvent, undefined, TEvent>('plan')

/** The flow's `startPlan` and `stopPlan`, for its `setup({ actions })`. */
export const planChildActions = <TContext extends MachineContext, TEvent extends EventObject>(
  input: (context: TContext) => PlanInput,
) => ({ startPlan: startPlan<TContext, TEvent>(input), stopPlan: stopPlan<TContext, TEvent>() })

/** Keeps the plan's failure in the flow's `error` (null when it did not fail), for the view to translate. */
export const assignPlanError = <
  TContext extends MachineContext & { error: ErrorMessage | null },
  TEvent extends EventObject,
>() =>
  assign<TContext, TEvent, undefined, TEvent, never>(
    ({ event }) => ({ error: planErrorOf(event) }) as Partial<TContext>,
  )

/**
 * The transitions of a flow's review state (the plan made, simulated, on screen): Confirmar starts the signing
 * (`signing`), Volver gives the form back (`back`, the child stopped), a failure ends in `failed` with the
 * plan's error. Spread into the state's `on`.
 */
export const whileReviewing = (targets: { signing: string; back: string; failed: string }) =>
  ({
    'xstate.snapshot.plan': { guard: 'planExecuting', target: targets.signing },
    'xstate.done.actor.plan': [
      { guard: 'planCancelled', target: targets.back, actions: 'stopPlan' },
      { guard: 'planFailed', target: targets.failed, actions: 'assignPlanError' },
    ],
  }) as const

/**
 * The transitions of a flow's signing state: a fee that rose or a password asked for brings the review back
 * (`review`), the end is `done` (with the flow's `doneActions`) or `failed` with the plan's error.
 */
export const whileSigning = <const TDoneAction extends string>(targets: {
  review: string
  done: string
  failed: string
  doneActions: TDoneAction
}) =>
  ({
    'xstate.snapshot.plan': { guard: 'planReviewing', target: targets.review },
    'xstate.done.actor.plan': [
      { guard: 'planDone', target: targets.done, actions: targets.doneActions },
      { guard: 'planFailed', target: targets.failed, actions: 'assignPlanError' },
    ],
  }) as const
