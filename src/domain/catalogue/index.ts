export * from './networks'
export * from './protocols'
export * from './tokens'
