export * from './fetchArgentineCpi'
export * from './fetchDollarHistory'
export * from './fetchJson'
export * from './getInflation'
