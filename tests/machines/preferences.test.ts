import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback } from 'xstate'
import {
  type PreferencesContext,
  type PreferencesStoreEvent,
  preferencesMachine,
} from '../../src/machines/preferencesMachine'

/** A Map-backed localStorage, so the real store's code runs in node. */
function memoryStorage(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('preferencesMachine with a replaced store', () => {
  function withStore(stored: PreferencesContext) {
    const writes: PreferencesStoreEvent['changes'][] = []
    const machine = preferencesMachine.provide({
      actors: {
        preferencesStore: fromCallback<PreferencesStoreEvent>(({ sendBack, receive }) => {
          sendBack({ type: 'preferences.read', preferences: stored })
          receive((event) => writes.push(event.changes))
        }),
      },
    })
    return { actor: createActor(machine).start(), writes }
  }

  it('has what the store read as soon as it starts, and writes only what the user changes', () => {
    const { actor, writes } = withStore({ language: 'en', theme: 'dark', debug: true, dollar: 'cripto' })
    expect(actor.getSnapshot().context).toEqual({
      language: 'en',
      theme: 'dark',
      debug: true,
      dollar: 'cripto',
    })
    actor.send({ type: 'theme.toggle' })
    actor.send({ type: 'language.set', language: 'es' })
    actor.send({ type: 'debug.set', debug: false })
    actor.send({ type: 'theme.set', theme: 'dark' })
    actor.send({ type: 'dollar.set', dollar: 'blue' })
    expect(writes).toEqual([
      { theme: 'light' },
      { language: 'es' },
      { debug: false },
      { theme: 'dark' },
      { dollar: 'blue' },
    ])
    expect(actor.getSnapshot().context).toEqual({
      language: 'es',
      theme: 'dark',
      debug: false,
      dollar: 'blue',
    })
  })
})

describe('preferencesMachine, the real store on localStorage', () => {
  let storage: ReturnType<typeof memoryStorage>
  let tab: EventTarget
  beforeEach(() => {
    storage = memoryStorage({ language: 'en', theme: 'dark', darkMode: '1' })
    tab = new EventTarget()
    vi.stubGlobal('localStorage', storage)
    vi.stubGlobal('window', tab)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('reads the stored preferences at start, before anything renders; pesos at the MEP dollar by default', () => {
    const actor = createActor(preferencesMachine).start()
    expect(actor.getSnapshot().context).toEqual({
      language: 'en',
      theme: 'dark',
      debug: false,
      dollar: 'bolsa',
    })
  })

  it('writes the theme with the spec’s dark mode flag, and the language and the dollar alone', () => {
    const actor = createActor(preferencesMachine).start()
    actor.send({ type: 'theme.toggle' })
    expect(storage.items.get('theme')).toBe('light')
    expect(storage.items.has('darkMode')).toBe(false)
    actor.send({ type: 'language.set', language: 'es' })
    expect(Object.fromEntries(storage.items)).toEqual({ language: 'es', theme: 'light' })
    actor.send({ type: 'debug.set', debug: true })
    expect(storage.items.get('debug')).toBe('true')
    actor.send({ type: 'dollar.set', dollar: 'oficial' })
    expect(storage.items.get('dollar')).toBe('oficial')
    expect(createActor(preferencesMachine).start().getSnapshot().context.dollar).toBe('oficial')
  })

  it('follows another tab through the storage event, the dollar for pesos included', () => {
    const actor = createActor(preferencesMachine).start()
    storage.items.set('language', 'es')
    storage.items.set('theme', 'light')
    storage.items.set('dollar', 'blue')
    tab.dispatchEvent(new Event('storage'))
    expect(actor.getSnapshot().context).toEqual({
      language: 'es',
      theme: 'light',
      debug: false,
      dollar: 'blue',
    })
  })

  it('reads a dollar it does not know (an old or edited value) as MEP', () => {
    storage.items.set('dollar', 'tarjeta')
    expect(createActor(preferencesMachine).start().getSnapshot().context.dollar).toBe('bolsa')
  })

  it('reads a broken storage as Spanish, light, no debug and MEP, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied')
      },
    })
    const actor = createActor(preferencesMachine).start()
    expect(actor.getSnapshot().context).toEqual({
      language: 'es',
      theme: 'light',
      debug: false,
      dollar: 'bolsa',
    })
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})
