import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { assign, createActor, fromCallback, fromPromise, setup } from 'xstate'
import type { ActivityUpdate } from '../../src/chain/activity/trackActivity'
import type { ActivityEntry } from '../../src/chain/pipeline/types'
import type { VisibilityEvent } from '../../src/machines/shared/visibility'
import { type LeadEvent, pendingWatchActors } from '../../src/machines/write/pendingWatchActors'
import {
  type PendingWatchParentEvent,
  pendingWatchIntervalMs,
  pendingWatchMachine,
} from '../../src/machines/write/pendingWatchMachine'

const ALICE = '0x00000000000000000000000000000000000a11ce' as const
const BOB = '0x0000000000000000000000000000000000000b0b' as const
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const

const entry = (n: number, patch: Partial<ActivityEntry> = {}): ActivityEntry => ({
  hash: hash(n),
  chainId: 137,
  network: 'polygon',
  from: ALICE,
  nonce: n,
  intent: { kind: 'transfer', network: 'polygon', tokenKey: 'USDC-POLYGON', to: BOB, amount: 1n },
  planId: `plan-${n}`,
  stepIndex: 0,
  stepCount: 1,
  step: 'transfer',
  tokenKey: 'USDC-POLYGON',
  amount: 1n,
  target: BOB,
  status: 'pending',
  createdAt: n,
  updatedAt: n,
  ...patch,
})

/**
 * The watcher with its I/O replaced: an in-memory activity store, a chain that answers `chainSays` for each
 * look (and writes it to the store, as the real look does), a tab whose visibility and watch lock the test
 * controls. It runs under a parent that records what the watcher tells it.
 */
