/**
 * The form of a password that keys are derived from: Unicode NFKC, so the same password typed on another
 * keyboard or system (full-width letters, a decomposed `ñ`, ligatures) opens the same wallet.
 *
 * @example
 * normalizePassword('ｐａｓｓ') // 'pass'
 * normalizePassword('contrasen\u0303a') === normalizePassword('contraseña') // true
 */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC')
}
