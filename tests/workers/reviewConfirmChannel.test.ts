import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { registerErrorTransfer } from '../../src/workers/errorTransfer'
import type { PlanForReview, StepFees } from '../../src/workers/vaultApi'
import {
  AAVE,
  aave,
  act,
  erc20,
  expectSigned,
  FEES,
  FRIEND,
  KEY,
  PASSWORD,
  plan,
  STRANGER,
  transfer,
  USDC,
} from './plans'
import { resetVault } from './resetVault'
import { REFUSED_ON_APP_PORT as REFUSED, startSignerWorker } from './signerChannels'

/**
 * docs/signer-plan.md step 5 (issue 41: "never sign what the user did not see"): the app's port signs a review
 * only after the person pressed Confirmar for that very review in the signer's frame, which reaches the key
 * worker as `approveReview(id)` on the signer page's own port; the confirmation is single-use, bound to its id,
 * and dies with the review. A script on the app's page can make its own review through the app's channel, but
 * it cannot sign it, nor confirm it there.
 */
registerErrorTransfer()
const USD = 1_000_000n
const NOT_CONFIRMED = { name: 'ReviewNotConfirmedError' }
/** US$ 5 of USDC to a stranger: under the US$ 100 limit, so the review asks no password. */
const small = (to: `0x${string}`) => transfer('USDC', to, 5n * USD)
/** US$ 500 of USDC to an address never paid: the review asks for the password. */
const aboveLimit = (to: `0x${string}`) => transfer('USDC', to, 500n * USD)

describe('the app’s port signs only a review confirmed in the signer’s frame', () => {
  const { app, signer } = startSignerWorker()

  beforeEach(async () => {
    await resetVault(signer)
    await signer.setPassword(PASSWORD)
    await signer.importPrivateKey(KEY)
  })
  afterAll(() => resetVault(signer))

  it('refuses to sign a review nobody confirmed, and signs it once the frame confirmed it', async () => {
    const reviewed = small(STRANGER)
    const review = await app.reviewPlan(reviewed)
    expect(review.needsPassword).toBe(false)
    await expect(app.signReviewed(review.id, { nonce: 0 })).rejects.toMatchObject(NOT_CONFIRMED)
    await signer.approveReview(review.id)
    await expectSigned(await app.signReviewed(review.id, { nonce: 0 }), reviewed, 0)
    // Spent with its signature.
    await expect(app.signReviewed(review.id, { nonce: 1 })).rejects.toMatchObject({
      name: 'ReviewExpiredError',
    })
  })

  it('cannot confirm through the app’s own channel, with or without a password', async () => {
    const review = await app.reviewPlan(small(STRANGER))
    await expect(app.approveReview(review.id)).rejects.toMatchObject(REFUSED)
    await expect(app.approveReview(review.id, PASSWORD)).rejects.toMatchObject(REFUSED)
    await expect(app.signReviewed(review.id, { nonce: 0 })).rejects.toMatchObject(NOT_CONFIRMED)
  })

  it('a confirmation for review A does not sign review B', async () => {
    const a = await app.reviewPlan(small(STRANGER))
    const b = await app.reviewPlan(small(FRIEND))
    await signer.approveReview(a.id)
    await expect(app.signReviewed(b.id, { nonce: 0 })).rejects.toMatchObject(NOT_CONFIRMED)
    // A is still confirmed, and still signs.
    expect(await app.signReviewed(a.id, { nonce: 0 })).toHaveLength(1)
  })

  it('is single-use: a Confirm that failed used it up, and the frame must confirm again', async () => {
    const reviewed = small(STRANGER)
    const review = await app.reviewPlan(reviewed)
    await signer.approveReview(review.id)
    await expect(app.signReviewed(review.id, { nonce: -1 })).rejects.toMatchObject({
      name: 'UnsafeTransactionError',
    })
    await expect(app.signReviewed(review.id, { nonce: 0 })).rejects.toMatchObject(NOT_CONFIRMED)
    await signer.approveReview(review.id)
    await expectSigned(await app.signReviewed(review.id, { nonce: 0 }), reviewed, 0)
  })

  it('dies with a lock: after lock and unlock the confirmed review is gone', async () => {
    const review = await app.reviewPlan(small(STRANGER))
    await signer.approveReview(review.id)
    await app.lock()
    await signer.unlock(PASSWORD)
    await expect(app.signReviewed(review.id, { nonce: 0 })).rejects.toMatchObject({
      name: 'ReviewExpiredError',
    })
    await expect(signer.approveReview(review.id)).rejects.toMatchObject({ name: 'ReviewExpiredError' })
  })

  it('a review that asks for the password is confirmed only with it', async () => {
    const reviewed = aboveLimit(STRANGER)
    const review = await app.reviewPlan(reviewed)
    expect(review.passwordReasons).toEqual(['newRecipient'])
    await expect(signer.approveReview(review.id)).rejects.toMatchObject({ name: 'PasswordRequiredError' })
    await expect(signer.approveReview(review.id, 'wrong password!')).rejects.toMatchObject({
      name: 'WrongPasswordError',
    })
    await expect(app.signReviewed(review.id, { nonce: 0 })).rejects.toMatchObject(NOT_CONFIRMED)
    await signer.approveReview(review.id, PASSWORD)
    await expectSigned(await app.signReviewed(review.id, { nonce: 0 }), reviewed, 0)
  })

  it('the steps of a plan signed one by one follow only a Confirm made in the frame', async () => {
    const x = 100_000_000n
    const stepwise = (): PlanForReview =>
      plan(act('supply', 'aave', 'USDC', x), [erc20.approve(USDC, AAVE, x), aave.supply(USDC, x)], {
        simulation: 'call',
      })
    const asked: StepFees = { gas: 150_000n, fees: { ...FEES } }
    // Signed through the signer's own port (no frame confirmed it): the app's port gets none of its steps.
    const own = await app.reviewPlan(stepwise())
    expect(await signer.signReviewed(own.id, { nonce: 0 })).toHaveLength(1)
    await expect(app.signNextStep(own.id, asked)).rejects.toMatchObject(NOT_CONFIRMED)
    await expect(app.signAllowanceReset(own.id, asked)).rejects.toMatchObject(NOT_CONFIRMED)
    // Confirmed in the frame: the app's port signs the approval at Confirm, then the supply.
    const framed = await app.reviewPlan(stepwise())
    await signer.approveReview(framed.id)
    expect(await app.signReviewed(framed.id, { nonce: 1 })).toHaveLength(1)
    expect(await app.signNextStep(framed.id, asked)).toMatch(/^0x/)
  })
})
