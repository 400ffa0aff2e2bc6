/** The longest account name, in characters (code points). */
export const ACCOUNT_NAME_MAX = 32

/** Why a name was refused: nothing left once trimmed, longer than 32 characters, or an invisible control. */
export type AccountNameProblem = 'empty' | 'long' | 'characters'

export type AccountNameCheck = { ok: true; name: string } | { ok: false; problem: AccountNameProblem }

// Control characters and the marks that reorder text: a name must read as it is typed, next to an address.
const HIDDEN = /[\p{Cc}\p{Cf}\u2028\u2029]/u

/**
 * An account's name as the user typed it: trimmed, inner runs of spaces made one, 1–32 characters, no control
 * or direction-changing characters. The worker and the form check with this one function.
 * @example checkAccountName('  Ahorro   dólares ') // { ok: true, name: 'Ahorro dólares' }
 */
export function checkAccountName(raw: string): AccountNameCheck {
  const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ')
  if (name === '') return { ok: false, problem: 'empty' }
  if (HIDDEN.test(name)) return { ok: false, problem: 'characters' }
  if ([...name].length > ACCOUNT_NAME_MAX) return { ok: false, problem: 'long' }
  return { ok: true, name }
}
