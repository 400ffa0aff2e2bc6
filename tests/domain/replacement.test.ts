import { parseGwei } from 'viem'
import { describe, expect, it } from 'vitest'
import { groupPayments, replacementOffers } from '../../src/chain/activity/payments'
import type { GasPrices } from '../../src/chain/getGasPrices'
import type { Transaction } from '../../src/chain/getHistory'
import { mergeActivity } from '../../src/chain/history/mergeActivity'
import { planReplacement } from '../../src/chain/pipeline/planReplacement'
import { bumpedFees, replacementFees } from '../../src/chain/pipeline/replacementFees'
import type { ActivityEntry, ReplacementKind } from '../../src/chain/pipeline/types'

const me = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const h = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const gwei = (n: string) => parseGwei(n)

/** 10 USDC to Bob, nonce 7, signed at 30 gwei with a 1 gwei tip; `n` names its hash and its time. */
const payment = (n: number, patch: Partial<ActivityEntry> = {}): ActivityEntry => ({
  hash: h(n),
  chainId: 1,
  network: 'ethereum',
  from: me,
  nonce: 7,
  intent: { kind: 'transfer', network: 'ethereum', tokenKey: 'USDC', to: bob, amount: 10_000_000n },
  planId: 'p1',
  stepIndex: 0,
  stepCount: 1,
  step: 'transfer',
  tokenKey: 'USDC',
  amount: 10_000_000n,
  target: bob,
  status: 'pending',
  createdAt: n * 1000,
  updatedAt: n * 1000,
  sent: {
    to: usdc,
    value: 0n,
    data: '0xa9059cbb',
    gas: 65_000n,
    maxFeePerGas: gwei('30'),
    maxPriorityFeePerGas: gwei('1'),
  },
  ...patch,
})
const replacing = (n: number, of: number, kind: ReplacementKind, patch: Partial<ActivityEntry> = {}) =>
  payment(n, { replaces: { hash: h(of), kind }, ...patch })

const levels = (baseFee: string, fastTip: string): GasPrices => ({
  slow: 0n,
  standard: 0n,
  fast: 0n,
  baseFee: gwei(baseFee),
  priorityFee: { slow: gwei('0.5'), standard: gwei('1'), fast: gwei(fastTip) },
  source: 'feeHistory',
})

describe('the fee of a replacement', () => {
  it('is at least 10 % more in both fields, rounded up, and always strictly more', () => {
    expect(bumpedFees({ maxFeePerGas: 30n, maxPriorityFeePerGas: 1n })).toEqual({
      maxFeePerGas: 33n,
      maxPriorityFeePerGas: 2n,
    })
    expect(bumpedFees({ maxFeePerGas: 101n, maxPriorityFeePerGas: 0n })).toEqual({
      maxFeePerGas: 112n, // 111.1 rounded up
      maxPriorityFeePerGas: 1n, // 0 + 10 % is 0: nodes want strictly more
    })
    expect(bumpedFees({ maxFeePerGas: gwei('30'), maxPriorityFeePerGas: gwei('1') })).toEqual({
      maxFeePerGas: gwei('33'),
      maxPriorityFeePerGas: gwei('1.1'),
    })
  })

  it('goes up to today’s fast level when that is higher', () => {
    // Base 20 gwei now: fast is 2 × 20 + 3 = 43 gwei, tip 3: above the original's +10 % (33 / 1.1).
    expect(
      replacementFees({ maxFeePerGas: gwei('30'), maxPriorityFeePerGas: gwei('1') }, levels('20', '3')),
    ).toEqual({
      maxFeePerGas: gwei('43'),
      maxPriorityFeePerGas: gwei('3'),
    })
  })

  it('keeps +10 % where the fast level is below it, field by field', () => {
    // Base 5 gwei: fast is 2 × 5 + 3 = 13 gwei, under 33; its tip of 3 is above 1.1.
    expect(
      replacementFees({ maxFeePerGas: gwei('30'), maxPriorityFeePerGas: gwei('1') }, levels('5', '3')),
    ).toEqual({
      maxFeePerGas: gwei('33'),
      maxPriorityFeePerGas: gwei('3'),
    })
    expect(
      replacementFees({ maxFeePerGas: gwei('30'), maxPriorityFeePerGas: gwei('5') }, levels('5', '3')),
    ).toEqual({
      maxFeePerGas: gwei('33'),
      maxPriorityFeePerGas: gwei('5.5'),
    })
  })
})

