import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { toMovements } from '../../src/chain/export/toMovements'
import type { Transaction } from '../../src/chain/getHistory'
import type { FullHistory } from '../../src/chain/history/getFullHistory'
import type { ActivityEntry } from '../../src/chain/pipeline/types'

const me = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' as const
const friend = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' as const
const usdc = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' as const
const aUsdc = '0x98c23e9d8f34fefb1b7bd6a91b7ff122f4e16f5c' as const
const h = (c: string) => `0x${c.repeat(64)}` as const

const tx = (over: Partial<Transaction>): Transaction => ({
  hash: h('0'),
  from: me,
  to: friend,
  valueWei: 0n,
  timeStamp: 1_760_000_000_000,
  isError: false,
  network: 'ethereum',
  token: null,
  ...over,
})
const entry = (over: Partial<ActivityEntry>): ActivityEntry => ({
  hash: h('0'),
  chainId: 1,
  network: 'ethereum',
  from: me,
  nonce: 0,
  intent: { kind: 'supply', protocol: 'aave', network: 'ethereum', tokenKey: 'USDC', amount: 100_000_000n },
  planId: 'p',
  stepIndex: 0,
  stepCount: 2,
  step: 'approve',
  tokenKey: 'USDC',
  amount: 100_000_000n,
  target: 'Aave v3',
  status: 'confirmed',
  createdAt: 1_760_000_100_000,
  updatedAt: 1_760_000_100_000,
  ...over,
})

describe('the activity export’s lines, from the chain and the app’s own activity', () => {
  const history: Pick<FullHistory, 'transactions' | 'fees'> = {
    transactions: [
      // A stranger pays 25 USDC; the wallet sends 10 USDC; then approves and deposits 100 USDC in Aave.
      tx({ hash: h('1'), from: friend, to: me, token: 'USDC', valueWei: 25_000_000n, timeStamp: 1 }),
      tx({ hash: h('2'), to: friend, token: 'USDC', valueWei: 10_000_000n, timeStamp: 2 }),
      tx({ hash: h('3'), to: usdc, timeStamp: 3 }),
      tx({ hash: h('4'), to: aUsdc, token: 'USDC', valueWei: 100_000_000n, timeStamp: 4 }),
      // A failed send: the chain shows a 0 ETH call to the token; the app recorded what was meant.
      tx({ hash: h('5'), to: usdc, isError: true, timeStamp: 5 }),
    ],
    fees: new Map([
      [`ethereum:${h('2')}`, 21n],
      [`ethereum:${h('3')}`, 46n],
      [`ethereum:${h('4')}`, 180n],
      [`ethereum:${h('5')}`, 30n],
    ]),
  }
  const activity = [
    entry({ hash: h('3'), step: 'approve' }),
    entry({ hash: h('4'), step: 'supply', stepIndex: 1 }),
    entry({
      hash: h('5'),
      step: 'transfer',
      intent: { kind: 'transfer', network: 'ethereum', tokenKey: 'USDC', to: friend, amount: 7_000_000n },
      amount: 7_000_000n,
      target: friend,
      status: 'failed',
    }),
    // Broadcast a moment ago, not mined yet.
    entry({
      hash: h('6'),
      network: 'polygon',
      chainId: 137,
      step: 'transfer',
      intent: { kind: 'transfer', network: 'polygon', tokenKey: 'USDC-POLYGON', to: friend, amount: 1n },
      tokenKey: 'USDC-POLYGON',
      amount: 1n,
      target: friend,
      status: 'pending',
      createdAt: 6,
    }),
  ]

  it('names, values and orders each line as the user would read it', () => {
    const lines = toMovements(me, history, activity)
    expect(
      lines.map((m) => [m.hash.slice(0, 3), m.kind, m.status, m.token, m.amount, m.counterparty, m.fee]),
    ).toEqual([
      ['0x1', 'received', 'confirmed', 'USDC', 25_000_000n, getAddress(friend), null],
      ['0x2', 'sent', 'confirmed', 'USDC', 10_000_000n, getAddress(friend), 21n],
      ['0x3', 'approve', 'confirmed', 'USDC', 0n, getAddress(usdc), 46n],
      ['0x4', 'supply', 'confirmed', 'USDC', 100_000_000n, getAddress(aUsdc), 180n],
      ['0x5', 'sent', 'failed', 'USDC', 7_000_000n, getAddress(friend), 30n],
      ['0x6', 'sent', 'pending', 'USDC-POLYGON', 1n, getAddress(friend), null],
    ])
    expect(lines.find((m) => m.kind === 'supply')?.protocol).toBe('Aave v3')
    expect(lines.find((m) => m.kind === 'sent')?.protocol).toBeUndefined()
  })

  it('puts a transaction’s fee on its first line only', () => {
    const twoTransfers = {
      transactions: [
        tx({ hash: h('7'), to: friend, token: 'USDC', valueWei: 1n }),
        tx({ hash: h('7'), to: friend, token: 'DAI', valueWei: 2n }),
      ],
      fees: new Map([[`ethereum:${h('7')}`, 99n]]),
    }
    expect(toMovements(me, twoTransfers, []).map((m) => m.fee)).toEqual([99n, null])
  })

  it('puts what a swap brought in on its own line, beside what left (once, on the line with its fee)', () => {
    const router = '0xe592427a0aece92de3edee1f18e0157c05861564' as const
    const swapEntry = (hash: `0x${string}`, toTokenKey: 'USDC' | 'ETH', received: bigint) =>
      entry({
        hash,
        intent: {
          kind: 'swap',
          network: 'ethereum',
          tokenKey: 'USDT',
          toTokenKey,
          amount: 100_000_000n,
          quotedOut: received,
          slippageBps: 50,
        },
        step: 'swap',
        stepIndex: 1,
        tokenKey: 'USDT',
        amount: 100_000_000n,
        target: 'Uniswap v3',
        received,
      })
    const lines = toMovements(
      me,
      {
        transactions: [
          tx({ hash: h('a'), to: router, token: 'USDT', valueWei: 100_000_000n, timeStamp: 1 }),
          // The same transaction listed again, for the USDC it brought in.
          tx({ hash: h('a'), from: router, to: me, token: 'USDC', valueWei: 99_970_000n, timeStamp: 1 }),
          tx({ hash: h('b'), to: router, token: 'USDT', valueWei: 100_000_000n, timeStamp: 2 }),
        ],
        fees: new Map([
          [`ethereum:${h('a')}`, 120n],
          [`ethereum:${h('b')}`, 130n],
        ]),
      },
      [swapEntry(h('a'), 'USDC', 99_970_000n), swapEntry(h('b'), 'ETH', 33_000_000_000_000_000n)],
    )
    expect(lines.map((l) => [l.hash, l.kind, l.token, l.amount, l.fee, l.received])).toEqual([
      [h('a'), 'swap', 'USDT', 100_000_000n, 120n, { token: 'USDC', amount: 99_970_000n }],
      [h('a'), 'swap', 'USDC', 99_970_000n, null, undefined],
      [h('b'), 'swap', 'USDT', 100_000_000n, 130n, { token: null, amount: 33_000_000_000_000_000n }],
    ])
  })
})
