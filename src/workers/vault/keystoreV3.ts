import { pbkdf2Async } from '@noble/hashes/pbkdf2.js'
import { scryptAsync } from '@noble/hashes/scrypt.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { ImportError } from '../../domain/errors'
import { normalizePassword } from '../../domain/password'
import { randomBytes, toHex, utf8, zero } from './bytes'
import { type KdfParams, parseKeystoreV3 } from './keystoreV3Format'
import { addressOf } from './secrets'

/** geth's standard scrypt cost for new files (n = 2^17, r = 8, p = 1): what MetaMask and geth import. */
export const EXPORT_SCRYPT = { n: 2 ** 17, r: 8, p: 1 } as const

/** Derives the 32-byte key of a v3 file from its password; the caller zeroes it. */
async function deriveKey(password: string, kdf: KdfParams): Promise<Uint8Array> {
  const secret = utf8(password)
  try {
    const key =
      kdf.kdf === 'scrypt'
        ? await scryptAsync(secret, kdf.salt, {
            N: kdf.n,
            r: kdf.r,
            p: kdf.p,
            dkLen: kdf.dklen,
            maxmem: 2 ** 29,
          })
        : await pbkdf2Async(sha256, secret, kdf.salt, { c: kdf.c, dkLen: kdf.dklen })
    return key
  } finally {
    zero(secret)
  }
}

/** keccak-256 of the derived key's second 16 bytes followed by the ciphertext (the v3 MAC). */
const macOf = (derived: Uint8Array, ciphertext: Uint8Array) => {
  const body = new Uint8Array(16 + ciphertext.length)
  body.set(derived.subarray(16, 32))
  body.set(ciphertext, 16)
  return keccak_256(body)
}

/** AES-128-CTR with the derived key's first 16 bytes and the whole 16-byte iv as the counter block. */
async function aesCtr(derived: Uint8Array, iv: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const raw = derived.slice(0, 16)
  try {
    const key = await crypto.subtle.importKey('raw', raw as BufferSource, 'AES-CTR', false, ['encrypt'])
    const out = await crypto.subtle.encrypt(
      { name: 'AES-CTR', counter: iv as BufferSource, length: 128 },
      key,
      data as BufferSource,
    )
    return new Uint8Array(out)
  } finally {
    zero(raw)
  }
}

/** Equal lengths and bytes, without stopping at the first difference. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= (a[i] as number) ^ (b[i] as number)
  return diff === 0
}

const hex = (bytes: Uint8Array) => toHex(bytes).slice(2)

/**
 * Encrypts a private key as a Web3 Secret Storage v3 file (scrypt, aes-128-ctr, keccak-256 MAC) under
 * `password` and returns its JSON text. Only this text leaves the worker.
 */
export async function encryptKeystoreV3(
  privateKey: Uint8Array,
  password: string,
  cost: { n: number; r: number; p: number } = EXPORT_SCRYPT,
): Promise<string> {
  const kdf: KdfParams = { kdf: 'scrypt', ...cost, dklen: 32, salt: randomBytes(32) }
  const iv = randomBytes(16)
  const derived = await deriveKey(password, kdf)
  try {
    const ciphertext = await aesCtr(derived, iv, privateKey)
    const { kdf: name, salt, ...params } = kdf
    const file = {
      version: 3,
      id: crypto.randomUUID(),
      address: addressOf(privateKey).slice(2).toLowerCase(),
      crypto: {
        cipher: 'aes-128-ctr',
        cipherparams: { iv: hex(iv) },
        ciphertext: hex(ciphertext),
        kdf: name,
        kdfparams: { ...params, salt: hex(salt) },
        mac: hex(macOf(derived, ciphertext)),
      },
    }
    return JSON.stringify(file)
  } finally {
    zero(derived)
  }
}

/**
 * Opens a v3 file (scrypt or PBKDF2-HMAC-SHA256) with its password and returns the private key bytes (the
 * caller zeroes them). A wrong password (MAC mismatch): ImportError 'keystore password'. A malformed file,
 * a key off the curve or an address field that disagrees with the key: ImportError 'keystore format: …'.
 */
export async function decryptKeystoreV3(text: string, password: string): Promise<Uint8Array> {
  const file = parseKeystoreV3(text)
  const derived = await deriveKey(password, file.kdf)
  try {
    if (!sameBytes(macOf(derived, file.ciphertext), file.mac))
      throw new ImportError({ details: 'keystore password' })
    const key = await aesCtr(derived, file.iv, file.ciphertext)
    let address: string
    try {
      address = addressOf(key)
    } catch {
      zero(key)
      throw new ImportError({ details: 'keystore format: key off the curve' })
    }
    if (file.address !== null && address.slice(2).toLowerCase() !== file.address) {
      zero(key)
      throw new ImportError({ details: 'keystore format: address' })
    }
    return key
  } finally {
    zero(derived)
  }
}

/**
 * Opens a v3 backup file that crossed Comlink with the NFKC form of its password, then with the raw form
 * (a file another tool made from an unnormalised password). Errors as decryptKeystoreV3.
 */
export async function openKeystore(file: unknown, password: unknown): Promise<Uint8Array> {
  if (typeof file !== 'string') throw new ImportError({ details: 'keystore format: not text' })
  if (typeof password !== 'string') throw new ImportError({ details: 'keystore password' })
  const normal = normalizePassword(password)
  try {
    return await decryptKeystoreV3(file, normal)
  } catch (error) {
    const wrong = error instanceof ImportError && error.details === 'keystore password'
    if (!wrong || normal === password) throw error
    return decryptKeystoreV3(file, password)
  }
}
