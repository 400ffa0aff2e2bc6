import { describe, expect, it } from 'vitest'
import { fromCallback, fromPromise, type SnapshotFrom } from 'xstate'
import type { NameLookup } from '../../src/domain/send'
import { payeesMachine } from '../../src/machines/payees'
import { checkForm, type SendEvent, sendMachine, writeRefusal } from '../../src/machines/send'
import type { FeeQuote, TransferInput } from '../../src/machines/send/sendActors'
import { planMachine } from '../../src/machines/write/planMachine'
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
import { hash1, silentPlanActors, transferPlan } from './planFixtures'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const payee = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const ana = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const never = () => new Promise<never>(() => {})

/**
 * The real machine and its real plan child, every I/O actor of both replaced by one that never answers: the
 * paths send the answers.
 */
const testMachine = sendMachine.provide({
  actors: {
    quoteFee: fromPromise<FeeQuote, TransferInput>(never),
    resolveName: fromPromise<NameLookup, { text: string }>(never),
    planFlow: planMachine.provide({
      actors: silentPlanActors,
    }),
    rememberRecipient: fromPromise<void, { to: `0x${string}`; from: `0x${string}` | null }>(never),
    watchKnownAddresses: fromCallback(() => {}),
    // The payees panel's child, its storage replaced (no IndexedDB here).
    payees: payeesMachine.provide({ actors: { watchPayees: fromCallback(() => {}) } }),
  },
})

const events = [
  { type: 'balances.update', balances: { ETH: 2n * 10n ** 18n } },
  { type: 'recipient.change', recipient: payee },
  { type: 'recipient.change', recipient: payee.replace('a', 'A') },
  { type: 'recipient.change', recipient: 'ana.eth' },
  {
    type: 'xstate.done.actor.resolveName',
    output: { text: 'ana.eth', status: 'resolved', name: 'ana.eth', address: ana },
  },
  { type: 'xstate.done.actor.resolveName', output: { text: 'ana.eth', status: 'unreachable' } },
  { type: 'recipient.retry' },
  { type: 'amount.change', amountText: '1,5' },
  { type: 'amount.change', amountText: '3' },
  { type: 'amount.max' },
  { type: 'network.change', network: 'polygon' },
  { type: 'send.submit' },
  { type: 'xstate.after.400.send.idle.editing' },
  { type: 'xstate.done.actor.quoteFee', output: { maxFee: 21_000n * 10n ** 9n, usd: 0.06 } },
  { type: 'xstate.error.actor.quoteFee', error: new Error('execution reverted') },
  a.prepared(transferPlan),
  a.simulated(transferPlan),
  a.reviewed,
  a.settled,
  a.confirm,
  a.back,
  a.broadcast(0),
  a.done(1),
  a.feeRose(0),
  a.failed({ key: 'error.nonce' }),
  { type: 'xstate.after.2000.send.success' },
] as unknown as (SendEvent | ToPlan)[]

type Snapshot = SnapshotFrom<typeof sendMachine>
/** The amount the form holds, in base units ('1,5' typed, or Máx.'s balance less the fee). */
const formAmount = (s: Snapshot) => {
  const amount = checkForm(s.context).amount
  return amount.ok ? amount.value : null
}
const summary = (s: Snapshot) => {
  const c = s.context
  return {
    value: s.value,
    network: c.network,
    tokenKey: c.tokenKey,
    recipient: c.recipient,
    /** What the form would pay: the typed address, or the address the typed name resolved to. */
    payee: (() => {
      const r = checkForm(c).recipient
      return r.ok ? `${r.name ?? ''} ${r.address}` : r.problem
    })(),
    amountText: c.amountText,
    balance: String(c.balances[c.tokenKey] ?? 0n),
    fee: c.fee ? String(c.fee.maxFee) : null,
    feeError: c.feeError,
    error: c.error,
    txHash: c.txHash,
    explorerUrl: c.explorerUrl,
    busy: s.hasTag('busy'),
    /** The review under way: the plan child's phase and state (the transfer is the form as it was at Enviar). */
    plan: planView(s),
    /** Which of the flow's own actors run, whose answers can come. */
    running: Object.keys(s.children).sort(),
  }
}
type View = ReturnType<typeof summary>

/** An actor's answers only while that actor runs; the plan's only as its state asks for them. */
const possible = (view: View) =>
  events.filter((e) => {
    if (e.type === 'plan') return asked(e as ToPlan, view.plan)
    const match = /^xstate\.(?:done\.actor|error\.actor)\.(\w+)$/.exec(e.type)
    return !match || view.running.includes(match[1] as string)
  })

