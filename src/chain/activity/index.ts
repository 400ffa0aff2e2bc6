export * from './activityStore'
export * from './trackActivity'
