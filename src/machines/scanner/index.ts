// The scanner feature's public face: what other features, views and routes use of it (DESIGN.md §1).
export type { CameraFailure } from './scannerActors'
export { scanKind, scannerMachine } from './scannerMachine'
