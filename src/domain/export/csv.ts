import type { Language } from '../i18n'

/** How a spreadsheet in the user's language reads a CSV file: field separator and decimal mark. */
export type CsvStyle = { separator: ';' | ','; decimal: ',' | '.' }

/**
 * Spanish files use `;` between fields and a decimal comma, which is what Excel set to es-AR (or es-ES)
 * expects when it opens a .csv by double-click; English files use `,` and a decimal point.
 * @example csvStyle('es') // { separator: ';', decimal: ',' }
 */
export function csvStyle(language: Language): CsvStyle {
  return language === 'es' ? { separator: ';', decimal: ',' } : { separator: ',', decimal: '.' }
}

/** The UTF-8 byte order mark: without it Excel reads the file as the system's code page and mangles "ó". */
export const BOM = '\uFEFF'

/** Every field quoted, quotes inside doubled (RFC 4180), so a separator or a line break in a name is safe. */
const quote = (field: string) => `"${field.replaceAll('"', '""')}"`

/**
 * A whole CSV file: the BOM, then one line per row (CRLF, as RFC 4180 and Excel want), every field quoted.
 * @example toCsv([['Fecha', 'Monto'], ['2026-01-02 10:00:00', '1,5']], csvStyle('es'))
 * // '\uFEFF"Fecha";"Monto"\r\n"2026-01-02 10:00:00";"1,5"\r\n'
 */
export function toCsv(rows: readonly (readonly string[])[], style: CsvStyle): string {
  return BOM + rows.map((row) => `${row.map(quote).join(style.separator)}\r\n`).join('')
}

/**
 * Base units as an exact decimal in the file's style: every significant digit, no grouping (a thousands
 * mark would be read as a decimal one by the other language's spreadsheet), trailing zeros dropped.
 * @example exactDecimal(1_500_000n, 6, csvStyle('es')) // '1,5'
 * @example exactDecimal(123n, 18, csvStyle('en')) // '0.000000000000000123'
 */
export function exactDecimal(amount: bigint, decimals: number, style: CsvStyle): string {
  const negative = amount < 0n
  const abs = negative ? -amount : amount
  const base = 10n ** BigInt(decimals)
  const fraction = decimals === 0 ? '' : (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${abs / base}${fraction ? `${style.decimal}${fraction}` : ''}`
}

/**
 * An estimate (a USD or ARS value, a price) rounded to `digits`, no grouping, in the file's style.
 * @example fixedDecimal(1234.5, 2, csvStyle('es')) // '1234,50'
 */
export function fixedDecimal(value: number, digits: number, style: CsvStyle): string {
  const text = value.toFixed(digits)
  return style.decimal === '.' ? text : text.replace('.', style.decimal)
}
