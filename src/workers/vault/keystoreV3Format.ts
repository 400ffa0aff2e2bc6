import { ImportError } from '../../domain/errors'
import { fromHex } from './bytes'

/** The key-derivation parameters a v3 file may name: scrypt or PBKDF2-HMAC-SHA256. */
export type KdfParams =
  | { kdf: 'scrypt'; n: number; r: number; p: number; dklen: number; salt: Uint8Array }
  | { kdf: 'pbkdf2'; c: number; dklen: number; salt: Uint8Array }

/** A Web3 Secret Storage v3 file, checked and decoded (nothing decrypted yet). */
export type KeystoreV3 = {
  kdf: KdfParams
  iv: Uint8Array
  ciphertext: Uint8Array
  mac: Uint8Array
  /** The 20-byte address the file names (lowercase hex, no 0x), when it names one. */
  address: string | null
}

/** Upper bounds that keep a hostile file from freezing the worker or exhausting memory. */
export const KDF_LIMITS = { scryptMemory: 2 ** 28, scryptP: 16, pbkdf2Rounds: 10_000_000 } as const

/** Any defect in the file's shape: the user sees "this is not a backup file we can open". */
const malformed = (rule: string) => new ImportError({ details: `keystore format: ${rule}` })

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A hex field (0x optional) of `bytes` bytes, or of any even length when `bytes` is omitted. */
function hexField(value: unknown, name: string, bytes?: number): Uint8Array {
  if (typeof value !== 'string') throw malformed(`${name} missing`)
  const body = value.replace(/^0x/i, '')
  if (!/^([0-9a-fA-F]{2})+$/.test(body)) throw malformed(`${name} not hex`)
  if (bytes !== undefined && body.length !== bytes * 2) throw malformed(`${name} length`)
  return fromHex(body)
}

function integer(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max)
    throw malformed(`${name} out of range`)
  return value
}

function kdfParams(crypto: Json): KdfParams {
  const params = crypto.kdfparams
  if (!isObject(params)) throw malformed('kdfparams missing')
  const dklen = integer(params.dklen, 'dklen', 32, 64)
  const salt = hexField(params.salt, 'salt')
  if (crypto.kdf === 'scrypt') {
    const n = integer(params.n, 'n', 2, 2 ** 30)
    if ((n & (n - 1)) !== 0) throw malformed('n not a power of two')
    const r = integer(params.r, 'r', 1, 1024)
    const p = integer(params.p, 'p', 1, KDF_LIMITS.scryptP)
    if (128 * n * r > KDF_LIMITS.scryptMemory) throw malformed('scrypt memory')
    return { kdf: 'scrypt', n, r, p, dklen, salt }
  }
  if (crypto.kdf === 'pbkdf2') {
    if (params.prf !== 'hmac-sha256') throw malformed('prf')
    const c = integer(params.c, 'c', 1, KDF_LIMITS.pbkdf2Rounds)
    return { kdf: 'pbkdf2', c, dklen, salt }
  }
  throw malformed('kdf')
}

/**
 * Checks a Web3 Secret Storage v3 file (JSON text): version 3, aes-128-ctr with a 16-byte iv, a 32-byte
 * ciphertext (one secp256k1 key), a 32-byte MAC, and scrypt or PBKDF2-HMAC-SHA256 within KDF_LIMITS.
 * `crypto` may be spelled `Crypto` (older tools). Any defect: ImportError whose details start with
 * 'keystore format'.
 */
export function parseKeystoreV3(text: string): KeystoreV3 {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw malformed('not JSON')
  }
  if (!isObject(json)) throw malformed('not an object')
  if (json.version !== 3) throw malformed('version')
  const crypto = json.crypto ?? json.Crypto
  if (!isObject(crypto)) throw malformed('crypto missing')
  if (crypto.cipher !== 'aes-128-ctr') throw malformed('cipher')
  const cipherparams = crypto.cipherparams
  if (!isObject(cipherparams)) throw malformed('cipherparams missing')
  const address = json.address === undefined ? null : hexField(json.address, 'address', 20)
  return {
    kdf: kdfParams(crypto),
    iv: hexField(cipherparams.iv, 'iv', 16),
    ciphertext: hexField(crypto.ciphertext, 'ciphertext', 32),
    mac: hexField(crypto.mac, 'mac', 32),
    address: address ? Array.from(address, (b) => b.toString(16).padStart(2, '0')).join('') : null,
  }
}
