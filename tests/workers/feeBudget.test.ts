import { clear } from 'idb-keyval'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PasswordRequiredError, UnsafeTransactionError, WrongPasswordError } from '../../src/domain/errors'
import { FEE_BUDGET_USD } from '../../src/domain/review'
import type { PlanForReview } from '../../src/workers/vaultApi'
import {
  AAVE,
  aave,
  act,
  erc20,
  expectSigned,
  GWEI,
  KEY,
  ME,
  PASSWORD,
  plan,
  STRANGER,
  testVault,
  transfer,
  USDC,
} from './plans'

/**
 * The key worker's 24 h budget of network fees signed without the password (DESIGN.md §3, fees within the
 * reviewed ceiling): a script on the page can ask for reviews and Confirm them, so without it, it could burn
 * the wallet's ETH in gas with plans that pay nobody. Fees are counted at their worst (gas limit × max fee per
 * gas) at ETH's ceiling price, US$ 6 000 (never cheaper than ETH has traded).
 */
const { vault, store, clock } = testVault('fee-budget')
const HOUR = 3_600_000
const USD = 1_000_000n

/** An Aave supply of 1 USDC, two 50 000 gas steps at `gwei`: at 100 gwei its worst case is 0.01 ETH, US$ 60. */
const supply = (gwei: bigint): PlanForReview =>
  plan(act('supply', 'aave', 'USDC', USD), [erc20.approve(USDC, AAVE, USD), aave.supply(USDC, USD)], {
    gasLimits: [50_000n, 50_000n],
    fees: { maxFeePerGas: gwei * GWEI, maxPriorityFeePerGas: GWEI },
  })

/** A 1-wei ETH transfer to a contract that burns all its gas: Ethereum's per-transaction cap at 1 000 gwei. */
const burn: PlanForReview = {
  ...transfer('ETH', ME, 1n),
  gasLimits: [16_777_216n],
  fees: { maxFeePerGas: 1_000n * GWEI, maxPriorityFeePerGas: 1_000n * GWEI },
}

let nonce = 0
async function confirmAt(reviewed: PlanForReview, at: number, password?: string) {
  const review = await vault.reviewPlan(reviewed)
  const raws = await vault.signReviewed(review.id, { nonce: at, ...(password ? { password } : {}) })
  await expectSigned(raws, reviewed, at)
  return review
}
const confirm = (reviewed: PlanForReview, password?: string) => {
  const at = nonce
  nonce += reviewed.calls.length
  return confirmAt(reviewed, at, password)
}

/** Two US$ 60 plans signed without the password on the next four nonces; answers the first. */
async function twoPlansSigned() {
  const at = nonce
  nonce += 4
  await confirmAt(supply(100n), at)
  await confirmAt(supply(100n), at + 2)
  return at
}

beforeAll(async () => {
  await clear(store)
  await vault.setPassword(PASSWORD)
  await vault.importPrivateKey(KEY)
  await vault.setAutoLockMinutes(PASSWORD, 1440)
})
/** A day later (the auto-lock, at its longest, has locked the wallet meanwhile: unlocked again). */
async function nextDay() {
  clock.now += 24 * HOUR + 1
  await vault.unlock(PASSWORD)
}
// Each case starts a new day: what earlier cases signed is out of the window.
beforeEach(nextDay)
afterAll(() => vault.forget(PASSWORD))

