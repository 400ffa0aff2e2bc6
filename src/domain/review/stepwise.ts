import type { SimulatedPlan } from '../write/types'

/**
 * Whether the review must say the plan goes step by step (issue 42): the node could not simulate the steps
 * together (no eth_simulateV1) and an approval comes before another step, so the approval is signed and mined
 * first, the next step simulated again before it is signed, and, if it would now fail, the approval set back to 0.
 * @example signsStepByStep({ simulation: 'call', calls: [approve, supply] }) // true
 */
export function signsStepByStep(simulated: Pick<SimulatedPlan, 'simulation' | 'calls'>): boolean {
  if (simulated.simulation !== 'call') return false
  return simulated.calls.some((call, i) => call.step === 'approve' && i < simulated.calls.length - 1)
}
