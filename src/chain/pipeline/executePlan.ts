import type { Hex, PublicClient } from 'viem'
import { transactionFailed } from '../../domain/errors/message'
import type { UnsignedTransaction } from '../../workers/vaultApi'
import { getGasPrices } from '../getGasPrices'
import { feeParameters } from '../send/feeParameters'
import { markNonceUsed, nextNonce } from '../send/nonces'
import { FeeAboveCeilingError, PlanStepFailedError, reasonOf } from './errors'
import type { ActivityEntry, PlannedCall, SimulatedPlan } from './types'

/** Signs one unsigned transaction and returns it raw: in the app, the vault worker's `signTransaction`. */
export type SignTransaction = (tx: UnsignedTransaction) => Promise<Hex>

/** Options of {@link executePlan}. */
export type ExecutePlanOptions = {
  sign: SignTransaction
  /** Called right after each step is broadcast, with its activity entry (status pending): record it. */
  onBroadcast?: (entry: ActivityEntry) => Promise<void> | void
  /** Called when a step is mined successfully (every step but the last is awaited). */
  onConfirmed?: (stepIndex: number, hash: Hex) => void
  /** Names the plan in the activity store (a random id by default). */
  planId?: string
  /** Start at this step (continue a plan whose earlier steps were confirmed). */
  fromStep?: number
  /** Also wait for the last step to be mined (a reverted last step then throws). */
  waitForLast?: boolean
}

/** The base fee can rise 12.5 % a block: what the next block may ask at most, plus the reviewed tip. */
function neededMaxFee(baseFee: bigint, tip: bigint): bigint {
  return (baseFee * 1125n) / 1000n + tip
}

/**
 * Signs and broadcasts the reviewed plan, exactly (DESIGN.md §4a): the reviewed calls, gas limits and fees;
 * nonces in order; each step but the last awaited on chain before the next is sent. The reviewed fee is a
 * ceiling: when the next block may ask more than it, nothing is signed and FeeAboveCeilingError carries the
 * new figures back to review.
 * @throws FeeAboveCeilingError before signing; PlanStepFailedError when a step is refused or reverts
 *   (naming the steps confirmed before it).
 * @returns the hashes of the steps sent, in order.
 * @example const [hash] = await executePlan(client, simulated, { sign: (tx) => vault.signTransaction(tx), onBroadcast: addActivity })
 */
export async function executePlan(
  client: PublicClient,
  simulated: SimulatedPlan,
  options: ExecutePlanOptions,
): Promise<Hex[]> {
  // The fee check and the first nonce are independent: one round trip for both.
  const [block, firstNonce] = await Promise.all([
    client.getBlock({ blockTag: 'latest' }),
    nextNonce(client, { chainId: simulated.chainId, address: simulated.from }),
  ])
  const tip = simulated.fees.maxPriorityFeePerGas
  if (neededMaxFee(block.baseFeePerGas ?? 0n, tip) > simulated.fees.maxFeePerGas) {
    const fees = feeParameters(await getGasPrices(client))
    const maxFee = simulated.gasLimits.reduce((sum, gas) => sum + gas * fees.maxFeePerGas, 0n)
    throw new FeeAboveCeilingError(fees, maxFee)
  }
  const planId = options.planId ?? crypto.randomUUID()
  const start = options.fromStep ?? 0
  const hashes: Hex[] = []
  const confirmed: Hex[] = []
  let nonce = firstNonce
  for (let i = start; i < simulated.calls.length; i++) {
    const call = simulated.calls[i] as PlannedCall
    let hash: Hex
    try {
      const raw = await options.sign({
        chainId: simulated.chainId,
        to: call.to,
        value: call.value,
        ...(call.data ? { data: call.data } : {}),
        nonce,
        gas: simulated.gasLimits[i] ?? 0n,
        maxFeePerGas: simulated.fees.maxFeePerGas,
        maxPriorityFeePerGas: tip,
      })
      hash = await client.sendRawTransaction({ serializedTransaction: raw })
    } catch (error) {
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
      stepIndex: i,
      stepCount: simulated.calls.length,
      step: call.step,
      ...(call.tokenKey ? { tokenKey: call.tokenKey } : {}),
      ...(call.amount !== undefined ? { amount: call.amount } : {}),
      target: call.target,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    nonce++
    const last = i === simulated.calls.length - 1
    if (last && !options.waitForLast) break
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') {
      throw new PlanStepFailedError(call.step, i, transactionFailed, confirmed, { hash })
    }
    confirmed.push(hash)
    options.onConfirmed?.(i, hash)
  }
  return hashes
}
