import { describe, expect, it } from 'vitest'
import {
  distanceBps,
  dropScenarios,
  healthFactorAt,
  liquidationPriceOf,
  loanToValue,
  mainCollateralOf,
  NO_DEBT_HEALTH_FACTOR,
  type PositionReserve,
  WAD,
} from '../../src/domain/lending'

const E8 = 10n ** 8n
const ETH = 10n ** 18n

const weth = (supplied: bigint, price = 3_000n * E8, debt = 0n): PositionReserve => ({
  asset: 'WETH',
  decimals: 18,
  priceBase: price,
  liquidationThresholdBps: 8_250n,
  liquidationBonusBps: 10_500n,
  supplied,
  collateral: true,
  debt,
})
const usdc = (debt: bigint, supplied = 0n, collateral = false): PositionReserve => ({
  asset: 'USDC',
  decimals: 6,
  priceBase: E8,
  liquidationThresholdBps: 7_800n,
  liquidationBonusBps: 10_450n,
  supplied,
  collateral,
  debt,
})
const wbtc = (supplied: bigint): PositionReserve => ({
  asset: 'WBTC',
  decimals: 8,
  priceBase: 60_000n * E8,
  liquidationThresholdBps: 7_500n,
  liquidationBonusBps: 11_000n,
  supplied,
  collateral: true,
  debt: 0n,
})

/** The pool's own test of a liquidation price: at it the health factor is at least 1, one oracle unit lower not. */
function isEdge(position: PositionReserve[], asset: PositionReserve['asset'], p: bigint | null) {
  expect(p).not.toBeNull()
  expect(healthFactorAt(position, { [asset]: p as bigint })).toBeGreaterThanOrEqual(WAD)
  expect(healthFactorAt(position, { [asset]: (p as bigint) - 1n })).toBeLessThan(WAD)
}

describe('liquidation price (hand-worked Aave examples)', () => {
  it('one collateral: 1 WETH against 1 650 USDC at LT 82.5 % liquidates at exactly $2 000', () => {
    const position = [weth(ETH), usdc(1_650n * 10n ** 6n)]
    // 3 000 × 0.825 / 1 650 = 1.5
    expect(healthFactorAt(position)).toBe(15n * 10n ** 17n)
    expect(liquidationPriceOf(position, 'WETH')).toBe(2_000n * E8)
    isEdge(position, 'WETH', 2_000n * E8)
    // $3 000 → $2 000 is a third away.
    expect(distanceBps(3_000n * E8, 2_000n * E8)).toBe(3_333n)
    // At the liquidation price the pool's formula gives exactly 1.00; a cent lower is below 1.
    expect(healthFactorAt(position, { WETH: 2_000n * E8 })).toBe(WAD)
    expect(healthFactorAt(position, { WETH: 2_000n * E8 - 1_000_000n })).toBeLessThan(WAD)
  })

  it("lands on the oracle unit where the pool's own rounding crosses 1", () => {
    // 1 000 / (0.5 × 0.825) = 2 424.242424…; Aave's percentMul rounds half up, so …24 already gives 1.00.
    const position = [weth(ETH / 2n), usdc(1_000n * 10n ** 6n)]
    const p = liquidationPriceOf(position, 'WETH')
    expect(p).toBe(242_424_242_424n)
    isEdge(position, 'WETH', p)
  })

  it('several collaterals: the others held constant', () => {
    // WBTC 0.1 = $6 000 × 0.75 = 4 500 of the 6 000 debt; WETH 1 must cover 1 500 / 0.825 → $1 818.18 in exact
    // arithmetic. Aave truncates the weighted threshold to a whole basis point (7 674.5 → 7 674), which costs
    // the position 4 cents: the pool liquidates below $1 818.60828772.
    const position = [weth(ETH), wbtc(10_000_000n), usdc(6_000n * 10n ** 6n)]
    expect(liquidationPriceOf(position, 'WETH')).toBe(181_860_828_772n)
    isEdge(position, 'WETH', liquidationPriceOf(position, 'WETH'))
    // WETH covers 3 000 × 0.825 = 2 475, WBTC must cover 3 525 / 0.75 = 4 700 for 0.1 → $47 000 (plus the
    // same truncation).
    const wbtcPrice = liquidationPriceOf(position, 'WBTC') as bigint
    expect(wbtcPrice - 47_000n * E8).toBeGreaterThanOrEqual(0n)
    expect(wbtcPrice - 47_000n * E8).toBeLessThan(10n * E8)
    isEdge(position, 'WBTC', wbtcPrice)
    expect(mainCollateralOf(position)).toBe('WETH')
    expect(mainCollateralOf([wbtc(10_000_000n), usdc(0n, 10n ** 9n, true)])).toBe('WBTC')
  })

  it('none when the rest of the collateral already covers the debt, without debt, or for a non-collateral', () => {
    expect(liquidationPriceOf([weth(ETH), wbtc(10_000_000n), usdc(1_000n * 10n ** 6n)], 'WETH')).toBeNull()
    expect(liquidationPriceOf([weth(ETH)], 'WETH')).toBeNull()
    expect(healthFactorAt([weth(ETH)])).toBe(NO_DEBT_HEALTH_FACTOR)
    expect(liquidationPriceOf([weth(ETH), usdc(100n * 10n ** 6n, 10n ** 9n, false)], 'USDC')).toBeNull()
    expect(liquidationPriceOf([weth(ETH), usdc(100n)], 'LINK')).toBeNull()
  })

  it('a debt in the same asset falls with its price', () => {
    // 2 WETH supplied, 1 WETH and 1 000 USDC borrowed: a falling WETH lowers the debt too.
    // 2·p·0.825 = p + 1 000 ⇔ 0.65p = 1 000 ⇔ p = 1 538.461538…
    const position = [weth(2n * ETH, 3_000n * E8, ETH), usdc(1_000n * 10n ** 6n)]
    expect(liquidationPriceOf(position, 'WETH')).toBe(153_846_153_846n)
    isEdge(position, 'WETH', liquidationPriceOf(position, 'WETH'))
  })

  it('LTV against the weighted liquidation threshold', () => {
    const position = [weth(ETH), wbtc(10_000_000n), usdc(4_500n * 10n ** 6n)]
    // collateral 9 000, debt 4 500 → 50 %; (3 000 × 82.5 + 6 000 × 75) / 9 000 = 77.5 %
    expect(loanToValue(position)).toEqual({ ltvBps: 5_000n, liquidationThresholdBps: 7_750n })
    // One collateral is its own threshold whatever its value: 10.000000123 WETH of interest-bearing aWETH is
    // worth a number of base units that is not a multiple of 100, and still reads 82.5 %, never 82.49 %.
    const accrued = [weth(10_000_000_123_000_000_000n, 3_000n * E8 + 7n), usdc(1_000n * 10n ** 6n)]
    expect(loanToValue(accrued).liquidationThresholdBps).toBe(8_250n)
  })
})

