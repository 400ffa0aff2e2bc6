import fc from 'fast-check'
import { checksumAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { validateRecipient } from '../../src/domain/send'
import { runs } from '../support/propertyRuns'

const hex40 = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => Buffer.from(b).toString('hex'))

describe('validateRecipient under fuzzing', { timeout: 120_000 }, () => {
  it('answers every text with a check, never an exception, and accepts only 0x + 40 hex digits', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 100 }),
          hex40.map((h) => `0x${h}`),
        ),
        (text) => {
          const check = validateRecipient(text, [text])
          if (check.ok) {
            expect(text.trim()).toMatch(/^0x[0-9a-fA-F]{40}$/)
            expect(check.address).toBe(checksumAddress(check.address))
          }
        },
      ),
      runs,
    )
  })

  it('accepts the EIP-55, lowercase and uppercase forms of any address as the same address', () => {
    fc.assert(
      fc.property(hex40, (h) => {
        const expected = checksumAddress(`0x${h}`)
        for (const form of [expected, `0x${h.toLowerCase()}`, `0x${h.toUpperCase()}`]) {
          const check = validateRecipient(` ${form} `, [])
          expect(check.ok && check.address).toBe(expected)
        }
      }),
      runs,
    )
  })

  it('refuses a mixed-case address with one letter flipped as a bad checksum', () => {
    fc.assert(
      fc.property(hex40, fc.nat(39), (h, i) => {
        const good = checksumAddress(`0x${h}`)
        const body = good.slice(2)
        const letters = [...body].map((c, j) => (/[a-f]/i.test(c) ? j : -1)).filter((j) => j >= 0)
        const mixed = body !== body.toLowerCase() && body !== body.toUpperCase()
        fc.pre(letters.length > 1 && mixed)
        const j = letters[i % letters.length] as number
        const c = body[j] as string
        const flipped = `0x${body.slice(0, j)}${c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()}${body.slice(j + 1)}`
        const check = validateRecipient(flipped, [])
        // Flipping the only lowercase (or uppercase) letter makes a checksum-free form, which is accepted.
        if (flipped.slice(2) === body.toUpperCase() || flipped.slice(2) === body.toLowerCase()) return
        expect(check).toEqual({ ok: false, problem: 'checksum' })
      }),
      runs,
    )
  })

  it('flags a known address with the same first and last four digits as a look-alike', () => {
    fc.assert(
      fc.property(hex40, hex40, (a, b) => {
        const known = checksumAddress(`0x${a}`)
        const mimic = `0x${a.slice(0, 4)}${b.slice(4, 36)}${a.slice(36)}`
        fc.pre(mimic.toLowerCase() !== known.toLowerCase())
        const check = validateRecipient(mimic, [known])
        expect(check.ok && check.lookalike).toBe(known)
      }),
      runs,
    )
  })
})
