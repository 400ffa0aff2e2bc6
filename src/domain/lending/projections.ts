import { maxUint256 } from 'viem'
import { amountFromBase, BASE_DECIMALS, valueInBase } from './assets'
import { BorrowCapError, LendingAmountError, LendingBalanceError, UnsafeWithdrawError } from './errors'
import { healthFactorOf, NO_DEBT_HEALTH_FACTOR, WAD } from './healthFactor'
import { borrowCap } from './interest'

/** Aave's getUserAccountData, base currency (USD, 8 decimals); the threshold and ltv in bps. */
export type AccountData = {
  totalCollateralBase: bigint
  totalDebtBase: bigint
  availableBorrowsBase: bigint
  currentLiquidationThreshold: bigint
  ltv: bigint
  healthFactor: bigint
}

/** The reserve facts a projection needs: token decimals, oracle price (base) and liquidation threshold. */
export type ReserveFacts = { decimals: number; priceBase: bigint; liquidationThresholdBps: bigint }

/** Base currency (USD, 8 decimals) as plain decimal dollars with cents, truncated: 2_415_000_000_00n → '2415.00'. */
const dollars = (base: bigint) => {
  const cents = base / 10n ** BigInt(BASE_DECIMALS - 2)
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`
}

/** A health factor as plain decimal text, two decimals truncated as the screen shows it: 0.95e18 → '0.95'. */
const healthFactorText = (healthFactor: bigint) => {
  const hundredths = healthFactor / (WAD / 100n)
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`
}

/** Spec §5: the amount must be a finite number above 0. */
export function requirePositive(amount: bigint): bigint {
  if (amount <= 0n) throw new LendingAmountError()
  return amount
}

/** Health factor after borrowing `amount` of a reserve (spec §9 estimate with the account's threshold). */
export function healthAfterBorrow(account: AccountData, reserve: ReserveFacts, amount: bigint): bigint {
  return healthFactorOf({
    collateralBase: account.totalCollateralBase,
    debtBase: account.totalDebtBase + valueInBase(amount, reserve.decimals, reserve.priceBase),
    liquidationThresholdBps: account.currentLiquidationThreshold,
  })
}

/** Health factor after repaying `amount` (maxUint256 = all) of a reserve. */
export function healthAfterRepay(account: AccountData, reserve: ReserveFacts, amount: bigint): bigint {
  const repaid =
    amount === maxUint256 ? account.totalDebtBase : valueInBase(amount, reserve.decimals, reserve.priceBase)
  const debt = account.totalDebtBase > repaid ? account.totalDebtBase - repaid : 0n
  return healthFactorOf({
    collateralBase: account.totalCollateralBase,
    debtBase: debt,
    liquidationThresholdBps: account.currentLiquidationThreshold,
  })
}

/**
 * Health factor after withdrawing `amount` of a collateral reserve: its value leaves the collateral with its own
 * liquidation threshold, the rest keeps the account's weighted one.
 */
export function healthAfterWithdraw(account: AccountData, reserve: ReserveFacts, amount: bigint): bigint {
  if (account.totalDebtBase === 0n) return NO_DEBT_HEALTH_FACTOR
  const value = valueInBase(amount, reserve.decimals, reserve.priceBase)
  const weighted = account.totalCollateralBase * account.currentLiquidationThreshold
  const leaving = value * reserve.liquidationThresholdBps
  const left = weighted > leaving ? weighted - leaving : 0n
  return (left * WAD) / 10_000n / account.totalDebtBase
}

/**
 * Spec §5 borrow check: above 0 and at most 99 % of available borrows.
 * @throws LendingAmountError, BorrowCapError 'Amount exceeds available to borrow ($X). Lower the amount.'
 */
export function checkBorrow(account: AccountData, reserve: ReserveFacts, amount: bigint): bigint {
  requirePositive(amount)
  const value = valueInBase(amount, reserve.decimals, reserve.priceBase)
  if (value > borrowCap(account.availableBorrowsBase))
    throw new BorrowCapError(dollars(account.availableBorrowsBase))
  return amount
}

/**
 * Withdraw check: above 0, at most what is supplied, and never leaving a position with debt below health 1.
 * @throws LendingAmountError, LendingBalanceError, UnsafeWithdrawError (with the health factor it would leave)
 */
export function checkWithdraw(
  account: AccountData,
  reserve: ReserveFacts,
  amount: bigint,
  supplied: bigint,
): bigint {
  requirePositive(amount)
  if (amount !== maxUint256 && amount > supplied) throw new LendingBalanceError()
  const after = healthAfterWithdraw(account, reserve, amount === maxUint256 ? supplied : amount)
  if (account.totalDebtBase > 0n && after < WAD) throw new UnsafeWithdrawError(healthFactorText(after))
  return amount
}

/** Repay check: above 0 and at most the debt (maxUint256 means the whole debt). */
export function checkRepay(amount: bigint, debt: bigint): bigint {
  requirePositive(amount)
  if (amount !== maxUint256 && amount > debt) throw new LendingBalanceError()
  return amount
}

export { amountFromBase }
