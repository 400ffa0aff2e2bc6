import { clear, createStore } from 'idb-keyval'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { registerErrorTransfer } from '../../src/workers/errorTransfer'
import { Vault } from '../../src/workers/vault/vault'
import { ALL, aave, act, erc20, GWEI, KEY, PASSWORD, plan, transfer, USDC } from './plans'
import { resetVault } from './resetVault'
import { REFUSED_ON_APP_PORT as REFUSED, startSignerWorker } from './signerChannels'

/**
 * docs/signer-plan.md step 4, the review's password: the signer's frame draws what it approves from the key
 * worker's own decoding of the review (`reviewSummary(id)`, on the signer page's own port only), never from
 * text the app's page sends. An unknown, used or expired id answers null: the frame then offers no field.
 */
registerErrorTransfer()
const USD = 1_000_000n
const NEW = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

describe('reviewSummary: the review as the key worker decoded it', () => {
  const store = createStore('billetera-test-review-summary', 'vault')
  let vault: Vault

  beforeEach(async () => {
    await clear(store)
    vault = new Vault({ channel: null, store })
    await vault.setPassword(PASSWORD)
    await vault.importPrivateKey(KEY)
  })

  it('a transfer: the decoded recipient in full, the amount and token, the network, the fee ceiling and why', async () => {
    const review = await vault.reviewPlan(transfer('USDC', NEW, 500n * USD))
    expect(await vault.reviewSummary(review.id)).toEqual({
      network: 'Ethereum',
      kind: 'transfer',
      passwordReasons: ['newRecipient'],
      // The recipient checksummed, as the app's review shows it.
      transfer: { to: NEW, amount: { amount: 500n * USD, symbol: 'USDC', decimals: 6 } },
      steps: [
        {
          action: 'transfer',
          to: NEW.toLowerCase(),
          amounts: [{ amount: 500n * USD, symbol: 'USDC', decimals: 6 }],
        },
      ],
      // One step of 200 000 gas at 2 gwei at most.
      feeCeiling: { amount: 200_000n * 2n * GWEI, symbol: 'ETH', decimals: 18 },
    })
  })

  it('a plan of steps: each step’s action, the contract by name and what it moves; ETH sent as value', async () => {
    const x = 250n * USD
    const supply = plan(act('supply', 'aave', 'USDC', x), [
      erc20.approve(USDC, aave.supply(USDC, x).to, x),
      aave.supply(USDC, x),
    ])
    const review = await vault.reviewPlan(supply)
    const summary = await vault.reviewSummary(review.id)
    expect(summary).toMatchObject({
      network: 'Ethereum',
      kind: 'supply',
      passwordReasons: [],
      transfer: null,
      steps: [
        { action: 'approve', to: 'Aave v3', amounts: [{ amount: x, symbol: 'USDC', decimals: 6 }] },
        { action: 'supply', to: 'Aave v3', amounts: [{ amount: x, symbol: 'USDC', decimals: 6 }] },
      ],
      feeCeiling: { amount: 400_000n * 2n * GWEI, symbol: 'ETH', decimals: 18 },
    })
    const eth = await vault.reviewPlan(transfer('ETH', NEW, 10n ** 18n))
    expect((await vault.reviewSummary(eth.id))?.transfer).toEqual({
      to: NEW,
      amount: { amount: 10n ** 18n, symbol: 'ETH', decimals: 18 },
    })
  })

  it('a loan and a withdrawal: the asset and amount their calldata moves, and why a loan needs the password', async () => {
    const borrow = await vault.reviewPlan(
      plan(act('borrow', 'aaveLending', 'USDC', 300n * USD), [aave.borrow(USDC, 300n * USD)]),
    )
    expect(await vault.reviewSummary(borrow.id)).toMatchObject({
      passwordReasons: ['borrow'],
      steps: [
        { action: 'borrow', to: 'Aave v3', amounts: [{ amount: 300n * USD, symbol: 'USDC', decimals: 6 }] },
      ],
    })
    const withdraw = await vault.reviewPlan(
      plan(act('withdraw', 'aave', 'USDC', 40n * USD), [aave.withdraw(USDC, 40n * USD)]),
    )
    expect((await vault.reviewSummary(withdraw.id))?.steps).toEqual([
      { action: 'withdraw', to: 'Aave v3', amounts: [{ amount: 40n * USD, symbol: 'USDC', decimals: 6 }] },
    ])
    const all = await vault.reviewPlan(plan(act('withdraw', 'aave', 'USDC', ALL), [aave.withdraw(USDC, ALL)]))
    expect((await vault.reviewSummary(all.id))?.steps[0]?.amounts).toEqual([
      { amount: 'all', symbol: 'USDC', decimals: 6 },
    ])
  })

  it('null for an unknown id, a used one and every review a lock forgot', async () => {
    expect(await vault.reviewSummary('0'.repeat(32))).toBeNull()
    const used = await vault.reviewPlan(transfer('USDC', NEW, 5n * USD))
    await vault.signReviewed(used.id, { nonce: 0 })
    expect(await vault.reviewSummary(used.id)).toBeNull()
    const kept = await vault.reviewPlan(transfer('USDC', NEW, 5n * USD))
    await vault.lock()
    await vault.unlock(PASSWORD)
    expect(await vault.reviewSummary(kept.id)).toBeNull()
  })
})

describe('the app’s channel', () => {
  const { app, signer } = startSignerWorker()

  afterAll(() => resetVault(signer))

  it('refuses reviewSummary, even for a review it asked for itself; the own port answers it', async () => {
    await resetVault(signer)
    await signer.setPassword(PASSWORD)
    await signer.importPrivateKey(KEY)
    const review = await app.reviewPlan(transfer('USDC', NEW, 500n * USD))
    await expect(app.reviewSummary(review.id)).rejects.toMatchObject(REFUSED)
    const summary = await signer.reviewSummary(review.id)
    expect(summary?.transfer).toEqual({
      to: NEW,
      amount: { amount: 500n * USD, symbol: 'USDC', decimals: 6 },
    })
    expect(summary?.passwordReasons).toEqual(['newRecipient'])
    expect(await signer.reviewSummary('0'.repeat(32))).toBeNull()
  })
})
