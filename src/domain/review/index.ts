export * from './assetLines'
export * from './planErrorMessage'
export * from './recipientWarnings'
