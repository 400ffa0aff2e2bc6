import type { Language } from '../i18n'

const spanish = new Map<number, Intl.NumberFormat>()
const english = new Map<number, Intl.NumberFormat>()

function formatter(language: Language, decimals: number): Intl.NumberFormat {
  const cache = language === 'es' ? spanish : english
  let f = cache.get(decimals)
  if (!f) {
    f = new Intl.NumberFormat(language === 'es' ? 'es-AR' : 'en-US', {
      style: 'currency',
      currency: 'ARS',
      // In Spanish pesos are plain `$`; in English `$` would read as dollars, so the code says which.
      currencyDisplay: language === 'es' ? 'symbol' : 'code',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    cache.set(decimals, f)
  }
  return f
}

/**
 * Pesos as each language writes them: `$ 1.234.567,89` in Spanish (es-AR), `ARS 1,234,567.89` in English.
 * @example formatArs('es', 1234567.891) // '$ 1.234.567,89' (with a no-break space)
 */
export function formatArs(language: Language, value: number, decimals = 2): string {
  return formatter(language, decimals).format(value)
}
