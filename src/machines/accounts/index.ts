// The accounts feature's public face: what other features, views and routes use of it (DESIGN.md §1).
export { liveAccountsMachine } from './accountsActors'
export type { accountsMachine } from './accountsMachine'
export type { AccountsReadEvent, AccountsStoreEvent } from './accountsStore'
export { accountsStore } from './accountsStore'
