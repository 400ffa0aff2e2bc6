import type { LendingAsset } from './assets'
import { NO_DEBT_HEALTH_FACTOR, WAD } from './healthFactor'

/**
 * One reserve of an Aave v3 position, as the pool reports it: amounts in the token's base units, the oracle
 * price in base currency (USD, 8 decimals), thresholds in basis points (8250 = 82.5 %).
 */
export type PositionReserve = {
  asset: LendingAsset
  decimals: number
  priceBase: bigint
  liquidationThresholdBps: bigint
  /** Aave's liquidation bonus, 10500 = the liquidator takes 5 % more collateral than the debt it repays. */
  liquidationBonusBps: bigint
  /** aToken balance. */
  supplied: bigint
  /** Whether the supply counts as collateral (`usageAsCollateralEnabled`). */
  collateral: boolean
  /** Variable plus stable debt. */
  debt: bigint
}

/** Aave v3.0's close factor: half the debt, all of it once the health factor is 0.95 or below. */
export const DEFAULT_CLOSE_FACTOR_BPS = 5_000n
export const MAX_CLOSE_FACTOR_BPS = 10_000n
export const CLOSE_FACTOR_HF_THRESHOLD = (95n * WAD) / 100n

/** The price drops the "¿Y si baja?" table shows, in percent. */
export const PRICE_DROPS = [10, 20, 30, 50] as const

const unit = (r: PositionReserve) => 10n ** BigInt(r.decimals)
const priced = (r: PositionReserve, prices?: Partial<Record<LendingAsset, bigint>>) =>
  prices?.[r.asset] ?? r.priceBase

/** Value of a reserve's supply in base currency, truncated per asset as Aave's GenericLogic does. */
function suppliedBase(r: PositionReserve, price: bigint): bigint {
  return (r.supplied * price) / unit(r)
}

function debtBase(r: PositionReserve, price: bigint): bigint {
  return (r.debt * price) / unit(r)
}

/** The sums a health factor is made of, with an optional price per asset replacing the oracle's. */
export function positionTotals(
  reserves: readonly PositionReserve[],
  prices?: Partial<Record<LendingAsset, bigint>>,
): { collateralBase: bigint; weightedCollateralBase: bigint; debtBase: bigint } {
  let collateralBase = 0n
  let weighted = 0n
  let debt = 0n
  for (const r of reserves) {
    const price = priced(r, prices)
    if (r.collateral && r.liquidationThresholdBps > 0n) {
      const value = suppliedBase(r, price)
      collateralBase += value
      weighted += value * r.liquidationThresholdBps
    }
    debt += debtBase(r, price)
  }
  return { collateralBase, weightedCollateralBase: weighted / 10_000n, debtBase: debt }
}

/**
 * The health factor of the position (1e18 = 1.00), at the oracle's prices or at the given ones, computed as Aave
 * v3's GenericLogic does: per-asset values truncated, the collateral-weighted threshold truncated, then
 * `percentMul` and `wadDiv` rounding half up. No debt: {@link NO_DEBT_HEALTH_FACTOR}.
 * @example healthFactorAt(reserves, { WETH: 150_000_000_000n }) // WETH at $1 500
 */
export function healthFactorAt(
  reserves: readonly PositionReserve[],
  prices?: Partial<Record<LendingAsset, bigint>>,
): bigint {
  let collateral = 0n
  let weighted = 0n
  let debt = 0n
  for (const r of reserves) {
    const price = priced(r, prices)
    if (r.collateral && r.liquidationThresholdBps > 0n) {
      const value = suppliedBase(r, price)
      collateral += value
      weighted += value * r.liquidationThresholdBps
    }
    debt += debtBase(r, price)
  }
  if (debt <= 0n) return NO_DEBT_HEALTH_FACTOR
  const threshold = collateral > 0n ? weighted / collateral : 0n
  const adjusted = (collateral * threshold + 5_000n) / 10_000n
  return (adjusted * WAD + debt / 2n) / debt
}

