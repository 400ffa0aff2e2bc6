import { toApproximateNumber } from '../amounts/formatAmount'

/** One balance change, as the simulation reports it for the sender (negative leaves the wallet). */
export type BalanceChange = { symbol: string; decimals: number; diff: bigint }

/** One line of the review's "Sale" / "Llega" lists: a positive amount and its USD value when priced. */
export type AssetLine = { symbol: string; decimals: number; amount: bigint; usd: number | null }

/** USD prices by symbol; a symbol missing here has no known price. */
export type UsdPrices = Partial<Record<string, number>>

/**
 * The USD value of an amount, or null without a price. For display only.
 * @example usdValue(1_500_000n, 6, 1) // 1.5
 */
export function usdValue(amount: bigint, decimals: number, price: number | undefined): number | null {
  return price === undefined ? null : toApproximateNumber(amount, decimals) * price
}

/**
 * Splits the simulation's balance changes into what leaves the wallet and what arrives, as positive
 * amounts with their USD value; changes of zero are dropped.
 */
export function assetLines(
  changes: readonly BalanceChange[],
  prices: UsdPrices,
): { leaving: AssetLine[]; arriving: AssetLine[] } {
  const line = (c: BalanceChange, amount: bigint): AssetLine => ({
    symbol: c.symbol,
    decimals: c.decimals,
    amount,
    usd: usdValue(amount, c.decimals, prices[c.symbol]),
  })
  return {
    leaving: changes.filter((c) => c.diff < 0n).map((c) => line(c, -c.diff)),
    arriving: changes.filter((c) => c.diff > 0n).map((c) => line(c, c.diff)),
  }
}
