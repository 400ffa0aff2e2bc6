import { toApproximateNumber } from '../amounts/formatAmount'

/**
 * One balance change, as the simulation reports it for the sender (negative leaves the wallet); `underlying`
 * is what a protocol's token stands for (USDC for `variableDebtEthUSDC`), when known.
 */
export type BalanceChange = { symbol: string; decimals: number; diff: bigint; underlying?: string }

/**
 * One line of the review's "Sale" / "Llega" lists: a positive amount and its USD value when priced; a
 * protocol's receipt (Aave's aEthUSDC) says what it stands for (`standsFor`: USDC), so the review can say so.
 */
export type AssetLine = {
  symbol: string
  decimals: number
  amount: bigint
  usd: number | null
  standsFor?: string
}

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
 * Whether a token is a debt a lending protocol books to the wallet, not something it holds: Aave's variable
 * and stable debt tokens (`variableDebtEthUSDC`, `stableDebtEthUSDC`), minted on a borrow, burnt on a repay.
 * @example isDebtToken('variableDebtEthUSDC') // true
 */
export function isDebtToken(symbol: string): boolean {
  return /^(variable|stable)Debt/.test(symbol)
}

/**
 * Splits the simulation's balance changes into what leaves the wallet and what arrives, as positive
 * amounts with their USD value; changes of zero are dropped. A debt token is neither: what a borrow mints
 * is debt taken on (`debtTaken`), what a repay burns is debt paid off (`debtRepaid`), so a loan never reads
 * as something arriving in the wallet; each in the token owed when the simulation knew it.
 */
export function assetLines(
  changes: readonly BalanceChange[],
  prices: UsdPrices,
): { leaving: AssetLine[]; arriving: AssetLine[]; debtTaken: AssetLine[]; debtRepaid: AssetLine[] } {
  const line = (c: BalanceChange, amount: bigint): AssetLine => ({
    symbol: c.symbol,
    decimals: c.decimals,
    amount,
    usd: usdValue(amount, c.decimals, prices[c.symbol]),
  })
  // A receipt is worth what it stands for: 100 aEthUSDC are about US$ 100, and it is said to be a receipt.
  const receipt = (c: BalanceChange, amount: bigint): AssetLine =>
    c.underlying
      ? {
          ...line(c, amount),
          usd: usdValue(amount, c.decimals, prices[c.underlying]),
          standsFor: c.underlying,
        }
      : line(c, amount)
  const held = changes.filter((c) => !isDebtToken(c.symbol))
  // A debt is said in what is owed: 100 USDC (with its dollars), not 100 variableDebtEthUSDC.
  const debt = changes
    .filter((c) => isDebtToken(c.symbol))
    .map((c) => ({ ...c, symbol: c.underlying ?? c.symbol }))
  return {
    leaving: held.filter((c) => c.diff < 0n).map((c) => receipt(c, -c.diff)),
    arriving: held.filter((c) => c.diff > 0n).map((c) => receipt(c, c.diff)),
    debtTaken: debt.filter((c) => c.diff > 0n).map((c) => line(c, c.diff)),
    debtRepaid: debt.filter((c) => c.diff < 0n).map((c) => line(c, -c.diff)),
  }
}
