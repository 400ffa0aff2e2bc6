import { clear } from 'idb-keyval'
import { parseTransaction } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Intent } from '../../src/chain/pipeline/types'
import { UnsafeTransactionError, type WalletError } from '../../src/domain/errors'
import type { PlanForReview } from '../../src/workers/vaultApi'
import {
  AAVE,
  aave,
  erc20,
  expectSigned,
  FEES,
  FRIEND,
  GWEI,
  KEY,
  ME,
  PASSWORD,
  pay,
  plan,
  STRANGER,
  testVault,
  transfer,
  USDC,
} from './plans'
import { supply, x } from './refusedPlans'

/**
 * Speed-up and cancel (issue 25) as the key worker sees them. A cancel is its own intent, which the worker
 * signs only as one call of 0 from the wallet to itself with no data: a page script that asks for a review under
 * that intent with any other call (someone else's address, a value, calldata, a token transfer, a second call)
 * gets no review id. A speed-up is nothing new to the worker: the original plan's intent and call at a higher
 * fee, checked like any plan, signed on the nonce Confirm gives (the pending transaction's).
 */
const { vault, store } = testVault('plan-replace')

beforeAll(async () => {
  await clear(store)
  await vault.setPassword(PASSWORD)
  await vault.importPrivateKey(KEY)
})
afterAll(() => vault.forget(PASSWORD))

const cancelOn = (network: Intent['network']): Intent => ({ kind: 'cancel', network })
const cancel = (calls: PlanForReview['calls'], over: Partial<PlanForReview> = {}) =>
  plan(cancelOn('ethereum'), calls, over)
/** +10 % and more on both fee fields: what a speed-up or cancel offers. */
const higher = { maxFeePerGas: 45n * GWEI, maxPriorityFeePerGas: 3n * GWEI }

type Refusal = [name: string, input: unknown, why: RegExp]

const refusals: Refusal[] = [
  ['a cancel paying a stranger nothing', cancel([pay(STRANGER, 0n)]), /cancel pays 0x7099.*not the wallet/],
  ['a cancel paying a friend 1 ETH', cancel([pay(FRIEND, 10n ** 18n)]), /cancel pays 0x3c44.*not the wallet/],
  ['a cancel to itself carrying 1 ETH', cancel([pay(ME, 10n ** 18n)]), /cancel moves 10{18}, not 0/],
  ['a cancel to itself carrying 1 wei', cancel([pay(ME, 1n)]), /cancel moves 1, not 0/],
  [
    'a cancel to itself with calldata',
    cancel([{ to: ME, value: 0n, data: '0xdeadbeef' }]),
    /cancel carries no data/,
  ],
  [
    'a cancel that is a USDC transfer to a stranger',
    cancel([erc20.transfer(USDC, STRANGER, x)]),
    /cancel carries no data/,
  ],
  ['a cancel that approves Aave', cancel([erc20.approve(USDC, AAVE, x)]), /cancel carries no data/],
  [
    'a cancel with a second call paying a stranger',
    cancel([pay(ME, 0n), pay(STRANGER, 10n ** 18n)]),
    /cancel is one call, not 2/,
  ],
  [
    'a cancel with a protocol call after it',
    cancel([pay(ME, 0n), aave.supply(USDC, x)]),
    /cancel is one call, not 2/,
  ],
  ['a cancel with no call at all', cancel([]), /0 steps/],
  [
    'a cancel for Polygon on chain 1',
    plan(cancelOn('polygon'), [pay(ME, 0n)], { chainId: 1 }),
    /intent's network is not chain 1/,
  ],
  ['a cancel from another wallet', cancel([pay(STRANGER, 0n)], { from: STRANGER }), /not from this wallet/],
  [
    'a cancel above the fee cap',
    cancel([pay(ME, 0n)], { fees: { maxFeePerGas: 10n ** 15n, maxPriorityFeePerGas: GWEI } }),
    /max fee per gas .* outside the cap/,
  ],
]

