import { accounts as en } from '../i18n/en/accounts'
import { accounts as es } from '../i18n/es/accounts'

const defaults = [es['accounts.default'], en['accounts.default']]

/**
 * Whether `name` is only the default name the add form suggested for the account at `index` ("Cuenta 2",
 * "Account 2"), in any language. Such a name was never chosen by the person: it is shown in the language
 * they read now, so an English reader sees "Account 2", not the Spanish name stored when it was added.
 * @example isDefaultAccountName('Cuenta 2', 1) // true; isDefaultAccountName('Cuenta 2', 2) // false
 */
export function isDefaultAccountName(name: string, index: number): boolean {
  return defaults.some((text) => text.replace('{n}', String(index + 1)) === name)
}
