import type { Hex, PublicClient, TransactionReceipt } from 'viem'
import { errorMessage, transactionFailed } from '../../domain/errors/message'
import { getGasPrices } from '../getGasPrices'
import { feeParameters } from '../send/feeParameters'
import { markNonceUsed, nextNonce } from '../send/nonces'
import {
  FeeAboveCeilingError,
  isFeeRefusal,
  isNonceTooLow,
  PlanStepFailedError,
  ReplacementTooLateError,
  reasonOf,
  StepCancelledError,
} from './errors'
import { atLeastFees, bumpedFees } from './replacementFees'
import { simulateStep, takeBack } from './stepAfterApproval'
import { stepEntry } from './stepEntry'
import type { ActivityEntry, PlannedCall, ReviewedFees, SimulatedPlan } from './types'

/**
 * Signs the reviewed plan's transactions with nonces from `firstNonce` on and returns them raw, in order: in
 * the app, the vault worker's `signReviewed(reviewId, { nonce })`, which signs only the plan it reviewed.
 */
export type SignPlan = (firstNonce: number) => Promise<Hex[]>

/** The gas limit and fees one step is signed with after Confirm: each within what the review showed. */
export type StepGas = { gas: bigint; fees: ReviewedFees }

/** Options of {@link executePlan}. */
export type ExecutePlanOptions = {
  sign: SignPlan
  /**
   * Without eth_simulateV1 Confirm signs only the leading approvals; each later step is signed here, once the
   * steps before it are mined and it was simulated again: the vault worker's `signNextStep(reviewId, step)`.
   */
  signNext?: (step: StepGas) => Promise<Hex>
  /**
   * In place of a step that would now revert: `approve(spender, 0)` for the approval before it, which the
   * review stated — the vault worker's `signAllowanceReset(reviewId, step)`.
   */
  signReset?: (step: StepGas) => Promise<Hex>
  /** Called right after that reset is broadcast, with its activity entry (status pending): record it. */
  onAllowanceReset?: (entry: ActivityEntry) => Promise<void> | void
  /** Called right after each step is broadcast, with its activity entry (status pending): record it. */
  onBroadcast?: (entry: ActivityEntry) => Promise<void> | void
  /** Called when a step is mined successfully (every step but the last is awaited). */
  onConfirmed?: (stepIndex: number, hash: Hex) => void
  /** Names the plan in the activity store (a random id by default). */
  planId?: string
  /** Also wait for the last step to be mined (a reverted last step then throws). */
  waitForLast?: boolean
}

/**
 * What the fee ceiling must cover for a transaction sent now: the next block's base fee (as the node
 * reports it), one more block of EIP-1559's steepest climb (+12.5 %) in case it lands a block later, and the
 * reviewed tip.
 */
function neededMaxFee(nextBaseFee: bigint, tip: bigint): bigint {
  return (nextBaseFee * 1125n) / 1000n + tip
}

/** The next block's base fee: fee history's last entry, which the node computes for the block it builds. */
async function nextBaseFee(client: PublicClient): Promise<bigint> {
  const history = await client.getFeeHistory({ blockCount: 1, rewardPercentiles: [] })
  return history.baseFeePerGas.at(-1) ?? 0n
}

/** Today's fees for the steps from `fromStep` on: what the review shows when the reviewed ceiling is too low. */
async function requote(
  client: PublicClient,
  simulated: SimulatedPlan,
  fromStep: number,
  confirmed: readonly Hex[],
): Promise<FeeAboveCeilingError> {
  const quoted = feeParameters(await getGasPrices(client))
  // A replacement's new quote still pays the +10 % nodes ask over the transaction it replaces.
  const fees = simulated.replaces ? atLeastFees(quoted, bumpedFees(simulated.replaces.fees)) : quoted
  const maxFee = simulated.gasLimits.slice(fromStep).reduce((sum, gas) => sum + gas * fees.maxFeePerGas, 0n)
  return new FeeAboveCeilingError(fees, maxFee, { stepIndex: fromStep, confirmed })
}

/**
 * A plan simulated call by call (no eth_simulateV1) could not try a step that needs an earlier one (an approve
 * before the supply): once that earlier step is mined, the step is tried again on the chain as it now is,
 * before it is sent. One that would revert is not sent: it fails here, the steps before it confirmed, so the
 * review offers to take back the allowance they left.
 */
async function simulateAgain(
  client: PublicClient,
  simulated: SimulatedPlan,
  index: number,
  confirmed: readonly Hex[],
): Promise<void> {
  const call = simulated.calls[index] as PlannedCall
  try {
    await client.call({
      account: simulated.from,
      to: call.to,
      value: call.value,
      ...(call.data ? { data: call.data } : {}),
    })
  } catch (error) {
    throw new PlanStepFailedError(call.step, index, reasonOf(error), confirmed, { cause: error })
  }
}

/**
 * The nonce the plan starts at: the next free one, or, for a speed-up or cancel, the pending transaction's own
 * — unless a block already took it (the original was mined first), when nothing is signed.
 */
async function firstNonceOf(client: PublicClient, simulated: SimulatedPlan): Promise<number> {
  const { replaces } = simulated
  if (!replaces) return nextNonce(client, { chainId: simulated.chainId, address: simulated.from })
  const mined = await client.getTransactionCount({ address: simulated.from, blockTag: 'latest' })
  if (mined > replaces.nonce) throw new ReplacementTooLateError(replaces.kind)
  return replaces.nonce
}

