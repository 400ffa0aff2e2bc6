import { clear, createStore } from 'idb-keyval'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { PasswordRequiredError, ReviewExpiredError, WrongPasswordError } from '../../src/domain/errors'
import { registerErrorTransfer } from '../../src/workers/errorTransfer'
import { Vault } from '../../src/workers/vault/vault'
import { expectSigned, KEY, PASSWORD, transfer } from './plans'
import { resetVault } from './resetVault'
import { REFUSED_ON_APP_PORT as REFUSED, startSignerWorker } from './signerChannels'

/**
 * docs/signer-plan.md step 4, the review's password: typed in the signer's frame, it reaches the key worker as
 * `approveReview(id, password)` on the signer page's own port, bound to that one review; Confirm then signs
 * without a password. The app's port refuses `approveReview`, and refuses a Confirm that carries a password.
 */
registerErrorTransfer()
const USD = 1_000_000n
const NEW = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const OTHER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
/** US$ 500 of USDC to an address never paid: above the US$ 100 limit, so the review asks for the password. */
const aboveLimit = (to: `0x${string}`) => transfer('USDC', to, 500n * USD)

describe('approveReview (the signer page’s own port)', () => {
  const store = createStore('billetera-test-review-approval', 'vault')
  let vault: Vault

  beforeEach(async () => {
    await clear(store)
    vault = new Vault({ channel: null, store })
    await vault.setPassword(PASSWORD)
    await vault.importPrivateKey(KEY)
  })

  it('a wrong password approves nothing; the right one lets that review’s Confirm sign without a password', async () => {
    const plan = aboveLimit(NEW)
    const review = await vault.reviewPlan(plan)
    expect(review.passwordReasons).toEqual(['newRecipient'])
    await expect(vault.signReviewed(review.id, { nonce: 0 })).rejects.toBeInstanceOf(PasswordRequiredError)
    await expect(vault.approveReview(review.id, 'wrong password!')).rejects.toBeInstanceOf(WrongPasswordError)
    await expect(vault.signReviewed(review.id, { nonce: 0 })).rejects.toBeInstanceOf(PasswordRequiredError)
    await vault.approveReview(review.id, PASSWORD)
    await expectSigned(await vault.signReviewed(review.id, { nonce: 0 }), plan, 0)
    // Single-use: the id died with its signature, the approval with it.
    await expect(vault.signReviewed(review.id, { nonce: 1 })).rejects.toBeInstanceOf(ReviewExpiredError)
    await expect(vault.approveReview(review.id, PASSWORD)).rejects.toBeInstanceOf(ReviewExpiredError)
  })

  it('is bound to one review id: another review still needs the password', async () => {
    const first = await vault.reviewPlan(aboveLimit(NEW))
    const second = await vault.reviewPlan(aboveLimit(OTHER))
    await vault.approveReview(first.id, PASSWORD)
    await expect(vault.signReviewed(second.id, { nonce: 0 })).rejects.toBeInstanceOf(PasswordRequiredError)
    await expect(vault.approveReview('0'.repeat(32), PASSWORD)).rejects.toBeInstanceOf(ReviewExpiredError)
  })

  it('dies with a lock: after lock and unlock the review is gone, never signed', async () => {
    const review = await vault.reviewPlan(aboveLimit(NEW))
    await vault.approveReview(review.id, PASSWORD)
    await vault.lock()
    await vault.unlock(PASSWORD)
    await expect(vault.signReviewed(review.id, { nonce: 0 })).rejects.toBeInstanceOf(ReviewExpiredError)
  })
})

describe('the app’s channel', () => {
  const { app, signer } = startSignerWorker()
  const NO_PASSWORD = {
    name: 'TypeError',
    shortMessage: expect.stringMatching(/typed in the signer's frame/),
  }

  afterAll(() => resetVault(signer))

  it('refuses approveReview and a Confirm that carries a password, with the wallet open', async () => {
    await resetVault(signer)
    await signer.setPassword(PASSWORD)
    await signer.importPrivateKey(KEY)
    expect((await app.status()).unlocked).toBe(true)
    await expect(app.approveReview('0'.repeat(32), PASSWORD)).rejects.toMatchObject(REFUSED)
    await expect(app.signReviewed('0'.repeat(32), { nonce: 0, password: PASSWORD })).rejects.toMatchObject(
      NO_PASSWORD,
    )
    // Without a password the call reaches the worker (an unknown id: ReviewExpiredError); the own port may
    // still pass one, and approves.
    await expect(app.signReviewed('0'.repeat(32), { nonce: 0 })).rejects.toMatchObject({
      name: 'ReviewExpiredError',
    })
    await expect(signer.approveReview('0'.repeat(32), PASSWORD)).rejects.toMatchObject({
      name: 'ReviewExpiredError',
    })
  })
})
