import { describe, expect, it } from 'vitest'
import { addressGroups, reviewAmount } from '../../src/domain/review/reviewText'

describe('reviewAmount: an amount as the app review and the signer review frame both write it', () => {
  it('cuts an 18-decimal fee to 8 digits, never rounding up, in each language', () => {
    expect(reviewAmount(472_764_600_000_000n, 18, 'es-AR')).toBe('0,00047276')
    expect(reviewAmount(5_830_115_310_000_000n, 18, 'en')).toBe('0.00583011')
    expect(reviewAmount(99_999_999_999n, 18, 'es-AR')).toBe('0,00000009')
  })
  it('keeps every digit of a 6-decimal token and drops trailing zeros', () => {
    expect(reviewAmount(100_000_000n, 6, 'es-AR')).toBe('100')
    expect(reviewAmount(1_234_567_891n, 6, 'es-AR')).toBe('1.234,567891')
    expect(reviewAmount(1_234_567_891n, 6, 'en')).toBe('1,234.567891')
  })
})

describe('addressGroups: a whole address as 0x and groups of four', () => {
  it('keeps the capitals and every digit, in order', () => {
    const address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
    const groups = addressGroups(address)
    expect(groups).toEqual([
      '0x',
      '90F7',
      '9bf6',
      'EB2c',
      '4f87',
      '0365',
      'E785',
      '982E',
      '1f10',
      '1E93',
      'b906',
    ])
    expect(groups.join('')).toBe(address)
  })
  it('groups a text without 0x from its first character', () => {
    expect(addressGroups('abcdef')).toEqual(['abcd', 'ef'])
  })
})
