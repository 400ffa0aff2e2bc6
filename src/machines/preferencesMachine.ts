import { assign, fromCallback, setup } from 'xstate'
import { type Language, toLanguage } from '../domain/i18n'

export type Theme = 'light' | 'dark'

export type PreferencesContext = { language: Language; theme: Theme; debug: boolean }

export type PreferencesEvent =
  | { type: 'language.set'; language: Language }
  | { type: 'theme.set'; theme: Theme }
  | { type: 'theme.toggle' }
  | { type: 'debug.set'; debug: boolean }
  /** Another tab wrote one of our keys (the storage event). */
  | { type: 'storage.changed'; key: string | null }

/** The localStorage keys of the spec (§3), plus `language`, which the original never stored. */
export const preferenceKeys = {
  language: 'language',
  theme: 'theme',
  darkMode: 'darkMode',
  debug: 'debug',
} as const

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch (error) {
    console.warn(`[preferences] could not read ${key}`, error)
    return null
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key)
    else globalThis.localStorage?.setItem(key, value)
  } catch (error) {
    console.warn(`[preferences] could not store ${key}`, error)
  }
}

/** Reads every preference; a storage failure gives light mode, Spanish and no debug (spec §8). */
export function readPreferences(): PreferencesContext {
  return {
    language: toLanguage(read(preferenceKeys.language)),
    theme: read(preferenceKeys.theme) === 'dark' ? 'dark' : 'light',
    debug: read(preferenceKeys.debug) === 'true',
  }
}

/**
 * Language, theme and debug flag: stored in localStorage, followed by every open tab through the storage
 * event, and rendered by the root view (the `dark` class, the dictionaries, the inspector panel).
 */
export const preferencesMachine = setup({
  types: { context: {} as PreferencesContext, events: {} as PreferencesEvent },
  actors: {
    listenToOtherTabs: fromCallback(({ sendBack }) => {
      if (typeof window === 'undefined') return
      const onStorage = (event: StorageEvent) => sendBack({ type: 'storage.changed', key: event.key })
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    }),
  },
  actions: {
    persistLanguage: ({ context }) => write(preferenceKeys.language, context.language),
    persistTheme: ({ context }) => {
      write(preferenceKeys.theme, context.theme)
      write(preferenceKeys.darkMode, context.theme === 'dark' ? '1' : null)
    },
    persistDebug: ({ context }) => write(preferenceKeys.debug, String(context.debug)),
    reload: assign(() => readPreferences()),
  },
}).createMachine({
  id: 'preferences',
  context: () => readPreferences(),
  invoke: { src: 'listenToOtherTabs' },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'language.set': { actions: [assign({ language: ({ event }) => event.language }), 'persistLanguage'] },
        'theme.set': { actions: [assign({ theme: ({ event }) => event.theme }), 'persistTheme'] },
        'theme.toggle': {
          actions: [
            assign({ theme: ({ context }) => (context.theme === 'dark' ? 'light' : 'dark') }),
            'persistTheme',
          ],
        },
        'debug.set': { actions: [assign({ debug: ({ event }) => event.debug }), 'persistDebug'] },
        'storage.changed': { actions: 'reload' },
      },
    },
  },
})
