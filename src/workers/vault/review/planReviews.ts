import { keccak_256 } from '@noble/hashes/sha3.js'
import type { Hex } from 'viem'
import { ReviewExpiredError } from '../../../domain/errors'
import type { PasswordReason, PlanForReview, PlanReview, UnsignedTransaction } from '../../vaultApi'
import { randomBytes, toHex, utf8 } from '../bytes'
import { signTransaction } from '../sign'
import type { CheckedPlan } from './checkPlan'

/** How long a review id lives: past it, Confirm reviews the plan again. */
export const REVIEW_TTL_MS = 10 * 60_000

/**
 * The most reviews kept at once; the oldest goes first. The app has a handful open at most (a send, a card's
 * deposit, a speed-up); a script asking for reviews in a loop would otherwise fill the worker's memory until
 * the tab died.
 */
export const MAX_KEPT_REVIEWS = 64

/** A plan the worker reviewed, kept until Confirm, expiry or a lock. */
export type KeptReview = {
  plan: PlanForReview
  checked: CheckedPlan
  hash: Hex
  expiresAt: number
  /** Why Confirm needs the password, as the review answered (empty when it does not). */
  passwordReasons: PasswordReason[]
  /** What a transfer is worth in USD as the worker counts it (0 for protocol plans). */
  usd: number
  /**
   * The open session whose password the person typed for this review in the signer's frame (approveReview,
   * the signer's own port only): Confirm then signs without a password, while that same session is open.
   */
  approvedBy?: object
  /**
   * The open session in which the person pressed Confirmar for this review in the signer's frame (approveReview,
   * the signer's own port only; issue 41 step 5): the app's port may then sign it, once.
   */
  confirmedBy?: object
}

/** keccak-256 of a plan's canonical text: every field the signatures depend on, amounts as decimal text. */
export function planHash(plan: PlanForReview): Hex {
  const text = JSON.stringify(plan, (_key, value) => (typeof value === 'bigint' ? value.toString() : value))
  return toHex(keccak_256(utf8(text)))
}

/**
 * The reviews the worker answered and not yet used. An id is 16 random bytes: knowing one proves nothing but
 * that the page asked for that review; it only ever signs what was reviewed, once.
 */
export class PlanReviews {
  readonly #kept = new Map<string, KeptReview>()
  readonly #now: () => number

  constructor(now: () => number = Date.now) {
    this.#now = now
  }

  /** Keeps a checked plan and answers its id. */
  open(
    plan: PlanForReview,
    checked: CheckedPlan,
    extra: { passwordReasons: PasswordReason[]; usd: number },
  ): PlanReview {
    const now = this.#now()
    for (const [old, review] of this.#kept) if (now >= review.expiresAt) this.#kept.delete(old)
    const id = toHex(randomBytes(16)).slice(2)
    const kept = { plan, checked, hash: planHash(plan), expiresAt: now + REVIEW_TTL_MS, ...extra }
    this.#kept.set(id, kept)
    // A Map keeps insertion order: the first keys are the oldest reviews.
    for (const old of this.#kept.keys()) if (this.#kept.size > MAX_KEPT_REVIEWS) this.#kept.delete(old)
    return {
      id,
      hash: kept.hash,
      expiresAt: kept.expiresAt,
      needsPassword: kept.passwordReasons.length > 0,
      passwordReasons: [...kept.passwordReasons],
    }
  }

  /** The review behind `id`, still valid. @throws ReviewExpiredError */
  get(id: unknown): KeptReview {
    const kept = typeof id === 'string' ? this.#kept.get(id) : undefined
    if (!kept) throw new ReviewExpiredError()
    if (this.#now() >= kept.expiresAt) {
      this.#kept.delete(id as string)
      throw new ReviewExpiredError({ details: 'expired' })
    }
    return kept
  }

  /** Spends `id`: it can never sign again. */
  spend(id: string): void {
    this.#kept.delete(id)
  }

  /** Forgets every review (on lock). */
  clear(): void {
    this.#kept.clear()
  }
}

/** The transactions of a reviewed plan, in order, with nonces from `nonce` on: the reviewed calls, gas and fees. */
export function planTransactions(plan: PlanForReview, nonce: number): UnsignedTransaction[] {
  return plan.calls.map((call, i) => ({
    chainId: plan.chainId,
    to: call.to,
    value: call.value,
    ...(call.data ? { data: call.data } : {}),
    nonce: nonce + i,
    gas: plan.gasLimits[i] as bigint,
    maxFeePerGas: plan.fees.maxFeePerGas,
    maxPriorityFeePerGas: plan.fees.maxPriorityFeePerGas,
  }))
}

/** The raw transactions of a reviewed plan (see {@link planTransactions}), nothing else. */
export function signPlan(privateKey: Uint8Array, plan: PlanForReview, nonce: number): Hex[] {
  return planTransactions(plan, nonce).map((tx) => signTransaction(privateKey, tx))
}