function setUp(initial: ActivityEntry[] = [], { lead = true } = {}) {
  let store = [...initial]
  const reads: string[] = []
  const looks: ActivityEntry[][] = []
  let chainSays: ActivityUpdate[] = []
  let setVisibility: (event: VisibilityEvent) => void = () => {}
  let grant: () => void = () => {}
  const watcher = pendingWatchMachine.provide({
    actors: {
      readActivity: fromPromise(async ({ input }: { input: { address: `0x${string}` } }) => {
        reads.push(input.address)
        return store.filter((e) => e.from === input.address)
      }),
      lookAtPending: fromPromise(async ({ input }: { input: { entries: ActivityEntry[] } }) => {
        looks.push(input.entries)
        const updates = chainSays
        chainSays = []
        store = store.map((e) => {
          const update = updates.find((u) => u.hash === e.hash)
          return update ? { ...e, status: update.status } : e
        })
        return updates
      }),
      leadWatch: fromCallback<LeadEvent>(({ sendBack }) => {
        grant = () => sendBack({ type: 'lead.granted' })
        if (lead) grant()
      }),
      watchVisibility: fromCallback<VisibilityEvent>(({ sendBack }) => {
        setVisibility = sendBack
      }),
    },
  })
  const parent = setup({
    types: { context: {} as { told: PendingWatchParentEvent[] }, events: {} as PendingWatchParentEvent },
    actors: { watcher },
  }).createMachine({
    context: { told: [] },
    invoke: { id: 'watcher', src: 'watcher', input: { address: ALICE } },
    on: {
      'pending.settled': { actions: assign({ told: ({ context, event }) => [...context.told, event] }) },
    },
  })
  const actor = createActor(parent).start()
  const child = () => actor.getSnapshot().children.watcher as ReturnType<typeof createActor<typeof watcher>>
  return {
    actor,
    reads,
    looks,
    told: () => actor.getSnapshot().context.told,
    state: () => child().getSnapshot().value,
    /** A broadcast recorded in the store (by this tab or another), which the store announces. */
    record(e: ActivityEntry) {
      store = [e, ...store]
      child().send({ type: 'activity.change' })
    },
    /** Another tab settled something and the store announces it. */
    settleElsewhere(h: ActivityEntry['hash'], status: ActivityEntry['status']) {
      store = store.map((e) => (e.hash === h ? { ...e, status } : e))
      child().send({ type: 'activity.change' })
    },
    chainWillSay(updates: ActivityUpdate[]) {
      chainSays = updates
    },
    hide: () => setVisibility({ type: 'visibility.hidden' }),
    show: () => setVisibility({ type: 'visibility.visible' }),
    grant: () => grant(),
    changeAddress: (address: `0x${string}`) => child().send({ type: 'input.change', input: { address } }),
  }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('pendingWatchMachine: following what the app sent until its block', () => {
  it('asks the chains once a second (the 2 s goal of issue 24 leaves room for one look and the render)', () => {
    expect(pendingWatchIntervalMs).toBe(1_000)
  })

  it('makes no request while nothing is pending, however long home stays open', async () => {
    const w = setUp([entry(1, { status: 'confirmed' })])
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(w.state()).toBe('idle')
    expect(w.reads).toEqual([ALICE])
    expect(w.looks).toEqual([])
    w.actor.stop()
  })

  it('starts looking a second after a broadcast, every second, and stops once it is mined', async () => {
    const w = setUp()
    await vi.advanceTimersByTimeAsync(0)
    w.record(entry(7))
    await vi.advanceTimersByTimeAsync(0)
    expect(w.state()).toEqual({ watching: { leading: 'waiting' } })
    await vi.advanceTimersByTimeAsync(pendingWatchIntervalMs - 1)
    expect(w.looks).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(w.looks).toHaveLength(1)
    expect(w.looks[0]?.map((e) => e.hash)).toEqual([hash(7)])
    await vi.advanceTimersByTimeAsync(pendingWatchIntervalMs * 2)
    expect(w.looks).toHaveLength(3)
    expect(w.told()).toEqual([])

    w.chainWillSay([{ hash: hash(7), status: 'confirmed' }])
    await vi.advanceTimersByTimeAsync(pendingWatchIntervalMs)
    expect(w.looks).toHaveLength(4)
    expect(w.state()).toBe('idle')
    expect(w.told()).toEqual([{ type: 'pending.settled', entries: [entry(7, { status: 'confirmed' })] }])
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(w.looks).toHaveLength(4)
    w.actor.stop()
  })

  it('watches a transaction left pending by an earlier visit, and keeps watching the others when one settles', async () => {
    const w = setUp([entry(1), entry(2, { chainId: 1, network: 'ethereum' })])
    await vi.advanceTimersByTimeAsync(pendingWatchIntervalMs)
    expect(w.looks).toHaveLength(1)
    w.chainWillSay([{ hash: hash(1), status: 'dropped' }])
    await vi.advanceTimersByTimeAsync(pendingWatchIntervalMs)
    expect(w.told().map((t) => t.entries.map((e) => [e.hash, e.status]))).toEqual([[[hash(1), 'dropped']]])
    expect(w.state()).toEqual({ watching: { leading: 'waiting' } })
    await vi.advanceTimersByTimeAsync(pendingWatchIntervalMs)
    expect(
      w.looks
        .at(-1)
        ?.filter((e) => e.status === 'pending')
        .map((e) => e.hash),
    ).toEqual([hash(2)])
    w.actor.stop()
  })

  it('learns from the store what another tab saw settle, and tells its parent too', async () => {
    const w = setUp([entry(3)], { lead: false })
    await vi.advanceTimersByTimeAsync(5 * pendingWatchIntervalMs)
    // Another tab holds the watch: this one only follows.
    expect(w.state()).toEqual({ watching: 'following' })
    expect(w.looks).toEqual([])
    w.settleElsewhere(hash(3), 'failed')
    await vi.advanceTimersByTimeAsync(0)
    expect(w.state()).toBe('idle')
    expect(w.told()).toEqual([{ type: 'pending.settled', entries: [entry(3, { status: 'failed' })] }])
    w.actor.stop()
  })

  it('takes over the looking when the watch lock comes to this tab', async () => {
    const w = setUp([entry(4)], { lead: false })
    await vi.advanceTimersByTimeAsync(3 * pendingWatchIntervalMs)
    expect(w.looks).toEqual([])
    w.grant()
    await vi.advanceTimersByTimeAsync(pendingWatchIntervalMs)
    expect(w.looks).toHaveLength(1)
    w.actor.stop()
  })

  it('pauses while the tab is hidden and looks again once it is back', async () => {
    const w = setUp([entry(5)])
    await vi.advanceTimersByTimeAsync(pendingWatchIntervalMs)
    expect(w.looks).toHaveLength(1)
    w.hide()
    await vi.advanceTimersByTimeAsync(10 * pendingWatchIntervalMs)
    expect(w.state()).toBe('paused')
    expect(w.looks).toHaveLength(1)
    w.show()
    await vi.advanceTimersByTimeAsync(pendingWatchIntervalMs)
    expect(w.looks).toHaveLength(2)
    w.actor.stop()
  })

  it('follows the wallet: another address starts from its own entries, with nothing reported as settled', async () => {
    const bobs = entry(9, { from: BOB, status: 'confirmed' })
    const w = setUp([entry(6), bobs])
    await vi.advanceTimersByTimeAsync(0)
    w.changeAddress(BOB)
    await vi.advanceTimersByTimeAsync(10 * pendingWatchIntervalMs)
    expect(w.reads).toEqual([ALICE, BOB])
    expect(w.state()).toBe('idle')
    expect(w.told()).toEqual([])
    w.actor.stop()
  })

  it('has its real actors beside it (src/machines/write/pendingWatchActors.ts)', () => {
    expect(Object.keys(pendingWatchActors).sort()).toEqual(['leadWatch', 'lookAtPending', 'readActivity'])
  })
})
