import { describe, expect, it } from 'vitest'
import { AmountError, localizeDecimalText, parseAmount, toDecimalString } from '../../src/domain/amounts'
import { parseEip681 } from '../../src/domain/eip681'
import { send as en } from '../../src/domain/i18n/en/send'
import { send as es } from '../../src/domain/i18n/es/send'
import { validateSendForm } from '../../src/domain/send'

/** The code parseAmount refuses a text with. */
function refusal(text: string, decimals = 18, locale: 'es-AR' | 'en' = 'es-AR') {
  try {
    parseAmount(text, decimals, { locale })
  } catch (error) {
    if (error instanceof AmountError) return error
  }
  throw new Error(`${text} was accepted`)
}

const to = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

describe('bugs the fuzzing found, one example each', () => {
  it('reads es-AR grouping: 1.000,5 is one thousand and a half; en reads 1,000.5', () => {
    expect(parseAmount('1.000,5', 6)).toBe(1_000_500_000n)
    expect(parseAmount('1.234.567,89', 2)).toBe(123_456_789n)
    expect(parseAmount('1,000.5', 6, { locale: 'en' })).toBe(1_000_500_000n)
    expect(refusal('1.0000,5').code).toBe('invalid')
  })

  it('asks instead of guessing for 1.000, with both readings', () => {
    const error = refusal('1.000')
    expect(error.code).toBe('ambiguous')
    expect(error.details.readings).toEqual({ small: '1', large: '1000' })
    expect(refusal('12,500', 6, 'en').details.readings).toEqual({ small: '12.5', large: '12500' })
    expect(parseAmount('0.500', 6)).toBe(500_000n)
    expect(parseAmount('1.5000', 6)).toBe(1_500_000n)
  })

  it('shows the ambiguous amount as a question in both languages', () => {
    const check = validateSendForm({
      recipient: to,
      amountText: '1.500',
      tokenKey: 'USDC',
      balances: {},
      known: [],
    })
    expect(check.amount).toMatchObject({
      ok: false,
      problem: 'ambiguous',
      readings: { small: '1.5', large: '1500' },
    })
    expect(localizeDecimalText('1.5', 'es-AR')).toBe('1,5')
    expect(es['send.amount.ambiguous']).toContain('{small}')
    expect(en['send.amount.ambiguous']).toContain('{large}')
  })

  it('never writes an amount field that would read as ambiguous (Max, a scanned request)', () => {
    expect(toDecimalString(1_123_000n, 6)).toBe('1.1230')
    expect(parseAmount(toDecimalString(1_123_000n, 6), 6)).toBe(1_123_000n)
    expect(toDecimalString(1_123_000n, 3)).toBe('1123')
  })

  it('refuses amounts past uint256 instead of accepting them', () => {
    expect(refusal('9'.repeat(79), 0).code).toBe('tooLarge')
    expect(refusal('9'.repeat(500), 0).code).toBe('tooLarge')
    expect(refusal('1e600000000').code).toBe('invalid')
  })

  it('refuses ethereum:0x…@1?value=1e600000000 at once instead of building a 600-million-digit string', () => {
    expect(parseEip681(`ethereum:${to}@1?value=1e600000000`)).toBeNull()
    expect(parseEip681(`ethereum:${to}@1?value=1e78`)).toBeNull()
    expect(parseEip681(`ethereum:${to}@1?value=2.014e18`)?.amount).toBe(2_014_000_000_000_000_000n)
    expect(parseEip681(`ethereum:${to}@1?value=${'1'.repeat(5000)}`)).toBeNull()
  })
})
