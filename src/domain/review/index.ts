export * from './assetLines'
export * from './recipientWarnings'
