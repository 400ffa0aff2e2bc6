import { wordlist } from '@scure/bip39/wordlists/english.js'
import fc from 'fast-check'
import { toHex } from '../../src/workers/vault/bytes'

/**
 * Arbitraries for fuzzing the files the vault reads (keystore v3, legacy plaintext wallets), shared by the
 * parser properties (Node) and the worker's "changes nothing" property (Chromium).
 */

/** Hex of `min`–`max` bytes, sometimes with 0x. */
export const hexOf = (min: number, max: number) =>
  fc
    .uint8Array({ minLength: min, maxLength: max })
    .map((b) => (b.length % 3 === 0 ? toHex(b) : toHex(b).slice(2)))

/** A field of a file: mostly a plausible value, sometimes any JSON value. */
export const field = <T>(good: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: good }, fc.jsonValue())

/** Objects shaped like a v3 file, every field plausible or not, at KDF costs of any size. */
export const keystoreShaped = fc.record({
  version: field(fc.constantFrom(3, 1, '3')),
  address: fc.option(field(hexOf(19, 21)), { nil: undefined }),
  crypto: field(
    fc.record({
      cipher: field(fc.constantFrom('aes-128-ctr', 'aes-128-cbc')),
      cipherparams: field(fc.record({ iv: field(hexOf(15, 17)) })),
      ciphertext: field(hexOf(31, 33)),
      mac: field(hexOf(31, 33)),
      kdf: field(fc.constantFrom('scrypt', 'pbkdf2', 'argon2')),
      kdfparams: field(
        fc.record({
          n: field(fc.integer({ min: -1, max: 2 ** 31 })),
          r: field(fc.integer({ min: 0, max: 2048 })),
          p: field(fc.integer({ min: 0, max: 32 })),
          c: field(fc.integer({ min: 0, max: 2 ** 25 })),
          prf: field(fc.constantFrom('hmac-sha256', 'hmac-sha512')),
          dklen: field(fc.integer({ min: 0, max: 80 })),
          salt: field(hexOf(0, 40)),
        }),
      ),
    }),
  ),
})

/** Any text, JSON, or a v3-shaped file. */
export const keystoreText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.json({ maxDepth: 3 }),
  keystoreShaped.map((file) => JSON.stringify(file)),
)

/** Words of the English list in a count no seed phrase has. */
const wrongCount = fc
  .array(fc.constantFrom(...wordlist.slice(0, 256)), { minLength: 1, maxLength: 14 })
  .filter((words) => words.length !== 12)
  .map((words) => words.join(' '))

/** Text that is never a seed phrase nor a private key. */
const notASecret = fc.oneof(
  fc.string({ maxLength: 80 }),
  wrongCount,
  hexOf(30, 31),
  hexOf(33, 34),
  fc.constantFrom('0'.repeat(64), 'f'.repeat(64), `0x${'g'.repeat(64)}`, '', '   '),
)

/** Legacy wallets with no usable secret: text, JSON, and objects whose secrets are all garbage. */
export const legacyGarbage = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.json({ maxDepth: 3 }),
  fc
    .record(
      { mnemonic: field(notASecret), privateKey: field(notASecret), address: field(hexOf(20, 20)) },
      { requiredKeys: [] },
    )
    .map((legacy) => JSON.stringify(legacy)),
)
