import { AmountError } from './AmountError'
import type { Locale } from './formatAmount'

/** Options of {@link parseAmount}. */
export type ParseAmountOptions = {
  /** Accept 0 (e.g. a filter); a send amount must be above 0. Default false. */
  allowZero?: boolean
  /**
   * Whose thousands grouping to accept: es-AR groups with `.` (`1.000,5`), en with `,` (`1,000.5`).
   * A single `,` or `.` is a decimal separator in both. Default es-AR.
   */
  locale?: Locale
}

/** The largest amount any token can hold (uint256). */
const MAX_UINT256 = 2n ** 256n - 1n
/** More characters than any real amount has: refused before any regex or BigInt work. */
const MAX_INPUT_LENGTH = 120
const single = /^(\d*)(?:([.,])(\d*))?$/

/** Splits the text into whole and fraction digits, or explains why it cannot. */
function split(text: string, group: '.' | ','): { whole: string; fraction: string } {
  const decimal = group === '.' ? ',' : '.'
  const one = single.exec(text)
  if (one) {
    const whole = one[1] ?? ''
    const fraction = one[3] ?? ''
    // `1.000` is one in English and a thousand in Spanish: ask instead of guessing.
    if (/^[1-9]\d{0,2}$/.test(whole) && fraction.length === 3) {
      const small = `${whole}${fraction.replace(/0+$/, '') ? `.${fraction.replace(/0+$/, '')}` : ''}`
      throw new AmountError('ambiguous', { readings: { small, large: `${whole}${fraction}` } })
    }
    return { whole, fraction }
  }
  const g = group === '.' ? '\\.' : ','
  const d = decimal === '.' ? '\\.' : ','
  const grouped = new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+)(?:${d}(\\d*))?$`).exec(text)
  if (!grouped) throw new AmountError('invalid')
  return { whole: (grouped[1] ?? '').split(group).join(''), fraction: grouped[2] ?? '' }
}

/**
 * Turns what the user typed into base units without ever going through a float. Accepts `1,5` and `1.5`
 * (one decimal separator), the locale's thousands grouping (`1.000,5` in es-AR), surrounding spaces and a
 * leading `+`. A lone separator followed by exactly three digits (`1.000`) could be 1 or 1000 and is refused
 * as `ambiguous` with both readings. Exponents and anything past uint256 are refused before any big math.
 *
 * @throws AmountError `empty`, `invalid`, `negative`, `zero`, `tooManyDecimals`, `tooLarge` or `ambiguous`.
 * @example parseAmount('1,5', 6) // 1_500_000n
 * @example parseAmount('1.000,5', 6) // 1_000_500_000n
 */
export function parseAmount(input: string, decimals: number, options: ParseAmountOptions = {}): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 77) throw new RangeError('decimals')
  let text = input.trim().replace(/^\+/, '')
  if (text === '') throw new AmountError('empty')
  if (text.length > MAX_INPUT_LENGTH) throw new AmountError(/^[-\d.,]+$/.test(text) ? 'tooLarge' : 'invalid')
  let negative = false
  if (text.startsWith('-')) {
    negative = true
    text = text.slice(1)
  }
  if (!/\d/.test(text) || !/^[\d.,]+$/.test(text)) throw new AmountError('invalid')
  if (negative) throw new AmountError('negative')
  const { whole, fraction: rawFraction } = split(text, options.locale === 'en' ? ',' : '.')
  const fraction = rawFraction.replace(/0+$/, '')
  if (fraction.length > decimals) throw new AmountError('tooManyDecimals', { decimals })
  const digits = `${whole || '0'}${fraction.padEnd(decimals, '0')}`.replace(/^0+(?=\d)/, '')
  if (digits.length > 78) throw new AmountError('tooLarge')
  const value = BigInt(digits)
  if (value > MAX_UINT256) throw new AmountError('tooLarge')
  if (value === 0n && !options.allowZero) throw new AmountError('zero')
  return value
}
