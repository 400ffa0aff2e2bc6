export * from './buildEip681'
export * from './parseEip681'
