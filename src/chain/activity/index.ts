export * from './activityStore'
export * from './describeEntry'
export * from './payments'
export * from './trackActivity'
