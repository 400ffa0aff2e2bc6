import type { Language } from '../i18n'
import { exportText } from './labels'

export * from './activityCsv'
export * from './csv'
export * from './dates'
export * from './errors'
export * from './holdingsCsv'
export * from './labels'
export * from './movement'
export * from './quotes'

/**
 * The name of a downloaded file, in the user's language, with the day it covers.
 * @example exportFileName('activity', 'es', '2026-11-24') // 'billetera-movimientos-2026-11-24.csv'
 */
export function exportFileName(kind: 'activity' | 'holdings', language: Language, day: string): string {
  return `billetera-${exportText(language, `export.file.${kind}`)}-${day}.csv`
}
