import { maxUint256 } from 'viem'
import { valueInBase } from './assets'
import type { AccountData, ReserveFacts } from './projections'

/** What an action does to the position: the action, and the amount in the reserve's base units. */
export type LendingMove = { kind: 'borrow' | 'repay' | 'withdraw' | 'supply'; amount: bigint }

/**
 * The account after `move` on `reserve`, as the review shows it: collateral and debt moved by the amount's
 * value, the liquidation threshold re-weighted when collateral comes or goes. A repay of maxUint256 clears
 * the debt.
 * @example accountAfter(account, usdc, { kind: 'borrow', amount: 100_000_000n }).totalDebtBase
 */
export function accountAfter(account: AccountData, reserve: ReserveFacts, move: LendingMove): AccountData {
  const all = move.amount === maxUint256
  const value = all ? 0n : valueInBase(move.amount, reserve.decimals, reserve.priceBase)
  if (move.kind === 'borrow') return { ...account, totalDebtBase: account.totalDebtBase + value }
  if (move.kind === 'repay') {
    const debt = all || value >= account.totalDebtBase ? 0n : account.totalDebtBase - value
    return { ...account, totalDebtBase: debt }
  }
  const weighted = account.totalCollateralBase * account.currentLiquidationThreshold
  const moving = value * reserve.liquidationThresholdBps
  const collateral =
    move.kind === 'supply'
      ? account.totalCollateralBase + value
      : account.totalCollateralBase > value
        ? account.totalCollateralBase - value
        : 0n
  const nextWeighted = move.kind === 'supply' ? weighted + moving : weighted > moving ? weighted - moving : 0n
  return {
    ...account,
    totalCollateralBase: collateral,
    currentLiquidationThreshold: collateral > 0n ? nextWeighted / collateral : 0n,
  }
}

/** How a repay of `amount` plays out against the debt and the wallet as read. */
export type RepayOutcome = {
  /** The whole debt is paid with Aave's repay-all amount (type(uint256).max). */
  all: boolean
  /** Debt left right after, in base units. */
  remainingDebt: bigint
  /** Accrued-interest dust stays owed: the user asked for all (or nearly) but the wallet cannot pay it. */
  leavesDust: boolean
}

/**
 * A repay of at least the debt pays all of it when the wallet holds more than the debt (the margin covers
 * interest accrued until the block); otherwise it pays what it can and leaves dust.
 * @example repayOutcome({ amount: 100n, debt: 100n, wallet: 150n }) // { all: true, remainingDebt: 0n, leavesDust: false }
 */
export function repayOutcome(args: { amount: bigint; debt: bigint; wallet: bigint }): RepayOutcome {
  const { amount, debt, wallet } = args
  const wantsAll = amount === maxUint256 || amount >= debt
  if (wantsAll && wallet > debt) return { all: true, remainingDebt: 0n, leavesDust: false }
  // The least of the three, in bigint (Math.min cannot take bigints).
  let paid = amount
  if (wallet < paid) paid = wallet
  if (debt < paid) paid = debt
  const remainingDebt = debt - paid
  return {
    all: false,
    remainingDebt,
    leavesDust: remainingDebt > 0n && (wantsAll || remainingDebt * 1000n < debt),
  }
}
