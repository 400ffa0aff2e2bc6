import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { ActivityEntry } from '../../src/chain/pipeline/types'
import { planMachine } from '../../src/machines/write/planMachine'
import {
  REPLACE_SENT_CLOSE_MS,
  type ReplaceEvent,
  replaceMachine,
} from '../../src/machines/write/replaceMachine'
import { leafStates } from './leafStates'
import { silentPlanActors } from './planFixtures'

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

/** The real machine, its plan child with every actor silent: the paths send the plan's answers. */
const testMachine = replaceMachine.provide({
  actors: { planFlow: planMachine.provide({ actors: silentPlanActors }) },
})

const events = [
  { type: 'replace.speedUp' },
  { type: 'replace.cancel' },
  { type: 'replace.close' },
  { type: 'entry.update', entry: cancelling },
  { type: 'xstate.snapshot.plan', snapshot: { value: 'executing' } },
  { type: 'xstate.snapshot.plan', snapshot: { value: { reviewing: 'ready' } } },
  { type: 'xstate.done.actor.plan', output: { status: 'done', hashes: [h(9)], actionHash: h(9) } },
  {
    type: 'xstate.done.actor.plan',
    output: { status: 'failed', error: { key: 'replace.tooLate.speedUp' }, hashes: [] },
  },
  { type: 'xstate.done.actor.plan', output: { status: 'cancelled', hashes: [] } },
  { type: `xstate.after.${REPLACE_SENT_CLOSE_MS}.replace.sent` },
] as unknown as ReplaceEvent[]

type Snapshot = SnapshotFrom<typeof replaceMachine>

/** What the row and its dialog show, from the machine alone. */
const summary = (s: Snapshot) => {
  const plan = s.children.plan?.getSnapshot().context
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
      ? { intent: plan.intent, replaces: plan.replacement?.entry.hash, kind: plan.replacement?.kind }
      : null,
  }
}

const possible = (s: Snapshot): ReplaceEvent[] =>
  events.filter((e) => {
    const match = /^xstate\.(?:done\.actor|error\.actor|snapshot)\.(\w+)$/.exec(e.type)
    return !match || (match[1] as string) in s.children
  })

const json = (v: unknown) => JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? `${x}n` : x))

describe('the pending row’s actions (replaceMachine), model-based', () => {
  const paths = getShortestPaths(testMachine, {
    events: possible,
    input: { entry: pending },
    serializeState: (s) => json(summary(s as Snapshot)),
    serializeEvent: (e) => json(e),
  })

  it('reaches every state it declares', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    expect([...reached].sort()).toEqual(leafStates(replaceMachine.root).sort())
  })

  for (const path of paths) {
    const route = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ')
    it(`shows ${json(summary(path.state as Snapshot))} after ${route || 'start'}`, () => {
      const actor = createActor(testMachine, { input: { entry: pending } }).start()
      for (const step of path.steps) {
        actor.send(step.event)
        expect(summary(actor.getSnapshot())).toEqual(summary(step.state as Snapshot))
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
