import type { Locale } from '../amounts/formatAmount'
import { numberFormat } from '../i18n/intlFormats'

/**
 * A USD estimate for display, e.g. `US$ 1.234,56` in es-AR and `$1,234.56` in en.
 * @example formatUsd(1234.5, 'en') // '$1,234.50'
 */
export function formatUsd(value: number, locale: Locale, maximumFractionDigits = 2): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Math.min(2, maximumFractionDigits),
    maximumFractionDigits,
  }).format(Number.isFinite(value) ? value : 0)
}

/**
 * A percentage given in percent units (219.9 → `219,9 %` in es-AR).
 * @example formatPercent(-1.234, 'en', 2) // '-1.23%'
 */
export function formatPercent(value: number, locale: Locale, maximumFractionDigits = 1): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits }).format(
    (Number.isFinite(value) ? value : 0) / 100,
  )
}

/**
 * A short address for summaries: `0x1234…abcd`.
 * @example shortenAddress('0x1234567890abcdef1234567890abcdef12345678') // '0x1234…5678'
 */
export function shortenAddress(address: string, chars = 4): string {
  if (address.length <= 2 + chars * 2) return address
  return `${address.slice(0, 2 + chars)}…${address.slice(-chars)}`
}

/**
 * Explorer links for a network's explorer base URL.
 * @example explorerUrl('https://etherscan.io', 'tx', '0xabc') // 'https://etherscan.io/tx/0xabc'
 */
export function explorerUrl(explorer: string, kind: 'tx' | 'address' | 'token', id: string): string {
  return `${explorer.replace(/\/$/, '')}/${kind}/${id}`
}

export * from './tokenAmount'
