export * from './errors'
export * from './validateRecipient'
export * from './validateSendForm'
