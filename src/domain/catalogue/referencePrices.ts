import type { TokenSymbol } from './tokens'

/**
 * Spec §8's fixed USD prices, used when every price source fails, and by the key worker as the floor of what
 * a transfer is worth (a page script cannot make a transfer look cheaper than this to dodge the password).
 */
export const referencePrices: Readonly<Record<TokenSymbol, number>> = {
  ETH: 3000,
  MATIC: 0.8,
  USDT: 1,
  USDC: 1,
  DAI: 1,
  USDe: 1,
  WBTC: 60000,
  WETH: 3000,
  LINK: 15,
}
