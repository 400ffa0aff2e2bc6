/**
 * What an Argentine saver lives, in pesos: dollars earning `apy` while the dollar rose `dollarRise` against
 * the peso over the same 12 months and prices rose `cpi`: (1 + APY) × (1 + dollarRise) / (1 + CPI) − 1.
 * @example realYieldInPesos(0.05, 0.19, 0.318) // ≈ −0.052
 */
export function realYieldInPesos(apy: number, dollarRise: number, cpi: number): number {
  return ((1 + apy) * (1 + dollarRise)) / (1 + cpi) - 1
}
