import { formatAmount, type Locale } from '../../domain/amounts/formatAmount'
import { useLanguage } from '../i18n'

/** The number locale of the current language (es-AR uses comma decimals). */
export function useLocale(): Locale {
  return useLanguage() === 'es' ? 'es-AR' : 'en'
}

/** A token balance for display: 6 decimals on token cards and lists, 4 in summaries (spec §9). */
export function formatBalance(value: bigint, decimals: number, locale: Locale, digits: 4 | 6 = 6): string {
  return formatAmount(value, decimals, { locale, decimals: digits })
}
