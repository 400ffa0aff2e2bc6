import type { Plan } from '../../domain/write/types'

/**
 * Where a write stands, as the flows and the shared view say it: made into a plan and simulated, under
 * review, stopped part-way, an approval or the action being signed and sent, the last transaction awaited on
 * chain (plans that wait for the receipt), or over.
 */
export type PlanPhase =
  | 'simulating'
  | 'reviewing'
  | 'partial'
  | 'approving'
  | 'sending'
  | 'confirming'
  | 'ended'

/** The part of a plan snapshot its phase is read from (a live snapshot, or a snapshot event's). */
export type PlanSnapshotLike = {
  value: unknown
  status?: string
  context: { plan: Pick<Plan, 'calls'> | null; step: number }
}

/** The plan's phase, read from its snapshot: the one place a flow or a view learns where its write stands. */
export function planPhase(snapshot: PlanSnapshotLike): PlanPhase {
  if (snapshot.status !== undefined && snapshot.status !== 'active') return 'ended'
  const value = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value as object)[0]
  if (value === 'reviewing') return 'reviewing'
  if (value === 'partial') return 'partial'
  if (value === 'done' || value === 'failed' || value === 'cancelled') return 'ended'
  if (value !== 'executing') return 'simulating'
  const { plan, step } = snapshot.context
  const call = plan?.calls[step]
  if (!call) return 'confirming'
  return call.step === 'approve' || call.step === 'resetApproval' ? 'approving' : 'sending'
}
