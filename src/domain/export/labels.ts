import type { Language } from '../i18n'
import { exportTexts as en } from '../i18n/en/export'
import { exportQuoteAge as enQuoteAge } from '../i18n/en/figureAge'
import { exportTexts as esTexts } from '../i18n/es/export'
import { exportQuoteAge as esQuoteAge } from '../i18n/es/figureAge'

const es = { ...esTexts, ...esQuoteAge }

/** A text key of the export area. */
export type ExportKey = keyof typeof es

const dictionaries: Record<Language, Record<ExportKey, string>> = { es, en: { ...en, ...enQuoteAge } }

/**
 * The export area's texts in one language, read straight from its dictionary pair: the files are written in
 * the user's language whether or not the screen's dictionaries have loaded, and building them stays pure.
 * @example exportText('en', 'export.quote.used', { kind: 'MEP (bolsa)', date: '2025-09-30' })
 */
export function exportText(
  language: Language,
  key: ExportKey,
  params: Record<string, string | number> = {},
): string {
  return dictionaries[language][key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  )
}
