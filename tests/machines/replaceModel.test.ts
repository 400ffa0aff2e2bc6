import { describe, expect, it } from 'vitest'
import { assign, createActor, type SnapshotFrom, setup } from 'xstate'
import type { ActivityEntry } from '../../src/chain/pipeline/types'
import { planMachine } from '../../src/machines/write/planMachine'
import {
  REPLACE_SENT_CLOSE_MS,
  type ReplaceEvent,
  replaceMachine,
} from '../../src/machines/write/replaceMachine'
import { leafStates } from './leafStates'
import {
  planAnswers as a,
  asked,
  deliver,
  livePaths,
  planOf,
  planView,
  replay,
  routeOf,
  type ToPlan,
} from './planChildModel'
import { silentPlanActors, transferPlan } from './planFixtures'

const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as const
const h = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const

/** The row's pending transaction: 1 ETH to Bob, nonce 4, recorded with what was signed. */
const pending: ActivityEntry = {
  hash: h(1),
  chainId: 1,
  network: 'ethereum',
  from: me,
  nonce: 4,
  intent: { kind: 'transfer', network: 'ethereum', tokenKey: 'ETH', to: bob, amount: 10n ** 18n },
  planId: 'p1',
  stepIndex: 0,
  stepCount: 1,
  step: 'transfer',
  tokenKey: 'ETH',
  amount: 10n ** 18n,
  target: bob,
  status: 'pending',
  createdAt: 1,
  updatedAt: 1,
  sent: {
    to: bob,
    value: 10n ** 18n,
    gas: 25_200n,
    maxFeePerGas: 30n * 10n ** 9n,
    maxPriorityFeePerGas: 10n ** 9n,
  },
}
/** The same payment after a cancel was sent (another tab, or this row): it can only be cancelled again. */
const cancelling: ActivityEntry = { ...pending, hash: h(2), replaces: { hash: h(1), kind: 'cancel' } }

/** The real machine and its real plan child, the child's I/O silent: the paths send the I/O's answers. */
const testMachine = replaceMachine.provide({
  actors: { planFlow: planMachine.provide({ actors: silentPlanActors }) },
})

const events = [
  { type: 'replace.speedUp' },
  { type: 'replace.cancel' },
  { type: 'replace.close' },
  { type: 'entry.update', entry: cancelling },
  a.prepared(transferPlan),
  a.simulated(transferPlan),
  a.reviewed,
  a.settled,
  a.confirm,
  a.back,
  a.broadcast(0, h(9)),
  a.done(1),
  a.feeRose(0),
  a.failed({ key: 'replace.tooLate.speedUp' }),
  { type: `xstate.after.${REPLACE_SENT_CLOSE_MS}.replace.sent` },
] as unknown as (ReplaceEvent | ToPlan)[]

type Snapshot = SnapshotFrom<typeof replaceMachine>

/** What the row and its dialog show, from the machine alone. */
const summary = (s: Snapshot) => {
  const plan = planOf(s)?.context as
    | { intent: unknown; replacement?: { entry: ActivityEntry; kind: string }; waitForReceipt?: boolean }
    | undefined
  return {
    value: s.value,
    speedUp: s.can({ type: 'replace.speedUp' }),
    cancel: s.can({ type: 'replace.cancel' }),
    dialog: !s.matches('idle'),
    busy: s.hasTag('busy'),
    kind: s.context.kind,
    replaces: s.context.entry.hash,
    latest: s.context.latest.hash,
    sentHash: s.context.sentHash,
    error: s.context.error,
    /** What the plan under review is: its intent and the transaction it replaces. */
    plan: plan
      ? {
          intent: plan.intent,
          replaces: plan.replacement?.entry.hash,
          kind: plan.replacement?.kind,
          // A replacement ends at its broadcast, like a send.
          waitForReceipt: plan.waitForReceipt ?? false,
        }
      : null,
    /** Where the replacement stands: its review, its signing. */
    write: planView(s),
  }
}
type View = ReturnType<typeof summary>

const possible = (view: View) => events.filter((e) => e.type !== 'plan' || asked(e as ToPlan, view.write))

const json = (v: unknown) => JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? `${x}n` : x))

describe('the pending row’s actions (replaceMachine), model-based', () => {
  const paths = livePaths({
    machine: testMachine,
    input: { entry: pending },
    view: summary,
    events: possible,
  })

  it('reaches every state it declares', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.seen.value)))
    expect([...reached].sort()).toEqual(leafStates(replaceMachine.root).sort())
  })

  for (const path of paths) {
    const route = routeOf(path.steps)
    it(`shows ${json(path.seen)} after ${route || 'start'}`, () => {
      const actor = replay(testMachine, { entry: pending }, [])
      for (const step of path.steps) {
        deliver(actor, step.event)
        expect(summary(actor.getSnapshot())).toEqual(step.seen)
      }
      const s = actor.getSnapshot()
      const seen = summary(s)
      // The row offers its actions only with the dialog closed; a pending cancel can only be cancelled again.
      if (seen.dialog) expect([seen.speedUp, seen.cancel]).toEqual([false, false])
      // Closed, the actions are on the row's newest transaction (a cancel sent meanwhile, in any tab).
      else
        expect(seen).toMatchObject({
          speedUp: seen.replaces === pending.hash,
          cancel: true,
          kind: null,
          replaces: seen.latest,
        })
      // Under review: exactly the replacement chosen, of the row's transaction, in the intent the worker checks.
      if (s.matches('reviewing') || s.matches('sending')) {
        expect(seen.plan?.replaces).toBe(seen.replaces)
        expect(seen.plan?.kind).toBe(seen.kind)
        expect(seen.plan?.intent).toEqual(
          seen.kind === 'cancel' ? { kind: 'cancel', network: 'ethereum' } : pending.intent,
        )
      } else expect(seen.plan).toBeNull()
      // Signing cannot be walked away from; the rest can be closed.
      expect(seen.busy).toBe(s.matches('sending'))
      expect(s.can({ type: 'replace.close' })).toBe(!s.matches('idle') && !s.matches('sending'))
      if (s.matches('sent')) expect(seen.sentHash).toBe(h(9))
      // The plan's failure as the plan said it: "the original was confirmed first".
      if (s.matches('failed')) expect(seen.error).toEqual({ key: 'replace.tooLate.speedUp' })
      actor.stop()
    })
  }
})

/** The session, as much of it as the actions use: the refreshes asked of it. */
const sessionMachine = setup({ types: { context: {} as { refreshes: number } } }).createMachine({
  context: { refreshes: 0 },
  on: { 'session.refresh': { actions: assign({ refreshes: ({ context }) => context.refreshes + 1 }) } },
})

describe('the pending row’s actions tell the session themselves', () => {
  it('ask the session for fresh balances once, when the replacement is broadcast', () => {
    const session = createActor(sessionMachine).start()
    const actor = createActor(testMachine, { input: { entry: pending, session } }).start()
    const refreshes = () => session.getSnapshot().context.refreshes
    for (const step of [
      { type: 'replace.speedUp' },
      a.prepared(transferPlan),
      a.simulated(transferPlan),
      a.reviewed,
      a.settled,
      a.confirm,
      a.broadcast(0, h(9)),
    ])
      deliver(actor, step)
    expect(actor.getSnapshot().value).toBe('sending')
    expect(refreshes()).toBe(0)
    deliver(actor, a.done(1))
    expect(actor.getSnapshot().value).toBe('sent')
    expect(refreshes()).toBe(1)
    actor.stop()
  })
})
