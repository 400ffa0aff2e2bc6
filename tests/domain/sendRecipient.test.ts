import { describe, expect, it } from 'vitest'
import { hasValidChecksum, looksAlike, validateRecipient } from '../../src/domain/send'
import vectors from '../vectors/eip55.json'

/** Flips the case of the first letter in the address body, which breaks an EIP-55 checksum. */
const flipOneLetter = (address: string) => {
  const body = address.slice(2)
  const i = body.search(/[a-fA-F]/)
  const c = body[i] ?? ''
  const flipped = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()
  return `0x${body.slice(0, i)}${flipped}${body.slice(i + 1)}`
}

describe('EIP-55 checksum (the EIP test cases)', () => {
  it.each(vectors.normal)('accepts %s and keeps it as is', (address) => {
    expect(hasValidChecksum(address)).toBe(true)
    expect(validateRecipient(address, [])).toEqual({ ok: true, address, lookalike: null, name: null })
  })

  it.each([...vectors.allCaps, ...vectors.allLower])('accepts %s (no checksum to check)', (address) => {
    expect(hasValidChecksum(address)).toBe(true)
    expect(validateRecipient(address, []).ok).toBe(true)
  })

  it.each(vectors.normal)('refuses %s with one letter in the wrong case', (address) => {
    const wrong = flipOneLetter(address)
    expect(hasValidChecksum(wrong)).toBe(false)
    expect(validateRecipient(wrong, [])).toEqual({ ok: false, problem: 'checksum' })
  })

  it('returns the checksummed form of a lower-case address', () => {
    const lower = vectors.normal[0]!.toLowerCase()
    expect(validateRecipient(`  ${lower}  `, [])).toMatchObject({ ok: true, address: vectors.normal[0] })
  })
})

describe('recipient rules', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['0x123', 'invalid'],
    ['5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'invalid'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeZ', 'invalid'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00', 'invalid'],
    ['vitalik.eth', 'invalid'],
  ])('refuses %j as %s', (input, problem) => {
    expect(validateRecipient(input, [])).toEqual({ ok: false, problem })
  })
})

describe('address poisoning', () => {
  const saved = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
  const fake = '0x5aaeb0000000000000000000000000000001eaed'

  it('warns when the first and last four hex digits match a known address that is not the same', () => {
    expect(looksAlike(saved, fake)).toBe(true)
    expect(validateRecipient(fake, [saved])).toMatchObject({ ok: true, lookalike: saved })
  })

  it('does not warn for the known address itself, in any case', () => {
    expect(validateRecipient(saved.toLowerCase(), [saved])).toMatchObject({ ok: true, lookalike: null })
  })

  it('does not warn when only the start or only the end matches', () => {
    expect(validateRecipient('0x5aae000000000000000000000000000000000000', [saved])).toMatchObject({
      lookalike: null,
    })
    expect(validateRecipient('0x000000000000000000000000000000000000beed', [saved])).toMatchObject({
      lookalike: null,
    })
  })
})
