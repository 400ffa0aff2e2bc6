import { maxUint256 } from 'viem'
import { type LendingAsset, lendingAssets } from './assets'
import type { Isolation, ReserveLimits } from './limits'
import {
  type DropScenario,
  distanceBps,
  dropScenarios,
  healthFactorAt,
  liquidationPriceOf,
  loanToValue,
  mainCollateralOf,
  type PositionReserve,
  positionTotals,
} from './liquidation'
import type { AccountData } from './projections'

/** One reserve as the loans page reads it, with what the position math needs. */
export type PositionSourceReserve = {
  asset: LendingAsset
  decimals: number
  priceBase: bigint
  ltvBps: bigint
  liquidationThresholdBps: bigint
  liquidationBonusBps: bigint
  /** aToken balance. */
  supplied: bigint
  /** Variable debt (what the app repays, rate mode 2). */
  debt: bigint
  /** Stable debt, counted in the health factor like the variable one. */
  stableDebt: bigint
  /** The user's `usageAsCollateralEnabled` for this reserve. */
  collateralEnabled: boolean
  limits: ReserveLimits
}

/**
 * An Aave efficiency-mode category: thresholds in bps, its own price source (3.0 only), and which of the
 * reserves read count as its collateral and may be borrowed in it — on 3.2 and later from the category's
 * bitmaps (an asset may be in several categories), on 3.0 from each reserve's one category (docs/aave-versions.md).
 */
export type EModeCategory = {
  ltvBps: bigint
  liquidationThresholdBps: bigint
  liquidationBonusBps: bigint
  /** An asset the oracle prices for every member instead of its own price; the zero address when none. */
  priceSource: string
  label: string
  /** The reserves whose collateral takes the category's LTV, threshold and bonus. */
  collateral: readonly LendingAsset[]
  /** The reserves a wallet in this category may borrow. */
  borrowable: readonly LendingAsset[]
}

/** A read of the loans page: the account, the six reserves, the user's e-mode and the categories read. */
export type PositionSource = {
  account: AccountData
  reserves: Record<LendingAsset, PositionSourceReserve>
  /** The user's e-mode category (Pool.getUserEMode); 0 = none. */
  userEMode: number
  eModeCategories: Partial<Record<number, EModeCategory>>
}

/**
 * The e-mode category whose thresholds Aave applies to this wallet's `asset` collateral: the wallet's category
 * when it is in one and lists the asset as collateral; null otherwise (the reserve's own thresholds apply).
 * @example eModeCollateralCategory(snapshot, 'WETH')?.liquidationThresholdBps // 9500n in "ETH correlated"
 */
export function eModeCollateralCategory(
  source: Pick<PositionSource, 'userEMode' | 'eModeCategories'>,
  asset: LendingAsset,
): EModeCategory | null {
  if (source.userEMode === 0) return null
  const category = source.eModeCategories[source.userEMode]
  return category?.collateral.includes(asset) ? category : null
}

/**
 * The position as Aave's GenericLogic sees it, one entry per reserve: oracle price, the user's collateral
 * flag, variable plus stable debt, and the reserve's liquidation threshold and bonus — the e-mode category's
 * when the user is in e-mode and the reserve belongs to it.
 * @example healthFactorAt(positionReservesOf(snapshot)) // === snapshot.account.healthFactor
 */
export function positionReservesOf(source: PositionSource): PositionReserve[] {
  return lendingAssets.map((asset) => {
    const r = source.reserves[asset]
    const category = eModeCollateralCategory(source, asset)
    return {
      asset,
      decimals: r.decimals,
      priceBase: r.priceBase,
      liquidationThresholdBps: category?.liquidationThresholdBps ?? r.liquidationThresholdBps,
      liquidationBonusBps: category?.liquidationBonusBps ?? r.liquidationBonusBps,
      supplied: r.supplied,
      collateral: r.collateralEnabled,
      debt: r.debt + r.stableDebt,
    }
  })
}

/**
 * Whether the reserves account for the whole position, to the unit: the collateral, the debt and the health
 * factor they give are exactly getUserAccountData's (read in the same call). False when the position holds a
 * reserve this page does not read, or an e-mode whose category or price source it could not read: then no
 * figure derived from them is shown.
 */
export function positionIsExact(source: PositionSource, reserves: readonly PositionReserve[]): boolean {
  const totals = positionTotals(reserves)
  return (
    totals.collateralBase === source.account.totalCollateralBase &&
    totals.debtBase === source.account.totalDebtBase &&
    healthFactorAt(reserves) === source.account.healthFactor
  )
}

/**
 * The collateral that puts the position in Aave's isolation mode — its only collateral, when that asset has a
 * debt ceiling — with the ceiling's figures; null otherwise.
 */
export function isolationOf(source: PositionSource): Isolation | null {
  const collaterals = lendingAssets.filter((a) => source.reserves[a].collateralEnabled)
  const only = collaterals.length === 1 ? source.reserves[collaterals[0] as LendingAsset] : null
  if (!only || only.limits.debtCeiling === 0n) return null
  return {
    asset: only.asset,
    debtCeiling: only.limits.debtCeiling,
    isolationModeTotalDebt: only.limits.isolationModeTotalDebt,
  }
}

/**
 * Whether a first supply of `asset` turns on as collateral, as Aave's SupplyLogic decides: never for an asset
 * with LTV 0 or an isolated one (that needs a role); always when nothing else is collateral; otherwise only
 * outside isolation mode.
 */
