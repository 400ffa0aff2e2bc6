import { describe, expect, it } from 'vitest'
import { assign, createActor, setup } from 'xstate'
import type { ActivityEntry } from '../../src/chain/pipeline/types'
import type { Transaction } from '../../src/domain/history/transaction'
import { pendingRowKey } from '../../src/machines/home'
import { pendingActionsMachine } from '../../src/machines/home/pendingActionsMachine'

/**
 * The history's pending rows get their Acelerar/Cancelar actors from the portfolio's `pendingActions`, which
 * spawns them and keeps them on each row's newest waiting transaction (DESIGN.md §1: parents link their
 * children, never a view's effect).
 */
const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as const
const h = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const

const pending = (hash: `0x${string}`, nonce: number): ActivityEntry => ({
  hash,
  chainId: 1,
  network: 'ethereum',
  from: me,
  nonce,
  intent: { kind: 'transfer', network: 'ethereum', tokenKey: 'ETH', to: bob, amount: 10n ** 18n },
  planId: `p${nonce}`,
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
})
const first = pending(h(1), 4)
const second = pending(h(2), 5)
/** The first payment after a cancel was sent for it (another tab, or its own dialog). */
const cancelling: ActivityEntry = { ...first, hash: h(3), replaces: { hash: h(1), kind: 'cancel' } }

/** A payment's row as the history gives it: its lasting name, and its newest waiting transaction if any. */
const row = (payment: `0x${string}`, waiting?: ActivityEntry) =>
  ({
    network: 'ethereum',
    payment,
    hash: waiting?.hash ?? payment,
    ...(waiting ? { waiting } : {}),
  }) as Transaction
const key = (payment: `0x${string}`) => pendingRowKey({ network: 'ethereum', payment })

/** The history as much as this reads of it: rows the test sets. */
const history = setup({
  types: {
    context: {} as { data: Transaction[] | null },
    events: {} as { type: 'rows.set'; data: Transaction[] },
  },
}).createMachine({
  context: { data: null },
  on: { 'rows.set': { actions: assign({ data: ({ event }) => event.data }) } },
})

function start(rows: Transaction[]) {
  const list = createActor(history).start()
  list.send({ type: 'rows.set', data: rows })
  const session = createActor(setup({}).createMachine({})).start()
  const actions = createActor(pendingActionsMachine, {
    input: { history: list as never, session },
  }).start()
  return { list, session, actions, rows: () => actions.getSnapshot().context.rows }
}

describe('pendingActions', () => {
  it('spawns one actor per row with a transaction waiting, on it, with the session', () => {
    const { rows, session } = start([row(h(1), first), row(h(9)), row(h(2), second)])
    expect(Object.keys(rows()).sort()).toEqual([key(h(1)), key(h(2))].sort())
    expect(rows()[key(h(1))]?.getSnapshot().context.entry).toBe(first)
    expect(rows()[key(h(2))]?.getSnapshot().context).toMatchObject({ entry: second, session })
  })

  it("tells a row's actor its newer waiting transaction, and only that row's; the actor stays the same", () => {
    const { list, rows } = start([row(h(1), first), row(h(2), second)])
    const actor = rows()[key(h(1))]
    const other = rows()[key(h(2))]
    list.send({ type: 'rows.set', data: [row(h(1), cancelling), row(h(2), second)] })
    expect(rows()[key(h(1))]).toBe(actor)
    expect(actor?.getSnapshot().context.entry).toBe(cancelling)
    // A pending cancel can only be cancelled again.
    expect(actor?.getSnapshot().can({ type: 'replace.speedUp' })).toBe(false)
    expect(actor?.getSnapshot().can({ type: 'replace.cancel' })).toBe(true)
    expect(other?.getSnapshot().context.entry).toBe(second)
  })

  it('stops the actor of a row that has nothing waiting any more, and spawns one for a new row', () => {
    const { list, rows } = start([row(h(1), first)])
    const actor = rows()[key(h(1))]
    list.send({ type: 'rows.set', data: [row(h(1)), row(h(2), second)] })
    expect(actor?.getSnapshot().status).toBe('stopped')
    expect(Object.keys(rows())).toEqual([key(h(2))])
  })
})