/**
 * The oracle price of `asset` (base currency, 8 decimals) at which the health factor reaches 1 with every
 * other price held constant: the lowest price, in the oracle's unit, at which the pool's own formula still says
 * 1.00 or more (one unit lower is liquidatable), so the figure shown is never below the real one.
 * A debt in the same asset counts too: its value falls with the price. Null when no fall of this asset's price
 * alone can liquidate the position (no debt, not collateral, or the rest of the collateral covers the debt).
 * @example liquidationPriceOf([{ asset: 'WETH', decimals: 18, priceBase: 3_000e8, liquidationThresholdBps: 8250n,
 *   liquidationBonusBps: 10500n, supplied: 10n ** 18n, collateral: true, debt: 0n },
 *   { asset: 'USDC', decimals: 6, priceBase: 1e8, liquidationThresholdBps: 7800n, liquidationBonusBps: 10450n,
 *   supplied: 0n, collateral: false, debt: 1_650_000_000n }], 'WETH') // 2_000e8: 1 WETH × 0.825 × $2 000 = $1 650
 */
export function liquidationPriceOf(reserves: readonly PositionReserve[], asset: LendingAsset): bigint | null {
  const target = reserves.find((r) => r.asset === asset)
  if (!target) return null
  let otherWeighted = 0n // base × bps
  let otherDebt = 0n // base
  for (const r of reserves) {
    if (r === target) continue
    if (r.collateral && r.liquidationThresholdBps > 0n)
      otherWeighted += suppliedBase(r, r.priceBase) * r.liquidationThresholdBps
    otherDebt += debtBase(r, r.priceBase)
  }
  const supplied = target.collateral ? target.supplied : 0n
  // HF = 1  ⇔  otherWeighted + supplied·p·LT/unit = 10 000·(otherDebt + debt·p/unit)
  const denominator = supplied * target.liquidationThresholdBps - 10_000n * target.debt
  const numerator = (10_000n * otherDebt - otherWeighted) * unit(target)
  if (denominator <= 0n || numerator <= 0n) return null
  // The exact solution, then the pool's own roundings: the smallest oracle price at which its formula says ≥ 1.
  const safe = (p: bigint) => healthFactorAt(reserves, { [asset]: p }) >= WAD
  let low = numerator / denominator
  if (low > 0n) low -= 1n
  let step = unit(target) / (supplied > 0n ? supplied : 1n) + 2n
  let high = low + step
  while (!safe(high)) {
    low = high
    step *= 2n
    high += step
  }
  while (low + 1n < high) {
    const mid = (low + high) / 2n
    if (safe(mid)) high = mid
    else low = mid
  }
  return safe(low) ? low : high
}

/**
 * How far today's price is above the liquidation price, in basis points of today's price (2500 = 25 % away);
 * negative once the position is liquidatable.
 */
export function distanceBps(priceBase: bigint, liquidationPriceBase: bigint): bigint {
  if (priceBase <= 0n) return 0n
  return ((priceBase - liquidationPriceBase) * 10_000n) / priceBase
}

/**
 * The loan-to-value the position has now (debt / collateral, bps) beside the liquidation threshold it must stay
 * under (the collateral-weighted average, bps), as Aave's getUserAccountData reports `currentLiquidationThreshold`.
 */
export function loanToValue(
  reserves: readonly PositionReserve[],
  prices?: Partial<Record<LendingAsset, bigint>>,
): { ltvBps: bigint; liquidationThresholdBps: bigint } {
  const t = positionTotals(reserves, prices)
  if (t.collateralBase <= 0n) return { ltvBps: t.debtBase > 0n ? 10_000n : 0n, liquidationThresholdBps: 0n }
  // Σ(value × threshold) / Σ value, as the pool averages it: summed whole, divided once (dividing the sum by
  // 10 000 first would read 82,99 % for a lone 83 % collateral whose value is not a multiple of 100 units).
  let weighted = 0n
  for (const r of reserves)
    if (r.collateral && r.liquidationThresholdBps > 0n)
      weighted += suppliedBase(r, priced(r, prices)) * r.liquidationThresholdBps
  return {
    ltvBps: (t.debtBase * 10_000n) / t.collateralBase,
    liquidationThresholdBps: weighted / t.collateralBase,
  }
}

