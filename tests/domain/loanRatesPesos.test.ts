import { describe, expect, it } from 'vitest'
import { fallbackBorrowRates, RAY } from '../../src/domain/lending'
import { aaveSupplyApy, aaveTea } from '../../src/domain/vaults/apy'
import { realYieldInPesos } from '../../src/domain/vaults/realYield'

/** A yearly percentage as Aave's ray. */
const ray = (percent: number) => (BigInt(Math.round(percent * 1000)) * RAY) / 100_000n

/*
 * Worked by hand. Aave's rates are nominal yearly rates (TNA) that accrue every second, so the TEA is
 * (1 + TNA / 31 536 000) ^ 31 536 000 − 1, which to eight places is e^TNA − 1:
 *   TNA 4,5 %  → e^0,045 − 1 = 4,6028 %        TNA 3,8 % → e^0,038 − 1 = 3,8731 %
 *   TNA 100 %  → e − 1       = 171,83 %
 * The dollar and inflation are the devnet's recordings (ArgentinaDatos): MEP from $ 1.222 to $ 1.468 in 12
 * months (+20,13 %) and 31,8 % inflation. In pesos:
 *   a loan at TEA 4,6028 %:    1,046028 × 1,201309 ÷ 1,318 − 1 = −4,66 %  (the debt shrinks in real pesos)
 *   a deposit at TEA 3,8731 %: 1,038731 × 1,201309 ÷ 1,318 − 1 = −5,32 %
 *   a loan at TEA 171,83 %:    2,718282 × 1,201309 ÷ 1,318 − 1 = +147,76 % (a real cost)
 */
describe('the loans page’s rates as TEA, and in pesos', () => {
  const rise = 1468 / 1222 - 1
  const inflation = 0.318

  it('turns a TNA into the TEA Aave’s per-second accrual gives', () => {
    expect(aaveTea(ray(4.5))).toBeCloseTo(0.046028, 6)
    expect(aaveTea(ray(4.5))).toBeCloseTo(Math.expm1(0.045), 8)
    expect(aaveTea(ray(3.8))).toBeCloseTo(0.038731, 6)
    expect(aaveTea(ray(100))).toBeCloseTo(1.718282, 5)
    expect(aaveTea(0n)).toBe(0)
    // The TEA is always above the TNA once there is interest: compounding only adds.
    expect(aaveTea(fallbackBorrowRates.USDC)).toBeGreaterThan(0.045)
  })

  it('is the same TEA the vault cards give Aave’s supply rate', () => {
    expect(aaveTea(ray(3.8))).toBe(aaveSupplyApy(ray(3.8)))
  })

  it('gives a loan’s real cost and a deposit’s real yield in pesos with the vault cards’ formula', () => {
    expect(rise).toBeCloseTo(0.201309, 6)
    expect(realYieldInPesos(aaveTea(ray(4.5)), rise, inflation)).toBeCloseTo(-0.046583, 6)
    expect(realYieldInPesos(aaveTea(ray(3.8)), rise, inflation)).toBeCloseTo(-0.053234, 6)
    expect(realYieldInPesos(aaveTea(ray(100)), rise, inflation)).toBeCloseTo(1.477616, 5)
  })
})
