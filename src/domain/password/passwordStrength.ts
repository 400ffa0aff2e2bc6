import { commonPasswords } from './commonPasswords'
import { normalizePassword } from './normalizePassword'

/** Fewest characters (Unicode code points, after NFKC) a wallet password may have. */
export const MIN_PASSWORD_LENGTH = 8

/** Why a password is refused: too short, or one of the passwords everybody tries first. */
export type PasswordWeakness = 'short' | 'common'

/** The verdict on a password, for the worker (ok) and for the strength hint under the field (score). */
export type PasswordStrength = {
  /** The wallet may be sealed with it. */
  ok: boolean
  reason: PasswordWeakness | null
  /** 0 (refused) to 4 (strong), for a visible meter. */
  score: 0 | 1 | 2 | 3 | 4
}

/** Lowercase, without accents: 'Contraseña' and 'contrasena' are the same guess to an attacker. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

const folded: ReadonlySet<string> = new Set([...commonPasswords].map(fold))

/** Every character the same ('aaaaaaaa'), or a run up or down the alphabet or digits ('abcdefgh', '98765432'). */
function isRun(chars: readonly string[]): boolean {
  if (chars.every((c) => c === chars[0])) return true
  const codes = chars.map((c) => c.codePointAt(0) ?? 0)
  const step = (codes[1] ?? 0) - (codes[0] ?? 0)
  return Math.abs(step) === 1 && codes.every((code, i) => i === 0 || code - (codes[i - 1] ?? 0) === step)
}

/** A listed password, also when padded with digits or symbols ('password1', 'Boca1234!', '2024argentina'). */
function isCommon(password: string): boolean {
  const base = fold(password)
  if (folded.has(base) || isRun([...base])) return true
  const core = base.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
  if (core.length >= 3 && (folded.has(core) || isRun([...core]))) return true
  // A word repeated ('holahola', 'bocaboca') is no harder to guess than the word.
  const half = base.length / 2
  return Number.isInteger(half) && base.slice(0, half) === base.slice(half) && folded.has(base.slice(0, half))
}

/** Rough guessing entropy in bits: length × log2 of the alphabet the characters come from. */
function entropyBits(chars: readonly string[]): number {
  let pool = 0
  if (chars.some((c) => /\p{Ll}/u.test(c))) pool += 26
  if (chars.some((c) => /\p{Lu}/u.test(c))) pool += 26
  if (chars.some((c) => /\p{Nd}/u.test(c))) pool += 10
  if (chars.some((c) => /[^\p{L}\p{Nd}]/u.test(c))) pool += 33
  if (chars.some((c) => /\p{L}/u.test(c) && !/[a-z]/i.test(c))) pool += 40
  return chars.length * Math.log2(Math.max(pool, 10))
}

/**
 * Checks a wallet password: at least {@link MIN_PASSWORD_LENGTH} characters after NFKC, counted in code
 * points (an emoji is one), and not one of the most common passwords (compared case- and accent-
 * insensitively, also with digits or symbols around a listed word). The score only drives the hint.
 *
 * @example
 * passwordStrength('contraseña') // { ok: false, reason: 'common', score: 0 }
 * passwordStrength('corto') // { ok: false, reason: 'short', score: 0 }
 * passwordStrength('mate amargo en la plaza') // { ok: true, reason: null, score: 4 }
 */
export function passwordStrength(password: string): PasswordStrength {
  const normal = normalizePassword(password)
  const chars = [...normal]
  if (chars.length < MIN_PASSWORD_LENGTH) return { ok: false, reason: 'short', score: 0 }
  if (isCommon(normal)) return { ok: false, reason: 'common', score: 0 }
  const bits = entropyBits(chars)
  const score = bits < 45 ? 1 : bits < 60 ? 2 : bits < 80 ? 3 : 4
  return { ok: true, reason: null, score }
}
