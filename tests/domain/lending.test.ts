import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  type AccountData,
  BorrowCapError,
  borrowCap,
  checkBorrow,
  checkRepay,
  checkWithdraw,
  dailyInterest,
  fallbackBorrowRates,
  fallbackSupplyRates,
  formatHealthFactor,
  healthAfterBorrow,
  healthAfterRepay,
  healthAfterWithdraw,
  healthColour,
  healthFactorOf,
  LendingAmountError,
  LendingBalanceError,
  lendingAlerts,
  lendingRiskScore,
  needsRiskAcknowledgement,
  quickFill,
  RAY,
  REPAY_ALL_WINDOW_SECONDS,
  ratePercent,
  repayAllAllowance,
  riskBand,
  safeMaxLoan,
  UnsafeWithdrawError,
  valueInBase,
  WAD,
  yearlyInterest,
} from '../../src/domain/lending'

const hf = (text: string) => {
  const [w, f = ''] = text.split('.')
  return BigInt(w as string) * WAD + BigInt(f.padEnd(18, '0'))
}

describe('health factor', () => {
  it('is collateral × threshold / 10000 over debt, in 1e18, and Aave’s max without debt', () => {
    expect(
      healthFactorOf({ collateralBase: 30_000n, debtBase: 10_000n, liquidationThresholdBps: 8300n }),
    ).toBe(hf('2.49'))
    expect(healthFactorOf({ collateralBase: 1n, debtBase: 0n, liquidationThresholdBps: 8300n })).toBe(
      maxUint256,
    )
  })

  it.each([
    ['1.199999999999999999', 'high', 'red'],
    ['1.2', 'high', 'yellow'],
    ['1.499999999999999999', 'high', 'yellow'],
    ['1.5', 'medium', 'orange'],
    ['1.999999999999999999', 'medium', 'orange'],
    ['2', 'low', 'green'],
    ['250', 'low', 'green'],
  ])('%s is %s risk, %s', (value, band, colour) => {
    expect(riskBand(hf(value))).toBe(band)
    expect(healthColour(hf(value))).toBe(colour)
  })

  it('asks for the risk acknowledgement only below 1.5', () => {
    expect(needsRiskAcknowledgement(hf('1.499999999999999999'))).toBe(true)
    expect(needsRiskAcknowledgement(hf('1.5'))).toBe(false)
  })

  it.each([
    ['1.999999999999999999', 'en', '1.99'],
    ['1.239999999999999999', 'es-AR', '1,23'],
    ['3.557142857142857142', 'es-AR', '3,55'],
    ['1234.5', 'es-AR', '1.234,50'],
    ['1234.5', 'en', '1,234.50'],
    ['0.000000000000000001', 'en', '0.00'],
  ] as const)('shows %s as %s %s, truncated, never rounded up', (value, locale, shown) => {
    expect(formatHealthFactor(hf(value), locale)).toBe(shown)
  })

  it('shows ∞ without debt', () => {
    expect(formatHealthFactor(maxUint256)).toBe('∞')
  })
})

describe('lending risk score and alerts (spec §9)', () => {
  it.each([
    ['1.49', 100n, 81n, 70],
    ['1.49', 100n, 61n, 60],
    ['1.99', 100n, 41n, 30],
    ['2.99', 100n, 40n, 10],
    ['3', 100n, 80n, 20],
    ['1.1', 100n, 95n, 70],
  ])('hf %s, collateral %d, debt %d → %d', (value, collateralBase, debtBase, score) => {
    expect(lendingRiskScore({ healthFactor: hf(value), collateralBase, debtBase })).toBe(score)
  })

  it('scores no debt 0', () => {
    expect(lendingRiskScore({ healthFactor: maxUint256, collateralBase: 100n, debtBase: 0n })).toBe(0)
  })

  it('raises the spec’s warnings word for word', () => {
    expect(lendingAlerts({ healthFactor: hf('1.19'), score: 71 })).toEqual([
      {
        id: 'dangerouslyLow',
        type: 'critical',
        message: 'Health factor dangerously low! Risk of liquidation.',
      },
      { id: 'highRisk', type: 'warning', message: 'High risk portfolio detected.' },
    ])
    expect(lendingAlerts({ healthFactor: hf('1.2'), score: 70 })).toEqual([
      { id: 'belowThreshold', type: 'warning', message: 'Health factor below recommended threshold.' },
    ])
    expect(lendingAlerts({ healthFactor: hf('1.5'), score: 20 })).toEqual([])
  })
})

describe('interest, caps and quick fills', () => {
  it('daily interest is amount × rate / 365', () => {
    expect(dailyInterest(365_000_000n, fallbackBorrowRates.USDC)).toBe(45_000n)
    expect(yearlyInterest(1_000_000n, RAY / 10n)).toBe(100_000n)
  })

  it('safe max loan is 80 % and the borrow cap 99 % of available', () => {
    expect(safeMaxLoan(24_150_00000000n)).toBe(19_320_00000000n)
    expect(borrowCap(24_150_00000000n)).toBe(23_908_50000000n)
  })

  it('quick-fills 25/50/75/100 %', () => {
    expect([25, 50, 75, 100].map((p) => quickFill(999n, p as 25))).toEqual([249n, 499n, 749n, 999n])
  })

  it('has the spec §9 fallback rates', () => {
    expect(Object.entries(fallbackBorrowRates).map(([k, r]) => [k, ratePercent(r)])).toEqual([
      ['USDC', '4.50'],
      ['USDT', '4.70'],
      ['DAI', '4.30'],
      ['WETH', '5.20'],
      ['WBTC', '3.80'],
      ['LINK', '5.50'],
    ])
    expect(Object.values(fallbackSupplyRates).map(ratePercent)).toEqual([
      '3.80',
      '4.00',
      '3.60',
      '4.50',
      '3.20',
      '4.80',
    ])
  })
})

