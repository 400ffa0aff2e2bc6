import { describe, expect, it } from 'vitest'
import { adaptiveCurveRateNow } from '../../../src/chain/protocols/morphoRate'
import { adaptiveCurveBorrowRate, type MorphoMarketState } from '../../../src/domain/vaults/apy'

/**
 * AdaptiveCurveIrm as Morpho documents it (docs "Interest Rate Model", ConstantsLib): target utilization 90 %,
 * steepness 4, adjustment speed 50 a year, rate at target bounded to 0.1 %–200 % a year, initial 4 %. The
 * devnet runs a fixed-rate IRM, so the mainnet curve is checked here against the formula, in yearly terms.
 */
const YEAR = 365 * 24 * 3600
const WAD = 10n ** 18n
const perSecond = (yearly: number) => BigInt(Math.round((yearly * 1e18) / YEAR))
const yearly = (rate: bigint) => (Number(rate) * YEAR) / 1e18
const at = (utilization: number): MorphoMarketState => ({
  totalSupplyAssets: 1_000_000n * WAD,
  totalBorrowAssets: BigInt(Math.round(utilization * 1_000_000)) * WAD,
  fee: 0n,
})
const rel = (a: number, b: number) => Math.abs(a - b) / b

describe("Morpho's AdaptiveCurveIrm rate now, from a read of rateAtTarget", () => {
  const fourPercent = perSecond(0.04)

  it('is the curve at the stored rate when no time has passed', () => {
    for (const u of [0, 0.45, 0.9, 0.95, 1]) {
      expect(adaptiveCurveRateNow(fourPercent, at(u), 0)).toBe(adaptiveCurveBorrowRate(fourPercent, at(u)))
    }
    // At target the borrow rate is the rate at target; at 100 % four times it; at 0 a quarter of it.
    expect(rel(yearly(adaptiveCurveRateNow(fourPercent, at(0.9), 0)), 0.04)).toBeLessThan(1e-8)
    expect(rel(yearly(adaptiveCurveRateNow(fourPercent, at(1), 0)), 0.16)).toBeLessThan(1e-8)
    expect(rel(yearly(adaptiveCurveRateNow(fourPercent, at(0), 0)), 0.01)).toBeLessThan(1e-8)
  })

  it('adapts the rate at target by e^(50/year × error × elapsed) before the curve', () => {
    // 95 % utilization: error +0.5, so a day later the rate at target is 4 % × e^(25/365), times 1 + 3 × 0.5.
    const day = adaptiveCurveRateNow(fourPercent, at(0.95), 24 * 3600)
    expect(rel(yearly(day), 0.04 * Math.exp(25 / 365) * 2.5)).toBeLessThan(1e-8)
    // 45 %: error −0.5, the rate at target falls at the same speed; the curve gives 1 − 0.75 × 0.5 of it.
    const down = adaptiveCurveRateNow(fourPercent, at(0.45), 24 * 3600)
    expect(rel(yearly(down), 0.04 * Math.exp(-25 / 365) * 0.625)).toBeLessThan(1e-8)
  })

  it('keeps the rate at target within 0.1 %–200 % a year, and starts an untouched market at 4 %', () => {
    expect(rel(yearly(adaptiveCurveRateNow(fourPercent, at(0.45), YEAR)), 0.001 * 0.625)).toBeLessThan(1e-6)
    expect(rel(yearly(adaptiveCurveRateNow(fourPercent, at(1), YEAR)), 2 * 4)).toBeLessThan(1e-6)
    expect(adaptiveCurveRateNow(0n, at(0.9), 1000)).toBe(adaptiveCurveBorrowRate(fourPercent, at(0.9)))
  })
})