describe('what a pending row offers', () => {
  it('speeds up and cancels a pending transfer the app recorded', () => {
    expect(replacementOffers(payment(1))).toEqual({ speedUp: true, cancel: true })
  })

  it('offers nothing for a settled one, or one recorded without what was signed', () => {
    expect(replacementOffers(payment(1, { status: 'confirmed' }))).toEqual({ speedUp: false, cancel: false })
    const { sent: _sent, ...old } = payment(1)
    expect(replacementOffers(old)).toEqual({ speedUp: false, cancel: false })
  })

  it('only cancels a pending approval (its action waits for it) or a pending cancel (cancelled again, dearer)', () => {
    const approval = payment(1, { step: 'approve', amount: 5n, stepCount: 2 })
    expect(replacementOffers(approval)).toEqual({ speedUp: false, cancel: true })
    expect(replacementOffers(replacing(2, 1, 'cancel'))).toEqual({ speedUp: false, cancel: true })
    // Taking an allowance back to 0 re-sends alone: the worker signs it like a revoke.
    expect(replacementOffers(payment(3, { step: 'resetApproval', amount: 0n }))).toEqual({
      speedUp: true,
      cancel: true,
    })
  })

  it('plans a speed-up as the same call of the same intent, and a cancel as 0 to the wallet itself', () => {
    const pending = payment(1)
    const spedUp = planReplacement(pending, 'speedUp')
    expect(spedUp.intent).toEqual(pending.intent)
    expect(spedUp.calls).toEqual([
      {
        step: 'transfer',
        to: usdc,
        value: 0n,
        data: '0xa9059cbb',
        tokenKey: 'USDC',
        amount: 10_000_000n,
        target: bob,
      },
    ])
    expect(spedUp.replaces).toEqual({
      kind: 'speedUp',
      hash: h(1),
      nonce: 7,
      fees: { maxFeePerGas: gwei('30'), maxPriorityFeePerGas: gwei('1') },
      gas: 65_000n,
      planId: 'p1',
      stepIndex: 0,
      stepCount: 1,
    })
    const cancel = planReplacement(pending, 'cancel')
    expect(cancel.intent).toEqual({ kind: 'cancel', network: 'ethereum' })
    expect(cancel.calls).toEqual([{ step: 'cancel', to: me, value: 0n, target: me }])
    expect(() => planReplacement(payment(1, { status: 'confirmed' }), 'cancel')).toThrow(
      expect.objectContaining({ shortMessage: 'replace.unavailable' }),
    )
  })
})

describe('one row per payment', () => {
  const chainTx = (n: number, patch: Partial<Transaction> = {}): Transaction => ({
    hash: h(n),
    from: me,
    to: bob,
    valueWei: 10_000_000n,
    timeStamp: n * 1000,
    isError: false,
    network: 'ethereum',
    token: 'USDC',
    ...patch,
  })

  it('keeps a payment sped up twice as one pending row, whose actions replace the newest', () => {
    const entries = [
      payment(1, { status: 'pending' }),
      replacing(2, 1, 'speedUp'),
      replacing(3, 2, 'speedUp'),
    ]
    const [p, ...rest] = groupPayments(entries)
    expect(rest).toEqual([])
    expect(p).toMatchObject({ status: 'pending', replacing: 'speedUp', waiting: { hash: h(3) }, mined: null })
    const rows = mergeActivity([], entries)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ hash: h(3), payment: h(1), status: 'pending', replacing: 'speedUp' })
    expect(rows[0]?.waiting?.hash).toBe(h(3))
  })

  it('shows a mined speed-up as the chain lists it, "Acelerada", and the original never', () => {
    const entries = [payment(1, { status: 'replaced' }), replacing(2, 1, 'speedUp', { status: 'confirmed' })]
    const rows = mergeActivity([chainTx(2)], entries)
    expect(rows).toEqual([{ ...chainTx(2), payment: h(1), status: 'confirmed', outcome: 'spedUp' }])
  })

  it('shows a mined cancel as the payment that did not happen: its amount and recipient, "Cancelada"', () => {
    const entries = [
      payment(1, { status: 'cancelled' }),
      replacing(2, 1, 'cancel', { status: 'confirmed', step: 'cancel' }),
    ]
    // The chain lists the cancel as 0 ETH from the wallet to itself.
    const rows = mergeActivity([chainTx(2, { to: me, valueWei: 0n, token: null, timeStamp: 9_000 })], entries)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      hash: h(2),
      to: bob,
      valueWei: 10_000_000n,
      token: 'USDC',
      status: 'cancelled',
      outcome: 'cancelled',
      timeStamp: 9_000,
    })
  })

  it('says so when the original was mined before its replacement, or an earlier speed-up before a cancel', () => {
    const originalFirst = [
      payment(1, { status: 'confirmed' }),
      replacing(2, 1, 'speedUp', { status: 'replaced' }),
    ]
    expect(mergeActivity([chainTx(1)], originalFirst)).toEqual([
      { ...chainTx(1), payment: h(1), status: 'confirmed', outcome: 'originalFirst' },
    ])
    const earlierFirst = [
      payment(1, { status: 'replaced' }),
      replacing(2, 1, 'speedUp', { status: 'confirmed' }),
      replacing(3, 2, 'cancel', { status: 'replaced' }),
    ]
    expect(groupPayments(earlierFirst)[0]).toMatchObject({ status: 'confirmed', outcome: 'earlierFirst' })
  })

  it('keeps a replacement whose original the store no longer has as its own payment', () => {
    const [p] = groupPayments([replacing(5, 4, 'speedUp', { status: 'confirmed' })])
    expect(p).toMatchObject({ original: { hash: h(5) }, outcome: 'spedUp', status: 'confirmed' })
  })

  it('leaves other payments on other nonces apart', () => {
    const entries = [payment(1, { nonce: 1 }), payment(2, { nonce: 2 })]
    expect(groupPayments(entries)).toHaveLength(2)
    expect(mergeActivity([], entries)).toHaveLength(2)
  })
})

describe('a pending payment keeps its face while its replacements come and go', () => {
  it('shows a cancel still waiting as the payment it would stop, under the cancel’s hash', () => {
    const { tokenKey: _t, amount: _a, ...cancel } = replacing(2, 1, 'cancel', { step: 'cancel' })
    const entries = [payment(1), cancel]
    const rows = mergeActivity([], entries)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      hash: h(2),
      payment: h(1),
      to: bob,
      token: 'USDC',
      valueWei: 10_000_000n,
      status: 'pending',
      replacing: 'cancel',
    })
  })
})
