import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { NameLookup } from '../../src/domain/send'
import type { FeeQuote, TransferInput } from '../../src/machines/send/sendActors'
import { checkForm, type SendEvent, sendMachine } from '../../src/machines/send/sendMachine'
import { planMachine } from '../../src/machines/write/planMachine'
import { silentPlanActors } from './planFixtures'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const payee = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const ana = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = `0x${'ab'.repeat(32)}` as const
const never = () => new Promise<never>(() => {})

/** The real machine with every actor replaced by one that never answers: the paths send the answers. */
const testMachine = sendMachine.provide({
  actors: {
    quoteFee: fromPromise<FeeQuote, TransferInput>(never),
    resolveName: fromPromise<NameLookup, { text: string }>(never),
    planFlow: planMachine.provide({
      actors: silentPlanActors,
    }),
    rememberRecipient: fromPromise<void, { to: `0x${string}`; from: `0x${string}` | null }>(never),
    watchKnownAddresses: fromCallback(() => {}),
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
  { type: 'xstate.snapshot.plan', snapshot: { value: 'executing' } },
  { type: 'xstate.snapshot.plan', snapshot: { value: { reviewing: 'settling' } } },
  { type: 'xstate.done.actor.plan', output: { status: 'done', hashes: [hash] } },
  { type: 'xstate.done.actor.plan', output: { status: 'failed', error: { key: 'error.nonce' }, hashes: [] } },
  { type: 'xstate.done.actor.plan', output: { status: 'cancelled', hashes: [] } },
  { type: 'xstate.after.2000.send.success' },
] as unknown as SendEvent[]

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
    /** The transfer under review is the form as it was when Enviar was pressed. */
    reviewing: s.children.plan ? 'plan' : null,
  }
}

/** An actor's answers only while that actor runs (the plan child lives from Enviar until it ends). */
const possible = (s: Snapshot): SendEvent[] =>
  events.filter((e) => {
    const match = /^xstate\.(?:done\.actor|error\.actor|snapshot)\.(\w+)$/.exec(e.type)
    return !match || (match[1] as string) in s.children
  })

describe('sendMachine, model-based', () => {
  const paths = getShortestPaths(testMachine, {
    events: possible,
    input: { address },
    serializeState: (s) => JSON.stringify(summary(s as Snapshot)),
    serializeEvent: (e) => JSON.stringify(e, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v)),
  })
  const values = new Set(paths.map((p) => JSON.stringify(p.state.value)))

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
        .filter((p) => JSON.stringify(p.state.value) === v)
        .sort((a, b) => a.steps.length - b.steps.length)[0]!,
  )
  // And every path that ends in a terminal-looking outcome, to cover how each is reached.
  const outcomes = paths
    .filter((p) => ['success', 'error', 'sending'].includes(String(p.state.value)))
    .slice(0, 40)

  for (const path of [...shortestPerValue, ...outcomes]) {
    const route = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ')
    it(`reaches ${JSON.stringify(path.state.value)} by ${route || 'start'}`, () => {
      const actor = createActor(testMachine, { input: { address } }).start()
      for (const step of path.steps) {
        actor.send(step.event)
        expect(summary(actor.getSnapshot())).toEqual(summary(step.state as Snapshot))
      }
      const snapshot = actor.getSnapshot()
      // A name is only ever paid at the address it resolved to, and the review is told the name.
      if (snapshot.children.plan && snapshot.context.recipient === 'ana.eth')
        expect(snapshot.children.plan.getSnapshot().context).toMatchObject({
          intent: { to: ana },
          recipientName: 'ana.eth',
        })
      if (snapshot.matches('sending')) expect(snapshot.hasTag('busy')).toBe(true)
      if (snapshot.matches('success')) {
        expect(snapshot.context.txHash).toBe(hash)
        expect(snapshot.context.explorerUrl).toMatch(new RegExp(`/tx/${hash}$`))
      }
      // The plan's failure as the plan said it: the view translates it, nothing re-words it.
      if (snapshot.matches('error')) expect(snapshot.context.error).toEqual({ key: 'error.nonce' })
      if (snapshot.matches({ idle: 'review' }) || snapshot.matches('sending'))
        expect(snapshot.children.plan?.getSnapshot().context.intent).toEqual({
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
