import type { DerivedAccount, WatchAddress } from '../../domain/accounts/accountList'
import type { TextKey, TextParams } from '../../domain/i18n'

type T = (key: TextKey, params?: TextParams) => string

/** An account's name as shown: the user's, or "Cuenta {n}" (n = index + 1) for one never named. */
export function accountLabel(t: T, account: DerivedAccount | WatchAddress): string {
  if ('index' in account) return account.name ?? t('accounts.default', { n: account.index + 1 })
  return account.name
}
