import { describe, expect, it } from 'vitest'
import { type ActivityLike, type HistoryItem, mergeHistory } from '../../src/domain/history'

const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const

const usdcSent = (n: number, t: number): HistoryItem => ({
  hash: hash(n),
  network: 'polygon',
  token: 'USDC',
  symbol: 'USDC',
  decimals: 6,
  amount: 10_000_000n,
  direction: 'sent',
  counterparty: bob,
  status: 'confirmed',
  timeStamp: t,
})

const activity = (n: number, t: number, status: ActivityLike['status'], kind = 'transfer'): ActivityLike => ({
  hash: hash(n),
  network: 'polygon',
  intent: kind === 'transfer' ? { kind, to: bob } : { kind },
  tokenKey: 'USDC',
  amount: 10_000_000n,
  target: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
  status,
  createdAt: t,
})

describe('mergeHistory', () => {
  it('puts pending first, then newest first, capped at 5', () => {
    const chain = [1, 2, 3, 4, 5, 6].map((n) => usdcSent(n, n * 1000))
    const merged = mergeHistory(chain, [activity(9, 10, 'pending')])
    expect(merged.map((i) => [i.hash, i.status])).toEqual([
      [hash(9), 'pending'],
      [hash(6), 'confirmed'],
      [hash(5), 'confirmed'],
      [hash(4), 'confirmed'],
      [hash(3), 'confirmed'],
    ])
  })

  it('a pending activity entry shows what it sends, to whom, in token units', () => {
    const [row] = mergeHistory([], [activity(7, 5, 'pending')])
    expect(row).toEqual({
      hash: hash(7),
      network: 'polygon',
      token: 'USDC',
      symbol: 'USDC',
      decimals: 6,
      amount: 10_000_000n,
      direction: 'sent',
      counterparty: bob,
      status: 'pending',
      timeStamp: 5,
      intent: 'transfer',
    })
  })

  it('dedupes by hash: the chain row keeps its amounts, the activity names the intent, mined means confirmed', () => {
    const chain = [{ ...usdcSent(1, 1000), hash: hash(1).toUpperCase().replace('0X', '0x') as `0x${string}` }]
    const merged = mergeHistory(chain, [activity(1, 900, 'pending', 'supply')])
    expect(merged).toHaveLength(1)
    expect(merged[0]).toMatchObject({
      amount: 10_000_000n,
      intent: 'supply',
      status: 'confirmed',
      timeStamp: 1000,
    })
  })

  it('keeps a failure the chain reports and a drop the store reports', () => {
    const failed = mergeHistory([{ ...usdcSent(1, 1), status: 'failed' }], [activity(1, 1, 'pending')])
    expect(failed[0]?.status).toBe('failed')
    expect(mergeHistory([], [activity(2, 1, 'dropped')])[0]?.status).toBe('dropped')
  })
})
