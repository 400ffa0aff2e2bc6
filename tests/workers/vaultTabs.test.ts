import { clear, createStore } from 'idb-keyval'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { Vault } from '../../src/workers/vault/vault'
import type { VaultBroadcast } from '../../src/workers/vaultApi'
import { JUNK_KEY, PASSWORD } from './vaultHarness'

// Two tabs: two workers' vaults on one IndexedDB and one channel name, and one wall clock that only the test
// moves (the timers never fire here, as when a laptop sleeps).
const name = `billetera-test-tabs-${crypto.randomUUID()}`
const store = createStore('billetera-test-tabs', 'vault')
let now = Date.UTC(2026, 0, 1)
const channels = [new BroadcastChannel(name), new BroadcastChannel(name), new BroadcastChannel(name)]
const [firstChannel, secondChannel, page] = channels as [BroadcastChannel, BroadcastChannel, BroadcastChannel]
const first = new Vault({ channel: firstChannel, store, now: () => now })
const second = new Vault({ channel: secondChannel, store, now: () => now })
const minutes = async (vault: Vault) => (await vault.status()).autoLockMinutes
const unlocked = async (vault: Vault) => (await vault.status()).unlocked

/** Errors thrown in this page outside a test's own calls (a channel listener that threw). */
const uncaught: unknown[] = []
addEventListener('error', (event) => uncaught.push(event.error))

beforeEach(async () => {
  await first.lock()
  await clear(store)
  await first.setPassword(PASSWORD)
  await first.importPrivateKey(JUNK_KEY)
  await second.unlock(PASSWORD)
})
afterAll(async () => {
  await first.lock()
  await clear(store)
  for (const channel of channels) channel.close()
})

describe('the auto-lock setting in two tabs', () => {
  it('changed in one tab, reaches the other, and both lock on the new deadline', async () => {
    expect(await minutes(second)).not.toBe(5)
    await first.setAutoLockMinutes(PASSWORD, 5)
    await expect.poll(() => minutes(second)).toBe(5)
    expect(await minutes(first)).toBe(5)

    now += 5 * 60_000 - 1
    expect(await unlocked(first)).toBe(true)
    expect(await unlocked(second)).toBe(true)
    now += 1
    // Each tab's own deadline locks it at its first call: no message has to arrive first.
    expect(await unlocked(second)).toBe(false)
    expect(await unlocked(first)).toBe(false)
  })

  it('is refused here and sent nowhere when it is not 1–1440 whole minutes', async () => {
    await first.setAutoLockMinutes(PASSWORD, 20)
    await expect.poll(() => minutes(second)).toBe(20)
    for (const bad of [0, 1441, 2.5, Number.NaN]) {
      await expect(first.setAutoLockMinutes(PASSWORD, bad)).rejects.toBeInstanceOf(RangeError)
    }
    await first.setAutoLockMinutes(PASSWORD, 30)
    // Messages from one tab arrive in order: once 30 is here, none of the refused values was sent.
    await expect.poll(() => minutes(second)).toBe(30)
    expect(await minutes(first)).toBe(30)
  })

  it('ignores anything on the channel that is not 1–1440 whole minutes', async () => {
    const bad = [0, -5, 1441, 2.5, '7', null, Number.POSITIVE_INFINITY, { minutes: 9 }]
    for (const value of bad) page.postMessage({ type: 'autoLock', minutes: value })
    page.postMessage({ type: 'autoLock', minutes: 9 } satisfies VaultBroadcast)
    await expect.poll(() => minutes(second)).toBe(9)
    expect(await minutes(first)).toBe(9)
    expect(uncaught).toEqual([])
    expect(await unlocked(first)).toBe(true)
  })
})
