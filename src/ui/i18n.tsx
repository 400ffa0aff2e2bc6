import { useCallback } from 'react'
import { type Language, type TextKey, type TextParams, translate } from '../domain/i18n'
import { usePreferences } from './app/AppActors'

/** The current language. */
export function useLanguage(): Language {
  return usePreferences((s) => s.context.language)
}

/**
 * The translate function for the current language; views never hold texts of their own.
 * @example const t = useT(); t('nav.home')
 */
export function useT(): (key: TextKey, params?: TextParams) => string {
  const language = useLanguage()
  return useCallback((key: TextKey, params?: TextParams) => translate(language, key, params), [language])
}
