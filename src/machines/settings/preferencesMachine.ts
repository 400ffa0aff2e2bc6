import { assign, fromCallback, sendTo, setup } from 'xstate'
import { type Language, toLanguage } from '../../domain/i18n'
import { type DollarKind, defaultDollarKind, toDollarKind } from '../../domain/pesos/dollarKinds'

export type Theme = 'light' | 'dark'

export type PreferencesContext = {
  language: Language
  theme: Theme
  debug: boolean
  /** The dólar pesos are shown at (MEP unless the user picks cripto, oficial or blue). */
  dollar: DollarKind
  /** "Ocultar saldos": every amount of the user's money shows as •••• (the review before signing never does). */
  hideBalances: boolean
}

export type PreferencesEvent =
  | { type: 'language.set'; language: Language }
  | { type: 'theme.set'; theme: Theme }
  | { type: 'theme.toggle' }
  | { type: 'debug.set'; debug: boolean }
  | { type: 'dollar.set'; dollar: DollarKind }
  | { type: 'hideBalances.toggle' }
  /** What storage holds: read at start, and again when another tab writes one of our keys. */
  | { type: 'preferences.read'; preferences: PreferencesContext }

/** What the store takes: the preferences just changed, to be written (only those). */
export type PreferencesStoreEvent = { type: 'preferences.write'; changes: Partial<PreferencesContext> }

/**
 * The localStorage keys of the spec (§3), plus `language`, which the original never stored, `dollar` and
 * `hideBalances` (`'true'` while hidden, absent otherwise).
 */
export const preferenceKeys = {
  language: 'language',
  theme: 'theme',
  darkMode: 'darkMode',
  debug: 'debug',
  dollar: 'dollar',
  hideBalances: 'hideBalances',
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

/**
 * Reads every preference; a storage failure gives light mode, Spanish, no debug (spec §8), MEP and the
 * balances shown.
 */
function readPreferences(): PreferencesContext {
  return {
    language: toLanguage(read(preferenceKeys.language)),
    theme: read(preferenceKeys.theme) === 'dark' ? 'dark' : 'light',
    debug: read(preferenceKeys.debug) === 'true',
    dollar: toDollarKind(read(preferenceKeys.dollar)),
    hideBalances: read(preferenceKeys.hideBalances) === 'true',
  }
}

/** Writes the preferences that changed: the theme with the spec's dark mode flag beside it. */
function writePreferences({ language, theme, debug, dollar, hideBalances }: Partial<PreferencesContext>) {
  if (language) write(preferenceKeys.language, language)
  if (theme) {
    write(preferenceKeys.theme, theme)
    write(preferenceKeys.darkMode, theme === 'dark' ? '1' : null)
  }
  if (debug !== undefined) write(preferenceKeys.debug, String(debug))
  if (dollar) write(preferenceKeys.dollar, dollar)
  if (hideBalances !== undefined) write(preferenceKeys.hideBalances, hideBalances ? 'true' : null)
}

/** The store's id, where the machine sends what to write. */
const STORE = 'preferencesStore'

/** The store's write event for the preferences this machine just changed. */
const storeWrite = (changes: Partial<PreferencesContext>): PreferencesStoreEvent => ({
  type: 'preferences.write',
  changes,
})

/**
 * Language, theme, debug flag, the dólar for pesos and whether balances are hidden: stored in localStorage, followed by every open tab through the storage
 * event, and rendered by the root view (the `dark` class, the dictionaries, the inspector panel). Storage is
 * the store actor's alone: it reads the preferences as the actor starts (so they are there before the first
 * render), again when another tab writes them, and writes what changes here.
 */
export const preferencesMachine = setup({
  types: { context: {} as PreferencesContext, events: {} as PreferencesEvent },
  actors: {
    preferencesStore: fromCallback<PreferencesStoreEvent>(({ sendBack, receive }) => {
      sendBack({ type: 'preferences.read', preferences: readPreferences() })
      receive((event) => writePreferences(event.changes))
      if (typeof window === 'undefined') return
      const onStorage = () => sendBack({ type: 'preferences.read', preferences: readPreferences() })
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    }),
  },
  actions: {
    persistLanguage: sendTo(STORE, ({ context }) => storeWrite({ language: context.language })),
    persistTheme: sendTo(STORE, ({ context }) => storeWrite({ theme: context.theme })),
    persistDebug: sendTo(STORE, ({ context }) => storeWrite({ debug: context.debug })),
    persistDollar: sendTo(STORE, ({ context }) => storeWrite({ dollar: context.dollar })),
    persistHideBalances: sendTo(STORE, ({ context }) => storeWrite({ hideBalances: context.hideBalances })),
  },
}).createMachine({
  id: 'preferences',
  context: { language: 'es', theme: 'light', debug: false, dollar: defaultDollarKind, hideBalances: false },
  invoke: { id: STORE, src: 'preferencesStore' },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'language.set': {
          actions: [assign({ language: ({ event }) => event.language }), 'persistLanguage'],
        },
        'theme.set': { actions: [assign({ theme: ({ event }) => event.theme }), 'persistTheme'] },
        'theme.toggle': {
          actions: [
            assign({ theme: ({ context }) => (context.theme === 'dark' ? 'light' : 'dark') }),
            'persistTheme',
          ],
        },
        'debug.set': { actions: [assign({ debug: ({ event }) => event.debug }), 'persistDebug'] },
        'dollar.set': { actions: [assign({ dollar: ({ event }) => event.dollar }), 'persistDollar'] },
        'hideBalances.toggle': {
          actions: [assign({ hideBalances: ({ context }) => !context.hideBalances }), 'persistHideBalances'],
        },
        'preferences.read': { actions: assign(({ event }) => event.preferences) },
      },
    },
  },
})
