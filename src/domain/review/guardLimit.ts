/** The highest limit Settings accepts for the new-recipient rule, in whole US dollars. */
export const GUARD_LIMIT_MAX = 1_000_000

/**
 * The limit typed in Settings for the new-recipient rule, as whole US dollars from 0 to a million; null for
 * anything else (empty, decimals, signs, text). The field is a number input, so the text is the browser's
 * canonical form (`250`), never locale digits.
 *
 * @example parseGuardLimit('250') // 250
 * @example parseGuardLimit('12.5') // null
 */
export function parseGuardLimit(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d{1,7}$/.test(trimmed)) return null
  const value = Number(trimmed)
  return value <= GUARD_LIMIT_MAX ? value : null
}
