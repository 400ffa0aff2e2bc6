export * from './payeeStore'