describe('sendMachine, model-based', () => {
  const paths = livePaths({ machine: testMachine, input: { address }, view: summary, events: possible })
  const values = new Set(paths.map((p) => JSON.stringify(p.seen.value)))

  it('reaches every state of the spec: idle (editing, resolving, quoting, quoted, review), sending, success, error', () => {
    for (const value of [
      { idle: 'editing' },
      { idle: 'maxing' },
      { idle: 'resolving' },
      { idle: 'quoting' },
      { idle: 'quoted' },
      { idle: 'review' },
      'sending',
      'success',
      'error',
    ]) {
      expect(values, JSON.stringify(value)).toContain(JSON.stringify(value))
    }
    expect(Object.keys(sendMachine.root.states).sort()).toEqual(['error', 'idle', 'sending', 'success'])
  })

  // Every distinct state value, by its shortest path, replayed on a real actor step by step.
  const shortestPerValue = [...values].map(
    (v) =>
      paths
        .filter((p) => JSON.stringify(p.seen.value) === v)
        .sort((a, b) => a.steps.length - b.steps.length)[0]!,
  )
  // And every path that ends in a terminal-looking outcome, to cover how each is reached.
  const outcomes = paths
    .filter((p) => ['success', 'error', 'sending'].includes(String(p.seen.value)))
    .slice(0, 40)

  for (const path of [...shortestPerValue, ...outcomes]) {
    const route = routeOf(path.steps)
    it(`reaches ${JSON.stringify(path.seen.value)} by ${route || 'start'}`, () => {
      const actor = replay(testMachine, { address }, [])
      for (const step of path.steps) {
        deliver(actor, step.event)
        expect(summary(actor.getSnapshot())).toEqual(step.seen)
      }
      const snapshot = actor.getSnapshot()
      // A name is only ever paid at the address it resolved to, and the review is told the name.
      if (snapshot.children.plan && snapshot.context.recipient === 'ana.eth')
        expect(planOf(snapshot)?.context).toMatchObject({
          intent: { to: ana },
          recipientName: 'ana.eth',
        })
      // Sending is the plan signing and broadcasting: busy, and the review says which step.
      if (snapshot.matches('sending')) {
        expect(snapshot.hasTag('busy')).toBe(true)
        expect(planView(snapshot)?.phase).toMatch(/^(sending|confirming)$/)
      }
      if (snapshot.matches({ idle: 'review' }))
        expect(planView(snapshot)?.phase).toMatch(/^(simulating|reviewing)$/)
      // Send ends at the broadcast: the plan does not wait for the receipt.
      if (snapshot.children.plan) expect(planOf(snapshot)?.context.waitForReceipt).toBeUndefined()
      if (snapshot.matches('success')) {
        expect(snapshot.context.txHash).toBe(hash1)
        expect(snapshot.context.explorerUrl).toMatch(new RegExp(`/tx/${hash1}$`))
      }
      // The plan's failure as the plan said it: the view translates it, nothing re-words it.
      if (snapshot.matches('error')) expect(snapshot.context.error).toEqual({ key: 'error.nonce' })
      if (snapshot.matches({ idle: 'review' }) || snapshot.matches('sending'))
        expect(planOf(snapshot)?.context.intent).toEqual({
          kind: 'transfer',
          network: snapshot.context.network,
          tokenKey: snapshot.context.tokenKey,
          to: (checkForm(snapshot.context).recipient as { address: string }).address,
          amount: formAmount(snapshot),
        })
      actor.stop()
    })
  }
})

describe('sendMachine, a watched account', () => {
  it('is read-only: Enviar is refused by the machine with its reason, whatever the form holds', () => {
    const form = [
      { type: 'balances.update', balances: { ETH: 2n * 10n ** 18n } },
      { type: 'recipient.change', recipient: payee },
      { type: 'amount.change', amountText: '1,5' },
      { type: 'send.submit' },
    ] as SendEvent[]
    const watched = replay(testMachine, { address, watchOnly: true }, form).getSnapshot()
    expect(checkForm(watched.context).ready).toBe(true)
    expect(writeRefusal(watched.context)).toEqual({ key: 'accounts.watchOnly.note' })
    expect(watched.can({ type: 'send.submit' })).toBe(false)
    expect(watched.children.plan).toBeUndefined()
    const own = replay(testMachine, { address }, form).getSnapshot()
    expect(writeRefusal(own.context)).toBeNull()
    expect(own.matches({ idle: 'review' })).toBe(true)
  })
})
