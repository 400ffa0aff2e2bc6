import { describe, expect, it } from 'vitest'
import type { VaultsRead } from '../../src/chain/protocols/readVaults'
import { vaultRates } from '../../src/chain/protocols/vaultRates'
import { SECONDS_PER_YEAR } from '../../src/domain/vaults/apy'
import {
  type ConvexRewardState,
  convexRewardRates,
  cvxMintedFor,
} from '../../src/domain/vaults/convexRewards'

const E18 = 10n ** 18n
const NOW = 1_800_000_000

/**
 * Staked: 31 536 000 3Crv at US$ 1 each. The pool streams 0.1 CRV a second: 3 153 600 CRV a year, at US$ 0.50
 * US$ 1 576 800 = 5 % of the stake. CVX's supply is 90 M: cliff 900 of 1000, so 0.1 CVX per CRV: 315 360 CVX a
 * year at US$ 2 = US$ 630 720 = 2 %.
 */
const state: ConvexRewardState = {
  rewardRate: E18 / 10n,
  periodFinish: NOW + 7 * 86_400,
  totalSupply: BigInt(SECONDS_PER_YEAR) * E18,
  cvxSupply: 90_000_000n * E18,
  crvUsd: E18 / 2n,
  cvxUsd: 2n * E18,
  lpUsd: E18,
}

describe('Convex rewards: CRV from the reward pool and CVX by its cliffs', () => {
  it('mints CVX per CRV as ConvexToken does: (1000 − cliff) / 1000, capped at the max supply, none past it', () => {
    expect(cvxMintedFor(1_000n * E18, 0n)).toBe(1_000n * E18)
    expect(cvxMintedFor(1_000n * E18, 90_000_000n * E18)).toBe(100n * E18)
    // 99 999 999 CVX: cliff 999, 1 CVX per 1000 CRV.
    expect(cvxMintedFor(1_000n * E18, 99_999_999n * E18)).toBe(E18)
    // Half a CVX of room left under the 100 M cap: the mint stops there.
    expect(cvxMintedFor(1_000n * E18, 99_999_999n * E18 + E18 / 2n)).toBe(E18 / 2n)
    expect(cvxMintedFor(1_000n * E18, 100_000_000n * E18)).toBe(0n)
  })

  it('prices a year of CRV and its CVX over the staked value: 5 % + 2 %', () => {
    expect(convexRewardRates(state, NOW)).toEqual({ crv: 0.05, cvx: 0.02 })
    // A stake worth 1.04 a token (the virtual price) makes the same rewards a smaller rate.
    const dearer = convexRewardRates({ ...state, lpUsd: (104n * E18) / 100n }, NOW)!
    expect(dearer.crv).toBe(0.048076923076)
    expect(dearer.cvx).toBe(0.01923076923)
  })

  it('adds nothing once the period has ended, and has no rate with nothing staked', () => {
    expect(convexRewardRates(state, state.periodFinish)).toEqual({ crv: 0, cvx: 0 })
    expect(convexRewardRates(state, state.periodFinish + 1)).toEqual({ crv: 0, cvx: 0 })
    expect(convexRewardRates({ ...state, totalSupply: 0n }, NOW)).toBeNull()
  })

  it('shows Convex’s card as the pool’s base yield + CRV + CVX, with the parts', () => {
    const read = {
      timestamp: NOW,
      rates: {
        aave: { USDC: null, DAI: null },
        compound: null,
        morpho: null,
        sharePrices: { convex: (104n * E18) / 100n },
        convexRewards: state,
      },
    } as unknown as VaultsRead
    const samples = { convex: [{ at: NOW - SECONDS_PER_YEAR, price: E18 }] }
    const base = vaultRates(
      { ...read, rates: { ...read.rates, convexRewards: null } },
      { samples, defiLlama: {} },
    ).convex
    expect(base.source).toBe('samples')
    expect(base.apy).toBeCloseTo(0.04, 12)
    const shown = vaultRates(read, { samples, defiLlama: {} }).convex
    expect(shown).toEqual({
      apy: base.apy! + 0.05 + 0.02,
      source: 'samples',
      parts: { base: base.apy, crv: 0.05, cvx: 0.02 },
    })
    // Without samples, DefiLlama's apyBase is the base (its apy already counts rewards, at its own prices)…
    const llama = (apyBase?: number) =>
      vaultRates(read, {
        samples: {},
        defiLlama: {
          convex: { apy: 0.061, pool: 'p', tvlUsd: 1, ...(apyBase === undefined ? {} : { apyBase }) },
        },
      }).convex
    expect(llama(0.0042)).toEqual({
      apy: 0.0042 + 0.05 + 0.02,
      source: 'defillama',
      parts: { base: 0.0042, crv: 0.05, cvx: 0.02 },
    })
    // …and without apyBase its whole figure is shown as it is.
    expect(llama()).toEqual({ apy: 0.061, source: 'defillama' })
  })
})
