export * from './ensRegistryOf'
export * from './resolveEnsName'
export * from './verifyEnsName'