describe('network fees signed without the password', () => {
  it(`a plan that can burn more than US$ ${FEE_BUDGET_USD} in gas needs the password, checked in the worker`, async () => {
    const review = await vault.reviewPlan(burn)
    expect(review).toMatchObject({ needsPassword: true, passwordReasons: ['fees'] })
    await expect(vault.signReviewed(review.id, { nonce: 0 })).rejects.toBeInstanceOf(PasswordRequiredError)
    const wrong = { nonce: 0, password: 'not the password' }
    await expect(vault.signReviewed(review.id, wrong)).rejects.toBeInstanceOf(WrongPasswordError)
    await expectSigned(await vault.signReviewed(review.id, { nonce: 0, password: PASSWORD }), burn, 0)
    // Confirmed with the password: it takes nothing from the budget.
    expect((await confirm(supply(100n))).passwordReasons).toEqual([])
  })

  it('add up over 24 h, whatever each plan is: the third US$ 60 plan asks', async () => {
    expect((await confirm(supply(100n))).needsPassword).toBe(false)
    expect((await confirm(supply(100n))).needsPassword).toBe(false)
    const third = await vault.reviewPlan(supply(100n))
    expect(third.passwordReasons).toEqual(['fees'])
    const refused = vault.signReviewed(third.id, { nonce })
    await expect(refused).rejects.toBeInstanceOf(PasswordRequiredError)
    await expect(refused).rejects.toMatchObject({ details: 'fees' })
    // A day later the first two are out of the window.
    await nextDay()
    expect((await vault.reviewPlan(supply(100n))).needsPassword).toBe(false)
  })

  it('a speed-up on a nonce already counted adds only what its worst case exceeds', async () => {
    const at = await twoPlansSigned()
    // US$ 120 signed. At review the nonce is unknown: the speed-up's whole US$ 66 counts, and the review asks.
    const faster = supply(110n)
    const review = await vault.reviewPlan(faster)
    expect(review.passwordReasons).toEqual(['fees'])
    // Confirmed on the first plan's nonces it adds US$ 6: signed without the password.
    await expectSigned(await vault.signReviewed(review.id, { nonce: at }), faster, at)
    // US$ 126 counted, not 186: a US$ 21 plan still fits, a US$ 30 one does not.
    expect((await vault.reviewPlan(supply(35n))).needsPassword).toBe(false)
    expect((await vault.reviewPlan(supply(50n))).needsPassword).toBe(true)
  })

  it('a password typed where the review asked is checked, even when the nonce makes it unnecessary', async () => {
    const at = await twoPlansSigned()
    const review = await vault.reviewPlan(supply(110n))
    expect(review.needsPassword).toBe(true)
    const wrong = { nonce: at, password: 'not the password' }
    await expect(vault.signReviewed(review.id, wrong)).rejects.toBeInstanceOf(WrongPasswordError)
  })

  it('a nonce signed again late in the window counts for 24 h from then: old nonces are no free fees', async () => {
    const at = nonce
    nonce += 10
    const start = clock.now
    await confirmAt(supply(80n), at) // US$ 48 each
    await confirmAt(supply(80n), at + 2)
    clock.now = start + 24 * HOUR - 60_000
    // Both signed again a minute before they leave the window: nothing added, and both count from now.
    await confirmAt(supply(80n), at)
    await confirmAt(supply(80n), at + 2)
    clock.now = start + 24 * HOUR + 1
    await vault.unlock(PASSWORD) // the auto-lock, at its longest, ran out on the test clock
    // US$ 96 still counted: one more US$ 48 plan fits, a second would take the day to US$ 192.
    await confirmAt(supply(80n), at + 4)
    const review = await vault.reviewPlan(supply(80n))
    await expect(vault.signReviewed(review.id, { nonce: at + 6 })).rejects.toBeInstanceOf(
      PasswordRequiredError,
    )
  })

  it('refuses a nonce whose later steps are past exact integers (they would share one count)', async () => {
    const review = await vault.reviewPlan(supply(100n))
    const error = await vault
      .signReviewed(review.id, { nonce: Number.MAX_SAFE_INTEGER })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnsafeTransactionError)
    await expectSigned(
      await vault.signReviewed(review.id, { nonce: Number.MAX_SAFE_INTEGER - 1 }),
      supply(100n),
      Number.MAX_SAFE_INTEGER - 1,
    )
  })

  it('counts on the account’s nonce: signing the same nonce again and again is counted once', async () => {
    const at = nonce
    for (let i = 0; i < 5; i++) await confirmAt(supply(100n), at)
    expect((await vault.reviewPlan(supply(100n))).needsPassword).toBe(false)
    nonce = at + 2
  })

  it('two Confirms that each fit but not together: one signs, the other asks for the password', async () => {
    await confirm(supply(100n))
    const [a, b] = [await vault.reviewPlan(supply(100n)), await vault.reviewPlan(supply(100n))]
    expect([a.needsPassword, b.needsPassword]).toEqual([false, false])
    const both = await Promise.allSettled([
      vault.signReviewed(a.id, { nonce }),
      vault.signReviewed(b.id, { nonce: nonce + 2 }),
    ])
    nonce += 4
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refused = both.find((r) => r.status === 'rejected')?.reason
    expect(refused).toBeInstanceOf(PasswordRequiredError)
    // Said why, so the review shows the reason beside the field it now shows.
    expect(refused).toMatchObject({ details: 'fees' })
  })

  it('names both reasons when a transfer to a new address above the limit also burns too much', async () => {
    const big = {
      ...burn,
      ...transfer('USDC', STRANGER, 500n * USD),
      gasLimits: burn.gasLimits,
      fees: burn.fees,
    }
    expect((await vault.reviewPlan(big)).passwordReasons).toEqual(['newRecipient', 'fees'])
  })

  it('counts Polygon’s fees in MATIC at its ceiling price: a heavy plan there costs a few dollars', async () => {
    const polygon = { ...transfer('MATIC', ME, 1n), gasLimits: [1_000_000n] }
    // 1 000 000 gas × 3 000 gwei is 3 MATIC: US$ 9 at the ceiling of US$ 3; ten of them fit in US$ 150.
    const dear = { ...polygon, fees: { maxFeePerGas: 3_000n * GWEI, maxPriorityFeePerGas: GWEI } }
    for (let i = 0; i < 10; i++) expect((await confirm(dear)).needsPassword).toBe(false)
  })
})
