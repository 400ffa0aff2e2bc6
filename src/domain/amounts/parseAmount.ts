import { AmountError } from './AmountError'

/** Options of {@link parseAmount}. */
export type ParseAmountOptions = {
  /** Accept 0 (e.g. a filter); a send amount must be above 0. Default false. */
  allowZero?: boolean
}

const shape = /^(\d*)(?:[.,](\d*))?$/

/**
 * Turns what the user typed into base units without ever going through a float. Accepts `1,5` and `1.5`
 * (one decimal separator, no grouping), surrounding spaces and a leading `+`.
 *
 * @throws AmountError `empty`, `invalid`, `negative`, `zero` or `tooManyDecimals`.
 * @example parseAmount('1,5', 6) // 1_500_000n
 */
export function parseAmount(input: string, decimals: number, options: ParseAmountOptions = {}): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 77) throw new RangeError('decimals')
  let text = input.trim().replace(/^\+/, '')
  if (text === '') throw new AmountError('empty')
  if (text.startsWith('-')) {
    if (shape.test(text.slice(1)) && /\d/.test(text)) throw new AmountError('negative')
    throw new AmountError('invalid')
  }
  const match = shape.exec(text)
  if (!match || !/\d/.test(text)) throw new AmountError('invalid')
  const whole = match[1] ?? ''
  let fraction = match[2] ?? ''
  fraction = fraction.replace(/0+$/, '')
  if (fraction.length > decimals) throw new AmountError('tooManyDecimals', { decimals })
  text = `${whole || '0'}${fraction.padEnd(decimals, '0')}`
  const value = BigInt(text)
  if (value === 0n && !options.allowZero) throw new AmountError('zero')
  return value
}
