import { formatAmount, localizeDecimalText } from '../../domain/amounts'
import type { Language } from '../../domain/i18n'
import { BASE_DECIMALS, formatHealthFactor, ratePercent } from '../../domain/lending'

const localeOf = (language: Language) => (language === 'es' ? 'es-AR' : 'en')

/** Display helpers of the loans page: digits straight from the bigints, truncated, never rounded up. */
export function loansFormat(language: Language) {
  const locale = localeOf(language)
  const percent = (figure: string) => (language === 'es' ? `${figure} %` : `${figure}%`)
  const bps = (value: bigint) => formatAmount(value, 2, { locale, decimals: 1 })
  return {
    /** Aave base currency (USD, 8 decimals) as dollars with cents. */
    usd: (base: bigint) => {
      const digits = formatAmount(base, BASE_DECIMALS, { locale, decimals: 2 })
      // A plain space: a narrow tile breaks between the currency and the digits, never inside them.
      return language === 'es' ? `US$ ${digits}` : `$${digits}`
    },
    /** Token base units, up to 6 decimals, no trailing zeros. */
    token: (amount: bigint, decimals: number) =>
      formatAmount(amount, decimals, { locale, decimals: Math.min(decimals, 6), fixed: false }),
    /** A yearly ray rate as a percentage with two decimals. */
    rate: (rateRay: bigint) => localizeDecimalText(ratePercent(rateRay), locale),
    /** Token base units with at most 2 decimals, no trailing zeros (reserve totals and caps). */
    tokenShort: (amount: bigint, decimals: number) =>
      formatAmount(amount, decimals, { locale, decimals: Math.min(decimals, 2), fixed: false }),
    /** Basis points as a percentage with one decimal. */
    bps,
    /** A figure already in percent, with the sign as each language writes it ('4,00 %', '4.00%'). */
    percent,
    /**
     * An estimate given as a fraction (a TEA, a real yield) as a percentage rounded to `digits`, in the page's
     * style ('4,60 %', '-4,7 %').
     */
    fraction: (value: number, digits = 2) =>
      percent(localizeDecimalText((value * 100).toFixed(digits), locale)),
    /** Basis points as a percentage with one decimal and its sign ('19,6 %', '19.6%'). */
    pct: (value: bigint) => percent(bps(value)),
    /** Aave's health factor, two decimals truncated, ∞ without debt. */
    health: (healthFactor: bigint) => formatHealthFactor(healthFactor, locale),
  }
}
