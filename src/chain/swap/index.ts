export * from './planSwap'
export * from './quoteSwap'
