import { createStore } from 'idb-keyval'
import { afterAll, describe, expect, it } from 'vitest'
import { VaultLockedError } from '../../src/domain/errors'
import { TOUCH_SPAN_MINUTES } from '../../src/workers/vault/session'
import { Vault } from '../../src/workers/vault/vault'
import type { PlanForReview } from '../../src/workers/vaultApi'

const PASSWORD = 'correct horse battery'
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const send = {
  chainId: 1,
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  intent: { kind: 'transfer', network: 'ethereum', tokenKey: 'ETH', to: TO, amount: 1n },
  calls: [{ to: TO, value: 1n }],
  gasLimits: [21_000n],
  fees: { maxFeePerGas: 10n ** 10n, maxPriorityFeePerGas: 0n },
} as const satisfies PlanForReview

describe('auto-lock by the wall clock', () => {
  // The timers never fire here: only the clock moves, as when a laptop sleeps with the tab open.
  let now = Date.UTC(2026, 0, 1)
  const vault = new Vault({
    channel: null,
    store: createStore('billetera-test-clock', 'vault'),
    now: () => now,
  })
  afterAll(() => vault.forget(PASSWORD))

  it('wakes up locked once the deadline has passed, whatever the call', async () => {
    await vault.setPassword(PASSWORD)
    await vault.importPrivateKey(KEY)
    await vault.setAutoLockMinutes(PASSWORD, 15)
    await vault.touch()
    now += 14 * 60_000
    expect((await vault.status()).unlocked).toBe(true)
    const review = await vault.reviewPlan(send)
    await vault.signReviewed(review.id, { nonce: 0 })
    // Signing was activity: the deadline moved to 15 minutes after it.
    now += 15 * 60_000 - 1
    expect((await vault.status()).unlocked).toBe(true)
    const late = await vault.reviewPlan(send)
    now += 1
    await expect(vault.signReviewed(late.id, { nonce: 1 })).rejects.toBeInstanceOf(VaultLockedError)
    expect((await vault.status()).unlocked).toBe(false)
  })

  it("keeps the vault open on the page's activity only 4 hours past the person's last gesture in the frame", async () => {
    // A script on the app's page can report activity (`touch`) as often as it likes: every 14 minutes it
    // would keep a 15-minute auto-lock open all day. The unlock and each Confirm in the signer's frame are
    // the person's; the page's activity counts only within 4 hours of the last one.
    await vault.unlock(PASSWORD)
    const unlockedAt = now
    while (now + 14 * 60_000 < unlockedAt + TOUCH_SPAN_MINUTES * 60_000) {
      now += 14 * 60_000
      await vault.touch()
      expect((await vault.status()).unlocked).toBe(true)
    }
    now = unlockedAt + TOUCH_SPAN_MINUTES * 60_000
    await vault.touch()
    expect((await vault.status()).unlocked).toBe(false)

    // A Confirm in the frame (approveReview, the signer's own port) starts the 4 hours again.
    await vault.unlock(PASSWORD)
    const reopenedAt = now
    now += 10 * 60_000
    const review = await vault.reviewPlan(send)
    await vault.approveReview(review.id)
    const confirmedAt = now
    while (now + 14 * 60_000 < confirmedAt + TOUCH_SPAN_MINUTES * 60_000) {
      now += 14 * 60_000
      await vault.touch()
    }
    // Past the unlock's 4 hours, within the Confirm's.
    expect(now).toBeGreaterThan(reopenedAt + TOUCH_SPAN_MINUTES * 60_000)
    expect((await vault.status()).unlocked).toBe(true)
    now = confirmedAt + TOUCH_SPAN_MINUTES * 60_000
    await vault.touch()
    expect((await vault.status()).unlocked).toBe(false)
  })

  it('does not let activity after the deadline reopen the vault', async () => {
    await vault.unlock(PASSWORD)
    now += 16 * 60_000
    await vault.touch()
    expect((await vault.status()).unlocked).toBe(false)
  })
})
