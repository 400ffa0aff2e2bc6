import { useCallback, useEffect, useSyncExternalStore } from 'react'
import {
  dictionaryStore,
  isLanguageLoaded,
  type Language,
  loadLanguage,
  type TextKey,
  type TextParams,
  translate,
} from '../domain/i18n'
import { usePreferences } from './app/AppActors'

/** The current language. */
export function useLanguage(): Language {
  return usePreferences((s) => s.context.language)
}

/**
 * The translate function for the current language; views never hold texts of their own. Loads the
 * language's dictionary the first time it is chosen and re-renders when it arrives.
 * @example const t = useT(); t('nav.home')
 */
export function useT(): (key: TextKey, params?: TextParams) => string {
  const language = useLanguage()
  const version = useSyncExternalStore(dictionaryStore.subscribe, dictionaryStore.getVersion)
  useEffect(() => {
    if (!isLanguageLoaded(language)) void loadLanguage(language)
  }, [language])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new dictionary (version) must give a new t
  return useCallback(
    (key: TextKey, params?: TextParams) => translate(language, key, params),
    [language, version],
  )
}

/** A language's other-screens texts: loading (the promise Suspense waits on), there, or failed. */
type MoreTexts = { promise: Promise<void>; state: 'loading' | 'done' | 'failed'; error?: unknown }
const moreTexts = new Map<Language, MoreTexts>()
/**
 * Waits (Suspense) for the current language's other-screens texts, which the first screen's dictionary
 * lacks: for a piece that may show over the first screen (a dialog, a notice) and draws lazily.
 */
export function useMoreTexts(): void {
  const language = useLanguage()
  let load = moreTexts.get(language)
  if (!load) {
    const entry: MoreTexts = { promise: Promise.resolve(), state: 'loading' }
    entry.promise = loadLanguage(language, 'more').then(
      () => {
        entry.state = 'done'
      },
      (error: unknown) => {
        entry.state = 'failed'
        entry.error = error
      },
    )
    moreTexts.set(language, entry)
    load = entry
  }
  // Suspense on React 18: throw the pending promise; a failed load goes to the error boundary.
  if (load.state === 'loading') throw load.promise
  if (load.state === 'failed') throw load.error
}
