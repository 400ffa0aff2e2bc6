export * from './AmountError'
export * from './formatAmount'
export * from './parseAmount'
