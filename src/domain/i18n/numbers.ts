import type { Language } from './index'
import { dateTimeFormat, numberFormat } from './intlFormats'

const locales: Record<Language, string> = { es: 'es-AR', en: 'en-US' }

/** The BCP 47 locale used to format numbers and dates in a language (es-AR uses comma decimals). */
export function localeOf(language: Language): string {
  return locales[language]
}

/**
 * The decimal separator a language writes, for amount fields the app fills itself (Max, quick fills).
 * @example decimalSeparatorOf('es') // ','
 */
export function decimalSeparatorOf(language: Language): ',' | '.' {
  return language === 'es' ? ',' : '.'
}

/**
 * Formats a display number (never an on-chain amount: those stay bigint and go through the amounts module).
 * @example formatNumber('es', 1234.5, 2) // '1.234,50'
 */
export function formatNumber(language: Language, value: number, decimals = 2): string {
  return numberFormat(localeOf(language), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value)
}

/** @example formatUsd('es', 1234.5) // 'US$ 1.234,50' */
export function formatUsd(language: Language, value: number): string {
  return numberFormat(localeOf(language), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value)
}

/**
 * A large dollar figure, short: the spec's `$12.5B` / `$850M` in English; in Spanish millions, the way the
 * Argentine press writes them (`US$ 12.500 M`, `US$ 850 M`), since the CLDR's `mil M` reads oddly.
 * @example formatUsdCompact('en', 12.5e9) // '$12.5B'
 * @example formatUsdCompact('es', 12.5e9) // 'US$ 12.500 M'
 */
export function formatUsdCompact(language: Language, value: number): string {
  if (language === 'en')
    return numberFormat(localeOf(language), {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }).format(value)
  const millions = numberFormat(localeOf(language), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(value / 1e6)
  return `${millions}\u00a0M`
}

/**
 * Exact plain decimal text (`.` separator, no grouping: `'24150.00'`, `'0.003'`) written the language's way,
 * every digit kept (no float on the way), as dollars with `usd`. Text that is not a plain decimal comes back
 * as it was.
 * @example formatDecimalText('es', '24150.00', { usd: true }) // 'US$ 24.150,00'
 * @example formatDecimalText('en', '24150.00', { usd: true }) // '$24,150.00'
 * @example formatDecimalText('es', '0.003') // '0,003'
 */
export function formatDecimalText(language: Language, text: string, options: { usd?: boolean } = {}): string {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text
  const decimals = text.split('.')[1]?.length ?? 0
  const format = numberFormat(localeOf(language), {
    ...(options.usd ? { style: 'currency', currency: 'USD' } : {}),
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format as unknown as (value: string) => string
  // Intl reads a numeric string as an exact decimal (ECMA-402 NumberFormat v3), so no digit is lost.
  return format(text)
}

/** Formats a percentage given in percent units. @example formatPercent('es', 219.9) // '219,9 %' */
export function formatPercent(language: Language, percent: number, decimals = 1): string {
  return numberFormat(localeOf(language), {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(percent / 100)
}

/** A calendar date in the language's usual form. @example formatDate('es', new Date(2026, 10, 22)) // '22/11/2026' */
export function formatDate(language: Language, date: Date): string {
  return dateTimeFormat(localeOf(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date)
}

/** A time of day with seconds, 24 h. @example formatTime('es', new Date(2026, 10, 22, 9, 5, 7)) // '09:05:07' */
export function formatTime(language: Language, date: Date): string {
  return dateTimeFormat(localeOf(language), {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date)
}

/**
 * A moment as a date and a time of day, in the language's usual form (for when something happened).
 * @example formatDateTime('es', new Date(2026, 10, 22, 9, 5)) // '22/11/2026, 09:05'
 */
export function formatDateTime(language: Language, date: Date): string {
  return dateTimeFormat(localeOf(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date)
}

/**
 * The month an ISO date falls in, spelt out (for monthly figures such as inflation), read in UTC so the day
 * never slips into another month.
 * @example formatMonth('es', '2025-09-30') // 'septiembre de 2025'
 */
export function formatMonth(language: Language, isoDate: string): string {
  return dateTimeFormat(localeOf(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate.slice(0, 10)}T12:00:00Z`))
}
