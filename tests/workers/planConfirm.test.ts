import { clear } from 'idb-keyval'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ReviewExpiredError, VaultLockedError } from '../../src/domain/errors'
import { MAX_KEPT_REVIEWS } from '../../src/workers/vault/review/planReviews'
import type { PlanForReview } from '../../src/workers/vaultApi'
import {
  AAVE,
  aave,
  act,
  erc20,
  expectSigned,
  FRIEND,
  GWEI,
  KEY,
  PASSWORD,
  plan,
  STRANGER,
  testVault,
  transfer,
  USDC,
} from './plans'

/** Confirm signs the reviewed plan, once, while its id lives: not after use, a lock or 10 minutes. */
const { vault, store, clock } = testVault('plan-confirm')
const MINUTE = 60_000
const x = 100_000_000n
const supply = () =>
  plan(act('supply', 'aave', 'USDC', x), [erc20.approve(USDC, AAVE, x), aave.supply(USDC, x)])

beforeAll(async () => {
  await clear(store)
  await vault.setPassword(PASSWORD)
  await vault.importPrivateKey(KEY)
  await vault.setAutoLockMinutes(PASSWORD, 60)
})
afterAll(() => vault.forget(PASSWORD))

describe('a review id', () => {
  it('signs the plan as reviewed, whatever the caller changes in its object afterwards', async () => {
    const handed = supply()
    const reviewed = structuredClone(handed)
    const review = await vault.reviewPlan(handed)
    const [approve, call] = handed.calls as [PlanForReview['calls'][number], PlanForReview['calls'][number]]
    approve.data = erc20.approve(USDC, STRANGER, 2n ** 256n - 1n).data as `0x${string}`
    call.to = STRANGER
    call.value = 10n ** 18n
    handed.calls.push({ to: STRANGER, value: 10n ** 18n })
    handed.gasLimits[0] = 16_000_000n
    handed.fees.maxFeePerGas = 999n * GWEI
    handed.chainId = 10
    await expectSigned(await vault.signReviewed(review.id, { nonce: 4 }), reviewed, 4)
  })

  it('signs once: a second confirm of a spent id is refused, and other reviews still sign', async () => {
    const [a, b] = [await vault.reviewPlan(supply()), await vault.reviewPlan(supply())]
    await vault.signReviewed(a.id, { nonce: 1 })
    await expect(vault.signReviewed(a.id, { nonce: 2 })).rejects.toBeInstanceOf(ReviewExpiredError)
    await expectSigned(await vault.signReviewed(b.id, { nonce: 2 }), supply(), 2)
  })

  it('signs once when two confirms race', async () => {
    const review = await vault.reviewPlan(supply())
    const both = await Promise.allSettled([
      vault.signReviewed(review.id, { nonce: 1 }),
      vault.signReviewed(review.id, { nonce: 9 }),
    ])
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(both.find((r) => r.status === 'rejected')?.reason).toBeInstanceOf(ReviewExpiredError)
  })

  it('is refused when the worker never answered it', async () => {
    for (const id of ['', 'deadbeef', '__proto__', 42, null])
      await expect(vault.signReviewed(id as string, { nonce: 0 })).rejects.toBeInstanceOf(ReviewExpiredError)
  })

  it('dies with a lock, even when the wallet is unlocked again before Confirm', async () => {
    const review = await vault.reviewPlan(supply())
    await vault.lock()
    await vault.unlock(PASSWORD)
    await expect(vault.signReviewed(review.id, { nonce: 0 })).rejects.toBeInstanceOf(ReviewExpiredError)
    const next = await vault.reviewPlan(supply())
    await expectSigned(await vault.signReviewed(next.id, { nonce: 0 }), supply(), 0)
  })

  it('lives 10 minutes on the wall clock', async () => {
    const first = await vault.reviewPlan(supply())
    const second = await vault.reviewPlan(transfer('ETH', FRIEND, 1n))
    expect(first.expiresAt).toBe(clock.now + 10 * MINUTE)
    clock.now += 10 * MINUTE - 1
    await vault.signReviewed(first.id, { nonce: 0 })
    clock.now += 1
    const late = await vault.signReviewed(second.id, { nonce: 1 }).catch((e: unknown) => e)
    expect(late).toBeInstanceOf(ReviewExpiredError)
    expect((late as ReviewExpiredError).details).toBe('expired')
  })
})

describe('while locked', () => {
  it('neither reviews nor signs', async () => {
    const review = await vault.reviewPlan(supply())
    await vault.lock()
    await expect(vault.reviewPlan(supply())).rejects.toBeInstanceOf(VaultLockedError)
    await expect(vault.signReviewed(review.id, { nonce: 0 })).rejects.toBeInstanceOf(VaultLockedError)
    await expect(vault.recipientGuard()).rejects.toBeInstanceOf(VaultLockedError)
    await vault.unlock(PASSWORD)
  })

  it('is what auto-lock leaves: a review made before the deadline is not signed after it', async () => {
    await vault.setAutoLockMinutes(PASSWORD, 15)
    await vault.touch()
    const review = await vault.reviewPlan(supply())
    clock.now += 15 * MINUTE
    await expect(vault.signReviewed(review.id, { nonce: 0 })).rejects.toBeInstanceOf(VaultLockedError)
    expect((await vault.status()).unlocked).toBe(false)
    await vault.unlock(PASSWORD)
    await expect(vault.signReviewed(review.id, { nonce: 0 })).rejects.toBeInstanceOf(ReviewExpiredError)
  })

  it('never shows the key in an error', async () => {
    await vault.lock()
    const error = await vault.signReviewed('x', { nonce: 0 }).catch((e: unknown) => e)
    expect(String(error)).not.toContain(KEY.slice(2))
    await vault.unlock(PASSWORD)
  })
})

describe('the reviews kept at once', () => {
  it('are at most 64: a script asking for reviews in a loop drops the oldest, never fills the worker', async () => {
    const first = await vault.reviewPlan(supply())
    const rest = []
    for (let i = 0; i < MAX_KEPT_REVIEWS; i++) rest.push(await vault.reviewPlan(supply()))
    await expect(vault.signReviewed(first.id, { nonce: 0 })).rejects.toBeInstanceOf(ReviewExpiredError)
    const [oldestKept] = rest
    await expectSigned(await vault.signReviewed(oldestKept?.id ?? '', { nonce: 0 }), supply(), 0)
  })
})
