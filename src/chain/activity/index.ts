export * from './activityStore'
export * from './payments'
export * from './trackActivity'
