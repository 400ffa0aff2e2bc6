import { NonceTooLowError } from 'viem'
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { PlanStepFailedError, reasonOf, SimulationFailedError } from '../../src/chain/pipeline/errors'
import { UnsafeTransactionError } from '../../src/domain/errors'
import { errorMessage, transactionFailed } from '../../src/domain/errors/message'
import { NO_WALLET, SendError } from '../../src/domain/send/errors'
import { planPhase } from '../../src/machines/write/planChild'
import { type ExecuteEvent, type PlanEvent, planMachine } from '../../src/machines/write/planMachine'
import { leafStates } from './leafStates'
import {
  facts,
  from,
  hash1,
  hash2,
  revertedWith,
  review,
  reviewWithPassword,
  revokePlan,
  silentPlanActors,
  simulated,
  stringify,
  supplyPlan,
} from './planFixtures'

/** The real machine with every actor replaced by one that never answers: the paths send the answers. */
const testMachine = planMachine.provide({
  actors: silentPlanActors,
})
const input = { intent: supplyPlan.intent, from }
const risen = { maxFeePerGas: 45n * 10n ** 9n, maxPriorityFeePerGas: 2n * 10n ** 9n }

const events = [
  { type: 'xstate.done.actor.preparePlan', output: supplyPlan },
  { type: 'xstate.error.actor.preparePlan', error: new SendError(NO_WALLET) },
  { type: 'xstate.done.actor.simulatePlan', output: { simulated: simulated(supplyPlan), facts } },
  { type: 'xstate.done.actor.simulatePlan', output: { simulated: simulated(revokePlan), facts } },
  {
    type: 'xstate.error.actor.simulatePlan',
    error: new SimulationFailedError('supply', 1, reasonOf(revertedWith('ERC20: allowance'))),
  },
  { type: 'review.back' },
  { type: 'xstate.after.600.plan.reviewing.settling' },
  { type: 'review.confirm' },
  { type: 'execute.broadcast', index: 0, hash: hash1 },
  { type: 'execute.broadcast', index: 1, hash: hash2 },
  { type: 'execute.done' },
  { type: 'execute.feeRose', index: 0, fees: risen, maxFee: 240_000n * 45n * 10n ** 9n },
  { type: 'execute.feeRose', index: 1, fees: risen, maxFee: 120_000n * 45n * 10n ** 9n },
  {
    type: 'execute.partial',
    index: 1,
    error: errorMessage(new PlanStepFailedError('supply', 1, transactionFailed, [hash1])),
    reason: transactionFailed,
  },
  { type: 'execute.error', error: errorMessage(new NonceTooLowError()) },
  { type: 'plan.continue' },
  { type: 'plan.revoke' },
  { type: 'plan.dismiss' },
  { type: 'xstate.done.actor.planRevoke', output: revokePlan },
  { type: 'xstate.done.actor.reviewPlan', output: review },
  { type: 'xstate.done.actor.reviewPlan', output: reviewWithPassword },
  {
    type: 'xstate.error.actor.reviewPlan',
    error: new UnsafeTransactionError({ details: 'approve to a stranger' }),
  },
  { type: 'review.approved', reviewId: 'review-2' },
  { type: 'execute.password', key: 'vault.passwordRequired', reasons: ['newRecipient'] },
  { type: 'execute.reviewExpired' },
] as unknown as PlanEvent[]

type Snapshot = SnapshotFrom<typeof planMachine>

/**
 * The events that can happen in a snapshot: an actor's answer only while that actor runs (the simulation
 * answers for the plan being simulated), nothing once the plan has ended.
 */
const possible = (s: Snapshot): PlanEvent[] => {
  if (s.status !== 'active') return []
  return events.flatMap((e) => {
    const actor = e.type.startsWith('execute.') ? 'executePlan' : e.type.split('.').at(-1)
    if (/^xstate\.(done|error)\./.test(e.type) || e.type.startsWith('execute.'))
      if (!(actor && actor in s.children)) return []
    if ((e.type as string) === 'xstate.done.actor.simulatePlan' && s.context.plan)
      return [
        { ...(e as object), output: { simulated: simulated(s.context.plan), facts } } as unknown as PlanEvent,
      ]
    return [e]
  })
}
/** What the user sees at each step: the state, the steps and amounts, the fee ceiling, notice, error, hashes. */
const summary = (s: Snapshot) => {
  const c = s.context
  return {
    value: s.value,
    steps: c.plan?.calls.map((call) => `${call.step} ${call.amount} ${call.target}`) ?? null,
    reviewedSteps: c.simulated?.calls.map((call) => call.step) ?? null,
    maxFee: c.simulated ? String(c.simulated.maxFee) : null,
    notice: c.notice,
    review: c.review ? { id: c.review.id, needsPassword: c.review.needsPassword } : null,
    passwordError: c.passwordError,
    step: c.step,
    error: c.error,
    hashes: c.hashes,
    busy: s.hasTag('busy'),
    output: s.status === 'done' ? s.output : null,
  }
}

