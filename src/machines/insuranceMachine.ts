import { fromCallback, setup } from 'xstate'

/** The localStorage key holding the wish to hear about DeFi insurance ('true' while the wish stands). */
export const insuranceNotifyKey = 'insuranceNotify'

export type InsuranceEvent =
  | { type: 'notify.request' }
  | { type: 'notify.cancel' }
  /** Another tab changed the wish (the storage event). */
  | { type: 'storage.changed' }

/** Whether this device asked to be told when insurance is ready; a storage failure reads as "no". */
export function readInsuranceNotify(): boolean {
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
  types: { events: {} as InsuranceEvent },
  guards: { isNotifyStored: () => readInsuranceNotify() },
  actions: {
    rememberNotify: () => writeInsuranceNotify(true),
    forgetNotify: () => writeInsuranceNotify(false),
  },
  actors: {
    listenToOtherTabs: fromCallback(({ sendBack }) => {
      if (typeof window === 'undefined') return
      const onStorage = (event: StorageEvent) => {
        if (event.key === insuranceNotifyKey || event.key === null) sendBack({ type: 'storage.changed' })
      }
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    }),
  },
}).createMachine({
  id: 'insurance',
  invoke: { src: 'listenToOtherTabs' },
  initial: 'reading',
  on: { 'storage.changed': '.reading' },
  states: {
    reading: { always: [{ guard: 'isNotifyStored', target: 'subscribed' }, { target: 'notSubscribed' }] },
    notSubscribed: { on: { 'notify.request': { target: 'subscribed', actions: 'rememberNotify' } } },
    subscribed: { on: { 'notify.cancel': { target: 'notSubscribed', actions: 'forgetNotify' } } },
  },
})
