/** Spec §9 period divisors. */
export const periodDivisors = { year: 1, month: 12, week: 52 } as const

/** Home yield assumptions: ETH 5 % a year, stablecoins 8 % a year. */
export const yieldRates = { eth: 0.05, stablecoin: 0.08 } as const

/**
 * Yearly yield estimate in USD from the ETH-family value and the stablecoin value.
 * @example yieldEstimate({ ethUsd: 1000, stableUsd: 1000 }, 'month') // (50 + 80) / 12
 */
export function yieldEstimate(
  values: { ethUsd: number; stableUsd: number },
  period: keyof typeof periodDivisors = 'year',
): number {
  const yearly = values.ethUsd * yieldRates.eth + values.stableUsd * yieldRates.stablecoin
  return yearly / periodDivisors[period]
}

/**
 * Home diversification: the share (0–100) of the catalogue's tokens the wallet holds.
 * @example catalogueShare(5, 20) // 25
 */
export function catalogueShare(heldTokens: number, catalogueTokens = 20): number {
  return catalogueTokens === 0 ? 0 : (100 * heldTokens) / catalogueTokens
}

/** Spec 000 §2 Home: the health estimate's bonus is worth at most 50 points. */
export const healthBonusMax = 50

/** Home's health estimate and its two parts, each 0–100 (the bonus 0–50). */
export type HealthEstimate = { stableShare: number; bonus: number; score: number }

/**
 * Home's health estimate (spec 000 §2 Home: "the stablecoin share plus up to 50 bonus"): the share (0–100) of
 * the wallet's dollar value held in stablecoins, plus a bonus of half the catalogue diversification
 * ({@link catalogueShare}, so 50 when all 20 tokens are held), at most 100, rounded. A wallet with no
 * valued balance has no stablecoin share.
 * @example healthEstimate({ stableUsd: 500, totalUsd: 1000, heldTokens: 2 }) // { stableShare: 50, bonus: 5, score: 55 }
 */
export function healthEstimate(input: {
  stableUsd: number
  totalUsd: number
  heldTokens: number
  catalogueTokens?: number
}): HealthEstimate {
  const stableShare =
    input.totalUsd > 0 ? Math.min(100, Math.max(0, (100 * input.stableUsd) / input.totalUsd)) : 0
  const bonus = Math.min(healthBonusMax, catalogueShare(input.heldTokens, input.catalogueTokens) / 2)
  return { stableShare, bonus, score: Math.round(Math.min(100, stableShare + bonus)) }
}
