import {
  type Actor,
  type AnyActorRef,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromTransition,
  type SnapshotFrom,
} from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { Plan } from '../../src/chain/pipeline/types'
import type { ErrorMessage } from '../../src/domain/errors/message'
import { planPhase } from '../../src/machines/write/planChild'
import { REVIEW_SETTLE_MS } from '../../src/machines/write/planMachine'
import { facts, hash1, hash2, review, simulated, stringify, supplyPlan } from './planFixtures'

/**
 * Model-based tests of a flow that owns a write (send, vault modal, lending action, speed-up/cancel) over the
 * flow and its real plan child together. The child's I/O actors are stubbed with ones that never answer
 * (`silentPlanActors`); a path's steps are the flow's own events and `ToPlan` steps: what the child's I/O
 * answers it (the plan made, simulated, reviewed by the key worker; each broadcast, the end, a failure), or
 * what the person taps on the review, each delivered to the live child, which reports to the flow as it does
 * in the app. Nothing stands in for the child.
 */

/**
 * An answer of the plan child's (stubbed) I/O, or a tap on its review, delivered to the live `plan` child;
 * `in` is the plan state that asks for it (an I/O answers only the actor that is running).
 */
export type ToPlan = {
  type: 'plan'
  event: { type: string } & Record<string, unknown>
  in: string
  /** The step the executing plan is at when this comes (the plan's steps are sent in order, one at a time). */
  at?: number
}
export const toPlan = (event: ToPlan['event'], state: string, at?: number): ToPlan =>
  at === undefined ? { type: 'plan', event, in: state } : { type: 'plan', event, in: state, at }

/** The plan state a snapshot value names, dotted ('reviewing.ready'). */
const dotted = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([k, v]) => `${k}.${dotted(v)}`)
        .join('')

/** Whether a plan step is asked for by the child as it is now (its state, or a parent of it). */
export const asked = (step: ToPlan, plan: { value: unknown; phase: string; step: number } | null) =>
  plan !== null &&
  plan.phase !== 'ended' &&
  (dotted(plan.value) === step.in || dotted(plan.value).startsWith(`${step.in}.`)) &&
  (step.at === undefined || step.at === plan.step)

/** One step of a path: to the flow, or to its plan child. */
export function deliver(actor: AnyActorRef, step: EventObject) {
  if (step.type !== 'plan') return actor.send(step)
  const child = actor.getSnapshot().children.plan as AnyActorRef | undefined
  child?.send((step as ToPlan).event)
}

/** What a step says: the plan step's own event, or the flow's event. */
export const said = (step: EventObject): EventObject => (step.type === 'plan' ? (step as ToPlan).event : step)

/** A path's steps as a test names them: `modal.submit → plan:done.actor.preparePlan → …`. */
export const routeOf = (steps: readonly { event: EventObject }[]) =>
  steps
    .map(({ event }) =>
      (event.type === 'plan' ? `plan:${said(event).type}` : event.type).replace('xstate.', ''),
    )
    .join(' → ')

/** A fresh actor of the flow, started, with `steps` delivered in order. */
export function replay<T extends AnyStateMachine>(machine: T, input: unknown, steps: readonly EventObject[]) {
  const actor = createActor(machine, { input } as never) as Actor<T>
  actor.start()
  for (const step of steps) deliver(actor, step)
  return actor
}

/** The plan child's snapshot (undefined without one). */
export const planOf = (s: { children: Record<string, unknown> }) =>
  (s.children.plan as AnyActorRef | undefined)?.getSnapshot() as
    | {
        value: unknown
        status: string
        context: { plan: Plan | null; step: number; error: ErrorMessage | null } & Record<string, unknown>
      }
    | undefined

/** What the person sees of the plan child: its phase and state, or nothing. */
export const planView = (s: { children: Record<string, unknown> }) => {
  const plan = planOf(s)
  return plan
    ? { phase: planPhase(plan), value: plan.value, step: plan.context.step, hashes: plan.context.hashes }
    : null
}

