const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * An `Intl.NumberFormat` for a locale and options, made once and kept: making one costs far more than using
 * it (ICU loads the locale's data), and home formats a few hundred figures when it first shows.
 * @example numberFormat('es-AR', { style: 'currency', currency: 'USD' }).format(1234.5) // 'US$ 1.234,50'
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    numberFormats.set(key, format)
  }
  return format
}

/**
 * An `Intl.DateTimeFormat` for a locale and options, made once and kept (see {@link numberFormat}).
 * @example dateTimeFormat('es-AR', { dateStyle: 'long' }).format(new Date(2026, 10, 22)) // '22 de noviembre de 2026'
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    dateFormats.set(key, format)
  }
  return format
}
