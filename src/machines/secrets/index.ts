// The secrets feature's public face: what other features, views and routes use of it (DESIGN.md §1).
export { liveSecretPageMachine } from './secretPageActors'
export type { secretPageMachine } from './secretPageMachine'
