export * from './describeStep'
export * from './stepKind'