describe('¿Y si baja?', () => {
  it('health factor and liquidation for falls of 10, 20, 30 and 50 %', () => {
    const rows = dropScenarios([weth(ETH), usdc(1_650n * 10n ** 6n)], 'WETH')
    expect(rows.map((r) => r.dropPercent)).toEqual([10, 20, 30, 50])
    // 2 700 × 0.825 / 1 650 = 1.35; 2 400 → 1.2; 2 100 → 1.05; 1 500 → 0.75
    expect(rows.map((r) => r.healthFactor)).toEqual([135n, 120n, 105n, 75n].map((h) => (h * WAD) / 100n))
    expect(rows.map((r) => r.liquidatable)).toEqual([false, false, false, true])
    const crash = rows[3]
    // Below 0.95 the whole debt may be repaid: 1 650 × 1.05 = $1 732.5 of WETH at $1 500 = 1.155 WETH, more than
    // there is: the liquidator takes the 1 WETH and repays only what it pays for, $1 500 / 1.05 = $1 428.57.
    expect(crash?.closeFactorBps).toBe(10_000n)
    expect(crash?.collateralSeized).toBe(ETH)
    expect(crash?.debtRepaidBase).toBe(1_428_57142857n)
  })

  it('the whole debt at exactly 0.95, as LiquidationLogic (half only above it)', () => {
    // 1 WETH at $1 900 against 1 650 USDC: 1 900 × 0.825 / 1 650 = 0.95 exactly. A dollar more, half.
    const [row] = dropScenarios([weth(ETH, 1_900n * E8), usdc(1_650n * 10n ** 6n)], 'WETH', [0])
    expect(row?.healthFactor).toBe((95n * WAD) / 100n)
    expect(row?.closeFactorBps).toBe(10_000n)
    const [above] = dropScenarios([weth(ETH, 1_901n * E8), usdc(1_650n * 10n ** 6n)], 'WETH', [0])
    expect(above?.closeFactorBps).toBe(5_000n)
  })

  it('half the debt between 0.95 and 1', () => {
    // 1 WETH, 2 300 USDC of debt: at −10 % (2 700) HF = 0.9684… → half: 1 150 × 1.05 / 2 700 = 0.447222… WETH
    const [row] = dropScenarios([weth(ETH), usdc(2_300n * 10n ** 6n)], 'WETH', [10])
    expect(row?.liquidatable).toBe(true)
    expect(row?.closeFactorBps).toBe(5_000n)
    expect(row?.debtRepaidBase).toBe(1_150n * E8)
    expect(row?.collateralSeized).toBe(447_222_222_222_222_222n)
  })
})
