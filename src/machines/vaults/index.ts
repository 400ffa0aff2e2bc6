// The vaults feature's public face: what other features, views and routes use of it (DESIGN.md §1).

export { cardLimitNotices } from './vaultLimits'
export type { VaultResult } from './vaultModalForm'
export {
  available,
  claimable,
  modalNotice,
  takesAll,
  vaultAssets,
  withdrawRefusal,
  withdrawsAll,
} from './vaultModalForm'
export { writeRefusal } from './vaultModalMachine'
export type { VaultModalRef } from './vaultsPageMachine'
export { vaultsPageMachine } from './vaultsPageMachine'
export type { Period, Risk, Strategy } from './vaultsPageRules'
export {
  estimatedEarnings,
  investmentAmount,
  pageTea,
  portfolioTea,
  totalYieldEarned,
  vaultActivityRows,
  vaultAlerts,
  vaultCards,
  visibleCards,
} from './vaultsPageRules'
