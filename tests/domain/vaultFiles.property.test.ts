import { createCipheriv } from 'node:crypto'
import { pbkdf2 } from '@noble/hashes/pbkdf2.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { generateMnemonic, validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import fc from 'fast-check'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { ImportError, LegacyMismatchError } from '../../src/domain/errors'
import { toHex } from '../../src/workers/vault/bytes'
import { decryptKeystoreV3, encryptKeystoreV3 } from '../../src/workers/vault/keystoreV3'
import { parseKeystoreV3 } from '../../src/workers/vault/keystoreV3Format'
import { parseLegacy } from '../../src/workers/vault/legacy'
import { runs } from '../support/propertyRuns'
import { field, hexOf, keystoreText, legacyGarbage } from './vaultFileGarbage'

const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length })
/** A valid secp256k1 private key (0 < k < n). */
const privateKey = bytes(32).filter((k) => {
  const n = BigInt(`0x${hex(k)}`)
  return n > 0n && n < N
})

/** Runs a parser and fails the property on any error but an ImportError; answers the value or the error. */
async function valueOrImportError<T>(parse: () => T | Promise<T>): Promise<T | ImportError> {
  try {
    return await parse()
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError)
    return error as ImportError
  }
}

/**
 * An independent v3 writer for PBKDF2 files (Node's AES, noble's PBKDF2), with a cost small enough for
 * thousands of runs.
 */
function pbkdf2File(key: Uint8Array, password: string, c: number, salt: Uint8Array, iv: Uint8Array) {
  const derived = pbkdf2(sha256, new TextEncoder().encode(password), salt, { c, dkLen: 32 })
  const cipher = createCipheriv('aes-128-ctr', derived.subarray(0, 16), iv)
  const ciphertext = Buffer.concat([cipher.update(key), cipher.final()])
  const mac = keccak_256(Buffer.concat([derived.subarray(16, 32), ciphertext]))
  const address = privateKeyToAccount(toHex(key)).address.slice(2).toLowerCase()
  const kdfparams = { c, dklen: 32, prf: 'hmac-sha256', salt: hex(salt) }
  const crypto = { cipher: 'aes-128-ctr', cipherparams: { iv: hex(iv) }, ciphertext: hex(ciphertext) }
  return { version: 3, address, crypto: { ...crypto, kdf: 'pbkdf2', kdfparams, mac: hex(mac) } }
}

/** One change to a good file: a byte of a hex field, the address, or the password. */
type Change = { at: 'ciphertext' | 'mac' | 'salt' | 'address' | 'password'; index: number }
const change = fc.option(
  fc.record({
    at: fc.constantFrom('ciphertext', 'mac', 'salt', 'address', 'password'),
    index: fc.nat({ max: 15 }),
  }),
  { nil: null },
) as fc.Arbitrary<Change | null>

/** Flips one hex digit (never to the same digit). */
const flip = (text: string, index: number) =>
  text.slice(0, index) + (text[index] === '0' ? '1' : '0') + text.slice(index + 1)

describe('keystore v3 files under fuzzing', { timeout: 600_000 }, () => {
  it('refuses every malformed file by its shape alone, with the import message', async () => {
    await fc.assert(
      fc.asyncProperty(keystoreText, async (text) => {
        const result = await valueOrImportError(() => parseKeystoreV3(text))
        if (result instanceof ImportError) expect(result.details).toMatch(/^keystore format: /)
        else expect(result.ciphertext).toHaveLength(32)
      }),
      runs,
    )
  })

  it('opens a good file to its key and refuses it with any one byte, address or password changed', async () => {
    await fc.assert(
      fc.asyncProperty(
        privateKey,
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.constantFrom('pbkdf2', 'scrypt'),
        fc.integer({ min: 1, max: 4 }),
        change,
        async (key, password, kdf, cost, changed) => {
          const file =
            kdf === 'pbkdf2'
              ? pbkdf2File(key, password, cost, new Uint8Array(32).fill(cost), new Uint8Array(16).fill(7))
              : JSON.parse(await encryptKeystoreV3(key, password, { n: 2 ** cost, r: 1, p: 1 }))
          let typed = password
          if (changed?.at === 'password') typed = `${password}x`
          else if (changed?.at === 'salt')
            file.crypto.kdfparams.salt = flip(file.crypto.kdfparams.salt, changed.index)
          else if (changed?.at === 'address') file.address = flip(file.address, changed.index)
          else if (changed) file.crypto[changed.at] = flip(file.crypto[changed.at], changed.index)
          const result = await valueOrImportError(() => decryptKeystoreV3(JSON.stringify(file), typed))
          if (!changed) expect(result).toEqual(key)
          else expect(result).toBeInstanceOf(ImportError)
        },
      ),
      runs,
    )
  })
})

