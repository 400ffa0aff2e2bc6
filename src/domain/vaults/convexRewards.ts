/**
 * What a Convex depositor earns besides the Curve pool's own yield: the CRV its BaseRewardPool streams
 * (`rewardRate` CRV per second shared by every staked token until `periodFinish`) and the CVX that Convex
 * mints for every CRV claimed, fewer per CRV as CVX's supply passes each cliff. Pure; the reads are in
 * src/chain/protocols/readVaults.ts. Amounts are bigint; only the final rate is a number.
 */
import { SECONDS_PER_YEAR } from './apy'

/** CVX's emission schedule (ConvexToken.sol on Ethereum: public `totalCliffs`, `reductionPerCliff`, `maxSupply`). */
export const CVX_TOTAL_CLIFFS = 1_000n
export const CVX_REDUCTION_PER_CLIFF = 100_000n * 10n ** 18n
export const CVX_MAX_SUPPLY = 100_000_000n * 10n ** 18n

/**
 * The CVX minted for `crv` claimed while CVX's total supply is `cvxSupply` (ConvexToken's `mint`): the cliff
 * is `supply / reductionPerCliff`; below the last cliff the CRV is scaled by `(totalCliffs − cliff) /
 * totalCliffs`, never past the room left under `maxSupply`; from the last cliff on, nothing.
 * @example cvxMintedFor(1_000n * 10n ** 18n, 90_000_000n * 10n ** 18n) // 100e18: cliff 900, a tenth
 */
export function cvxMintedFor(crv: bigint, cvxSupply: bigint): bigint {
  const cliff = cvxSupply / CVX_REDUCTION_PER_CLIFF
  if (cliff >= CVX_TOTAL_CLIFFS) return 0n
  const minted = (crv * (CVX_TOTAL_CLIFFS - cliff)) / CVX_TOTAL_CLIFFS
  const room = CVX_MAX_SUPPLY - cvxSupply
  return minted > room ? room : minted
}

/** The chain figures the rewards' rate is made of, all read in the vaults page's one request. */
export type ConvexRewardState = {
  /** The reward pool's CRV (wei) per second, shared by all staked tokens. */
  rewardRate: bigint
  /** When the reward pool's current period ends (unix seconds, chain time). */
  periodFinish: number
  /** Staked LP tokens in the reward pool (wei). */
  totalSupply: bigint
  /** CVX's total supply (wei), which sets CVX minted per CRV. */
  cvxSupply: bigint
  /** USD per CRV and per CVX, 18 decimals (from live price feeds). */
  crvUsd: bigint
  cvxUsd: bigint
  /** USD per staked LP token, 18 decimals (the 3pool's virtual price: its coins counted at US$ 1). */
  lpUsd: bigint
}

/** The yearly rate of each reward (fractions: 0.01 = 1 %). */
export type ConvexRewardRates = { crv: number; cvx: number }

const E18 = 10n ** 18n
/** Rates are computed in bigint to 1e-12 and then made numbers. */
const SCALE = 10n ** 12n

/**
 * The yearly rate (APR, not compounded: rewards are paid in CRV and CVX, not added to the deposit) that the
 * CRV and CVX rewards add at `now`: the year's CRV at today's `rewardRate` and the CVX minted for it at today's
 * supply, in USD, over the staked tokens' USD value. A period that has ended (`periodFinish` ≤ `now`) adds
 * nothing until the pool is topped up; nothing staked gives null (no rate to share).
 * @example convexRewardRates({ rewardRate, periodFinish, totalSupply, cvxSupply, crvUsd, cvxUsd, lpUsd }, now)
 */
export function convexRewardRates(s: ConvexRewardState, now: number): ConvexRewardRates | null {
  const stakedUsd = (s.totalSupply * s.lpUsd) / E18
  if (stakedUsd <= 0n) return null
  if (s.periodFinish <= now || s.rewardRate === 0n) return { crv: 0, cvx: 0 }
  const crvYear = s.rewardRate * BigInt(SECONDS_PER_YEAR)
  const cvxYear = cvxMintedFor(crvYear, s.cvxSupply)
  const rate = (amount: bigint, usd: bigint) =>
    Number((amount * usd * SCALE) / E18 / stakedUsd) / Number(SCALE)
  return { crv: rate(crvYear, s.crvUsd), cvx: rate(cvxYear, s.cvxUsd) }
}
