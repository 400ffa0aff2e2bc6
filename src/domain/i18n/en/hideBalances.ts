import type { hideBalances as es } from '../es/hideBalances'

/** English texts of "Hide balances". */
export const hideBalances: Record<keyof typeof es, string> = {
  'hideBalances.button': 'Hide balances',
  'hideBalances.hidden': 'Balance hidden',
}
