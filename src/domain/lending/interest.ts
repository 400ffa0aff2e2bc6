import { RAY } from './assets'

/**
 * Spec §9: daily interest = amount × rate / 365, in the amount's unit, truncated. `rateRay` is a yearly rate
 * scaled by 1e27 (Aave's unit).
 * @example dailyInterest(365_000_000n, 45n * 10n ** 24n) // 45_000n (4.5 % of 365 USDC over a day)
 */
export function dailyInterest(amount: bigint, rateRay: bigint): bigint {
  return (amount * rateRay) / RAY / 365n
}

/** Interest `amount` would cost over a year at `rateRay` (the repay tab's "interest saved per year"). */
export function yearlyInterest(amount: bigint, rateRay: bigint): bigint {
  return (amount * rateRay) / RAY
}

/** Spec §9 'safe max loan': 80 % of what is available to borrow (same unit), truncated. */
export function safeMaxLoan(availableBase: bigint): bigint {
  return (availableBase * 80n) / 100n
}

/** Spec §9 borrow cap: 99 % of what is available to borrow (same unit), truncated. */
export function borrowCap(availableBase: bigint): bigint {
  return (availableBase * 99n) / 100n
}

/**
 * A quick-fill share (25/50/75/100 %, or any whole percent the slider stands at) of `max`, truncated.
 * @example quickFill(1_000n, 25) // 250n
 */
export function quickFill(max: bigint, percent: number): bigint {
  return (max * BigInt(percent)) / 100n
}

/**
 * A yearly ray rate as a percentage with two decimals, for display only.
 * @example ratePercent(45n * 10n ** 24n) // '4.50'
 */
export function ratePercent(rateRay: bigint): string {
  const bps = (rateRay * 10_000n) / RAY
  return `${bps / 100n}.${(bps % 100n).toString().padStart(2, '0')}`
}
