export * from './collectActivity'
export * from './feedPricesOnDays'
export * from './getHoldingsAt'
export * from './toMovements'
