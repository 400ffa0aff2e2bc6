export * from './assetLines'
export * from './guardLimit'
export * from './recipientWarnings'
export * from './stepText'
