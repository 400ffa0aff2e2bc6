export * from './assetLines'
export * from './guardLimit'
export * from './planErrorMessage'
export * from './recipientWarnings'