describe('the worker reads a cancel as exactly 0 to the wallet itself', () => {
  it.each(refusals)('refuses %s', async (_name, input, why) => {
    const error = await vault.reviewPlan(input as PlanForReview).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnsafeTransactionError)
    expect((error as WalletError).details).toMatch(why)
    // Nothing to sign came back, and the worker still signs a real cancel.
    const good = cancel([pay(ME, 0n)], { fees: higher })
    const review = await vault.reviewPlan(good)
    await expectSigned(await vault.signReviewed(review.id, { nonce: 7 }), good, 7)
  })

  it('keeps only a cancel’s network: fields a page adds to its intent are dropped before the hash', async () => {
    const dressed = cancel([pay(ME, 0n)], {
      intent: { kind: 'cancel', network: 'ethereum', to: STRANGER, amount: 10n ** 18n } as never,
    })
    const review = await vault.reviewPlan(dressed)
    const clean = cancel([pay(ME, 0n)])
    const same = await vault.reviewPlan(clean)
    expect(review.hash).toBe(same.hash)
  })

  it('signs a cancel on the nonce Confirm gives: 0 to itself, no data, the reviewed fee, no password', async () => {
    const reviewed = cancel([pay(ME, 0n)], { fees: higher })
    const review = await vault.reviewPlan(reviewed)
    expect(review.needsPassword).toBe(false)
    const [raw] = await vault.signReviewed(review.id, { nonce: 41 })
    const tx = parseTransaction(raw as `0x${string}`)
    expect({ to: tx.to, value: tx.value ?? 0n, data: tx.data, nonce: tx.nonce }).toEqual({
      to: ME.toLowerCase(),
      value: 0n,
      data: undefined,
      nonce: 41,
    })
    expect(tx.maxFeePerGas).toBe(higher.maxFeePerGas)
  })

  it('reads a speed-up as its original plan: the same transfer signs at the higher fee on the pinned nonce', async () => {
    const original = transfer('USDC', FRIEND, x)
    const spedUp = { ...original, fees: higher }
    const review = await vault.reviewPlan(spedUp)
    await expectSigned(await vault.signReviewed(review.id, { nonce: 12 }), spedUp, 12)
    expect(spedUp.fees.maxFeePerGas).toBeGreaterThan(FEES.maxFeePerGas)
  })

  it('reads a speed-up of a plan’s action step alone like the plan: the supply, without its approval', async () => {
    const action = plan(supply.intent, [supply.calls[1] as PlanForReview['calls'][number]], { fees: higher })
    const review = await vault.reviewPlan(action)
    await expectSigned(await vault.signReviewed(review.id, { nonce: 3 }), action, 3)
  })

  it('refuses a speed-up of an approval alone: an approval is signed only beside the step that uses it', async () => {
    const approval = plan(supply.intent, [supply.calls[0] as PlanForReview['calls'][number]], {
      fees: higher,
    })
    await expect(vault.reviewPlan(approval)).rejects.toThrow(UnsafeTransactionError)
  })
})

describe('a speed-up of a transfer to a new address counts once against the 24 h limit', () => {
  const guarded = testVault('plan-replace-guard')
  const NEW: `0x${string}` = '0x00000000000000000000000000000000000000aa'
  const sixty = 60_000_000n // US$ 60 of USDC: under the US$ 100 of Settings, twice over it

  beforeAll(async () => {
    await clear(guarded.store)
    await guarded.vault.setPassword(PASSWORD)
    await guarded.vault.importPrivateKey(KEY)
  })
  afterAll(() => guarded.vault.forget(PASSWORD))

  it('signs the transfer and its speed-up on the same nonce without the password, and a second payment not', async () => {
    const { vault: v } = guarded
    const original = transfer('USDC', NEW, sixty)
    const first = await v.reviewPlan(original)
    expect(first.needsPassword).toBe(false)
    await v.signReviewed(first.id, { nonce: 20 })
    // The same payment, dearer, on its nonce: one of the two can be mined, so US$ 60 so far.
    const spedUp = { ...original, fees: higher }
    const again = await v.reviewPlan(spedUp)
    expect(again.needsPassword).toBe(false)
    await expectSigned(await v.signReviewed(again.id, { nonce: 20 }), spedUp, 20)
    // The same transfer on the next nonce is a second payment: US$ 120 to a new address asks for the password.
    const second = await v.reviewPlan(original)
    await expect(v.signReviewed(second.id, { nonce: 21 })).rejects.toMatchObject({
      shortMessage: 'vault.passwordRequired',
    })
    await expectSigned(await v.signReviewed(second.id, { nonce: 21, password: PASSWORD }), original, 21)
  })
})
