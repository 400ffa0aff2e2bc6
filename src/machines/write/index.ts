// The write feature's public face: what other features, views and routes use of it (DESIGN.md §1).

export type { PendingWatchParentEvent } from './pendingWatchMachine'
export { pendingWatchMachine } from './pendingWatchMachine'
export type { PlanChildEvent, PlanPhase, PlanSnapshot } from './planChild'
export {
  assignPlanError,
  planChildActions,
  planErrorOf,
  planGuards,
  planOutputOf,
  planPhase,
  planPhaseOf,
  planSnapshotOf,
  startPlan,
  stopPlan,
  whileReviewing,
  whileSigning,
} from './planChild'
export { planMachine } from './planMachine'
export type { PlanOutput } from './planTypes'
export { replaceMachine } from './replaceMachine'
