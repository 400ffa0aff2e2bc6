import { assign, fromCallback, fromTransition, sendTo, setup } from 'xstate'

/** The localStorage key holding the wish to hear about DeFi insurance ('true' while the wish stands). */
export const insuranceNotifyKey = 'insuranceNotify'

export type InsuranceEvent =
  | { type: 'notify.request' }
  | { type: 'notify.cancel' }
  /** Another tab changed the wish (the storage event): what storage now holds. */
  | { type: 'storage.changed'; wanted: boolean }

/** What the wish's store takes: the wish to keep. */
export type InsuranceStoreEvent = { type: 'notify.write'; wanted: boolean }

/** Whether this device asked to be told when insurance is ready; a storage failure reads as "no". */
function readInsuranceNotify(): boolean {
  try {
    return globalThis.localStorage?.getItem(insuranceNotifyKey) === 'true'
  } catch (error) {
    console.warn('[insurance] could not read the notification wish', error)
    return false
  }
}

function writeInsuranceNotify(wanted: boolean) {
  try {
    if (wanted) globalThis.localStorage?.setItem(insuranceNotifyKey, 'true')
    else globalThis.localStorage?.removeItem(insuranceNotifyKey)
  } catch (error) {
    console.warn('[insurance] could not store the notification wish', error)
  }
}

/**
 * The insurance placeholder (spec 001 §2.3). The spec gives 'Notificarme cuando esté listo' no behaviour;
 * users expect the wish to be kept, so it is remembered on this device, confirmed on screen, can be undone,
 * and every open tab follows it.
 */
export const insuranceMachine = setup({
  types: { context: {} as { wanted: boolean }, events: {} as InsuranceEvent },
  guards: { isNotifyStored: ({ context }) => context.wanted },
  actions: {
    storeNotify: sendTo(
      'notifyStore',
      ({ context }): InsuranceStoreEvent => ({ type: 'notify.write', wanted: context.wanted }),
    ),
  },
  actors: {
    /**
     * The wish in localStorage: read as the store is made, which is when this machine's actor is made, so
     * the first render already shows it; written on every change.
     */
    notifyStore: fromTransition((stored: boolean, event: InsuranceStoreEvent) => {
      // Only a write is written: the actor also receives XState's own events (its stop among them).
      if (event.type !== 'notify.write' || typeof event.wanted !== 'boolean') return stored
      writeInsuranceNotify(event.wanted)
      return event.wanted
    }, readInsuranceNotify),
    listenToOtherTabs: fromCallback(({ sendBack }) => {
      if (typeof window === 'undefined') return
      const onStorage = (event: StorageEvent) => {
        if (event.key === insuranceNotifyKey || event.key === null)
          sendBack({ type: 'storage.changed', wanted: readInsuranceNotify() })
      }
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    }),
  },
}).createMachine({
  id: 'insurance',
  context: ({ spawn }) => ({ wanted: spawn('notifyStore', { id: 'notifyStore' }).getSnapshot().context }),
  invoke: { src: 'listenToOtherTabs' },
  initial: 'reading',
  on: { 'storage.changed': { target: '.reading', actions: assign({ wanted: ({ event }) => event.wanted }) } },
  states: {
    reading: { always: [{ guard: 'isNotifyStored', target: 'subscribed' }, { target: 'notSubscribed' }] },
    notSubscribed: {
      on: { 'notify.request': { target: 'subscribed', actions: [assign({ wanted: true }), 'storeNotify'] } },
    },
    subscribed: {
      on: {
        'notify.cancel': { target: 'notSubscribed', actions: [assign({ wanted: false }), 'storeNotify'] },
      },
    },
  },
})
