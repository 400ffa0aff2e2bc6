import { describe, expect, it } from 'vitest'
import {
  aaveSupplyApy,
  adaptiveCurveBorrowRate,
  cometSupplyRate,
  morphoSupplyApy,
  perSecondApy,
  pickRate,
  SECONDS_PER_YEAR,
  shareGrowthApy,
} from '../../src/domain/vaults/apy'
import { addSamples, MAX_SAMPLES, SAMPLE_EVERY_S, samplesWith } from '../../src/domain/vaults/samples'

const WAD = 10n ** 18n

describe('vault APYs from chain figures', () => {
  it('compounds Aave’s ray liquidity rate every second', () => {
    expect(aaveSupplyApy(0n)).toBe(0)
    // 5 % APR compounded every second is e^0.05 − 1 to eight places.
    expect(aaveSupplyApy(5n * 10n ** 25n)).toBeCloseTo(Math.expm1(0.05), 8)
  })

  it('compounds Compound’s per-second rate, and computes getSupplyRate from the kinked curve', () => {
    const perSecond = (4n * WAD) / 100n / BigInt(SECONDS_PER_YEAR)
    expect(perSecondApy(perSecond)).toBeCloseTo(Math.expm1(0.04), 6)
    const curve = { kink: (9n * WAD) / 10n, slopeLow: 100n, slopeHigh: 1_000n, base: 7n }
    expect(cometSupplyRate((5n * WAD) / 10n, curve)).toBe(7n + 50n)
    expect(cometSupplyRate(WAD, curve)).toBe(7n + 90n + 100n)
  })

  it('gives Morpho suppliers the borrow APY × utilization × (1 − fee)', () => {
    const borrow = (6n * WAD) / 100n / BigInt(SECONDS_PER_YEAR)
    const market = { totalSupplyAssets: 1_000n, totalBorrowAssets: 600n, fee: WAD / 10n }
    expect(morphoSupplyApy(borrow, market)).toBeCloseTo(Math.expm1(0.06) * 0.6 * 0.9, 6)
    expect(morphoSupplyApy(borrow, { ...market, totalSupplyAssets: 0n })).toBe(0)
  })

  it('follows AdaptiveCurveIrm’s curve: ×1 at 90 %, ×4 at 100 %, ×¼ at 0 %', () => {
    const r = 1_000_000_000n
    const at = (u: bigint) =>
      adaptiveCurveBorrowRate(r, { totalSupplyAssets: 100n, totalBorrowAssets: u, fee: 0n })
    expect(at(90n)).toBe(r)
    expect(at(100n)).toBe(4n * r)
    expect(at(0n)).toBe(r / 4n)
  })

  it('annualises share-price growth between samples, and needs an hour of span', () => {
    expect(shareGrowthApy([{ at: 0, price: WAD }])).toBeNull()
    expect(
      shareGrowthApy([
        { at: 0, price: WAD },
        { at: 3_599, price: 2n * WAD },
      ]),
    ).toBeNull()
    const year = [
      { at: SECONDS_PER_YEAR, price: (105n * WAD) / 100n },
      { at: 0, price: WAD },
    ]
    expect(shareGrowthApy(year)).toBeCloseTo(0.05, 12)
    // Half a year at 2.5 % compounds to 5.0625 % a year.
    expect(
      shareGrowthApy([
        { at: 0, price: WAD },
        { at: SECONDS_PER_YEAR / 2, price: (1025n * WAD) / 1000n },
      ]),
    ).toBeCloseTo(1.025 ** 2 - 1, 12)
  })

  it('picks the first rate that exists, with its source', () => {
    expect(
      pickRate(
        { apy: null, source: 'samples' },
        { apy: 0.07, source: 'defillama' },
        { apy: 0.038, source: 'spec' },
      ),
    ).toEqual({ apy: 0.07, source: 'defillama' })
    expect(pickRate({ apy: null, source: 'samples' })).toEqual({ apy: null, source: 'none' })
  })
})

describe('share-price sample book', () => {
  it('keeps one sample per protocol every six hours, oldest first, capped', () => {
    let book = addSamples({}, { yearn: { at: 0, price: WAD } })
    book = addSamples(book, { yearn: { at: SAMPLE_EVERY_S - 1, price: 2n * WAD } })
    expect(book.yearn).toEqual([{ at: 0, price: WAD }])
    book = addSamples(book, { yearn: { at: SAMPLE_EVERY_S, price: 2n * WAD }, beefy: { at: 5, price: WAD } })
    expect(book.yearn).toHaveLength(2)
    expect(book.beefy).toEqual([{ at: 5, price: WAD }])
    for (let k = 2; k < MAX_SAMPLES + 10; k++)
      book = addSamples(book, { yearn: { at: k * SAMPLE_EVERY_S, price: WAD } })
    expect(book.yearn).toHaveLength(MAX_SAMPLES)
    expect(book.yearn?.[0]?.at).toBe(10 * SAMPLE_EVERY_S)
    expect(samplesWith(book, 'curve', { at: 1, price: WAD })).toEqual([{ at: 1, price: WAD }])
  })
})
