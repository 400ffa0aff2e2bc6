import { describe, expect, it } from 'vitest'
import {
  crossedDown,
  healthFactorAt,
  type LoanAlertInput,
  type LoanAlertLevel,
  loanAlertFigures,
  loanAlertLevel,
  loanAlertOf,
  NO_DEBT_HEALTH_FACTOR,
  type PositionReserve,
  WAD,
} from '../../src/domain/lending'

const E8 = 10n ** 8n
const tenths = (n: bigint) => (n * WAD) / 10n

const weth = (supplied: bigint, price = 3_000n * E8): PositionReserve => ({
  asset: 'WETH',
  decimals: 18,
  priceBase: price,
  liquidationThresholdBps: 8_250n,
  liquidationBonusBps: 10_500n,
  supplied,
  collateral: true,
  debt: 0n,
})
const usdc = (debt: bigint): PositionReserve => ({
  asset: 'USDC',
  decimals: 6,
  priceBase: E8,
  liquidationThresholdBps: 7_800n,
  liquidationBonusBps: 10_450n,
  supplied: 0n,
  collateral: false,
  debt,
})

/** A position as the pool reports it: its health factor is the one Aave's own formula gives. */
function position(reserves: PositionReserve[], debtBase: bigint): LoanAlertInput {
  return { account: { healthFactor: healthFactorAt(reserves), totalDebtBase: debtBase }, reserves }
}

describe('loan warning levels (spec 001 §9: below 1.5 warning, below 1.2 critical)', () => {
  it.each([
    [NO_DEBT_HEALTH_FACTOR, 'none'],
    [2n * WAD, 'none'],
    [tenths(15n), 'none'],
    [tenths(15n) - 1n, 'warning'],
    [tenths(12n), 'warning'],
    [tenths(12n) - 1n, 'critical'],
    [WAD / 2n, 'critical'],
    [0n, 'critical'],
  ] as [bigint, LoanAlertLevel][])('health factor %s is %s', (healthFactor, level) => {
    expect(loanAlertLevel(healthFactor)).toBe(level)
  })

  it('only a move to a lower band is a crossing', () => {
    const crossings = (['none', 'warning', 'critical'] as const).flatMap((from) =>
      (['none', 'warning', 'critical'] as const)
        .filter((to) => crossedDown(from, to))
        .map((to) => `${from}→${to}`),
    )
    expect(crossings).toEqual(['none→warning', 'none→critical', 'warning→critical'])
  })
})

describe('loanAlertOf: what the banner says about a position', () => {
  it('no debt: no warning and no price, whatever the collateral', () => {
    const alert = loanAlertOf(position([weth(10n ** 18n), usdc(0n)], 0n))
    expect(alert).toEqual({
      level: 'none',
      open: false,
      healthFactor: NO_DEBT_HEALTH_FACTOR,
      collateral: null,
      collateralPriceBase: 0n,
      liquidationPriceBase: null,
    })
  })

  it('1 WETH at $3 000 against 2 000 USDC: 1.2375, a warning; liquidated at $2 424.24242424 (hand-worked)', () => {
    // HF = 3 000 × 0.825 / 2 000 = 1.2375. At price p: (p·8250 + 5000) / 10 000 ≥ 2 000e8 ⇔ p ≥ 242 424 242 423.6…
    const alert = loanAlertOf(position([weth(10n ** 18n), usdc(2_000n * 10n ** 6n)], 2_000n * E8))
    expect(alert).toEqual({
      level: 'warning',
      open: true,
      healthFactor: 1_237_500_000_000_000_000n,
      collateral: 'WETH',
      collateralPriceBase: 3_000n * E8,
      liquidationPriceBase: 242_424_242_424n,
    })
    // Rounded UP to the cent, never a price lower than the real one; 19.19 % below today, shown truncated.
    expect(loanAlertFigures(alert, 'es')).toEqual({
      healthFactor: '1,23',
      asset: 'ETH',
      price: 'US$ 2.424,25',
      drop: '19,1 %',
    })
    expect(loanAlertFigures(alert, 'en')).toEqual({
      healthFactor: '1.23',
      asset: 'ETH',
      price: '$2,424.25',
      drop: '19.1%',
    })
  })

  it('1 WETH at $3 000 against 2 100 USDC: 1.1785…, critical; a price already at the cent stays as it is', () => {
    // LT 82.5 %: liquidated at 2 100 / 0.825 = $2 545.45454545…; with 2 062.5 USDC exactly at $2 500.
    const critical = loanAlertOf(position([weth(10n ** 18n), usdc(2_100n * 10n ** 6n)], 2_100n * E8))
    expect(critical.level).toBe('critical')
    expect(loanAlertFigures(critical, 'es')).toMatchObject({ healthFactor: '1,17', price: 'US$ 2.545,46' })
    const even = loanAlertOf(position([weth(10n ** 18n), usdc(2_062_500_000n)], 2_062n * E8))
    expect(even.liquidationPriceBase).toBe(2_500n * E8)
    expect(loanAlertFigures(even, 'en')).toMatchObject({ price: '$2,500.00', drop: '16.6%' })
  })

  it('already below 1: the price is above today’s, so no "below today" figure', () => {
    const alert = loanAlertOf(
      position([weth(10n ** 18n, 2_000n * E8), usdc(2_000n * 10n ** 6n)], 2_000n * E8),
    )
    expect(alert.level).toBe('critical')
    expect(alert.liquidationPriceBase).toBeGreaterThan(2_000n * E8)
    expect(loanAlertFigures(alert, 'es').drop).toBeNull()
  })
})
