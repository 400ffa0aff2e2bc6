/**
 * What a vault receipt is worth in its asset, as each protocol counts it: one formula per kind, used by the
 * vaults page (today's value) and the holdings summary (the value at a past block). Pure bigint math.
 */

import type { ProtocolId } from '../catalogue/protocols'
import type { TokenKey } from '../catalogue/tokens'

const WAD = 10n ** 18n

/**
 * Each vault's receipt as its card names it, and the asset its value is counted in. Aave's receipts are its
 * aTokens, named after their reserve (aUSDC, aDAI…).
 */
export const vaultReceipts = {
  morpho: { receipt: 'Morpho DAI', asset: 'DAI' },
  ethena: { receipt: 'sUSDe', asset: 'USDe' },
  compound: { receipt: 'cUSDCv3', asset: 'USDC' },
  curve: { receipt: '3Crv', asset: 'USDC' },
  convex: { receipt: 'cvx3Crv', asset: 'USDC' },
  yearn: { receipt: 'yvUSDC-1', asset: 'USDC' },
  beefy: { receipt: 'mooUSDC', asset: 'USDC' },
} as const satisfies Record<Exclude<ProtocolId, 'aave'>, { receipt: string; asset: TokenKey }>

/** Morpho Blue's virtual shares and assets (SharesMathLib), which keep a first depositor from skewing the price. */
const VIRTUAL_SHARES = 10n ** 6n
const VIRTUAL_ASSETS = 1n

/**
 * Morpho Blue supply shares in assets, rounded down (SharesMathLib.toAssetsDown), from the market's totals.
 * With totals just accrued (accrueInterest in the same call) this is MorphoBalancesLib's expectedSupplyAssets.
 * @example morphoSupplyAssets(10n ** 24n, 2_000n * 10n ** 18n, 2n * 10n ** 24n) // 999_999_999_999_999_999_500n
 */
export function morphoSupplyAssets(
  shares: bigint,
  totalSupplyAssets: bigint,
  totalSupplyShares: bigint,
): bigint {
  return (shares * (totalSupplyAssets + VIRTUAL_ASSETS)) / (totalSupplyShares + VIRTUAL_SHARES)
}

/**
 * Shares at a price per share scaled by 1e18 (Beefy's getPricePerFullShare, which is what its withdraw pays).
 * @example valueAtSharePrice(2_000_000n, 105n * 10n ** 16n) // 2_100_000n
 */
export function valueAtSharePrice(shares: bigint, pricePerShareWad: bigint): bigint {
  return (shares * pricePerShareWad) / WAD
}

/**
 * Curve 3pool LP (3Crv, 18 decimals) in dollars at the pool's virtual price, written in USDC's 6 decimals:
 * the basket of DAI, USDC and USDT the LP is worth, as the vault card shows it.
 * @example curveLpInUsdc(10n ** 18n, 103n * 10n ** 16n) // 1_030_000n
 */
export function curveLpInUsdc(lp: bigint, virtualPrice: bigint): bigint {
  return (lp * virtualPrice) / WAD / 10n ** 12n
}