/**
 * Every shortest path to each distinct view of the flow (and its child). A state of the model is a live actor
 * of the flow, kept as its persisted snapshot (the child's included): each candidate step is delivered to the
 * actor restored from it. `events(view)` names the steps worth trying from a view. Each path is then replayed
 * from the start by the tests, so a path is only what a real actor does.
 */
export function livePaths<T extends AnyStateMachine, V>(options: {
  machine: T
  input: unknown
  view: (s: SnapshotFrom<T>) => V
  events: (view: V) => readonly EventObject[]
}) {
  const { machine, input, view } = options
  type State = { persisted: unknown; seen: V }
  const look = (actor: Actor<T>): State => {
    const state = {
      persisted: actor.getPersistedSnapshot(),
      seen: view(actor.getSnapshot() as SnapshotFrom<T>),
    }
    actor.stop()
    return state
  }
  const model = fromTransition(
    (state: State, event: EventObject) => {
      const actor = createActor(machine, { input, snapshot: state.persisted } as never) as Actor<T>
      actor.start()
      deliver(actor, event)
      return look(actor)
    },
    look(replay(machine, input, [])),
  )
  return getShortestPaths(model, {
    events: (s) => options.events(s.context.seen),
    serializeState: (s) => stringify(s.context.seen),
    serializeEvent: stringify,
  }).map((path) => ({
    steps: path.steps.map((step) => ({ event: step.event, seen: step.state.context.seen })),
    seen: path.state.context.seen,
  }))
}

/** The plan child's stubbed I/O answering a 100 USDC deposit into Aave (approve, supply), and the taps on its review. */
export const planAnswers = {
  prepared: (plan: Plan = supplyPlan) =>
    toPlan({ type: 'xstate.done.actor.preparePlan', output: plan }, 'preparing'),
  prepareFailed: (error: unknown) => toPlan({ type: 'xstate.error.actor.preparePlan', error }, 'preparing'),
  simulated: (plan: Plan = supplyPlan) =>
    toPlan(
      { type: 'xstate.done.actor.simulatePlan', output: { simulated: simulated(plan), facts } },
      'simulating',
    ),
  simulateFailed: (error: unknown) =>
    toPlan({ type: 'xstate.error.actor.simulatePlan', error }, 'simulating'),
  reviewed: toPlan({ type: 'xstate.done.actor.reviewPlan', output: review }, 'reviewing.checking'),
  settled: toPlan({ type: `xstate.after.${REVIEW_SETTLE_MS}.plan.reviewing.settling` }, 'reviewing.settling'),
  confirm: toPlan({ type: 'review.confirm' }, 'reviewing.ready'),
  back: toPlan({ type: 'review.back' }, 'reviewing'),
  broadcast: (index: number, hash: `0x${string}` = index === 0 ? hash1 : hash2) =>
    toPlan({ type: 'execute.broadcast', index, hash }, 'executing', index),
  /** Every step sent (and, for a plan that waits for it, the last one mined). */
  done: (steps = supplyPlan.calls.length) => toPlan({ type: 'execute.done' }, 'executing', steps),
  /**
   * Step `index` failed with `reason` (its message `error`, '<Action> failed: {reason}'): refused before it went
   * out (`at` = index), or reverted on chain (`at` = index + 1).
   */
  stepFailed: (index: number, error: ErrorMessage, reason: ErrorMessage, at = index) =>
    toPlan({ type: 'execute.partial', index, error, reason }, 'executing', at),
  failed: (error: ErrorMessage, at = 0) => toPlan({ type: 'execute.error', error }, 'executing', at),
  /** The fee rose above the reviewed ceiling before step `index` was sent: the review again, re-quoted. */
  feeRose: (index: number) =>
    toPlan(
      {
        type: 'execute.feeRose',
        index,
        fees: { maxFeePerGas: 40n * 10n ** 9n, maxPriorityFeePerGas: 10n ** 9n },
        maxFee: 40n * 10n ** 9n * 120_000n,
      },
      'executing',
      index,
    ),
  /** On a part-way stop: go on from the failed step. */
  continue: toPlan({ type: 'plan.continue' }, 'partial'),
  dismiss: toPlan({ type: 'plan.dismiss' }, 'partial'),
}
