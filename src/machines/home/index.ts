// The home feature's public face: what other features, views and routes use of it (DESIGN.md §1).

export type { PriceAge } from '../../chain/prices/feedHeartbeats'
/** What home says of old prices: which tokens lack a live price and since when (a selector over the prices read). */
export { priceAgeFacts } from '../../chain/prices/feedHeartbeats'
export type { BalancesParentEvent } from './balancesMachine'
export { balancesMachine } from './balancesMachine'
export type { PesoQuoteView } from './dollarQuoteMachine'
export { pesoQuoteOf } from './dollarQuoteMachine'
export { watchActivityChanges } from './historyActors'
export { networkSwitchMachine } from './networkSwitchMachine'
export type { ReplaceRef } from './pendingActionsMachine'
export { pendingRowKey } from './pendingActionsMachine'
export type { PortfolioContext } from './portfolioMachine'
export { portfolioMachine } from './portfolioMachine'
