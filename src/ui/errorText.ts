import { useCallback } from 'react'
import type { ErrorMessage } from '../domain/errors/message'
import { translateError } from '../domain/i18n/translateError'
import { useLanguage, useT } from './i18n'

/**
 * A failure's `{ key, values }` in the current language: every view shows an error through this, once,
 * and never reads its words.
 * @example const errorText = useErrorText(); errorText(plan.error)
 */
export function useErrorText(): (message: ErrorMessage) => string {
  const language = useLanguage()
  const t = useT()
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new t means a new dictionary
  return useCallback((message: ErrorMessage) => translateError(language, message), [language, t])
}
