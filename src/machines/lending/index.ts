// The lending feature's public face: what other features, views and routes use of it (DESIGN.md §1).
export { maxFor, sliderPercent } from './lendingForm'
export type { LendingTab } from './lendingMachine'
export { failureMessage, lendingMachine, statusPhase, writeRefusal } from './lendingMachine'
export { bannerOf, loanAlertMachine, watchesWhileHidden } from './loanAlertMachine'
