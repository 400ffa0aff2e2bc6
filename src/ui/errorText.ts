import { useCallback } from 'react'
import { errorText } from '../domain/i18n/errorText'
import { useLanguage, useT } from './i18n'

// Its own module, so the screens that show no failure (the first screen among them) do not load the table.
/**
 * A failure's text in the current language: machines keep the spec's English sentence or a key
 * (see `errorText`); views show it through this.
 */
export function useErrorText(): (message: string) => string {
  const language = useLanguage()
  const t = useT()
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new t means a new dictionary
  return useCallback((message: string) => errorText(language, message), [language, t])
}
