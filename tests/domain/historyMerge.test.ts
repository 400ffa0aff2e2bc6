import { describe, expect, it } from 'vitest'
import type { Transaction } from '../../src/chain/getHistory'
import { mergeActivity } from '../../src/chain/history/mergeActivity'
import type { ActivityEntry } from '../../src/chain/pipeline/types'

const me = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const pool = '0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2'
const h = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const

const chainTx = (n: number, patch: Partial<Transaction> = {}): Transaction => ({
  hash: h(n),
  from: me,
  to: bob,
  valueWei: 1n,
  timeStamp: n * 1000,
  isError: false,
  network: 'ethereum',
  token: null,
  ...patch,
})

const entry = (n: number, patch: Partial<ActivityEntry> = {}): ActivityEntry => ({
  hash: h(n),
  chainId: 1,
  network: 'ethereum',
  from: me,
  nonce: n,
  intent: { kind: 'transfer', network: 'ethereum', tokenKey: 'USDC', to: bob, amount: 10_000_000n },
  planId: `p${n}`,
  stepIndex: 0,
  stepCount: 1,
  step: 'transfer',
  tokenKey: 'USDC',
  amount: 10_000_000n,
  target: bob,
  status: 'pending',
  createdAt: n * 1000,
  updatedAt: n * 1000,
  ...patch,
})

describe("home's recent transactions with the app's own activity", () => {
  it('lists a pending send first, in its token and amount, before newer mined ones', () => {
    const list = mergeActivity([chainTx(9), chainTx(8)], [entry(5)])
    expect(list.map((t) => [t.hash, t.status])).toEqual([
      [h(5), 'pending'],
      [h(9), undefined],
      [h(8), undefined],
    ])
    expect(list[0]).toMatchObject({ token: 'USDC', valueWei: 10_000_000n, to: bob })
  })

  it('shows a mined transaction once, from the chain, named by the intent the app recorded', () => {
    const supply = entry(7, {
      intent: { kind: 'supply', protocol: 'aave', network: 'ethereum', tokenKey: 'USDC', amount: 5n },
      step: 'supply',
      target: 'Aave v3',
      status: 'confirmed',
    })
    const list = mergeActivity([chainTx(7, { to: pool, valueWei: 0n })], [supply])
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ hash: h(7), step: 'supply', status: 'confirmed' })
  })

  it('calls a listed transaction what the chain says, even before the store heard of its block', () => {
    const list = mergeActivity([chainTx(7), chainTx(6, { isError: true })], [entry(7), entry(6)])
    expect(list.map((t) => [t.hash, t.status])).toEqual([
      [h(7), 'confirmed'],
      [h(6), 'failed'],
    ])
  })

  it('shows what settled before the explorer lists it, with its status, among the newest five', () => {
    const list = mergeActivity(
      [1, 2, 3, 4, 5, 6].map((n) => chainTx(n)),
      [
        entry(20, { status: 'dropped' }),
        entry(21, { status: 'confirmed' }),
        entry(19, { status: 'failed' }),
        entry(22),
      ],
    )
    expect(list.map((t) => [t.hash, t.status])).toEqual([
      [h(22), 'pending'],
      [h(21), 'confirmed'],
      [h(20), 'dropped'],
      [h(19), 'failed'],
      [h(6), undefined],
    ])
    expect(list[3]?.isError).toBe(true)
  })
})
