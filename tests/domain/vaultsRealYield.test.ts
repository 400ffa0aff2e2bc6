import { describe, expect, it } from 'vitest'
import { realYieldInPesos } from '../../src/domain/vaults/realYield'

describe('real yield', () => {
  it('in pesos, counts the dollar’s rise against the peso over the same year', () => {
    expect(realYieldInPesos(0.05, 0.2, 0.2)).toBeCloseTo(0.05, 15)
    expect(realYieldInPesos(0.05, 0.19, 0.318)).toBeCloseTo((1.05 * 1.19) / 1.318 - 1, 15)
    // Divided by inflation, never minus it.
    expect(realYieldInPesos(0, 0, 0.318)).toBeCloseTo(1 / 1.318 - 1, 15)
  })
})
