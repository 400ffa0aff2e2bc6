import type { Hex, PublicClient } from 'viem'
import { transactionFailed } from '../../domain/errors/message'
import { getGasPrices } from '../getGasPrices'
import { feeParameters } from '../send/feeParameters'
import { markNonceUsed, nextNonce } from '../send/nonces'
import { approvalSpender } from './approvalSteps'
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
import type { ActivityEntry, PlannedCall, SimulatedPlan } from './types'

/** An approval's spender, kept with it: its `target` may only name the protocol. */
const spenderOf = (call: PlannedCall): Pick<ActivityEntry, 'spender'> => {
  const spender = approvalSpender(call.data)
  return spender ? { spender } : {}
}

/**
 * Signs the reviewed plan's transactions with nonces from `firstNonce` on and returns them raw, in order: in
 * the app, the vault worker's `signReviewed(reviewId, { nonce })`, which signs only the plan it reviewed.
 */
export type SignPlan = (firstNonce: number) => Promise<Hex[]>

/** Options of {@link executePlan}. */
export type ExecutePlanOptions = {
  sign: SignPlan
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
 * @throws FeeAboveCeilingError (a re-quote); ReplacementTooLateError when the transaction a replacement was
 *   for is already mined; PlanStepFailedError when a step is refused for any other reason or reverts, or was
 *   cancelled meanwhile (naming the steps confirmed before it).
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
  // Every step is signed at once, before anything leaves: the signer's refusals (a wrong password, a spent
  // review) reach the caller as they are, with nothing sent.
  const raws = await options.sign(firstNonce)
  if (raws.length !== simulated.calls.length) throw new TypeError('the signer did not sign every step')
  const { replaces } = simulated
  const planId = replaces?.planId ?? options.planId ?? crypto.randomUUID()
  const hashes: Hex[] = []
  const confirmed: Hex[] = []
  let nonce = firstNonce
  for (let i = 0; i < simulated.calls.length; i++) {
    const call = simulated.calls[i] as PlannedCall
    // Without eth_simulateV1 this step was never tried after the ones it needs: it is, now they are mined.
    if (i > 0 && simulated.simulation === 'call') await simulateAgain(client, simulated, i, confirmed)
    let hash: Hex
    try {
      hash = await client.sendRawTransaction({ serializedTransaction: raws[i] as Hex })
    } catch (error) {
      // The transaction it was to replace got mined between the check and the send.
      if (replaces && isNonceTooLow(error)) throw new ReplacementTooLateError(replaces.kind, { cause: error })
      // A node that refuses the fee (the base fee climbed past the ceiling) is a new quote, not a failure.
      if (isFeeRefusal(error)) throw await requote(client, simulated, i, confirmed)
      throw new PlanStepFailedError(call.step, i, reasonOf(error), confirmed, { cause: error })
    }
    markNonceUsed({ chainId: simulated.chainId, address: simulated.from, nonce })
    hashes.push(hash)
    const now = Date.now()
    await options.onBroadcast?.({
      hash,
      chainId: simulated.chainId,
      network: simulated.network,
      from: simulated.from,
      nonce,
      intent: simulated.intent,
      planId,
      stepIndex: replaces?.stepIndex ?? i,
      stepCount: replaces?.stepCount ?? simulated.calls.length,
      step: call.step,
      ...(call.tokenKey ? { tokenKey: call.tokenKey } : {}),
      ...(call.amount !== undefined ? { amount: call.amount } : {}),
      target: call.target,
      ...spenderOf(call),
      status: 'pending',
      createdAt: now,
      updatedAt: now,
      sent: {
        to: call.to,
        value: call.value,
        ...(call.data ? { data: call.data } : {}),
        gas: simulated.gasLimits[i] as bigint,
        maxFeePerGas: simulated.fees.maxFeePerGas,
        maxPriorityFeePerGas: simulated.fees.maxPriorityFeePerGas,
      },
      ...(replaces ? { replaces: { hash: replaces.hash, kind: replaces.kind } } : {}),
    })
    nonce++
    const last = i === simulated.calls.length - 1
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
    options.onConfirmed?.(i, hash)
  }
  return hashes
}