export function firstSupplyIsCollateral(source: PositionSource, asset: LendingAsset): boolean {
  const r = source.reserves[asset]
  if (r.ltvBps === 0n || r.limits.debtCeiling !== 0n) return false
  if (!lendingAssets.some((a) => source.reserves[a].collateralEnabled)) return true
  return isolationOf(source) === null
}

/** One action on one reserve; `amount` in its base units, maxUint256 for Aave's "all". */
export type PositionMove = {
  kind: 'borrow' | 'repay' | 'withdraw' | 'supply'
  asset: LendingAsset
  amount: bigint
}

/**
 * The position after `move`, prices unchanged: a borrow adds to the debt, a repay takes from it (all of it for
 * maxUint256), a withdraw takes from the supply (all of it for maxUint256), a supply adds to it and, when it is
 * the first, turns collateral on as `firstSupplyCollateral` says.
 * @example positionAfter(reserves, { kind: 'borrow', asset: 'USDC', amount: 100_000_000n })
 */
export function positionAfter(
  reserves: readonly PositionReserve[],
  move: PositionMove,
  firstSupplyCollateral = false,
): PositionReserve[] {
  const less = (from: bigint, amount: bigint) =>
    amount === maxUint256 || amount >= from ? 0n : from - amount
  return reserves.map((r) => {
    if (r.asset !== move.asset) return r
    if (move.kind === 'borrow') return { ...r, debt: r.debt + move.amount }
    if (move.kind === 'repay') return { ...r, debt: less(r.debt, move.amount) }
    if (move.kind === 'withdraw') return { ...r, supplied: less(r.supplied, move.amount) }
    const collateral = r.collateral || (r.supplied === 0n && firstSupplyCollateral)
    return { ...r, supplied: r.supplied + move.amount, collateral }
  })
}

/** A price in Aave's base currency (8 decimals) rounded up to the cent. */
export function upToCent(priceBase: bigint): bigint {
  const cent = 1_000_000n
  return ((priceBase + cent - 1n) / cent) * cent
}

/** One collateral of the position and what would liquidate it. */
export type CollateralFigure = {
  asset: LendingAsset
  /** Today's oracle price. */
  priceBase: bigint
  /** Value of the supply at today's price. */
  valueBase: bigint
  liquidationThresholdBps: bigint
  /**
   * The oracle price, rounded up to the cent, at which the health factor reaches 1 with every other price
   * held: at it the pool still says 1.00 or more, one cent lower it says less. Null when no fall of this price
   * alone liquidates (no debt, or the rest of the collateral covers it).
   */
  liquidationPriceBase: bigint | null
  /** How far today's price is above it, bps of today's price; negative once liquidatable. */
  distanceBps: bigint | null
}

/** The position's figures: each collateral's liquidation price, the LTV against the threshold. */
export type PositionFigures = {
  collaterals: CollateralFigure[]
  /** Debt over collateral, bps. */
  ltvBps: bigint
  /** The collateral-weighted liquidation threshold the LTV must stay under, bps. */
  liquidationThresholdBps: bigint
  healthFactor: bigint
  /** The collateral the "¿Y si baja?" table moves (WETH, else the largest); null without collateral. */
  main: LendingAsset | null
  hasDebt: boolean
}

/**
 * Liquidation price and distance of each collateral (largest first), the LTV against the weighted liquidation
 * threshold, and the health factor, all with the pool's own rounding.
 */
export function positionFigures(reserves: readonly PositionReserve[]): PositionFigures {
  const collaterals = reserves
    .filter((r) => r.collateral && r.supplied > 0n && r.liquidationThresholdBps > 0n)
    .map((r): CollateralFigure => {
      const exact = liquidationPriceOf(reserves, r.asset)
      const liquidationPriceBase = exact === null ? null : upToCent(exact)
      return {
        asset: r.asset,
        priceBase: r.priceBase,
        valueBase: (r.supplied * r.priceBase) / 10n ** BigInt(r.decimals),
        liquidationThresholdBps: r.liquidationThresholdBps,
        liquidationPriceBase,
        distanceBps: liquidationPriceBase === null ? null : distanceBps(r.priceBase, liquidationPriceBase),
      }
    })
    .sort((a, b) => (a.valueBase === b.valueBase ? 0 : a.valueBase > b.valueBase ? -1 : 1))
  const { ltvBps, liquidationThresholdBps } = loanToValue(reserves)
  return {
    collaterals,
    ltvBps,
    liquidationThresholdBps,
    healthFactor: healthFactorAt(reserves),
    main: mainCollateralOf(reserves),
    hasDebt: positionTotals(reserves).debtBase > 0n,
  }
}

/** What the loans page shows of the position now: its figures, "¿Y si baja?", and whether they are exact. */
export type PositionRisk = {
  /** False when the read does not add up to getUserAccountData: the figures are then not shown. */
  exact: boolean
  figures: PositionFigures
  /** The falls of PRICE_DROPS of the main collateral; empty without debt or collateral. */
  drops: DropScenario[]
}

/**
 * The position's risk as the loans page shows it, from one read: each collateral's liquidation price, the LTV,
 * and what falls of 10, 20, 30 and 50 % of the main collateral would do.
 * @example positionRiskOf(snapshot).figures.collaterals[0]?.liquidationPriceBase // 2_000_00000000n
 */
export function positionRiskOf(source: PositionSource): PositionRisk {
  const reserves = positionReservesOf(source)
  const figures = positionFigures(reserves)
  return {
    exact: positionIsExact(source, reserves),
    figures,
    drops: figures.main && figures.hasDebt ? dropScenarios(reserves, figures.main) : [],
  }
}
