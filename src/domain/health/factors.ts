/** Spec §9 weights of the overall score. */
export const healthWeights = {
  diversification: 0.4,
  volatility: 0.25,
  liquidity: 0.2,
  stability: 0.15,
} as const

/** Spec §9 liquidity factors by symbol; anything else counts 0.5. */
export const liquidityFactors: Readonly<Record<string, number>> = {
  ETH: 0.9,
  MATIC: 0.8,
  USDT: 1,
  USDC: 1,
  DAI: 0.9,
  USDe: 0.7,
  WBTC: 0.8,
  WETH: 0.9,
  LINK: 0.8,
}

/** Spec §9 stability factors by category; anything else counts 0.5. */
export const stabilityFactors: Readonly<Record<string, number>> = {
  stablecoin: 1,
  store_of_value: 0.8,
  layer1: 0.6,
  oracle: 0.5,
}

/** Factor for a symbol or category not in the tables (spec: unknown 0.5). */
export const unknownFactor = 0.5

/** Categories the concentration score is normalised against (spec §3). */
export const categoryCount = 4

/** Recommendation triggers of spec §5. */
export const healthThresholds = {
  diversification: 50,
  volatility: 50,
  liquidity: 70,
  stability: 60,
  totalValue: 100,
  singleAssetShare: 0.5,
} as const
