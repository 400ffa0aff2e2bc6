import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AmountError,
  formatAmount,
  type Locale,
  parseAmount,
  toDecimalString,
} from '../../src/domain/amounts'
import { validateSendForm } from '../../src/domain/send'
import { runs } from '../support/propertyRuns'

const MAX = 2n ** 256n - 1n
const locale = fc.constantFrom<Locale>('es-AR', 'en')
const decimals = fc.integer({ min: 0, max: 36 })
/** Text made of what people type into an amount field, plus exponents, signs and spaces. */
const numberish = fc
  .array(fc.constantFrom(...'0123456789.,-+eE '.split(''), '9'.repeat(40), 'e600000000', '.000'), {
    maxLength: 30,
  })
  .map((parts) => parts.join(''))
const anyText = fc.oneof(
  numberish,
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ maxLength: 300 }),
)

/** Calls parseAmount and fails the property on anything but a bigint in range or our typed error. */
function parseOrCode(text: string, d: number, loc: Locale): bigint | AmountError['code'] {
  try {
    const value = parseAmount(text, d, { locale: loc })
    expect(value > 0n && value <= MAX).toBe(true)
    return value
  } catch (error) {
    expect(error).toBeInstanceOf(AmountError)
    return (error as AmountError).code
  }
}

describe('parseAmount under fuzzing', { timeout: 120_000 }, () => {
  it('returns an amount in range or an AmountError for any text, never another exception', () => {
    fc.assert(
      fc.property(anyText, decimals, locale, (text, d, loc) => {
        parseOrCode(text, d, loc)
      }),
      runs,
    )
  })

  it('reads back exactly what toDecimalString writes, for any uint256 and decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: MAX }), decimals, locale, (value, d, loc) => {
        const text = toDecimalString(value, d)
        expect(parseAmount(text, d, { locale: loc })).toBe(value)
        expect(parseAmount(text.replace('.', ','), d, { locale: loc })).toBe(value)
      }),
      runs,
    )
  })

  it("reads back the locale's own grouped format (formatAmount with every decimal) exactly", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 40n }), decimals, locale, (value, d, loc) => {
        const text = formatAmount(value, d, { locale: loc, decimals: d, fixed: false })
        const read = parseOrCode(text, d, loc)
        // Only a short whole part with exactly three decimals and no grouping can be ambiguous.
        if (read === 'ambiguous') expect(text).toMatch(/^[1-9]\d{0,2}[.,]\d{3}$/)
        else expect(read).toBe(value)
      }),
      runs,
    )
  })

  it('asks instead of guessing for every `n.ddd` with a 1–3 digit whole part, in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 0, max: 999 }),
        fc.constantFrom('.', ','),
        locale,
        (whole, fraction, sep, loc) => {
          const text = `${whole}${sep}${String(fraction).padStart(3, '0')}`
          expect(parseOrCode(text, 18, loc)).toBe('ambiguous')
        },
      ),
      runs,
    )
  })

  it('refuses exponents and numbers past uint256 quickly with a typed error', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000_000 }), fc.integer({ min: 79, max: 100 }), (exp, digits) => {
        expect(parseOrCode(`1e${exp}`, 18, 'es-AR')).toBe('invalid')
        expect(parseOrCode('9'.repeat(digits), 0, 'en')).toBe('tooLarge')
      }),
      runs,
    )
  })

  it('gives the send form a problem code (never a throw) for any amount text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const check = validateSendForm({
          recipient: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
          amountText: text,
          tokenKey: 'USDC',
          balances: { USDC: MAX },
          known: [],
        })
        if (!check.amount.ok && check.amount.problem === 'ambiguous') {
          expect(check.amount.readings?.small).toBeTruthy()
        }
      }),
      runs,
    )
  })
})
