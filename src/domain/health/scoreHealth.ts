import { healthBand } from './bands'
import {
  categoryCount,
  healthThresholds,
  healthWeights,
  liquidityFactors,
  stabilityFactors,
  unknownFactor,
} from './factors'
import type { HealthInput, HealthRecommendation, HealthResult } from './types'

const clamp = (n: number) => Math.min(100, Math.max(0, n))

function emptyResult(status: 'empty' | 'failed', tokenValues: Record<string, number> = {}): HealthResult {
  return {
    status,
    overallScore: 0,
    diversification: 0,
    volatility: 0,
    liquidity: 0,
    stability: 0,
    totalValue: 0,
    tokenValues,
    band: 'poor',
    recommendations: [{ id: status }],
  }
}

function sharesBy(input: HealthInput, total: number, pick: (h: HealthInput['holdings'][number]) => string) {
  const shares = new Map<string, number>()
  for (const h of input.holdings) shares.set(pick(h), (shares.get(pick(h)) ?? 0) + h.valueUsd / total)
  return shares
}

/**
 * Category concentration score (spec §9 is silent on it): 100 × (1 − HHI) / (1 − 1/4), where HHI is the sum
 * of squared category shares. Everything in one category scores 0; an even split over the four categories
 * scores 100.
 */
export function categoryConcentrationScore(categoryShares: Iterable<number>): number {
  let hhi = 0
  for (const s of categoryShares) hhi += s * s
  return clamp((100 * (1 - hhi)) / (1 - 1 / categoryCount))
}

/**
 * Spec §9 portfolio health. Assets are counted per symbol (USDC on four networks is one asset).
 * diversification = 0.7 × category concentration score + 0.3 × min(100, 20 × assets above 1 % of value);
 * volatility = 100 − 4 × value-weighted |24 h change|; liquidity and stability = 100 × value-weighted
 * factors; overall = .40 D + .25 V + .20 L + .15 S. Scores are clamped to 0–100 and rounded at the end.
 *
 * @throws RangeError on a negative or non-finite value or change (callers use {@link safeScoreHealth}).
 */
export function scoreHealth(input: HealthInput): HealthResult {
  const tokenValues: Record<string, number> = {}
  let total = 0
  for (const h of input.holdings) {
    if (!Number.isFinite(h.valueUsd) || h.valueUsd < 0 || !Number.isFinite(h.change24h)) {
      throw new RangeError(`invalid holding ${h.key}`)
    }
    tokenValues[h.key] = (tokenValues[h.key] ?? 0) + h.valueUsd
    total += h.valueUsd
  }
  if (total <= 0) return emptyResult('empty', tokenValues)

  const assets = sharesBy(input, total, (h) => h.symbol)
  const categories = sharesBy(input, total, (h) => h.category)
  const above1 = [...assets.values()].filter((s) => s > 0.01).length
  const diversification =
    0.7 * categoryConcentrationScore(categories.values()) + 0.3 * Math.min(100, 20 * above1)

  let change = 0
  let liquidity = 0
  let stability = 0
  for (const h of input.holdings) {
    const w = h.valueUsd / total
    change += w * Math.abs(h.change24h)
    liquidity += w * (liquidityFactors[h.symbol] ?? unknownFactor)
    stability += w * (stabilityFactors[h.category] ?? unknownFactor)
  }
  const scores = {
    diversification: clamp(diversification),
    volatility: clamp(100 - 4 * change),
    liquidity: clamp(100 * liquidity),
    stability: clamp(100 * stability),
  }
  const overall =
    healthWeights.diversification * scores.diversification +
    healthWeights.volatility * scores.volatility +
    healthWeights.liquidity * scores.liquidity +
    healthWeights.stability * scores.stability

  const recommendations: HealthRecommendation[] = []
  if (scores.diversification < healthThresholds.diversification) recommendations.push({ id: 'diversify' })
  if (scores.volatility < healthThresholds.volatility) recommendations.push({ id: 'reduceVolatility' })
  if (scores.liquidity < healthThresholds.liquidity) recommendations.push({ id: 'improveLiquidity' })
  if (scores.stability < healthThresholds.stability) recommendations.push({ id: 'addStability' })
  if (total < healthThresholds.totalValue) recommendations.push({ id: 'growPortfolio' })
  for (const [asset, share] of assets) {
    if (share > healthThresholds.singleAssetShare) recommendations.push({ id: 'concentration', asset, share })
  }

  const overallScore = Math.round(clamp(overall))
  return {
    status: 'ok',
    overallScore,
    diversification: Math.round(scores.diversification),
    volatility: Math.round(scores.volatility),
    liquidity: Math.round(scores.liquidity),
    stability: Math.round(scores.stability),
    totalValue: total,
    tokenValues,
    band: healthBand(overallScore),
    recommendations,
  }
}

/**
 * {@link scoreHealth} that never throws: any failure gives the spec's zeros with
 * 'Unable to calculate portfolio health' (recommendation id `failed`).
 */
export function safeScoreHealth(input: HealthInput): HealthResult {
  try {
    return scoreHealth(input)
  } catch (error) {
    console.error('health scoring failed', error)
    return emptyResult('failed')
  }
}
