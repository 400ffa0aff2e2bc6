import type { TokenSymbol } from '../../../domain/catalogue/tokens'

/**
 * What the key worker counts one whole token at, in US dollars, when it weighs what a plan sends against
 * Settings' new-recipient limit and what its gas can cost against the fee budget: a price at or above what
 * the token has ever traded at (ETH's high is near US$ 4 950, BTC's near US$ 126 000, LINK's US$ 53, POL's
 * US$ 2.9), so a limit of US$ 100 never lets more than US$ 100 go, whatever the page says. A page price
 * above it counts instead: a page can make a transfer dearer, never cheaper. Stablecoins count at their peg.
 * The catalogue's `referencePrices` (spec §8) are the other way round — fallbacks for showing balances —
 * and never serve here: with WBTC at US$ 100 000, a US$ 60 000 reference let US$ 167 through a US$ 100 limit.
 * Raise a ceiling before a token trades near it (`npm run verify:mainnet` prints the feeds).
 */
export const referenceCeilings: Readonly<Record<TokenSymbol, number>> = {
  ETH: 6_000,
  WETH: 6_000,
  MATIC: 3,
  WBTC: 150_000,
  LINK: 60,
  USDT: 1,
  USDC: 1,
  DAI: 1,
  USDe: 1,
}
