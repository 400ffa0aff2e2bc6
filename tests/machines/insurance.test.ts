import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromTransition } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import {
  type InsuranceEvent,
  type InsuranceStoreEvent,
  insuranceMachine,
  insuranceNotifyKey,
} from '../../src/machines/insurance/insuranceMachine'

/** A Map-backed localStorage, so the real read/write code runs in node. */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

const testMachine = insuranceMachine.provide({ actors: { listenToOtherTabs: fromCallback(() => {}) } })
const events: InsuranceEvent[] = [{ type: 'notify.request' }, { type: 'notify.cancel' }]

describe('insuranceMachine', () => {
  let storage: ReturnType<typeof memoryStorage>
  beforeEach(() => {
    storage = memoryStorage()
    vi.stubGlobal('localStorage', storage)
  })
  afterEach(() => vi.unstubAllGlobals())

  const paths = getShortestPaths(testMachine, { events })

  it('reaches both resting states', () => {
    expect(paths.map((p) => p.state.value).sort()).toEqual(['notSubscribed', 'subscribed'])
  })

  for (const path of paths) {
    it(`reaches ${String(path.state.value)} by ${path.steps.map((s) => s.event.type).join(' → ')}`, () => {
      const actor = createActor(testMachine).start()
      for (const step of path.steps.slice(1)) actor.send(step.event)
      expect(actor.getSnapshot().value).toBe(path.state.value)
      expect(storage.getItem(insuranceNotifyKey)).toBe(path.state.value === 'subscribed' ? 'true' : null)
    })
  }

  it('remembers the wish: a new actor starts subscribed, and undoing forgets it', () => {
    createActor(testMachine).start().send({ type: 'notify.request' })
    const later = createActor(testMachine).start()
    expect(later.getSnapshot().value).toBe('subscribed')
    later.send({ type: 'notify.cancel' })
    expect(storage.getItem(insuranceNotifyKey)).toBeNull()
  })

  it('follows another tab through the storage event', () => {
    const tab = new EventTarget()
    vi.stubGlobal('window', tab)
    const otherTab = (key: string | null) => tab.dispatchEvent(Object.assign(new Event('storage'), { key }))
    const actor = createActor(insuranceMachine).start()
    storage.setItem(insuranceNotifyKey, 'true')
    otherTab('theme')
    expect(actor.getSnapshot().value).toBe('notSubscribed')
    otherTab(insuranceNotifyKey)
    expect(actor.getSnapshot().value).toBe('subscribed')
    storage.removeItem(insuranceNotifyKey)
    otherTab(null)
    expect(actor.getSnapshot().value).toBe('notSubscribed')
    actor.stop()
  })

  it('starts from what a replaced store holds, before it runs, and hands it every change', () => {
    const writes: boolean[] = []
    const machine = testMachine.provide({
      actors: {
        notifyStore: fromTransition(
          (_stored: boolean, event: InsuranceStoreEvent) => {
            writes.push(event.wanted)
            return event.wanted
          },
          () => true,
        ),
      },
    })
    const actor = createActor(machine)
    expect(actor.getSnapshot().value).toBe('subscribed')
    actor.start()
    actor.send({ type: 'notify.cancel' })
    actor.send({ type: 'notify.request' })
    expect(writes).toEqual([false, true])
    expect(storage.getItem(insuranceNotifyKey)).toBeNull()
  })

  it('reads a broken storage as not subscribed, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied')
      },
    })
    expect(createActor(testMachine).start().getSnapshot().value).toBe('notSubscribed')
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})
