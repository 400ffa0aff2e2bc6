import { es } from './es'

/**
 * The dictionaries. Each area lives in its own pair of files (`es/<area>.ts` is the source of truth,
 * `en/<area>.ts` is typed `Record<keyof typeof es, string>`), gathered in `es/index.ts` and `en/index.ts`,
 * so a key missing or misspelt in either language fails the type check. Add an area by spreading it into
 * both index files. Spanish ships with the first screen; English loads the first time it is chosen.
 */
export type Dictionary = Record<TextKey, string>
/** A language the interface is written in. Spanish is the default. */
export type Language = 'es' | 'en'
/** Any text key (both dictionaries have exactly the same keys). */
export type TextKey = keyof typeof es
/** Values interpolated into `{name}` placeholders. */
export type TextParams = Record<string, string | number>

/** The languages offered, default first. */
export const languages: readonly Language[] = ['es', 'en']

const loaded: Partial<Record<Language, Dictionary>> = { es }
const listeners = new Set<() => void>()
let version = 0

/** Narrows anything read from storage or a URL to a language, falling back to Spanish. */
export function toLanguage(value: unknown): Language {
  return value === 'en' ? 'en' : 'es'
}

/** Whether a language's texts are in memory (Spanish always is). */
export function isLanguageLoaded(language: Language): boolean {
  return loaded[language] !== undefined
}

/** Loads a language's dictionary once; texts show in Spanish until it is there. */
export async function loadLanguage(language: Language): Promise<void> {
  if (loaded[language]) return
  loaded[language] = (await import('./en')).en
  version++
  for (const listener of listeners) listener()
}

/** For views: re-render when a dictionary arrives. */
export const dictionaryStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  getVersion: () => version,
}

/**
 * Looks a text up and fills its `{placeholders}`.
 * @example translate('en', 'nav.home') // 'Home' (once English is loaded)
 */
export function translate(language: Language, key: TextKey, params?: TextParams): string {
  const text: string = loaded[language]?.[key] ?? es[key] ?? key
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
}
