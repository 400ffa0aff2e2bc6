import { adaptiveCurveBorrowRate, type MorphoMarketState } from '../../domain/vaults/apy'

const WAD = 10n ** 18n
const YEAR = 365n * 24n * 3600n
/** AdaptiveCurveIrm's ConstantsLib: how fast the rate at target moves (50 per year at full error). */
const ADJUSTMENT_SPEED = (50n * WAD) / YEAR
const TARGET_UTILIZATION = (9n * WAD) / 10n
const MIN_RATE_AT_TARGET = WAD / 1000n / YEAR
const MAX_RATE_AT_TARGET = (2n * WAD) / YEAR
/** The rate at target of a market nobody has touched yet: 4 % a year. */
const INITIAL_RATE_AT_TARGET = (4n * WAD) / 100n / YEAR

/**
 * The borrow rate Morpho's AdaptiveCurveIrm charges now, per second (1e18), from a read of its `rateAtTarget`
 * (stored at the market's last update) and the market's totals: the rate at target first adapts for the
 * `elapsed` seconds since that update (× e^(speed × elapsed), speed = 50/year × the utilization error,
 * bounded to 0.1 %–200 % a year), then the curve applies at the current utilization. With `elapsed` 0 it is
 * the curve at the stored rate. The IRM's own `borrowRateView` gives the average over the elapsed span for
 * accrual; a card shows the rate now. A stored 0 (a market never accrued) is the IRM's initial 4 % a year.
 * @example adaptiveCurveRateNow(rateAtTarget, market, read.timestamp - Number(lastUpdate))
 */
export function adaptiveCurveRateNow(
  rateAtTarget: bigint,
  market: MorphoMarketState,
  elapsed: number,
): bigint {
  if (rateAtTarget <= 0n) return adaptiveCurveBorrowRate(INITIAL_RATE_AT_TARGET, market)
  if (elapsed <= 0) return adaptiveCurveBorrowRate(rateAtTarget, market)
  const u = market.totalSupplyAssets === 0n ? 0n : (market.totalBorrowAssets * WAD) / market.totalSupplyAssets
  const norm = u > TARGET_UTILIZATION ? WAD - TARGET_UTILIZATION : TARGET_UTILIZATION
  const err = ((u - TARGET_UTILIZATION) * WAD) / norm
  const linearAdaptation = ((ADJUSTMENT_SPEED * err) / WAD) * BigInt(Math.floor(elapsed))
  const factor = BigInt(Math.round(Math.exp(Number(linearAdaptation) / 1e18) * 1e18))
  const adapted = (rateAtTarget * factor) / WAD
  const bounded =
    adapted < MIN_RATE_AT_TARGET
      ? MIN_RATE_AT_TARGET
      : adapted > MAX_RATE_AT_TARGET
        ? MAX_RATE_AT_TARGET
        : adapted
  return adaptiveCurveBorrowRate(bounded, market)
}
