import { describe, expect, it } from 'vitest'
import { realYield, realYieldInPesos } from '../../src/domain/vaults/realYield'

describe('real yield', () => {
  it('divides by inflation rather than subtracting it', () => {
    expect(realYield(0.05, 0.05)).toBe(0)
    expect(realYield(0.1, 0)).toBeCloseTo(0.1, 15)
    expect(realYield(0.05, 2.114)).toBeCloseTo(1.05 / 3.114 - 1, 15)
    expect(realYield(0.05, 2.114)).not.toBeCloseTo(0.05 - 2.114, 2)
  })

  it('in pesos, counts the dollar’s rise against the peso over the same year', () => {
    expect(realYieldInPesos(0.05, 0.2, 0.2)).toBeCloseTo(0.05, 15)
    expect(realYieldInPesos(0.05, 0.19, 0.318)).toBeCloseTo((1.05 * 1.19) / 1.318 - 1, 15)
    expect(realYieldInPesos(0, 0, 0.318)).toBeCloseTo(realYield(0, 0.318), 15)
  })
})