/** The collateral the drop table moves: WETH when it is collateral, else the largest collateral by value. */
export function mainCollateralOf(reserves: readonly PositionReserve[]): LendingAsset | null {
  const held = reserves.filter((r) => r.collateral && r.supplied > 0n && r.liquidationThresholdBps > 0n)
  if (held.some((r) => r.asset === 'WETH')) return 'WETH'
  let best: PositionReserve | null = null
  for (const r of held)
    if (!best || suppliedBase(r, r.priceBase) > suppliedBase(best, best.priceBase)) best = r
  return best?.asset ?? null
}

/** One row of "¿Y si baja?": the price after the fall, the health factor then, and what a liquidator may take. */
export type DropScenario = {
  dropPercent: number
  priceBase: bigint
  healthFactor: bigint
  liquidatable: boolean
  /** The share of the debt a liquidator may repay at once (Aave's close factor), bps; 0 when not liquidatable. */
  closeFactorBps: bigint
  /** The debt a liquidator may repay, base currency. */
  debtRepaidBase: bigint
  /** The collateral of `asset` the liquidator takes for it, bonus included, in the token's base units. */
  collateralSeized: bigint
}

/**
 * The health factor and the liquidation a fall of `asset`'s price by each of `drops` percent would bring,
 * others held constant. A liquidator repays up to the close factor of the debt (half, or all at 0.95 and below)
 * and takes that value plus the liquidation bonus from the collateral; when the collateral cannot cover it, all
 * of the collateral and only the debt it pays for (LiquidationLogic's `debtAmountNeeded`).
 */
export function dropScenarios(
  reserves: readonly PositionReserve[],
  asset: LendingAsset,
  drops: readonly number[] = PRICE_DROPS,
): DropScenario[] {
  const target = reserves.find((r) => r.asset === asset)
  if (!target) return []
  return drops.map((dropPercent) => {
    const priceBase = (target.priceBase * BigInt(100 - dropPercent)) / 100n
    const prices = { [asset]: priceBase } as Partial<Record<LendingAsset, bigint>>
    const healthFactor = healthFactorAt(reserves, prices)
    const liquidatable = healthFactor < WAD
    if (!liquidatable || priceBase <= 0n)
      return {
        dropPercent,
        priceBase,
        healthFactor,
        liquidatable,
        closeFactorBps: 0n,
        debtRepaidBase: 0n,
        collateralSeized: 0n,
      }
    // LiquidationLogic: half the debt while the health factor is above 0.95, all of it at 0.95 or below.
    const closeFactorBps =
      healthFactor > CLOSE_FACTOR_HF_THRESHOLD ? DEFAULT_CLOSE_FACTOR_BPS : MAX_CLOSE_FACTOR_BPS
    // A liquidator repays one debt reserve at a time: the largest one is the most it can take in one go.
    let largestDebt = 0n
    for (const r of reserves) {
      const d = debtBase(r, priced(r, prices))
      if (d > largestDebt) largestDebt = d
    }
    let debtRepaidBase = (largestDebt * closeFactorBps) / 10_000n
    const wanted = (debtRepaidBase * target.liquidationBonusBps * unit(target)) / 10_000n / priceBase
    let collateralSeized = wanted
    if (wanted > target.supplied) {
      // Not enough of this collateral: the liquidator takes all of it and repays only what it covers.
      collateralSeized = target.supplied
      debtRepaidBase = (suppliedBase(target, priceBase) * 10_000n) / target.liquidationBonusBps
    }
    return {
      dropPercent,
      priceBase,
      healthFactor,
      liquidatable,
      closeFactorBps,
      debtRepaidBase,
      collateralSeized,
    }
  })
}
