export * from './historyItem'
export * from './mergeHistory'
