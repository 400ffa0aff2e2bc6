import { describe, expect, it } from 'vitest'
import { feeOutweighs, movedBy } from '../../src/domain/review'

const ETH = 10n ** 18n
const eth = (wei: bigint, price: number | undefined = 3000) => ({ amount: wei, decimals: 18, price })
const usdc = (units: bigint, price: number | undefined = 1) => ({ amount: units, decimals: 6, price })
const unpriced = (amount: bigint, decimals: number) => ({ amount, decimals, price: undefined })

describe('a fee larger than a tenth of what moves', () => {
  it.each([
    // [case, fee, moved, kind]
    ['US$ 13,94 of fee to borrow US$ 10', eth((ETH * 1394n) / 300_000n), usdc(10_000_000n), 'more'],
    ['US$ 17,49 of fee to deposit US$ 100', eth((ETH * 1749n) / 300_000n), usdc(100_000_000n), 'tenth'],
    ['exactly 10 %: US$ 10 of fee on US$ 100', eth(ETH / 300n), usdc(100_000_000n), null],
    ['one unit over 10 %', eth(ETH / 300n + 1n), usdc(100_000_000n), 'tenth'],
    ['exactly the amount: US$ 10 of fee on US$ 10', eth(ETH / 300n), usdc(10_000_000n), 'tenth'],
    ['one unit over the amount', eth(ETH / 300n + 1n), usdc(10_000_000n), 'more'],
    ['US$ 1,42 of fee on US$ 1 000', eth((ETH * 142n) / 300_000n), usdc(1_000_000_000n), null],
    ['ETH for ETH: 0,001 of fee on 0,01 sent (10 %)', eth(ETH / 1000n), eth(ETH / 100n), null],
    ['ETH for ETH: 0,0011 of fee on 0,01 sent', eth((ETH * 11n) / 10_000n), eth(ETH / 100n), 'tenth'],
    ['exactly 10 % with a float price (0,1 + 0,2)', usdc(1n, 0.1 + 0.2), usdc(3n), null],
    ['no price for the fee', unpriced(ETH, 18), usdc(1n), null],
    ['no price for what moves', eth(ETH), unpriced(1n, 6), null],
    ['nothing moves', eth(ETH), usdc(0n), null],
  ] as const)('%s', (_, fee, moved, kind) => {
    expect(feeOutweighs(fee, moved)?.kind ?? null).toBe(kind)
  })

  it('gives the two dollar figures the words need', () => {
    const said = feeOutweighs(eth((ETH * 1394n) / 300_000n), usdc(10_000_000n))
    expect(said?.feeUsd).toBeCloseTo(13.94, 6)
    expect(said?.movedUsd).toBe(10)
  })
})

describe('what a plan moves', () => {
  it('is the last step that moves a token, never an approval', () => {
    const supply = { step: 'supply', tokenKey: 'USDC', amount: 100n }
    expect(movedBy([{ step: 'approve', tokenKey: 'USDC', amount: 100n }, supply])).toBe(supply)
    expect(movedBy([{ step: 'revoke', tokenKey: 'USDC', amount: 0n }])).toBeNull()
    expect(movedBy([{ step: 'cancel' }])).toBeNull()
  })
})
