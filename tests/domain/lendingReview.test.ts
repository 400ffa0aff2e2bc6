import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { accountAfter, healthFactorOf, repayOutcome } from '../../src/domain/lending'

/** 10 WETH at $3000 (threshold 83 %) backing $7000 of debt. */
const account = {
  totalCollateralBase: 30_000_00000000n,
  totalDebtBase: 7_000_00000000n,
  availableBorrowsBase: 17_150_00000000n,
  currentLiquidationThreshold: 8300n,
  ltv: 8050n,
  healthFactor: 3_557_142_857_142_857_142n,
}
const weth = { decimals: 18, priceBase: 3_000_00000000n, liquidationThresholdBps: 8300n }
const usdc = { decimals: 6, priceBase: 1_00000000n, liquidationThresholdBps: 7800n }
const hfOf = (a: typeof account) =>
  healthFactorOf({
    collateralBase: a.totalCollateralBase,
    debtBase: a.totalDebtBase,
    liquidationThresholdBps: a.currentLiquidationThreshold,
  })

describe('the position after an action, as the review shows it', () => {
  it('adds a borrow to the debt and takes a repay-all to zero', () => {
    expect(accountAfter(account, usdc, { kind: 'borrow', amount: 3_000_000_000n }).totalDebtBase).toBe(
      10_000_00000000n,
    )
    expect(accountAfter(account, usdc, { kind: 'repay', amount: maxUint256 }).totalDebtBase).toBe(0n)
    expect(accountAfter(account, usdc, { kind: 'repay', amount: 2_000_000_000n }).totalDebtBase).toBe(
      5_000_00000000n,
    )
  })

  it('re-weights the liquidation threshold when collateral comes or goes', () => {
    const supplied = accountAfter(account, usdc, { kind: 'supply', amount: 10_000_000_000n })
    expect(supplied.totalCollateralBase).toBe(40_000_00000000n)
    // (30,000 × 83 % + 10,000 × 78 %) / 40,000 = 81.75 %
    expect(supplied.currentLiquidationThreshold).toBe(8175n)
    const withdrawn = accountAfter(account, weth, { kind: 'withdraw', amount: 5n * 10n ** 18n })
    expect(withdrawn.totalCollateralBase).toBe(15_000_00000000n)
    expect(hfOf(withdrawn)).toBe(1_778_571_428_571_428_571n) // the same as healthAfterWithdraw
  })
})

describe('repaying', () => {
  it('pays all with the repay-all amount when the wallet holds more than the debt', () => {
    expect(repayOutcome({ amount: 100n, debt: 100n, wallet: 150n })).toEqual({
      all: true,
      remainingDebt: 0n,
      leavesDust: false,
    })
  })

  it('pays what the wallet can and says dust stays when it cannot cover the accrued interest', () => {
    expect(repayOutcome({ amount: 100_000_123n, debt: 100_000_123n, wallet: 100_000_000n })).toEqual({
      all: false,
      remainingDebt: 123n,
      leavesDust: true,
    })
  })

  it('a plain partial repay leaves debt, not dust', () => {
    expect(repayOutcome({ amount: 40n, debt: 100n, wallet: 150n })).toEqual({
      all: false,
      remainingDebt: 60n,
      leavesDust: false,
    })
  })
})
