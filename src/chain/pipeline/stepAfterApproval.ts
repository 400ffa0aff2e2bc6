import type { Hex, PublicClient, TransactionReceipt } from 'viem'
import { networks } from '../../domain/catalogue/networks'
import type { ErrorMessage } from '../../domain/errors/message'
import { markNonceUsed } from '../send/nonces'
import { approvalSpender, clearApproval } from './approvalSteps'
import { ActionNotSentError, PlanStepFailedError, reasonOf } from './errors'
import type { ExecutePlanOptions } from './executePlan'
import { FALLBACK_STEP_GAS } from './simulatePlan'
import { stepEntry } from './stepEntry'
import type { PlannedCall, SimulatedPlan } from './types'

const withHeadroom = (gas: bigint) => (gas * 120n) / 100n
const atMost = (gas: bigint, limit: bigint) => (gas < limit ? gas : limit)

/**
 * A step Confirm did not sign (no eth_simulateV1: the steps before it had to be mined first), simulated afresh
 * on the chain as it now is: eth_call, then estimateGas for its limit (+20 %, at most the reviewed one). A step
 * that would revert, or would need more gas than reviewed, answers why it is not to be sent.
 */
export async function simulateStep(
  client: PublicClient,
  simulated: SimulatedPlan,
  index: number,
): Promise<{ gas: bigint } | { reason: ErrorMessage; cause?: unknown }> {
  const call = simulated.calls[index] as PlannedCall
  const request = {
    account: simulated.from,
    to: call.to,
    value: call.value,
    ...(call.data ? { data: call.data } : {}),
  }
  const reviewed = simulated.gasLimits[index] ?? FALLBACK_STEP_GAS[call.step]
  try {
    await client.call(request)
    const estimate = await client.estimateGas(request)
    if (estimate > reviewed) return { reason: { key: 'pipeline.gasAboveReview' } }
    return { gas: atMost(withHeadroom(estimate), reviewed) }
  } catch (error) {
    return { reason: reasonOf(error), cause: error }
  }
}

/** The network fee the mined transactions cost, in wei of the network's coin. */
const feePaid = (receipts: readonly TransactionReceipt[]) =>
  receipts.reduce((sum, r) => sum + r.gasUsed * r.effectiveGasPrice, 0n)

/** What the loop of {@link executePlan} knows when a step is not to be sent. */
type Sent = {
  confirmed: readonly Hex[]
  receipts: readonly TransactionReceipt[]
  nonce: number
  planId: string
}

/**
 * Step `index` would now revert (or needs more gas than reviewed) after the approval before it was mined: it is
 * never signed. Instead the worker signs `approve(spender, 0)` for that approval on the step's nonce — the review
 * stated it — and it is sent and awaited, so nothing stays allowed. Throws ActionNotSentError naming the fee spent;
 * where no approval precedes the step (or it cannot be taken back), PlanStepFailedError as before, and the
 * review offers to revoke it.
 */
export async function takeBack(
  client: PublicClient,
  simulated: SimulatedPlan,
  index: number,
  why: { reason: ErrorMessage; cause?: unknown },
  sent: Sent,
  options: ExecutePlanOptions,
): Promise<never> {
  const call = simulated.calls[index] as PlannedCall
  const failed = () =>
    new PlanStepFailedError(call.step, index, why.reason, sent.confirmed, { cause: why.cause })
  const approval = simulated.calls[index - 1]
  const spender = approval?.step === 'approve' ? approvalSpender(approval.data) : null
  if (!approval || !spender || !options.signReset) throw failed()
  const reset = clearApproval({
    token: approval.to,
    spender,
    target: approval.target,
    ...(approval.tokenKey ? { tokenKey: approval.tokenKey } : {}),
  })
  // The worker signs it with at most the gas the approval and the step it replaces were reviewed at.
  const reviewed = atMost(simulated.gasLimits[index - 1] as bigint, simulated.gasLimits[index] as bigint)
  const estimate = await client
    .estimateGas({
      account: simulated.from,
      to: reset.to,
      value: 0n,
      ...(reset.data ? { data: reset.data } : {}),
    })
    .catch(() => null)
  const gas = estimate === null ? reviewed : atMost(withHeadroom(estimate), reviewed)
  let hash: Hex
  try {
    const raw = await options.signReset({ gas, fees: simulated.fees })
    hash = await client.sendRawTransaction({ serializedTransaction: raw })
  } catch (error) {
    console.warn('[pipeline] the approval could not be set back to 0', error)
    throw failed()
  }
  markNonceUsed({ chainId: simulated.chainId, address: simulated.from, nonce: sent.nonce })
  await options.onAllowanceReset?.(
    stepEntry(simulated, reset, { hash, nonce: sent.nonce, planId: sent.planId, index, gas }),
  )
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw failed()
  throw new ActionNotSentError(call.step, index, why.reason, {
    confirmed: [...sent.confirmed, hash],
    resetHash: hash,
    fee: feePaid([...sent.receipts, receipt]),
    symbol: networks[simulated.network].nativeSymbol,
    earlierSteps: simulated.calls
      .slice(0, index - 1)
      .filter((c) => c.step !== 'approve' && c.step !== 'resetApproval').length,
  })
}