describe('planMachine, model-based', () => {
  const paths = getShortestPaths(testMachine, {
    events: possible,
    input,
    serializeState: (s) => stringify(summary(s as Snapshot)),
    serializeEvent: stringify,
  })

  it('reaches every state the machine declares', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    expect([...reached].sort()).toEqual(leafStates(planMachine.root).sort())
  })

  for (const path of paths) {
    const route = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ')
    it(`reaches ${stringify(summary(path.state as Snapshot))} by ${route || 'start'}`, () => {
      const actor = createActor(testMachine, { input }).start()
      for (const step of path.steps) {
        actor.send(step.event)
        expect(summary(actor.getSnapshot())).toEqual(summary(step.state as Snapshot))
      }
      actor.stop()
    })
  }
})

describe('planMachine, what each step holds', () => {
  const run = (...sent: PlanEvent[]) => {
    const actor = createActor(testMachine, { input }).start()
    for (const event of sent) {
      // Confirmar as a user presses it: after the review has been on screen for a moment.
      if (event === confirm) actor.send(settled!)
      actor.send(event)
      // The key worker answers every review at once (its refusals have tests of their own below).
      if (actor.getSnapshot().matches({ reviewing: 'checking' })) actor.send(reviewed!)
    }
    return actor.getSnapshot()
  }
  const [
    prepared,
    ,
    simulatedDone,
    revokeSimulated,
    simulateFailed,
    back,
    settled,
    confirmOnly,
    first,
    second,
    done,
    feeRose,
    feeRoseAtStep2,
    partial,
    execError,
    cont,
    revoke,
    dismiss,
    revokePrepared,
    reviewed,
    reviewedWithPassword,
    reviewRefused,
    approvedInFrame,
    passwordAsked,
    reviewExpired,
  ] = events

  const confirm = confirmOnly

  it('Confirmar pressed the instant the review appears does nothing: a double tap on Enviar never signs', () => {
    const actor = createActor(testMachine, { input }).start()
    for (const event of [prepared!, simulatedDone!, reviewed!, confirmOnly!]) actor.send(event)
    expect(actor.getSnapshot().value).toEqual({ reviewing: 'settling' })
    expect(actor.getSnapshot().can({ type: 'review.confirm' })).toBe(false)
    actor.send(settled!)
    expect(actor.getSnapshot().can({ type: 'review.confirm' })).toBe(true)
  })

  it('reviews the simulated plan: its two steps, amounts and fee ceiling; Volver ends with nothing sent', () => {
    const reviewing = run(prepared!, simulatedDone!)
    expect(reviewing.value).toEqual({ reviewing: 'settling' })
    expect(reviewing.context.simulated?.calls.map((c) => [c.step, c.amount, c.target])).toEqual([
      ['approve', 100_000_000n, 'Aave v3'],
      ['supply', 100_000_000n, 'Aave v3'],
    ])
    expect(reviewing.context.simulated?.maxFee).toBe(7_200_000_000_000_000n)
    expect(reviewing.context.warnings).toEqual([])
    const cancelled = run(prepared!, simulatedDone!, back!)
    expect(cancelled.output).toEqual({ status: 'cancelled', hashes: [] })
  })

  it('Confirmar signs step by step (busy) and ends with both hashes', () => {
    const signing = run(prepared!, simulatedDone!, confirm!, first!)
    expect(signing.hasTag('busy')).toBe(true)
    expect([signing.context.step, signing.context.hashes]).toEqual([1, [hash1]])
    // The action's own hash is the supply's, not the approval's before it.
    expect(run(prepared!, simulatedDone!, confirm!, first!, second!, done!).output).toEqual({
      status: 'done',
      hashes: [hash1, hash2],
      actionHash: hash2,
    })
  })

  it('a simulation revert fails with the spec form as { key, values }: short message - nested message', () => {
    expect(run(prepared!, simulateFailed!).output).toEqual({
      status: 'failed',
      error: {
        key: 'pipeline.simulateFailed.supply',
        values: {
          reason: {
            key: 'error.joined',
            values: { short: { key: 'error.reverted' }, nested: 'ERC20: allowance' },
          },
        },
      },
      // The step's own reason, carried beside the message for a text that names the step already.
      reason: {
        key: 'error.joined',
        values: { short: { key: 'error.reverted' }, nested: 'ERC20: allowance' },
      },
      hashes: [],
    })
    expect(run(prepared!, simulatedDone!, confirm!, execError!).output).toMatchObject({
      error: { key: 'error.nonce' },
    })
  })

  it('no wallet to plan from fails with the spec’s No wallet available, by its key', () => {
    expect(run(events[1]!).output).toEqual({
      status: 'failed',
      error: { key: 'pipeline.noWallet' },
      reason: null,
      hashes: [],
    })
  })

  it('a fee above the reviewed ceiling goes back to review with the new figure and the notice', () => {
    const again = run(prepared!, simulatedDone!, confirm!, feeRose!)
    expect(again.value).toEqual({ reviewing: 'settling' })
    expect(again.context.simulated?.maxFee).toBe(10_800_000_000_000_000n)
    expect(again.context.simulated?.fees).toEqual(risen)
    expect(again.context.notice).toBe('review.notice.feeRose')
    expect(run(prepared!, simulatedDone!, confirm!, feeRose!, confirm!).context.notice).toBeNull()
  })

  it('a node refusing step 2 for its fee after step 1 was mined reviews only step 2, at the new figure', () => {
    const again = run(prepared!, simulatedDone!, confirm!, first!, feeRoseAtStep2!)
    expect(again.value).toEqual({ reviewing: 'settling' })
    expect(again.context.plan?.calls.map((c) => c.step)).toEqual(['supply'])
    expect(again.context.simulated?.calls.map((c) => c.step)).toEqual(['supply'])
    expect(again.context.simulated?.gasLimits).toHaveLength(1)
    expect(again.context.simulated?.fees).toEqual(risen)
    expect([again.context.step, again.context.hashes, again.context.notice]).toEqual([
      0,
      [hash1],
      'review.notice.feeRose',
    ])
    expect(run(prepared!, simulatedDone!, confirm!, feeRoseAtStep2!).value).toBe('executing')
  })

  it('step 2 failing after step 1 confirmed offers to continue from step 2 or to revoke the approval', () => {
    const stopped = run(prepared!, simulatedDone!, confirm!, first!, partial!)
    expect(stopped.value).toBe('partial')
    const supplyFailed = { key: 'pipeline.stepFailed.supply', values: { reason: transactionFailed } }
    expect([stopped.context.step, stopped.context.error, stopped.context.hashes]).toEqual([
      1,
      supplyFailed,
      [hash1],
    ])
    const continued = run(prepared!, simulatedDone!, confirm!, first!, partial!, cont!)
    expect(continued.value).toBe('simulating')
    expect(continued.context.plan?.calls.map((c) => c.step)).toEqual(['supply'])
    const revoking = run(
      prepared!,
      simulatedDone!,
      confirm!,
      first!,
      partial!,
      revoke!,
      revokePrepared!,
      revokeSimulated!,
    )
    expect(revoking.value).toEqual({ reviewing: 'settling' })
    expect(revoking.context.simulated?.calls.map((c) => [c.step, c.amount])).toEqual([['revoke', 0n]])
    expect(run(prepared!, simulatedDone!, confirm!, first!, partial!, dismiss!).output).toEqual({
      status: 'failed',
      error: supplyFailed,
      reason: transactionFailed,
      hashes: [hash1],
    })
  })

  it('the key worker reads the plan before Confirmar answers, and its refusal ends the plan with nothing signed', () => {
    const actor = createActor(testMachine, { input }).start()
    actor.send(prepared!)
    actor.send(simulatedDone!)
    expect(actor.getSnapshot().value).toEqual({ reviewing: 'checking' })
    expect(actor.getSnapshot().can({ type: 'review.confirm' })).toBe(false)
    actor.send(reviewRefused!)
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().output).toMatchObject({ status: 'failed', hashes: [] })
  })

  it('a review that needs the password: Confirmar answers only once the signer’s frame approved that review', () => {
    const actor = createActor(testMachine, { input }).start()
    for (const e of [prepared!, simulatedDone!, reviewedWithPassword!, settled!]) actor.send(e)
    expect(actor.getSnapshot().context.review).toEqual(reviewWithPassword)
    expect(actor.getSnapshot().can({ type: 'review.confirm' })).toBe(false)
    // The frame's approval of another review (an older one) is not this one's.
    actor.send({ type: 'review.approved', reviewId: 'review-1' })
    expect(actor.getSnapshot().context.approved).toBeNull()
    expect(actor.getSnapshot().can({ type: 'review.confirm' })).toBe(false)
    actor.send(approvedInFrame!)
    expect(actor.getSnapshot().context.approved).toBe('review-2')
    actor.send(confirm!)
    const executing = actor.getSnapshot()
    expect(executing.value).toBe('executing')
    // Nothing the machine holds or hands the executing actor is a password.
    expect(Object.keys(executing.context)).not.toContain('password')
    // The worker asks again (the approval no longer counts, e.g. another session): back to the review, the frame.
    actor.send(passwordAsked!)
    const again = actor.getSnapshot()
    expect(again.value).toEqual({ reviewing: 'ready' })
    expect([again.context.review?.id, again.context.approved, again.context.passwordError]).toEqual([
      'review-2',
      null,
      'vault.passwordRequired',
    ])
    expect(again.can({ type: 'review.confirm' })).toBe(false)
    actor.send(approvedInFrame!)
    actor.send(confirm!)
    actor.send(reviewExpired!)
    // A review that died (10 minutes, a lock) is read again by the worker before anything else.
    expect(actor.getSnapshot().value).toEqual({ reviewing: 'checking' })
    expect(actor.getSnapshot().context.review).toBeNull()
  })

  it('a worker that asks for the password only at Confirm (the day’s fees ran out meanwhile) gets the field shown', () => {
    const actor = createActor(testMachine, { input }).start()
    for (const e of [prepared!, simulatedDone!, reviewed!, settled!, confirm!]) actor.send(e)
    expect(actor.getSnapshot().value).toBe('executing')
    actor.send({ type: 'execute.password', key: 'vault.passwordRequired', reasons: ['fees'] })
    const asked = actor.getSnapshot()
    expect(asked.value).toEqual({ reviewing: 'ready' })
    // The field shows, with the worker's reason beside it.
    expect(asked.context.review).toMatchObject({
      id: 'review-1',
      needsPassword: true,
      passwordReasons: ['fees'],
    })
    expect(asked.context.passwordError).toBe('vault.passwordRequired')
    expect(asked.can({ type: 'review.confirm' })).toBe(false)
    actor.send({ type: 'review.approved', reviewId: 'review-1' })
    actor.send(confirm!)
    expect(actor.getSnapshot().value).toBe('executing')
  })

  it('a failure of the first step with nothing on chain is a plain failure, not partial', () => {
    const failed = run(prepared!, simulatedDone!, confirm!, {
      type: 'execute.partial',
      index: 0,
      error: transactionFailed,
      reason: transactionFailed,
    })
    expect(failed.value).toBe('failed')
  })

  it('a write that waits for its receipt: executePlan is asked to, the phase says confirming, a reverted action fails', () => {
    const seen: { waitForReceipt?: boolean }[] = []
    const machine = planMachine.provide({
      actors: {
        ...silentPlanActors,
        executePlan: fromCallback<ExecuteEvent, { waitForReceipt?: boolean }>(({ input }) => {
          seen.push(input)
        }) as never,
      },
    })
    const actor = createActor(machine, { input: { ...input, waitForReceipt: true } }).start()
    for (const e of [prepared!, simulatedDone!, reviewed!, settled!, confirm!]) actor.send(e)
    expect(seen.map((i) => i.waitForReceipt)).toEqual([true])
    expect(planPhase(actor.getSnapshot())).toBe('approving')
    actor.send(first!)
    expect(planPhase(actor.getSnapshot())).toBe('sending')
    actor.send({ type: 'execute.broadcast', index: 1, hash: hash2 })
    // Both steps are out; the plan still runs while the supply's receipt is awaited.
    expect(actor.getSnapshot().value).toBe('executing')
    expect(planPhase(actor.getSnapshot())).toBe('confirming')
    const reverted = errorMessage(new PlanStepFailedError('supply', 1, transactionFailed, [hash1]))
    actor.send({ type: 'execute.partial', index: 1, error: reverted, reason: transactionFailed })
    // Mined and reverted: nothing is left to continue, so it is the plan's failure, not a part-way stop.
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().output).toEqual({
      status: 'failed',
      error: reverted,
      reason: transactionFailed,
      hashes: [hash1, hash2],
    })
    expect(planPhase(actor.getSnapshot())).toBe('ended')
    // A write that ends at the broadcast is not asked to wait.
    const plain = createActor(machine, { input }).start()
    for (const e of [prepared!, simulatedDone!, reviewed!, settled!, confirm!]) plain.send(e)
    expect(seen.map((i) => i.waitForReceipt)).toEqual([true, false])
  })
})
