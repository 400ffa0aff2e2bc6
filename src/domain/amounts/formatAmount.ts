import { numberFormat } from '../i18n/intlFormats'
/** Locales the app speaks. */
export type Locale = 'es-AR' | 'en'

/** Options of {@link formatAmount}. */
export type FormatAmountOptions = {
  locale: Locale
  /** Digits after the separator (6 for token cards, 4 in summaries). Extra digits are cut, never rounded up. */
  decimals: number
  /** Keep trailing zeros up to `decimals` (cards show exactly 6). Default true. */
  fixed?: boolean
}

/**
 * Splits base units into whole and fractional digit strings.
 * @example toDecimalParts(1_500_000n, 6) // { negative: false, whole: 1n, fraction: '500000' }
 */
export function toDecimalParts(value: bigint, decimals: number) {
  const negative = value < 0n
  const abs = negative ? -value : value
  const base = 10n ** BigInt(decimals)
  const fraction = decimals === 0 ? '' : (abs % base).toString().padStart(decimals, '0')
  return { negative, whole: abs / base, fraction }
}

/**
 * Plain decimal string of base units (`.` separator, no grouping), exact. It fills amount fields (Max, a
 * scanned request), so it never reads as the ambiguous `1.000` form: three decimals after a short whole part
 * get a trailing zero (`1.1230`), which parseAmount reads back exactly.
 * @example toDecimalString(1_500_000n, 6) // '1.5'
 * @example toDecimalString(1_123_000n, 6) // '1.1230'
 */
export function toDecimalString(value: bigint, decimals: number): string {
  const { negative, whole, fraction } = toDecimalParts(value, decimals)
  let trimmed = fraction.replace(/0+$/, '')
  if (trimmed.length === 3 && whole > 0n && whole < 1000n) trimmed += '0'
  return `${negative ? '-' : ''}${whole}${trimmed ? `.${trimmed}` : ''}`
}

/**
 * A number good enough for a USD estimate (never for an on-chain amount).
 * @example toApproximateNumber(1_500_000n, 6) // 1.5
 */
export function toApproximateNumber(value: bigint, decimals: number): number {
  return Number(toDecimalString(value, decimals))
}

const separators = new Map<Locale, string>()
function decimalSeparator(locale: Locale): string {
  let sep = separators.get(locale)
  if (!sep) {
    const part = numberFormat(locale)
      .formatToParts(1.5)
      .find((p) => p.type === 'decimal')
    sep = part?.value ?? '.'
    separators.set(locale, sep)
  }
  return sep
}

/**
 * Formats base units for people: grouping and separator from Intl.NumberFormat for the locale, digits
 * straight from the bigint (truncated, so a balance is never shown bigger than it is).
 * @example formatAmount(1_234_500_000n, 6, { locale: 'es-AR', decimals: 6 }) // '1.234,500000'
 */
export function formatAmount(value: bigint, tokenDecimals: number, options: FormatAmountOptions): string {
  const { negative, whole, fraction } = toDecimalParts(value, tokenDecimals)
  let digits = fraction.slice(0, options.decimals)
  if (options.fixed !== false) digits = digits.padEnd(options.decimals, '0')
  else digits = digits.replace(/0+$/, '')
  const wholeText = numberFormat(options.locale, { maximumFractionDigits: 0 }).format(whole)
  const sign = negative ? '-' : ''
  return digits ? `${sign}${wholeText}${decimalSeparator(options.locale)}${digits}` : `${sign}${wholeText}`
}

/**
 * Shows a plain decimal string (`.` separator, no grouping, as in an error's details) with the locale's
 * decimal separator, digits untouched.
 * @example localizeDecimalText('1.5', 'es-AR') // '1,5'
 */
export function localizeDecimalText(text: string, locale: Locale): string {
  return text.replace('.', decimalSeparator(locale))
}
