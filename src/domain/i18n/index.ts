import type { es } from './es'
import { core as esCore } from './es/core'

/**
 * The dictionaries. Each area lives in its own pair of files (`es/<area>.ts` is the source of truth,
 * `en/<area>.ts` is typed `Record<keyof typeof es, string>`). Areas are gathered in two parts per language:
 * `core` (the frame and onboarding: what the first screen needs, shipped with it in Spanish) and `more`
 * (every other screen, loaded before the first route that needs it), so a key missing or misspelt in either
 * language fails the type check and the first screen stays small.
 */
export type Dictionary = Partial<Record<TextKey, string>>
/** A language the interface is written in. Spanish is the default. */
export type Language = 'es' | 'en'
/** Any text key (both dictionaries have exactly the same keys). */
export type TextKey = keyof typeof es
/** Values interpolated into `{name}` placeholders. */
export type TextParams = Record<string, string | number>
/** The two halves of each dictionary. */
export type TextPart = 'core' | 'more'

/** The languages offered, default first. */
export const languages: readonly Language[] = ['es', 'en']

const loaders: Record<Language, Record<TextPart, () => Promise<Dictionary>>> = {
  es: { core: async () => esCore, more: () => import('./es/more').then((m) => m.more) },
  en: {
    core: () => import('./en/core').then((m) => m.core),
    more: () => import('./en/more').then((m) => m.more),
  },
}
const texts: Record<Language, Dictionary> = { es: { ...esCore }, en: {} }
const loaded: Record<Language, Set<TextPart>> = { es: new Set(['core']), en: new Set() }
const wanted = new Set<TextPart>(['core'])
const listeners = new Set<() => void>()
let version = 0

/** Narrows anything read from storage or a URL to a language, falling back to Spanish. */
export function toLanguage(value: unknown): Language {
  return value === 'en' ? 'en' : 'es'
}

/** Whether every part the app has needed so far is in memory for this language. */
export function isLanguageLoaded(language: Language): boolean {
  return [...wanted].every((part) => loaded[language].has(part))
}

/**
 * Loads a language's texts: its core, and every part already needed in any language (so switching
 * language on a wallet screen brings that screen's texts along). Until then, texts show in Spanish.
 */
export async function loadLanguage(language: Language, part?: TextPart): Promise<void> {
  if (part) wanted.add(part)
  const missing = [...wanted].filter((p) => !loaded[language].has(p))
  if (missing.length === 0) return
  const parts = await Promise.all(missing.map((p) => loaders[language][p]()))
  for (const [i, dictionary] of parts.entries()) {
    Object.assign(texts[language], dictionary)
    loaded[language].add(missing[i] as TextPart)
  }
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
  const text: string = texts[language][key] ?? texts.es[key] ?? key
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
}