/** Aave v3's MathUtils.calculateCompoundedInterest: the factor (in ray) a variable debt grows by in `seconds`. */
function aaveCompounded(rate: bigint, seconds: bigint): bigint {
  const year = 31_536_000n
  const rayMul = (a: bigint, b: bigint) => (a * b + RAY / 2n) / RAY
  const two = rayMul(rate, rate) / (year * year)
  const three = rayMul(two, rate) / year
  const second = (seconds * (seconds - 1n) * two) / 2n
  const third = (seconds * (seconds - 1n) * (seconds > 2n ? seconds - 2n : 0n) * three) / 6n
  return RAY + (rate * seconds) / year + second + third
}

describe('what a repay-all approves', () => {
  const wallet = 10n ** 30n

  it('is the debt plus an hour of interest at twice the rate, rounded up, plus 1', () => {
    // 100 USDC at 5 %: 100 × 0.1 × 3600 / 31 536 000 = 0.00114155… USDC → 1 142 units, + 1.
    expect(repayAllAllowance({ debt: 100_000_000n, borrowRate: RAY / 20n, wallet })).toBe(100_001_143n)
    expect(repayAllAllowance({ debt: 1n, borrowRate: RAY / 20n, wallet })).toBe(3n)
    expect(REPAY_ALL_WINDOW_SECONDS).toBe(3_600n)
  })

  it.each([RAY / 100n, RAY / 10n, RAY, 3n * RAY])(
    'covers what Aave accrues in the hour at %s ray/year, and at a rate that rose 90 % meanwhile',
    (rate) => {
      const debt = 1_000_000_000_000n // a million USDC
      const allowed = repayAllAllowance({ debt, borrowRate: rate, wallet })
      for (const grown of [rate, (rate * 19n) / 10n]) {
        const owed = (debt * aaveCompounded(grown, REPAY_ALL_WINDOW_SECONDS) + RAY / 2n) / RAY
        expect(owed).toBeLessThanOrEqual(allowed)
      }
      // And stays small: never more than the debt plus 0.07 % at 300 % a year.
      expect(allowed - debt).toBeLessThan(debt / 1_400n)
    },
  )

  it('never approves more than the wallet holds', () => {
    expect(repayAllAllowance({ debt: 100_000_000n, borrowRate: RAY / 20n, wallet: 100_000_500n })).toBe(
      100_000_500n,
    )
  })
})

describe('checks and projections', () => {
  // 10 WETH at $3000 supplied (lt 83 %), 7000 USDC borrowed.
  const account: AccountData = {
    totalCollateralBase: 30_000_00000000n,
    totalDebtBase: 7_000_00000000n,
    availableBorrowsBase: 17_150_00000000n,
    currentLiquidationThreshold: 8300n,
    ltv: 8050n,
    healthFactor: hf('3.557142857142857142'),
  }
  const weth = { decimals: 18, priceBase: 3_000_00000000n, liquidationThresholdBps: 8300n }
  const usdc = { decimals: 6, priceBase: 1_00000000n, liquidationThresholdBps: 8000n }

  it('values amounts in base currency', () => {
    expect(valueInBase(10n ** 18n, 18, 3_000_00000000n)).toBe(3_000_00000000n)
  })

  it('refuses zero or negative amounts with the spec text', () => {
    expect(() => checkBorrow(account, usdc, 0n)).toThrowError(LendingAmountError)
    expect(() => checkRepay(-1n, 5n)).toThrowError('Enter a valid amount')
  })

  it('refuses a borrow above 99 % of available, naming it', () => {
    const error = (() => {
      try {
        checkBorrow(account, usdc, 16_978_500_001n)
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(BorrowCapError)
    expect((error as BorrowCapError).shortMessage).toBe(
      'Amount exceeds available to borrow ($17,150.00). Lower the amount.',
    )
    expect(checkBorrow(account, usdc, 16_978_500_000n)).toBe(16_978_500_000n)
  })

  it('projects the health factor after borrow, repay and withdraw', () => {
    expect(healthAfterBorrow(account, usdc, 3_000_000_000n)).toBe(hf('2.49'))
    expect(healthAfterRepay(account, usdc, maxUint256)).toBe(maxUint256)
    expect(healthAfterRepay(account, usdc, 2_000_000_000n)).toBe(hf('4.98'))
    expect(healthAfterWithdraw(account, weth, 5n * 10n ** 18n)).toBe(1_778_571_428_571_428_571n)
  })

  it('refuses a withdraw that would leave the health factor below 1 with debt, saying where it would go', () => {
    const e = (() => {
      try {
        checkWithdraw(account, weth, 8n * 10n ** 18n, 10n * 10n ** 18n)
      } catch (x) {
        return x as UnsafeWithdrawError
      }
    })()
    expect(e).toBeInstanceOf(UnsafeWithdrawError)
    expect(e?.healthFactor).toBe('0.71')
    expect(() => checkWithdraw(account, weth, 11n * 10n ** 18n, 10n * 10n ** 18n)).toThrowError(
      LendingBalanceError,
    )
    const free = { ...account, totalDebtBase: 0n }
    expect(checkWithdraw(free, weth, maxUint256, 10n * 10n ** 18n)).toBe(maxUint256)
  })
})
