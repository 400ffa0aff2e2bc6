import type { TokenKey } from '../catalogue/tokens'

/** The six Aave v3 reserves the lending page offers (spec 001 §2.4), in the spec's order. */
export const lendingAssets = [
  'USDC',
  'USDT',
  'DAI',
  'WETH',
  'WBTC',
  'LINK',
] as const satisfies readonly TokenKey[]

/** One of {@link lendingAssets}. */
export type LendingAsset = (typeof lendingAssets)[number]

/** Aave's rate unit: yearly rates are fractions scaled by 1e27. */
export const RAY = 10n ** 27n

const pctToRay = (tenths: bigint) => (tenths * RAY) / 1000n

/** Spec §9 borrow APR fallbacks, in ray; used only when the chain cannot answer. */
export const fallbackBorrowRates: Record<LendingAsset, bigint> = {
  USDC: pctToRay(45n),
  USDT: pctToRay(47n),
  DAI: pctToRay(43n),
  WETH: pctToRay(52n),
  WBTC: pctToRay(38n),
  LINK: pctToRay(55n),
}

/** Spec §9 supply APR fallbacks, in ray; used only when the chain cannot answer. */
export const fallbackSupplyRates: Record<LendingAsset, bigint> = {
  USDC: pctToRay(38n),
  USDT: pctToRay(40n),
  DAI: pctToRay(36n),
  WETH: pctToRay(45n),
  WBTC: pctToRay(32n),
  LINK: pctToRay(48n),
}

/** Aave's base currency (USD) has 8 decimals, as do its oracle prices. */
export const BASE_DECIMALS = 8

/**
 * Value of `amount` base units of a token in Aave base currency (USD, 8 decimals), truncated.
 * @example valueInBase(1_000_000n, 6, 100_000_000n) // 100_000_000n ($1)
 */
export function valueInBase(amount: bigint, decimals: number, priceBase: bigint): bigint {
  return (amount * priceBase) / 10n ** BigInt(decimals)
}

/**
 * Token base units worth `base` (USD, 8 decimals) at `priceBase`, truncated; 0 when the price is unknown.
 * @example amountFromBase(100_000_000n, 6, 100_000_000n) // 1_000_000n
 */
export function amountFromBase(base: bigint, decimals: number, priceBase: bigint): bigint {
  if (priceBase <= 0n) return 0n
  return (base * 10n ** BigInt(decimals)) / priceBase
}
