import type { Hex } from 'viem'
import { ReviewExpiredError } from '../../../domain/errors'
import type { PlanCall, PlanForReview, StepFees, UnsignedTransaction } from '../../vaultApi'
import { MIN_GAS } from '../signingPolicy'
import type { CheckedPlan } from './checkPlan'
import { refuse } from './decodeCall'
import { planTransactions, REVIEW_TTL_MS } from './planReviews'

/** `approve(address,uint256)`. */
const APPROVE = '0x095ea7b3'

/**
 * How many of a reviewed plan's steps Confirm signs. A plan simulated call by call (the node lacks
 * eth_simulateV1) could not try the steps after an approval with that approval in place: Confirm signs only the
 * leading approvals (at least the first step), and each later step is signed on its own once the steps before
 * it are mined and it was tried again (DESIGN.md §4a). Any other plan is signed whole.
 */
export function stepsAtConfirm(plan: PlanForReview, checked: CheckedPlan): number {
  if (plan.simulation !== 'call') return plan.calls.length
  const leading = checked.decoded.findIndex((call) => call.kind !== 'approve')
  if (leading === -1) return plan.calls.length
  return Math.max(1, leading)
}

/**
 * The gas and fees the page asks for one later step: only these two fields, each within what the person
 * reviewed — the gas at most the step's reviewed limit, the fees at most the reviewed ceiling and tip.
 * @throws UnsafeTransactionError naming what was refused.
 */
function copyStepFees(v: unknown, ceiling: { gas: bigint; fees: PlanForReview['fees'] }): StepFees {
  const s = (v ?? {}) as Record<string, unknown>
  const f = (s.fees ?? {}) as Record<string, unknown>
  if (Object.keys(s).some((k) => k !== 'gas' && k !== 'fees')) throw refuse('a step is signed as reviewed')
  if (Object.keys(f).some((k) => k !== 'maxFeePerGas' && k !== 'maxPriorityFeePerGas'))
    throw refuse('a step is signed as reviewed')
  const { gas } = s
  const { maxFeePerGas, maxPriorityFeePerGas } = f
  if (typeof gas !== 'bigint' || typeof maxFeePerGas !== 'bigint' || typeof maxPriorityFeePerGas !== 'bigint')
    throw refuse('malformed step fees')
  if (gas < MIN_GAS || gas > ceiling.gas) throw refuse(`gas limit ${gas} outside ${MIN_GAS}–${ceiling.gas}`)
  if (maxFeePerGas <= 0n || maxFeePerGas > ceiling.fees.maxFeePerGas)
    throw refuse(`max fee per gas ${maxFeePerGas} above the reviewed ${ceiling.fees.maxFeePerGas}`)
  if (maxPriorityFeePerGas < 0n || maxPriorityFeePerGas > ceiling.fees.maxPriorityFeePerGas)
    throw refuse(`tip ${maxPriorityFeePerGas} above the reviewed ${ceiling.fees.maxPriorityFeePerGas}`)
  if (maxPriorityFeePerGas > maxFeePerGas) throw refuse('tip above the max fee')
  return { gas, fees: { maxFeePerGas, maxPriorityFeePerGas } }
}

/** `approve(spender, 0)` on `token`: the call that takes an approval back. */
function approveZero(token: string, spender: string): PlanCall {
  const word = spender.slice(2).toLowerCase().padStart(64, '0')
  return { to: token as Hex, value: 0n, data: `${APPROVE}${word}${'0'.repeat(64)}` as Hex }
}

/** A plan whose first steps Confirm signed, the rest waiting to be signed one at a time. */
type Stepping = {
  plan: PlanForReview
  checked: CheckedPlan
  /** The nonce of the plan's first step, fixed at Confirm: step i goes out on nonce + i. */
  nonce: number
  /** The index of the next step to sign. */
  next: number
  expiresAt: number
  /** Its Confirm was pressed in the signer's frame (the app's port signed it): the app's port may sign its steps. */
  confirmedInFrame: boolean
}

/**
 * The reviewed plans still being signed step by step (DESIGN.md §4a, issue 42). Each later step is signed once,
 * in order, as reviewed (its call, on its nonce), with gas and fees within the reviewed ones; or, when the step
 * would now revert, the approval before it is taken back to 0 instead — which the review stated — and nothing
 * else is ever signed for that review.
 */
export class SteppedPlans {
  readonly #kept = new Map<string, Stepping>()
  readonly #now: () => number

  constructor(now: () => number = Date.now) {
    this.#now = now
  }

  /** Keeps a confirmed plan whose steps from `next` on are still to sign (nothing kept when none are). */
  keep(
    id: string,
    plan: PlanForReview,
    checked: CheckedPlan,
    nonce: number,
    next: number,
    confirmedInFrame = false,
  ): void {
    if (next >= plan.calls.length) return
    const expiresAt = this.#now() + REVIEW_TTL_MS
    this.#kept.set(id, { plan, checked, nonce, next, expiresAt, confirmedInFrame })
  }

  /** The plan behind `id` with a step still to sign. @throws ReviewExpiredError */
  get(id: unknown): Stepping {
    const kept = typeof id === 'string' ? this.#kept.get(id) : undefined
    if (!kept) throw new ReviewExpiredError({ details: 'no step left to sign for this review' })
    if (this.#now() >= kept.expiresAt) {
      this.#kept.delete(id as string)
      throw new ReviewExpiredError({ details: 'expired' })
    }
    return kept
  }

  /**
   * The next step's transaction, as reviewed, with the gas and fees asked for (within the reviewed ones); the
   * step counts as signed: it is never handed out again.
   */
  takeNext(id: string, asked: unknown): UnsignedTransaction {
    const kept = this.get(id)
    const i = kept.next
    const tx = planTransactions(kept.plan, kept.nonce)[i] as UnsignedTransaction
    const { gas, fees } = copyStepFees(asked, { gas: tx.gas, fees: kept.plan.fees })
    kept.next++
    if (kept.next >= kept.plan.calls.length) this.#kept.delete(id)
    return { ...tx, gas, ...fees }
  }

  /**
   * `approve(spender, 0)` for the approval right before the step not sent, on that step's nonce, in place of
   * it, with gas at most the approval's and the step's reviewed limits; the review is closed (nothing more
   * signs for it).
   * @throws UnsafeTransactionError when the step before the next one is no approval still standing.
   */
  takeReset(id: string, asked: unknown): UnsignedTransaction {
    const kept = this.get(id)
    const i = kept.next
    const approval = kept.checked.decoded[i - 1]
    if (approval?.kind !== 'approve' || approval.amount === 0n)
      throw refuse(`step ${i + 1} follows no approval to take back`)
    // At most what the approval was reviewed at, and what the step it replaces was: the reset never takes the
    // plan's fees above the ceiling the person reviewed.
    let ceiling = kept.plan.gasLimits[i - 1] as bigint
    const stepGas = kept.plan.gasLimits[i] as bigint
    if (stepGas < ceiling) ceiling = stepGas
    const { gas, fees } = copyStepFees(asked, { gas: ceiling, fees: kept.plan.fees })
    this.#kept.delete(id)
    const call = approveZero(approval.token.address, approval.spender)
    return { chainId: kept.plan.chainId, ...call, nonce: kept.nonce + i, gas, ...fees }
  }

  /** Forgets every plan (on lock). */
  clear(): void {
    this.#kept.clear()
  }
}
