import type { PublicClient } from 'viem'
import { WalletError } from '../../domain/errors/base'
import { replacementOffers } from '../activity/payments'
import { type GasPrices, getGasPrices } from '../getGasPrices'
import { replacementFees } from './replacementFees'
import { simulatePlan } from './simulatePlan'
import type { ActivityEntry, Plan, ReplacementKind, SimulatedPlan } from './types'

/**
 * The plan that replaces a pending transaction on its nonce (DESIGN.md §4a, the same pipeline as every write):
 * a speed-up is the pending transaction's own intent and call; a cancel is the `cancel` intent, one call of 0
 * to the wallet itself with no data.
 * @throws WalletError `replace.unavailable` when the entry is not pending or has no record of what was signed.
 * @example planReplacement(entry, 'cancel').calls // [{ step: 'cancel', to: entry.from, value: 0n, target: entry.from }]
 */
export function planReplacement(entry: ActivityEntry, kind: ReplacementKind): Plan {
  const sent = entry.sent
  if (!sent || !replacementOffers(entry)[kind]) throw new WalletError('replace.unavailable')
  const replaces = {
    kind,
    hash: entry.hash,
    nonce: entry.nonce,
    fees: { maxFeePerGas: sent.maxFeePerGas, maxPriorityFeePerGas: sent.maxPriorityFeePerGas },
    gas: sent.gas,
    planId: entry.planId,
    stepIndex: entry.stepIndex,
    stepCount: entry.stepCount,
  }
  const base = { network: entry.network, chainId: entry.chainId, from: entry.from, replaces }
  if (kind === 'cancel')
    return {
      ...base,
      intent: { kind: 'cancel', network: entry.network },
      calls: [{ step: 'cancel', to: entry.from, value: 0n, target: entry.from }],
    }
  return {
    ...base,
    intent: entry.intent,
    calls: [
      {
        step: entry.step,
        to: sent.to,
        value: sent.value,
        ...(sent.data ? { data: sent.data } : {}),
        ...(entry.tokenKey ? { tokenKey: entry.tokenKey } : {}),
        ...(entry.amount !== undefined ? { amount: entry.amount } : {}),
        target: entry.target,
      },
    ],
  }
}

/**
 * Simulates a replacement plan like any plan (what leaves, what arrives), then fixes its fees: today's fast
 * level, at least +10 % over the pending transaction's in each field. A speed-up keeps the pending one's gas
 * limit: it is the same transaction, only dearer.
 * @example const simulated = await simulateReplacement(client, planReplacement(entry, 'speedUp'))
 */
export async function simulateReplacement(
  client: PublicClient,
  plan: Plan,
  options: { gas?: GasPrices } = {},
): Promise<SimulatedPlan> {
  const { replaces } = plan
  if (!replaces) throw new TypeError('not a replacement plan')
  const gas = options.gas ?? (await getGasPrices(client))
  const simulated = await simulatePlan(client, plan, { gas })
  const fees = replacementFees(replaces.fees, gas)
  const gasLimits = replaces.kind === 'speedUp' ? [replaces.gas] : simulated.gasLimits
  const maxFee = gasLimits.reduce((sum, limit) => sum + limit * fees.maxFeePerGas, 0n)
  return { ...simulated, gasLimits, fees, maxFee }
}
