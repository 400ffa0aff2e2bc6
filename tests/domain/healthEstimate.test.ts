import { describe, expect, it } from 'vitest'
import { healthBonusMax, healthEstimate } from '../../src/domain/health/estimates'
import { healthInputOf, valueTokens, yieldBase } from '../../src/domain/health/holdings'

/**
 * Spec 000 §2 Home: "health is the stablecoin share plus up to 50 bonus". The bonus is half the catalogue
 * diversification (held tokens of the 20), so 50 with all 20; the sum stops at 100. Worked by hand.
 */
describe('home’s health estimate: stablecoin share plus up to 50 bonus', () => {
  it.each([
    // stableUsd, totalUsd, held tokens → stablecoin share, bonus, score
    ['only dollars, one token', 1000, 1000, 1, 100, 2.5, 100],
    ['half dollars, half ETH, two tokens', 500, 1000, 2, 50, 5, 55],
    ['only ETH, one token', 0, 3000, 1, 0, 2.5, 3],
    ['a third in dollars, six tokens', 1000, 3000, 6, 33.333, 15, 48],
    ['every catalogue token, 30 % in dollars', 300, 1000, 20, 30, 50, 80],
    ['every catalogue token, all dollars (capped)', 1000, 1000, 20, 100, 50, 100],
    ['an empty wallet', 0, 0, 0, 0, 0, 0],
    ['tokens held but no prices yet', 0, 0, 3, 0, 7.5, 8],
  ])('%s', (_name, stableUsd, totalUsd, heldTokens, share, bonus, score) => {
    const estimate = healthEstimate({ stableUsd, totalUsd, heldTokens })
    expect(estimate.stableShare).toBeCloseTo(share, 3)
    expect(estimate.bonus).toBe(bonus)
    expect(estimate.score).toBe(score)
  })

  it('never gives more than 50 bonus points, even past the catalogue', () => {
    expect(healthBonusMax).toBe(50)
    expect(healthEstimate({ stableUsd: 0, totalUsd: 100, heldTokens: 40 }).bonus).toBe(50)
  })

  it('from a wallet’s balances: 1 000 USDC and 1 ETH at 3 000 give 25 % + 5 = 30', () => {
    const valued = valueTokens(
      { USDC: 1_000_000_000n, ETH: 10n ** 18n },
      { USDC: { price: 1, change24h: 0 }, ETH: { price: 3000, change24h: 0 } },
    )
    const held = healthInputOf(valued).holdings.length
    const totalUsd = valued.reduce((sum, v) => sum + v.valueUsd, 0)
    const estimate = healthEstimate({ stableUsd: yieldBase(valued).stableUsd, totalUsd, heldTokens: held })
    expect(estimate).toEqual({ stableShare: 25, bonus: 5, score: 30 })
  })
})
