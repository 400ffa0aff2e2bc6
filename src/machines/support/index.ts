// The support feature's public face: what other features, views and routes use of it (DESIGN.md §1).

export type { SupportTab } from './supportMachine'
export { supportMachine } from './supportMachine'
