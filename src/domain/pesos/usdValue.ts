import { toApproximateNumber } from '../amounts/formatAmount'

/**
 * What an amount (base units) is worth in dollars at a price: a number, for display and peso figures only.
 * @example usdValue(1_500_000n, 6, 1) // 1.5
 */
export function usdValue(amount: bigint, decimals: number, priceUsd: number): number {
  return toApproximateNumber(amount, decimals) * priceUsd
}
