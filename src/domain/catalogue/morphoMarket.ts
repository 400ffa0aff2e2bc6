/** A Morpho Blue market's parameters (`MarketParams`); its id is keccak-256 of their ABI encoding. */
export type MorphoMarketParams = {
  loanToken: `0x${string}`
  collateralToken: `0x${string}`
  oracle: `0x${string}`
  irm: `0x${string}`
  lltv: bigint
}

/**
 * The one Morpho Blue market the app supplies to on mainnet: DAI lent against USDe at 77 % LLTV, priced by
 * its oracle, with the AdaptiveCurveIrm (id 0xfd8493f0…e86f, ADDRESSES.md). Anyone can create a Morpho
 * market with any oracle, and one with a rigged oracle lets its creator borrow everything supplied against
 * worthless collateral: the key worker signs Morpho calls for this market only (and the devnet's own).
 */
export const catalogueMorphoMarket: MorphoMarketParams = {
  loanToken: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  collateralToken: '0x4c9EDD5852cd905f086C759E8383e09bff1E68B3',
  oracle: '0xaE4750d0813B5E37A51f7629beedd72AF1f9cA35',
  irm: '0x870aC11D48B15DB9a138Cf899d20F13F79Ba00BC',
  lltv: 770_000_000_000_000_000n,
}

/** One text per market, the same whatever the case of its addresses: how the worker compares them. */
export function morphoMarketKey(
  m: { [K in keyof MorphoMarketParams]: K extends 'lltv' ? bigint : string },
): string {
  return [m.loanToken, m.collateralToken, m.oracle, m.irm, m.lltv].join(':').toLowerCase()
}
