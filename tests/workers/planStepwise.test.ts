import { clear } from 'idb-keyval'
import { encodeFunctionData, erc20Abi, type Hex, parseTransaction, recoverTransactionAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ReviewExpiredError, UnsafeTransactionError } from '../../src/domain/errors'
import type { PlanForReview, StepFees } from '../../src/workers/vaultApi'
import {
  AAVE,
  aave,
  act,
  BOOSTER,
  CRV3,
  CURVE,
  convex,
  curve,
  erc20,
  expectSigned,
  FEES,
  GWEI,
  KEY,
  ME,
  PASSWORD,
  plan,
  testVault,
  USDC,
  USDT,
} from './plans'

/**
 * Issue 42: without eth_simulateV1 the key worker signs at Confirm only the leading approvals of a plan; each
 * later step is signed on its own (signNextStep) once the app has seen the approval mined and simulated the step
 * again, or, when it would now fail, the approval is set back to 0 (signAllowanceReset) — and nothing else.
 */
const { vault, store } = testVault('plan-stepwise')
const x = 100_000_000n
const E18 = 10n ** 18n
const stepwise = { simulation: 'call' } as const
const supply = (over: Partial<PlanForReview> = stepwise) =>
  plan(act('supply', 'aave', 'USDC', x), [erc20.approve(USDC, AAVE, x), aave.supply(USDC, x)], over)
/** Gas within the supply's reviewed 200 000 and the reviewed fees. */
const asked: StepFees = { gas: 150_000n, fees: { ...FEES } }

/** The one transaction `raw` is, checked to be signed by the wallet. */
async function tx(raw: Hex) {
  expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(ME)
  const t = parseTransaction(raw)
  return {
    nonce: t.nonce,
    to: t.to,
    data: t.data ?? '0x',
    gas: t.gas,
    maxFeePerGas: t.maxFeePerGas,
    maxPriorityFeePerGas: t.maxPriorityFeePerGas,
  }
}

const approveZero = (spender: `0x${string}`) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 0n] })

beforeAll(async () => {
  await clear(store)
  await vault.setPassword(PASSWORD)
  await vault.importPrivateKey(KEY)
  await vault.setAutoLockMinutes(PASSWORD, 60)
})
afterAll(() => vault.forget(PASSWORD))

