import { fromCallback, fromPromise, setup } from 'xstate'

/** What the service worker watcher and the view send. */
export type AppUpdateEvent = { type: 'update.available' } | { type: 'update.apply' }

const notImplemented = () => Promise.reject(new Error('provide this actor'))

/**
 * A new version of the app: the service worker downloads it in the background, and it waits — the page in
 * use is never swapped under the user — until they press Update ("Hay una versión nueva — Actualizar").
 * current → available → applying (the new version takes over and the page reloads into it).
 */
export const appUpdateMachine = setup({
  types: { events: {} as AppUpdateEvent },
  actors: {
    /** Registers the service worker and reports a new version waiting to take over. */
    watchUpdates: fromCallback<AppUpdateEvent>(() => () => {}),
    /** Lets the waiting version take over, then reloads into it. */
    applyUpdate: fromPromise<void>(notImplemented),
  },
}).createMachine({
  id: 'appUpdate',
  invoke: { id: 'watchUpdates', src: 'watchUpdates' },
  initial: 'current',
  states: {
    current: { on: { 'update.available': 'available' } },
    available: { on: { 'update.apply': 'applying' } },
    applying: {
      tags: ['busy'],
      invoke: { id: 'applyUpdate', src: 'applyUpdate', onError: 'available' },
    },
  },
})
