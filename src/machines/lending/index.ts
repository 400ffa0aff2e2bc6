// The lending feature's public face: what other features, views and routes use of it (DESIGN.md §1).
export { maxFor, type NothingToFillKey, nothingToFill, sliderPercent } from './lendingForm'
export { lendingMachine, statusPhase } from './lendingMachine'
export type { LendingTab } from './lendingRules'
export { failureMessage, writeRefusal } from './lendingRules'
export { bannerOf, loanAlertMachine, watchesWhileHidden } from './loanAlertMachine'
