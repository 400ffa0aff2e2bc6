import type { TokenSymbol } from './tokens'

/**
 * Spec §8's fixed USD prices, used when every price source fails. The key worker never weighs a transfer or a
 * fee with them (they are below today's prices): it uses src/workers/vault/review/referenceCeilings.ts.
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
