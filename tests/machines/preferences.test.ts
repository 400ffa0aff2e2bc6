import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback } from 'xstate'
import {
  type PreferencesContext,
  type PreferencesStoreEvent,
  preferencesMachine,
} from '../../src/machines/settings/preferencesMachine'

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
    const { actor, writes } = withStore({
      language: 'en',
      theme: 'dark',
      debug: true,
      dollar: 'cripto',
      hideBalances: false,
    })
    expect(actor.getSnapshot().context).toEqual({
      language: 'en',
      theme: 'dark',
      debug: true,
      dollar: 'cripto',
      hideBalances: false,
    })
    actor.send({ type: 'theme.toggle' })
    actor.send({ type: 'language.set', language: 'es' })
    actor.send({ type: 'debug.set', debug: false })
    actor.send({ type: 'theme.set', theme: 'dark' })
    actor.send({ type: 'dollar.set', dollar: 'blue' })
    actor.send({ type: 'hideBalances.toggle' })
    expect(writes).toEqual([
      { theme: 'light' },
      { language: 'es' },
      { debug: false },
      { theme: 'dark' },
      { dollar: 'blue' },
      { hideBalances: true },
    ])
    expect(actor.getSnapshot().context).toEqual({
      language: 'es',
      theme: 'dark',
      debug: false,
      dollar: 'blue',
      hideBalances: true,
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
      hideBalances: false,
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
      hideBalances: false,
    })
  })

  it('reads a dollar it does not know (an old or edited value) as MEP', () => {
    storage.items.set('dollar', 'tarjeta')
    expect(createActor(preferencesMachine).start().getSnapshot().context.dollar).toBe('bolsa')
  })

  it('reads a broken storage as Spanish, light, no debug, MEP and the balances shown, with a warning', () => {
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
      hideBalances: false,
    })
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})

describe('"Ocultar saldos", kept on the device', () => {
  let storage: ReturnType<typeof memoryStorage>
  let tab: EventTarget
  beforeEach(() => {
    storage = memoryStorage()
    tab = new EventTarget()
    vi.stubGlobal('localStorage', storage)
    vi.stubGlobal('window', tab)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('starts with the balances shown, and stores nothing until the user taps', () => {
    const actor = createActor(preferencesMachine).start()
    expect(actor.getSnapshot().context.hideBalances).toBe(false)
    expect(storage.items.has('hideBalances')).toBe(false)
  })

  it('hides on one tap and shows on the next, writing only that key each time', () => {
    const actor = createActor(preferencesMachine).start()
    actor.send({ type: 'hideBalances.toggle' })
    expect(actor.getSnapshot().context.hideBalances).toBe(true)
    expect(Object.fromEntries(storage.items)).toEqual({ hideBalances: 'true' })
    actor.send({ type: 'hideBalances.toggle' })
    expect(actor.getSnapshot().context.hideBalances).toBe(false)
    expect(Object.fromEntries(storage.items)).toEqual({})
  })

  it('is still hidden after a reload (a new actor reads it back)', () => {
    createActor(preferencesMachine).start().send({ type: 'hideBalances.toggle' })
    expect(createActor(preferencesMachine).start().getSnapshot().context.hideBalances).toBe(true)
  })

  it('follows another tab that hides or shows, leaving the other preferences as they are', () => {
    storage.items.set('language', 'en')
    const actor = createActor(preferencesMachine).start()
    // The other tab's tap: its store writes the key, the browser tells this tab.
    const other = createActor(preferencesMachine).start()
    other.send({ type: 'hideBalances.toggle' })
    tab.dispatchEvent(new Event('storage'))
    expect(actor.getSnapshot().context).toMatchObject({ hideBalances: true, language: 'en' })
    other.send({ type: 'hideBalances.toggle' })
    tab.dispatchEvent(new Event('storage'))
    expect(actor.getSnapshot().context.hideBalances).toBe(false)
  })

  it('reads anything but the stored "true" (an edited or old value) as shown', () => {
    storage.items.set('hideBalances', '1')
    expect(createActor(preferencesMachine).start().getSnapshot().context.hideBalances).toBe(false)
  })
})
