import type { DerivedAccount, WatchAddress } from '../../domain/accounts/accountList'
import { isDefaultAccountName } from '../../domain/accounts/defaultAccountName'
import type { TextKey, TextParams } from '../../domain/i18n'

type T = (key: TextKey, params?: TextParams) => string

/**
 * An account's name as shown: the user's, or "Cuenta {n}" (n = index + 1) in the reader's language for one
 * never named or left with the name the add form suggested.
 */
export function accountLabel(t: T, account: DerivedAccount | WatchAddress): string {
  if (!('index' in account)) return account.name
  const { name, index } = account
  return name !== null && !isDefaultAccountName(name, index) ? name : t('accounts.default', { n: index + 1 })
}
