// The archive feature's public face: what other features, views and routes use of it (DESIGN.md §1).
export { liveArchiveMachine } from './archiveActors'
export type { archiveMachine } from './archiveMachine'