describe('a plan reviewed without eth_simulateV1', () => {
  it('Confirm signs only the approve; the supply is signed next, as reviewed, on the next nonce, once', async () => {
    const reviewed = supply()
    const review = await vault.reviewPlan(reviewed)
    const raws = await vault.signReviewed(review.id, { nonce: 7 })
    // Only the approve left the worker at Confirm.
    expect(raws).toHaveLength(1)
    await expectSigned(raws, { ...reviewed, calls: reviewed.calls.slice(0, 1) }, 7)
    const lower = { maxFeePerGas: GWEI + GWEI / 2n, maxPriorityFeePerGas: GWEI / 2n }
    const next = await vault.signNextStep(review.id, { gas: 150_000n, fees: lower })
    expect(await tx(next)).toEqual({
      nonce: 8,
      to: AAVE.toLowerCase(),
      data: reviewed.calls[1]?.data,
      gas: 150_000n,
      ...lower,
    })
    // Each step once: nothing is left to sign for this review, not even the reset.
    await expect(vault.signNextStep(review.id, asked)).rejects.toBeInstanceOf(ReviewExpiredError)
    await expect(vault.signAllowanceReset(review.id, asked)).rejects.toBeInstanceOf(ReviewExpiredError)
  })

  it('a USDT approval reset to 0 first: Confirm signs both leading approvals, then the supply', async () => {
    const reviewed = plan(
      act('supply', 'aave', 'USDT', x),
      [erc20.approve(USDT, AAVE, 0n), erc20.approve(USDT, AAVE, x), aave.supply(USDT, x)],
      stepwise,
    )
    const review = await vault.reviewPlan(reviewed)
    const raws = await vault.signReviewed(review.id, { nonce: 0 })
    await expectSigned(raws, { ...reviewed, calls: reviewed.calls.slice(0, 2) }, 0)
    expect((await tx(await vault.signNextStep(review.id, asked))).nonce).toBe(2)
  })

  it('refuses a step before Confirm, for an unknown id, and for a plan Confirm signed whole', async () => {
    const review = await vault.reviewPlan(supply())
    await expect(vault.signNextStep(review.id, asked)).rejects.toBeInstanceOf(ReviewExpiredError)
    await expect(vault.signAllowanceReset(review.id, asked)).rejects.toBeInstanceOf(ReviewExpiredError)
    await expect(vault.signNextStep('00'.repeat(16), asked)).rejects.toBeInstanceOf(ReviewExpiredError)
    // Simulated all at once (eth_simulateV1): Confirm signs it all, and nothing more is signed for it.
    const whole = await vault.reviewPlan(supply({}))
    expect(await vault.signReviewed(whole.id, { nonce: 3 })).toHaveLength(2)
    await expect(vault.signNextStep(whole.id, asked)).rejects.toBeInstanceOf(ReviewExpiredError)
    await expect(vault.signAllowanceReset(whole.id, asked)).rejects.toBeInstanceOf(ReviewExpiredError)
  })

  it('refuses more gas or fee than reviewed, and any other field (calldata, destination, nonce)', async () => {
    const reviewed = supply()
    const review = await vault.reviewPlan(reviewed)
    await vault.signReviewed(review.id, { nonce: 1 })
    const refusals: unknown[] = [
      { gas: 200_001n, fees: FEES },
      { gas: 20_999n, fees: FEES },
      { gas: 150_000n, fees: { ...FEES, maxFeePerGas: FEES.maxFeePerGas + 1n } },
      { gas: 150_000n, fees: { ...FEES, maxPriorityFeePerGas: FEES.maxPriorityFeePerGas + 1n } },
      { gas: 150_000n, fees: { maxFeePerGas: GWEI / 2n, maxPriorityFeePerGas: GWEI } },
      { gas: 150_000, fees: FEES },
      { ...asked, data: aave.supply(USDC, 2n * x).data },
      { ...asked, to: CURVE },
      { ...asked, nonce: 9 },
      { gas: 150_000n, fees: { ...FEES, gasPrice: GWEI } },
    ]
    for (const step of refusals)
      await expect(vault.signNextStep(review.id, step as StepFees)).rejects.toBeInstanceOf(
        UnsafeTransactionError,
      )
    // None of them used the step: it still signs, exactly as reviewed.
    const next = await tx(await vault.signNextStep(review.id, asked))
    expect([next.nonce, next.data]).toEqual([2, reviewed.calls[1]?.data])
  })

  it('sets the approval back to 0 instead of a supply that would fail, on its nonce, and then signs nothing', async () => {
    const review = await vault.reviewPlan(supply())
    await vault.signReviewed(review.id, { nonce: 4 })
    // The reset costs at most what the approve was reviewed at (200 000 gas here).
    await expect(vault.signAllowanceReset(review.id, { ...asked, gas: 200_001n })).rejects.toBeInstanceOf(
      UnsafeTransactionError,
    )
    const reset = await tx(await vault.signAllowanceReset(review.id, { ...asked, gas: 60_000n }))
    expect(reset).toEqual({
      nonce: 5,
      to: USDC.toLowerCase(),
      data: approveZero(AAVE),
      gas: 60_000n,
      ...FEES,
    })
    await expect(vault.signNextStep(review.id, asked)).rejects.toBeInstanceOf(ReviewExpiredError)
    await expect(vault.signAllowanceReset(review.id, asked)).rejects.toBeInstanceOf(ReviewExpiredError)
  })

  it('a reset costs no more gas than the step it replaces was reviewed at', async () => {
    const review = await vault.reviewPlan(supply({ ...stepwise, gasLimits: [200_000n, 100_000n] }))
    await vault.signReviewed(review.id, { nonce: 0 })
    await expect(vault.signAllowanceReset(review.id, { ...asked, gas: 100_001n })).rejects.toBeInstanceOf(
      UnsafeTransactionError,
    )
    expect((await tx(await vault.signAllowanceReset(review.id, { ...asked, gas: 100_000n }))).gas).toBe(
      100_000n,
    )
  })

  it('the Convex route: in order, one step at a time; a reset only right after an approval', async () => {
    const reviewed = plan(
      act('stake', 'convex', 'USDC', x),
      [
        erc20.approve(USDC, CURVE, x),
        curve.add([0n, x, 0n], 97n * E18),
        erc20.approve(CRV3, BOOSTER, 97n * E18),
        convex.deposit(97n * E18),
      ],
      stepwise,
    )
    const review = await vault.reviewPlan(reviewed)
    expect(await vault.signReviewed(review.id, { nonce: 10 })).toHaveLength(1)
    const add = await tx(await vault.signNextStep(review.id, asked))
    expect([add.nonce, add.data]).toEqual([11, reviewed.calls[1]?.data])
    // The next step is an approval, after the add_liquidity: there is no approval to take back before it.
    await expect(vault.signAllowanceReset(review.id, asked)).rejects.toBeInstanceOf(UnsafeTransactionError)
    const approve = await tx(await vault.signNextStep(review.id, asked))
    expect([approve.nonce, approve.data]).toEqual([12, reviewed.calls[2]?.data])
    // The deposit would fail: 3Crv's approval to the booster goes back to 0 on the deposit's nonce.
    const reset = await tx(await vault.signAllowanceReset(review.id, asked))
    expect([reset.nonce, reset.to, reset.data]).toEqual([13, CRV3.toLowerCase(), approveZero(BOOSTER)])
    await expect(vault.signNextStep(review.id, asked)).rejects.toBeInstanceOf(ReviewExpiredError)
  })

  it('a lock forgets the steps not yet signed', async () => {
    const review = await vault.reviewPlan(supply())
    await vault.signReviewed(review.id, { nonce: 0 })
    await vault.lock()
    await vault.unlock(PASSWORD)
    await expect(vault.signNextStep(review.id, asked)).rejects.toBeInstanceOf(ReviewExpiredError)
    await expect(vault.signAllowanceReset(review.id, asked)).rejects.toBeInstanceOf(ReviewExpiredError)
  })

  it('refuses a review whose simulation is neither of the two', async () => {
    await expect(vault.reviewPlan(supply({ simulation: 'bundle' as never }))).rejects.toBeInstanceOf(
      UnsafeTransactionError,
    )
  })
})
