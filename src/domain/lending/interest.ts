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

/**
 * How long a repay-all may take from the read of its debt to the block it lands in. The review it waits in
 * lives 10 minutes; an hour leaves room for a slow confirm and slow blocks without approving much more.
 */
export const REPAY_ALL_WINDOW_SECONDS = 3_600n

const SECONDS_PER_YEAR = 31_536_000n

/**
 * What a repay-all may take, in the debt's base units: the debt as read plus the interest that can accrue on
 * it until the repay's block — {@link REPAY_ALL_WINDOW_SECONDS} at twice the variable rate as read (the rate
 * rises with the reserve's utilisation meanwhile; twice also covers Aave's compounding, which over an hour
 * adds far less than the linear interest), rounded up, plus 1 for Aave's half-up rounding of the scaled
 * debt; never more than the wallet holds. On 10 000 USDC at 10 % that is 0.23 USDC above the debt.
 * @example repayAllAllowance({ debt: 100_000_000n, borrowRate: 5n * 10n ** 25n, wallet: 200_000_000n }) // 100_001_143n
 */
export function repayAllAllowance(args: { debt: bigint; borrowRate: bigint; wallet: bigint }): bigint {
  const scale = RAY * SECONDS_PER_YEAR
  const accrued = (args.debt * 2n * args.borrowRate * REPAY_ALL_WINDOW_SECONDS + scale - 1n) / scale
  const upTo = args.debt + accrued + 1n
  if (args.wallet < upTo) return args.wallet
  return upTo
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
