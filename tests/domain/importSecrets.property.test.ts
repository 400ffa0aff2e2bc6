import { generateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ImportError } from '../../src/domain/errors'
import { entropyToPhrase, parseMnemonic, parsePrivateKey } from '../../src/workers/vault/secrets'
import { runs } from '../support/propertyRuns'

const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const words = fc.array(fc.constantFrom(...wordlist.slice(0, 64), 'abandon', 'zoo', 'Ábaco', ''), {
  maxLength: 25,
})
const anyText = fc.oneof(
  fc.string({ maxLength: 200 }),
  words.map((w) => w.join(' ')),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEFxX \n'.split('')), maxLength: 70 }),
)

/** Runs a parser and fails the property on anything but bytes or an ImportError. */
function bytesOrImportError(parse: (text: string) => Uint8Array, text: string): Uint8Array | null {
  try {
    return parse(text)
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError)
    return null
  }
}

describe('import parsers under fuzzing', { timeout: 300_000 }, () => {
  it('answers any text with entropy or an ImportError, for seed phrases and private keys', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const entropy = bytesOrImportError(parseMnemonic, text)
        if (entropy) expect([16, 20, 24, 28, 32]).toContain(entropy.length)
        const key = bytesOrImportError(parsePrivateKey, text)
        if (key) expect(key.length).toBe(32)
      }),
      runs,
    )
  })

  it('round-trips every generated seed phrase, however it is spaced or cased', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(128, 160, 192, 224, 256),
        fc.constantFrom(' ', '  ', '\n', '\t'),
        fc.boolean(),
        (strength, gap, upper) => {
          const phrase = generateMnemonic(wordlist, strength)
          const typed = ` ${phrase.split(' ').join(gap)} `
          const entropy = parseMnemonic(upper ? typed.toUpperCase() : typed)
          expect(entropyToPhrase(entropy)).toBe(phrase)
        },
      ),
      runs,
    )
  })

  it('accepts exactly the keys 0 < k < n, with or without 0x, and returns their bytes', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), fc.boolean(), (k, prefixed) => {
        const hex = k.toString(16).padStart(64, '0')
        const key = bytesOrImportError(parsePrivateKey, `${prefixed ? '0x' : ''}${hex}`)
        if (k === 0n || k >= N) expect(key).toBeNull()
        else expect(key && Buffer.from(key).toString('hex')).toBe(hex)
      }),
      runs,
    )
  })
})
