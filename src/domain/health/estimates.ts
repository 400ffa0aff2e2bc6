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
