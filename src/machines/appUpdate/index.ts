// The appUpdate feature's public face: what other features, views and routes use of it (DESIGN.md §1).
export { liveAppUpdateMachine } from './appUpdateActors'
export type { appUpdateMachine } from './appUpdateMachine'
