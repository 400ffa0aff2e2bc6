/**
 * Vault rates from what the chain says, as yearly figures (fractions: 0.05 = 5 %). Pure: the reads are in
 * src/chain/protocols/readVaults.ts. Numbers only for display; balances stay bigint.
 */

/** Seconds in the 365-day year the protocols use. */
export const SECONDS_PER_YEAR = 31_536_000
const RAY = 1e27
const WAD = 1e18

/** Where a card's APY came from, shown beside it. */
export type RateSource = 'chain' | 'samples' | 'defillama' | 'spec' | 'none'
/**
 * A card's yearly rate and its source; `apy` is null only with source `none`. `parts`: what the figure adds up
 * (Convex: the Curve pool's base yield plus its CRV and CVX rewards), where the card says so.
 */
export type VaultRate = {
  apy: number | null
  source: RateSource
  parts?: { base: number; crv: number; cvx: number }
}

/**
 * Aave v3 supply APY from `currentLiquidityRate` (ray, a yearly rate compounded every second).
 * @example aaveSupplyApy(38n * 10n ** 24n) // ≈ 0.0387 (3.8 % APR → 3.87 % APY)
 */
export function aaveSupplyApy(liquidityRateRay: bigint): number {
  return aaveTea(liquidityRateRay)
}

/**
 * Any Aave v3 yearly rate (ray: the supply's `currentLiquidityRate`, the loan's `currentVariableBorrowRate`,
 * both nominal, an APR — in Argentine terms a TNA) as the TEA, the effective yearly rate Argentine banks
 * quote: compounded every second, as Aave accrues a loan's debt and as its own interface shows both rates.
 * @example aaveTea(45n * 10n ** 24n) // ≈ 0.046028 (TNA 4,5 % → TEA 4,60 %)
 */
export function aaveTea(rateRay: bigint): number {
  return perSecondCompounded(Number(rateRay) / RAY / SECONDS_PER_YEAR)
}

/** APY of a per-second rate scaled by 1e18 (Compound v3's getSupplyRate), compounded every second. */
export function perSecondApy(ratePerSecondWad: bigint): number {
  return perSecondCompounded(Number(ratePerSecondWad) / WAD)
}

function perSecondCompounded(perSecond: number): number {
  return Math.expm1(SECONDS_PER_YEAR * Math.log1p(perSecond))
}

/** Compound v3's supply-rate curve parameters, each scaled by 1e18 (mainnet Comet's public getters). */
export type CometCurve = { kink: bigint; slopeLow: bigint; slopeHigh: bigint; base: bigint }

/**
 * Comet's `getSupplyRate(utilization)`, computed from its curve so it needs no second round trip:
 * base + slopeLow × min(u, kink) + slopeHigh × max(u − kink, 0), per second, scaled by 1e18.
 */
export function cometSupplyRate(utilization: bigint, c: CometCurve): bigint {
  const low = utilization <= c.kink ? utilization : c.kink
  const high = utilization > c.kink ? utilization - c.kink : 0n
  return c.base + (c.slopeLow * low) / 10n ** 18n + (c.slopeHigh * high) / 10n ** 18n
}

/** A Morpho Blue market's totals (`market(id)`); `fee` scaled by 1e18. */
export type MorphoMarketState = { totalSupplyAssets: bigint; totalBorrowAssets: bigint; fee: bigint }

/**
 * Morpho Blue supply APY: the borrow APY (the IRM's per-second rate, continuously compounded, as Morpho
 * accrues it) × utilization × (1 − fee).
 * @example morphoSupplyApy(1_902_587_519n, { totalSupplyAssets: 100n, totalBorrowAssets: 60n, fee: 0n }) // ≈ 0.0371
 */
export function morphoSupplyApy(borrowRatePerSecondWad: bigint, m: MorphoMarketState): number {
  if (m.totalSupplyAssets === 0n) return 0
  const borrowApy = Math.expm1((Number(borrowRatePerSecondWad) / WAD) * SECONDS_PER_YEAR)
  const utilization = Number((m.totalBorrowAssets * 10n ** 18n) / m.totalSupplyAssets) / WAD
  return borrowApy * utilization * (1 - Number(m.fee) / WAD)
}

/**
 * The borrow rate of Morpho's AdaptiveCurveIrm at a utilization, from its `rateAtTarget` (target 90 %,
 * steepness 4), ignoring the adaptation since the market's last update: the curve a read-only page can show.
 */
export function adaptiveCurveBorrowRate(rateAtTarget: bigint, m: MorphoMarketState): bigint {
  const wad = 10n ** 18n
  const target = (9n * wad) / 10n
  const u = m.totalSupplyAssets === 0n ? 0n : (m.totalBorrowAssets * wad) / m.totalSupplyAssets
  const err = u > target ? ((u - target) * wad) / (wad - target) : ((u - target) * wad) / target
  const coeff = err < 0n ? wad - wad / 4n : 4n * wad - wad
  return (rateAtTarget * ((coeff * err) / wad + wad)) / wad
}

/** One observation of a share price (assets per 1e18 shares), at a chain time in seconds. */
export type SharePriceSample = { at: number; price: bigint }

/** Shortest span between two samples that gives a rate (shorter spans are rounding noise). */
export const MIN_SAMPLE_SPAN_S = 3_600

/**
 * APY from the growth of a share price between the oldest and newest samples, annualised with compounding;
 * null when the samples span less than an hour or a price is 0.
 * @example shareGrowthApy([{ at: 0, price: 10n ** 18n }, { at: 31_536_000, price: 105n * 10n ** 16n }]) // 0.05
 */
export function shareGrowthApy(samples: readonly SharePriceSample[]): number | null {
  if (samples.length < 2) return null
  const sorted = [...samples].sort((a, b) => a.at - b.at)
  const first = sorted[0]!
  const last = sorted[sorted.length - 1]!
  const span = last.at - first.at
  if (span < MIN_SAMPLE_SPAN_S || first.price === 0n || last.price === 0n) return null
  const growth = Number(((last.price - first.price) * 10n ** 18n) / first.price) / WAD
  return Math.expm1((SECONDS_PER_YEAR / span) * Math.log1p(growth))
}

/**
 * The first rate that exists, in the order given (chain/samples, then DefiLlama, then the spec's number),
 * with its source; `{ apy: null, source: 'none' }` when none does.
 */
export function pickRate(...candidates: readonly VaultRate[]): VaultRate {
  return candidates.find((c) => c.apy !== null && Number.isFinite(c.apy)) ?? { apy: null, source: 'none' }
}

/**
 * The spec's last-resort figures (spec 001 §9 "default supply fallbacks"): only Aave's assets have one.
 */
export const specSupplyFallback = { USDC: 0.038, DAI: 0.036, USDT: 0.04 } as const
