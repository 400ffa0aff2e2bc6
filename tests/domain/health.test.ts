import { describe, expect, it } from 'vitest'
import {
  catalogueShare,
  categoryConcentrationScore,
  type HealthHolding,
  healthBand,
  safeScoreHealth,
  scoreHealth,
  yieldEstimate,
} from '../../src/domain/health'

const h = (
  key: string,
  symbol: string,
  category: string,
  valueUsd: number,
  change24h = 0,
): HealthHolding => ({
  key,
  symbol,
  category,
  valueUsd,
  change24h,
})

describe('scoreHealth', () => {
  it('scores an all-USDC portfolio by the spec formula', () => {
    const r = scoreHealth({ holdings: [h('USDC', 'USDC', 'stablecoin', 1000)] })
    // diversification = .7 × 0 + .3 × 20 = 6; volatility 100; liquidity 100; stability 100
    expect(r).toMatchObject({ diversification: 6, volatility: 100, liquidity: 100, stability: 100 })
    expect(r.overallScore).toBe(Math.round(0.4 * 6 + 0.25 * 100 + 0.2 * 100 + 0.15 * 100))
    expect(r.band).toBe('good')
    expect(r.recommendations.map((x) => x.id)).toEqual(['diversify', 'concentration'])
  })

  it('scores a mixed portfolio', () => {
    const r = scoreHealth({
      holdings: [
        h('ETH', 'ETH', 'layer1', 500, 4),
        h('USDC', 'USDC', 'stablecoin', 250, 0),
        h('USDC-POLYGON', 'USDC', 'stablecoin', 250, 0),
      ],
    })
    // categories .5/.5 → HHI .5 → 100 × .5 / .75 = 66.67; assets 2 → 40
    const div = 0.7 * (50 / 0.75) + 0.3 * 40
    const vol = 100 - 4 * (0.5 * 4)
    const liq = 100 * (0.5 * 0.9 + 0.5 * 1)
    const stab = 100 * (0.5 * 0.6 + 0.5 * 1)
    expect(r.diversification).toBe(Math.round(div))
    expect(r.volatility).toBe(vol)
    expect(r.liquidity).toBe(liq)
    expect(r.stability).toBe(stab)
    expect(r.overallScore).toBe(Math.round(0.4 * div + 0.25 * vol + 0.2 * liq + 0.15 * stab))
    expect(r.tokenValues).toEqual({ ETH: 500, USDC: 250, 'USDC-POLYGON': 250 })
    expect(r.recommendations).toEqual([])
  })

  it.each([
    ['diversify', [h('ETH', 'ETH', 'layer1', 1000)]],
    ['reduceVolatility', [h('LINK', 'LINK', 'oracle', 1000, 15)]],
    ['improveLiquidity', [h('X', 'X', 'unknown', 1000)]],
    ['addStability', [h('LINK', 'LINK', 'oracle', 1000)]],
    ['growPortfolio', [h('USDC', 'USDC', 'stablecoin', 99)]],
    ['concentration', [h('ETH', 'ETH', 'layer1', 51), h('USDC', 'USDC', 'stablecoin', 49)]],
  ])('recommends %s', (id, holdings) => {
    expect(scoreHealth({ holdings }).recommendations.map((r) => r.id)).toContain(id)
  })

  it('asks to add assets when empty', () => {
    const r = scoreHealth({ holdings: [h('ETH', 'ETH', 'layer1', 0)] })
    expect(r.status).toBe('empty')
    expect(r.recommendations).toEqual([{ id: 'empty' }])
  })

  it('gives zeros and the failure tip on bad input', () => {
    const r = safeScoreHealth({ holdings: [h('ETH', 'ETH', 'layer1', Number.NaN)] })
    expect(r).toMatchObject({ status: 'failed', overallScore: 0, recommendations: [{ id: 'failed' }] })
  })
})

describe('parts', () => {
  it.each([
    [[1], 0],
    [[0.5, 0.5], 66.67],
    [[0.25, 0.25, 0.25, 0.25], 100],
  ])('category score of %j is %d', (shares, score) => {
    expect(categoryConcentrationScore(shares)).toBeCloseTo(score, 1)
  })

  it.each([
    [80, 'excellent'],
    [79.9, 'good'],
    [60, 'good'],
    [40, 'fair'],
    [39, 'poor'],
  ])('band of %d is %s', (score, band) => {
    expect(healthBand(score)).toBe(band)
  })

  it('estimates yield and catalogue share', () => {
    expect(yieldEstimate({ ethUsd: 1000, stableUsd: 1000 })).toBeCloseTo(130)
    expect(yieldEstimate({ ethUsd: 1200, stableUsd: 0 }, 'month')).toBeCloseTo(5)
    expect(catalogueShare(5)).toBe(25)
  })
})

describe('holdings', () => {
  it('values every catalogue token from bigint balances and feeds the scorer only what is held', async () => {
    const { valueTokens, healthInputOf, summarizeNetworks, yieldBase } = await import(
      '../../src/domain/health'
    )
    const valued = valueTokens(
      { ETH: 10n ** 18n, 'USDC-POLYGON': 2_500_000n, WBTC: 50_000_000n },
      {
        ETH: { price: 3000, change24h: 2 },
        USDC: { price: 1, change24h: 0 },
        WBTC: { price: 60000, change24h: -1 },
      },
    )
    expect(valued).toHaveLength(20)
    expect(valued.find((v) => v.key === 'USDC-POLYGON')?.valueUsd).toBe(2.5)
    expect(healthInputOf(valued).holdings.map((h) => [h.key, h.valueUsd])).toEqual([
      ['ETH', 3000],
      ['WBTC', 30000],
      ['USDC-POLYGON', 2.5],
    ])
    expect(summarizeNetworks(valued).map((n) => [n.network, n.active, n.activeTokens, n.tokens])).toEqual([
      ['ethereum', true, 2, 8],
      ['polygon', true, 1, 4],
      ['arbitrum', false, 0, 4],
      ['optimism', false, 0, 4],
    ])
    expect(yieldBase(valued)).toEqual({ ethUsd: 3000, stableUsd: 2.5 })
  })
})
