import { describe, expect, it } from 'vitest'
import { AmountError, formatAmount, parseAmount, toDecimalString } from '../../src/domain/amounts'

describe('parseAmount', () => {
  it.each([
    ['1,5', 6, 1_500_000n],
    ['1.5', 6, 1_500_000n],
    [' 0.000001 ', 6, 1n],
    ['.5', 18, 500_000_000_000_000_000n],
    ['2,', 8, 200_000_000n],
    ['+3', 6, 3_000_000n],
    ['1.10000000', 6, 1_100_000n],
    ['123456789012345678901234567890', 18, 123456789012345678901234567890n * 10n ** 18n],
  ])('%j with %d decimals is %s', (input, decimals, expected) => {
    expect(parseAmount(input, decimals)).toBe(expected)
  })

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'invalid'],
    ['1,000.5', 'invalid'],
    ['1e5', 'invalid'],
    ['.', 'invalid'],
    ['-1', 'negative'],
    ['0', 'zero'],
    ['0,000', 'zero'],
    ['0.0000001', 'tooManyDecimals'],
  ])('%j is refused as %s', (input, code) => {
    expect(() => parseAmount(input, 6)).toThrowError(AmountError)
    try {
      parseAmount(input, 6)
    } catch (error) {
      expect((error as AmountError).code).toBe(code)
    }
  })

  it('accepts zero when asked', () => {
    expect(parseAmount('0', 6, { allowZero: true })).toBe(0n)
  })
})

describe('formatAmount', () => {
  it.each([
    [1_234_500_000n, 6, 'es-AR', 6, '1.234,500000'],
    [1_234_500_000n, 6, 'en', 6, '1,234.500000'],
    [123_456_789n, 8, 'es-AR', 4, '1,2345'],
    [999_999_999_999_999_999n, 18, 'en', 6, '0.999999'],
    [0n, 18, 'es-AR', 6, '0,000000'],
    [10n ** 30n, 18, 'en', 4, '1,000,000,000,000.0000'],
  ] as const)('%s (%d dec) in %s with %d digits is %s', (value, dec, locale, digits, expected) => {
    expect(formatAmount(value, dec, { locale, decimals: digits })).toBe(expected)
  })

  it('drops trailing zeros when not fixed', () => {
    expect(formatAmount(1_500_000n, 6, { locale: 'es-AR', decimals: 6, fixed: false })).toBe('1,5')
  })

  it('round-trips through toDecimalString', () => {
    expect(toDecimalString(123_000_001n, 8)).toBe('1.23000001')
    expect(parseAmount(toDecimalString(123_000_001n, 8), 8)).toBe(123_000_001n)
  })
})