const JUNK = 'test test test test test test test test test test test junk'
/** A few real phrases: deriving a seed costs 2 048 PBKDF2 rounds, so the runs reuse these. */
const PHRASES = [128, 160, 256].map((strength) => generateMnemonic(wordlist, strength))
// Mostly garbage; a real secret now and then (each phrase costs a seed derivation in parseLegacy).
const secretText = fc.oneof(
  { weight: 6, arbitrary: fc.string({ maxLength: 80 }) },
  { weight: 2, arbitrary: fc.constantFrom(JUNK.replace('junk', 'test'), '', '   ', 'zoo '.repeat(12)) },
  { weight: 2, arbitrary: hexOf(30, 34) },
  { weight: 1, arbitrary: fc.constantFrom(JUNK, ...PHRASES) },
  { weight: 1, arbitrary: privateKey.map((k) => `0x${hex(k)}`) },
)
const legacyShaped = fc.record(
  {
    mnemonic: field(secretText),
    privateKey: field(secretText),
    address: field(
      fc.oneof(
        hexOf(20, 20).map((h) => `0x${h.replace(/^0x/, '')}`),
        fc.string(),
      ),
    ),
  },
  { requiredKeys: [] },
)

const present = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** What an independent reading (viem, scure) says a part is: its address, or null when it is not a secret. */
const phraseAddresses = new Map<string, string | null>()
function phraseAddress(text: string): string | null {
  const phrase = text.trim().replace(/\s+/g, ' ').toLowerCase()
  if (!phraseAddresses.has(phrase))
    phraseAddresses.set(phrase, validateMnemonic(phrase, wordlist) ? mnemonicToAccount(phrase).address : null)
  return phraseAddresses.get(phrase) ?? null
}
function keyAddress(text: string): string | null {
  const body = text.trim().replace(/^0x/i, '')
  if (!/^[0-9a-fA-F]{64}$/.test(body)) return null
  const k = BigInt(`0x${body}`)
  return k > 0n && k < N ? privateKeyToAccount(`0x${body}`).address : null
}

/** The expected answer for a legacy object: an address, 'import' (garbage) or 'mismatch' (two wallets). */
function expected(legacy: { mnemonic?: unknown; privateKey?: unknown; address?: unknown }) {
  const phrase = present(legacy.mnemonic) ? phraseAddress(legacy.mnemonic) : undefined
  const key = present(legacy.privateKey) ? keyAddress(legacy.privateKey) : undefined
  if (phrase === null || key === null) return 'import'
  const address = phrase ?? key
  if (address === undefined) return 'import'
  if (phrase && key && phrase !== key) return 'mismatch'
  const named = legacy.address
  if (typeof named === 'string' && named.toLowerCase() !== address.toLowerCase()) return 'mismatch'
  return address
}

describe('legacy plaintext wallets under fuzzing', { timeout: 600_000 }, () => {
  it('refuses any text that is not a wallet with the import message', async () => {
    await fc.assert(
      fc.asyncProperty(legacyGarbage, async (text) => {
        expect(await valueOrImportError(() => parseLegacy(text))).toBeInstanceOf(ImportError)
      }),
      runs,
    )
  })

  it('seals only parts that agree: garbage is an ImportError, two wallets a LegacyMismatchError', async () => {
    await fc.assert(
      fc.asyncProperty(legacyShaped, async (legacy) => {
        const answer = await parseLegacy(JSON.stringify(legacy)).then(
          (keys) => keys.address,
          (error: unknown) => {
            if (error instanceof LegacyMismatchError) return 'mismatch'
            expect(error).toBeInstanceOf(ImportError)
            return 'import'
          },
        )
        expect(answer).toBe(expected(legacy))
      }),
      runs,
    )
  })
})
