import type { GasPrices } from '../getGasPrices'
import { feeParameters } from '../send/feeParameters'
import type { ReviewedFees } from './types'

/** What nodes ask of a replacement on the same nonce: 10 % more of each fee field (geth's `pricebump`). */
export const REPLACEMENT_BUMP_PERCENT = 10n

/**
 * One fee field raised by 10 %, rounded up, and by at least 1 wei: geth refuses a replacement that does not pay
 * strictly more than the transaction it replaces, in both fields (a tip of 0 stays 0 at +10 %).
 */
const bump = (fee: bigint): bigint => {
  const raised = (fee * (100n + REPLACEMENT_BUMP_PERCENT) + 99n) / 100n
  return raised > fee ? raised : fee + 1n
}

/**
 * The least a replacement of a transaction signed with `original` fees may offer: +10 % of each field,
 * rounded up (and strictly more than before).
 * @example bumpedFees({ maxFeePerGas: 30n, maxPriorityFeePerGas: 1n }) // { maxFeePerGas: 33n, maxPriorityFeePerGas: 2n }
 */
export function bumpedFees(original: ReviewedFees): ReviewedFees {
  return {
    maxFeePerGas: bump(original.maxFeePerGas),
    maxPriorityFeePerGas: bump(original.maxPriorityFeePerGas),
  }
}

/** Today's fast level as fee fields: twice the base fee plus the fast tip (the spec's defaults without data). */
export function fastFees(gas: GasPrices): ReviewedFees {
  if (gas.source === 'defaults') return feeParameters(gas)
  const tip = gas.priorityFee.fast
  const standard = feeParameters(gas)
  // The standard ceiling's base part (twice the higher of the next and latest base fee), with the fast tip.
  const base = standard.maxFeePerGas - standard.maxPriorityFeePerGas
  return { maxFeePerGas: base + tip, maxPriorityFeePerGas: tip }
}

const larger = (a: bigint, b: bigint) => (a > b ? a : b)

/**
 * The fees of a speed-up or cancel: today's fast level, and never less than the original's +10 % in either
 * field (when fast is below that, +10 % it is), so every node takes it in place of the pending one.
 * @example replacementFees(pending.fees, await getGasPrices(client))
 */
export function replacementFees(original: ReviewedFees, gas: GasPrices): ReviewedFees {
  const floor = bumpedFees(original)
  const fast = fastFees(gas)
  return {
    maxFeePerGas: larger(floor.maxFeePerGas, fast.maxFeePerGas),
    maxPriorityFeePerGas: larger(floor.maxPriorityFeePerGas, fast.maxPriorityFeePerGas),
  }
}

/** Fee fields raised to at least `floor` in each (a re-quote of a replacement never drops below its +10 %). */
export function atLeastFees(fees: ReviewedFees, floor: ReviewedFees): ReviewedFees {
  return {
    maxFeePerGas: larger(fees.maxFeePerGas, floor.maxFeePerGas),
    maxPriorityFeePerGas: larger(fees.maxPriorityFeePerGas, floor.maxPriorityFeePerGas),
  }
}
