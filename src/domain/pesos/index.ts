export * from './dollarKinds'
export * from './formatArs'
export * from './usdToArs'
export * from './usdValue'
