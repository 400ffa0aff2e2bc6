import { createStore } from 'idb-keyval'
import { describe, expect, it } from 'vitest'
import {
  ACTIVITY_CAP,
  addActivity,
  readActivity,
  updateActivity,
  watchActivity,
} from '../../src/chain/activity/activityStore'
import type { ActivityEntry } from '../../src/chain/pipeline/types'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

function entry(n: number, patch: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    hash: `0x${n.toString(16).padStart(64, '0')}`,
    chainId: 137,
    network: 'polygon',
    from: alice,
    nonce: n,
    intent: { kind: 'transfer', network: 'polygon', tokenKey: 'USDC-POLYGON', to: bob, amount: 10_000_000n },
    planId: `plan-${n}`,
    stepIndex: 0,
    stepCount: 1,
    step: 'transfer',
    tokenKey: 'USDC-POLYGON',
    amount: 10_000_000n,
    target: bob,
    status: 'confirmed',
    createdAt: 1_000 + n,
    updatedAt: 1_000 + n,
    ...patch,
  }
}

const fresh = () => createStore(`activity-test-${crypto.randomUUID()}`, 'entries')

describe('the activity store (real IndexedDB)', () => {
  it('keeps bigint amounts exactly and lists pending first, then newest first', async () => {
    const store = fresh()
    await addActivity(entry(1), store)
    await addActivity(entry(2, { status: 'pending', amount: 123_456_789_012_345_678_901n }), store)
    await addActivity(entry(3), store)
    const list = await readActivity({}, store)
    expect(list.map((e) => e.nonce)).toEqual([2, 3, 1])
    expect(list[0]?.amount).toBe(123_456_789_012_345_678_901n)
    expect(list[0]?.intent).toMatchObject({ amount: 10_000_000n })
  })

  it('filters by sender (any capitalisation) and chain', async () => {
    const store = fresh()
    await addActivity(entry(1), store)
    await addActivity(entry(2, { from: bob }), store)
    await addActivity(entry(3, { chainId: 1, network: 'ethereum' }), store)
    expect(
      (await readActivity({ from: alice.toLowerCase() as `0x${string}` }, store)).map((e) => e.nonce),
    ).toEqual([3, 1])
    expect((await readActivity({ chainId: 137 }, store)).map((e) => e.nonce)).toEqual([2, 1])
  })

  it('moves an entry from pending to confirmed, and says when the hash is unknown', async () => {
    const store = fresh()
    await addActivity(entry(1, { status: 'pending' }), store)
    expect(await updateActivity(entry(1).hash, { status: 'confirmed' }, store)).toBe(true)
    expect((await readActivity({}, store))[0]?.status).toBe('confirmed')
    expect(await updateActivity(entry(9).hash, { status: 'failed' }, store)).toBe(false)
  })

  it('loses nothing when many writes overlap', async () => {
    const store = fresh()
    await Promise.all(Array.from({ length: 20 }, (_, i) => addActivity(entry(i + 1), store)))
    expect(await readActivity({}, store)).toHaveLength(20)
  })

  it('keeps every pending entry and the newest settled ones up to the cap', async () => {
    const store = fresh()
    await addActivity(entry(0, { status: 'pending', createdAt: 0 }), store)
    for (let i = 1; i <= ACTIVITY_CAP + 5; i++) await addActivity(entry(i), store)
    const list = await readActivity({}, store)
    expect(list).toHaveLength(ACTIVITY_CAP)
    expect(list[0]?.nonce).toBe(0)
    expect(list.at(-1)?.nonce).toBe(7)
  })

  it('tells other listeners when activity changes', async () => {
    const store = fresh()
    const heard = new Promise<void>((resolve) => {
      const stop = watchActivity(() => {
        stop()
        resolve()
      })
    })
    await addActivity(entry(1), store)
    await expect(heard).resolves.toBeUndefined()
  })
})
