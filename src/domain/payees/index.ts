export * from './payee'
