import type { PlanForReview } from '../../workers/vaultApi'
import type { SimulatedPlan } from './types'

/**
 * The simulated plan as the key worker reads it at review (DESIGN.md §3): chain, sender, intent, every call,
 * the gas limits and the fee ceiling — exactly what Confirm will sign. `usdPrice` is the page's price of a
 * transfer's token, which can only make the worker's new-recipient rule stricter.
 * @example await vault.reviewPlan(forReview(simulated, prices.ETH))
 */
export function forReview(simulated: SimulatedPlan, usdPrice?: number): PlanForReview {
  return {
    chainId: simulated.chainId,
    from: simulated.from,
    intent: simulated.intent,
    calls: simulated.calls.map((call) => ({
      to: call.to,
      value: call.value,
      ...(call.data ? { data: call.data } : {}),
    })),
    gasLimits: simulated.gasLimits,
    fees: {
      maxFeePerGas: simulated.fees.maxFeePerGas,
      maxPriorityFeePerGas: simulated.fees.maxPriorityFeePerGas,
    },
    ...(usdPrice !== undefined && Number.isFinite(usdPrice) ? { usdPrice } : {}),
    // Without eth_simulateV1 the worker signs the steps after the approvals one at a time (executePlan).
    ...(simulated.simulation === 'call' ? { simulation: 'call' as const } : {}),
  }
}
