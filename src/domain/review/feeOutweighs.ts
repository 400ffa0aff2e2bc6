import { toApproximateNumber } from '../amounts/formatAmount'

/** One asset amount in base units with its USD price per whole unit (undefined: no price known). */
export type PricedAmount = { amount: bigint; decimals: number; price: number | undefined }

/**
 * How a fee that is large beside what moves is said before Confirm: `more` when the fee is more than the
 * amount itself, `tenth` when it is more than 10 % of it. `feeUsd` and `movedUsd` are for the words only.
 */
export type FeeOutweighs = { kind: 'more' | 'tenth'; feeUsd: number; movedUsd: number }

/** Prices are compared as integers of 10⁻⁸ US$, so exactly 10 % is never tipped over by a float. */
const PRICE_SCALE = 100_000_000

const scaledPrice = (price: number) => BigInt(Math.round(price * PRICE_SCALE))

/**
 * Whether the most the network fee can cost is more than a tenth of the US$ value of what the operation
 * moves (exactly 10 % is not). Without a price for either side, or with nothing moving, nothing is said:
 * the review still shows the fee, the user is just not told a comparison nobody can make.
 * @example
 * // US$ 13,94 of fee to borrow US$ 10: { kind: 'more', feeUsd: 13.94, movedUsd: 10 }
 * feeOutweighs({ amount: 4_646_666_666_666_667n, decimals: 18, price: 3000 }, { amount: 10_000_000n, decimals: 6, price: 1 })
 */
export function feeOutweighs(fee: PricedAmount, moved: PricedAmount): FeeOutweighs | null {
  if (fee.price === undefined || moved.price === undefined) return null
  if (moved.amount <= 0n || fee.amount <= 0n) return null
  // fee × feePrice / 10^feeDecimals against moved × movedPrice / 10^movedDecimals, cross-multiplied.
  const feeValue = fee.amount * scaledPrice(fee.price) * 10n ** BigInt(moved.decimals)
  const movedValue = moved.amount * scaledPrice(moved.price) * 10n ** BigInt(fee.decimals)
  if (movedValue === 0n) return null
  if (feeValue * 10n <= movedValue) return null
  return {
    kind: feeValue > movedValue ? 'more' : 'tenth',
    feeUsd: toApproximateNumber(fee.amount, fee.decimals) * fee.price,
    movedUsd: toApproximateNumber(moved.amount, moved.decimals) * moved.price,
  }
}

/** A plan step as far as {@link movedBy} reads it. */
export type MovingStep = { step: string; tokenKey?: string; amount?: bigint }

/** Steps that move nothing: they allow, or take back an allowance. */
const ALLOWANCE_STEPS = new Set(['approve', 'resetApproval', 'revoke', 'cancel'])

/**
 * The step whose amount is what the operation moves: the last one that moves a token (the transfer, the
 * deposit after its approval, the borrow, the repay). Null for a plan that only allows or revokes.
 * @example movedBy([{ step: 'approve', tokenKey: 'USDC', amount: 100n }, { step: 'supply', tokenKey: 'USDC', amount: 100n }]) // the supply
 */
export function movedBy<S extends MovingStep>(steps: readonly S[]): S | null {
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i] as S
    if (!ALLOWANCE_STEPS.has(step.step) && step.tokenKey !== undefined && step.amount !== undefined)
      return step
  }
  return null
}
