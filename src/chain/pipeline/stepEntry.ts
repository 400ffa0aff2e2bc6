import type { Hex } from 'viem'
import { approvalSpender } from './approvalSteps'
import type { ActivityEntry, PlannedCall, SimulatedPlan } from './types'

/** An approval's spender, kept with it: its `target` may only name the protocol. */
const spenderOf = (call: PlannedCall): Pick<ActivityEntry, 'spender'> => {
  const spender = approvalSpender(call.data)
  return spender ? { spender } : {}
}

/**
 * The activity entry of a plan's step just broadcast (status pending), with what was signed: the call, its gas
 * limit and the reviewed fees, so it can be sped up or cancelled later.
 * @example await onBroadcast(stepEntry(simulated, call, { hash, nonce, planId, index: 0, gas }))
 */
export function stepEntry(
  simulated: SimulatedPlan,
  call: PlannedCall,
  at: { hash: Hex; nonce: number; planId: string; index: number; gas: bigint },
): ActivityEntry {
  const { replaces } = simulated
  const now = Date.now()
  return {
    hash: at.hash,
    chainId: simulated.chainId,
    network: simulated.network,
    from: simulated.from,
    nonce: at.nonce,
    intent: simulated.intent,
    planId: at.planId,
    stepIndex: replaces?.stepIndex ?? at.index,
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
      gas: at.gas,
      maxFeePerGas: simulated.fees.maxFeePerGas,
      maxPriorityFeePerGas: simulated.fees.maxPriorityFeePerGas,
    },
    ...(replaces ? { replaces: { hash: replaces.hash, kind: replaces.kind } } : {}),
  }
}
