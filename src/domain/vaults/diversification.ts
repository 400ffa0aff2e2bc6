/** Spec 001 §9: the vaults page's diversification score gives 25 points per asset held, at most 100. */
export const diversificationPointsPerAsset = 25

/**
 * The vaults page's diversification score (spec 001 §9: "25 per asset held, max 100"). An asset held is a
 * vault position: a receipt token (aUSDC, aDAI, sUSDe, cUSDCv3, 3Crv, cvx3Crv, yvUSDC-1, mooUSDC) with a
 * balance above zero, counted once however large; the wallet's own tokens are home's diversification, not
 * this one. Four positions make 100.
 * @example vaultDiversification([{ receipt: 'aUSDC', shares: 5n }, { receipt: 'sUSDe', shares: 1n }]) // { held: 2, score: 50 }
 */
export function vaultDiversification(positions: readonly { receipt: string; shares: bigint }[]): {
  held: number
  score: number
} {
  const held = new Set(positions.filter((p) => p.shares > 0n).map((p) => p.receipt)).size
  return { held, score: Math.min(100, diversificationPointsPerAsset * held) }
}
