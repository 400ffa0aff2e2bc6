// The home feature's public face: what other features, views and routes use of it (DESIGN.md §1).

export type { BalancesParentEvent } from './balancesMachine'
export { balancesMachine } from './balancesMachine'
export type { PesoQuoteView } from './dollarQuoteMachine'
export { pesoQuoteOf } from './dollarQuoteMachine'
export { watchActivityChanges } from './historyActors'
export { networkSwitchMachine } from './networkSwitchMachine'
export type { PortfolioContext } from './portfolioMachine'
export { portfolioMachine } from './portfolioMachine'