/**
 * Signs and broadcasts the reviewed plan, exactly (DESIGN.md §4a): the reviewed calls, gas limits and fees;
 * nonces in order (a replacement: the pending transaction's nonce); each step but the last awaited on chain
 * before the next is sent. The reviewed fee is a ceiling: when the next block may ask more than it, or the node
 * refuses a step for its fee, nothing more is signed and FeeAboveCeilingError carries the new figures (and the
 * step to resume from) back to review. Each step is recorded with what was signed, so it can be sped up or
 * cancelled later; a step replaced by a cancel while it was awaited stops the plan.
 *
 * Without eth_simulateV1 (`simulation: 'call'`) the worker signs at Confirm only the leading approvals: each
 * later step is simulated afresh once the ones before it are mined, then signed (`signNext`) with its new gas
 * limit, never above the reviewed one. A step that would now revert is never signed: the approval before it is
 * set back to 0 (`signReset`) and ActionNotSentError says so, with the fee spent.
 * @throws FeeAboveCeilingError (a re-quote); ReplacementTooLateError when the transaction a replacement was
 *   for is already mined; ActionNotSentError (above); PlanStepFailedError when a step is refused for any other
 *   reason or reverts, or was cancelled meanwhile (naming the steps confirmed before it).
 * @returns the hashes of the steps sent, in order.
 * @example const [hash] = await executePlan(client, simulated, { sign: (nonce) => vault.signReviewed(review.id, { nonce }), onBroadcast: addActivity })
 */
export async function executePlan(
  client: PublicClient,
  simulated: SimulatedPlan,
  options: ExecutePlanOptions,
): Promise<Hex[]> {
  // The fee check and the first nonce are independent: one round trip for both.
  const [nextBase, firstNonce] = await Promise.all([nextBaseFee(client), firstNonceOf(client, simulated)])
  const tip = simulated.fees.maxPriorityFeePerGas
  if (neededMaxFee(nextBase, tip) > simulated.fees.maxFeePerGas) {
    throw await requote(client, simulated, 0, [])
  }
  // What Confirm signs is signed at once, before anything leaves: the signer's refusals (a wrong password, a
  // spent review) reach the caller as they are, with nothing sent. That is every step, or without
  // eth_simulateV1 the leading approvals only (the rest come from signNext, one by one).
  const raws = await options.sign(firstNonce)
  const count = simulated.calls.length
  if (raws.length === 0 || raws.length > count || (raws.length < count && !options.signNext))
    throw new TypeError('the signer did not sign every step')
  const { replaces } = simulated
  const planId = replaces?.planId ?? options.planId ?? crypto.randomUUID()
  const hashes: Hex[] = []
  const confirmed: Hex[] = []
  const receipts: TransactionReceipt[] = []
  let nonce = firstNonce
  for (let i = 0; i < count; i++) {
    const call = simulated.calls[i] as PlannedCall
    let raw = raws[i]
    let gas = simulated.gasLimits[i] as bigint
    if (raw === undefined) {
      // Not signed at Confirm: the steps before it are mined now; it is tried on the chain as it is.
      const fresh = await simulateStep(client, simulated, i)
      if ('reason' in fresh)
        return takeBack(client, simulated, i, fresh, { confirmed, receipts, nonce, planId }, options)
      // The approval took a block or more: the ceiling must still cover the next one.
      if (neededMaxFee(await nextBaseFee(client), tip) > simulated.fees.maxFeePerGas)
        throw await requote(client, simulated, i, confirmed)
      gas = fresh.gas
      const signNext = options.signNext as NonNullable<ExecutePlanOptions['signNext']>
      try {
        raw = await signNext({ gas, fees: simulated.fees })
      } catch (error) {
        // The review died meanwhile (a lock, 10 minutes) or the worker refused: the steps before it are mined,
        // so the plan stops here, offering to go on from this step (a new review) or to take the approval back.
        throw new PlanStepFailedError(call.step, i, errorMessage(error), confirmed, { cause: error })
      }
    } else if (i > 0 && simulated.simulation === 'call') {
      // Signed at Confirm though never tried after the ones it needs (a second leading approval): it is now.
      await simulateAgain(client, simulated, i, confirmed)
    }
    let hash: Hex
    try {
      hash = await client.sendRawTransaction({ serializedTransaction: raw })
    } catch (error) {
      // The transaction it was to replace got mined between the check and the send.
      if (replaces && isNonceTooLow(error)) throw new ReplacementTooLateError(replaces.kind, { cause: error })
      // A node that refuses the fee (the base fee climbed past the ceiling) is a new quote, not a failure.
      if (isFeeRefusal(error)) throw await requote(client, simulated, i, confirmed)
      throw new PlanStepFailedError(call.step, i, reasonOf(error), confirmed, { cause: error })
    }
    markNonceUsed({ chainId: simulated.chainId, address: simulated.from, nonce })
    hashes.push(hash)
    await options.onBroadcast?.(stepEntry(simulated, call, { hash, nonce, planId, index: i, gas }))
    nonce++
    const last = i === count - 1
    if (last && !options.waitForLast) break
    // A speed-up of this step (from the activity list) is followed to its receipt; a cancel stops the plan,
    // for the next step would need what this one did.
    let cancelled = false
    const receipt = await client.waitForTransactionReceipt({
      hash,
      onReplaced: (replacement) => {
        cancelled = replacement.reason === 'cancelled'
      },
    })
    if (cancelled) throw new StepCancelledError(call.step, i, confirmed, { hash })
    if (receipt.status !== 'success') {
      throw new PlanStepFailedError(call.step, i, transactionFailed, confirmed, { hash })
    }
    confirmed.push(hash)
    receipts.push(receipt)
    options.onConfirmed?.(i, hash)
  }
  return hashes
}
