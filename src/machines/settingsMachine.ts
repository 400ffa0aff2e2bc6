import { assign, fromPromise, setup } from 'xstate'

/** The panel's one-shot actions, each run by the `runTask` actor. */
export type SettingsTask =
  | { task: 'copyAddress' }
  | { task: 'exportInfo' }
  | { task: 'backup' }
  | { task: 'clearCache' }
  | { task: 'refresh' }
  | { task: 'lockNow' }
  | { task: 'setAutoLock'; minutes: number }

export type SettingsContext = {
  /** Text key of the last confirmation or alert (e.g. 'settings.addressCopied'). */
  notice: string | null
}

export type SettingsEvent =
  | { type: 'settings.open' }
  | { type: 'settings.close' }
  | ({ type: 'settings.run' } & SettingsTask)
  | { type: 'appInfo.show' }
  | { type: 'logout.request' }
  | { type: 'delete.request' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }

const notImplemented = () => Promise.reject(new Error('provide this actor'))

/**
 * The settings side panel: closed | open (idle → working | confirmingLogout → loggingOut |
 * confirmingDelete → deleting). Log out and delete always ask first (spec 000 §2).
 */
export const settingsMachine = setup({
  types: { context: {} as SettingsContext, events: {} as SettingsEvent },
  actors: {
    /** Runs one task; resolves with the text key to confirm it to the user (or null). */
    runTask: fromPromise<string | null, SettingsTask>(notImplemented),
    /** Spec §4 sign-out, then to `/`. */
    logOut: fromPromise<void>(notImplemented),
    /** Clears every storage of this origin and reloads. */
    deleteAll: fromPromise<void>(notImplemented),
  },
}).createMachine({
  id: 'settings',
  context: { notice: null },
  initial: 'closed',
  states: {
    closed: { entry: assign({ notice: null }), on: { 'settings.open': 'open' } },
    open: {
      initial: 'idle',
      on: { 'settings.close': 'closed' },
      states: {
        idle: {
          on: {
            'settings.run': { target: 'working', actions: assign({ notice: null }) },
            'appInfo.show': { actions: assign({ notice: 'settings.appInfoText' }) },
            'logout.request': { target: 'confirmingLogout', actions: assign({ notice: null }) },
            'delete.request': { target: 'confirmingDelete', actions: assign({ notice: null }) },
          },
        },
        working: {
          tags: ['busy'],
          invoke: {
            id: 'runTask',
            src: 'runTask',
            input: ({ event }) => {
              if (event.type !== 'settings.run') return { task: 'refresh' } as const
              const { type: _type, ...task } = event
              return task
            },
            onDone: { target: 'idle', actions: assign({ notice: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: assign({ notice: 'settings.failed' }) },
          },
        },
        confirmingLogout: { on: { 'confirm.accept': 'loggingOut', 'confirm.cancel': 'idle' } },
        loggingOut: {
          tags: ['busy'],
          invoke: {
            id: 'logOut',
            src: 'logOut',
            onDone: '#settings.closed',
            onError: { target: 'idle', actions: assign({ notice: 'settings.failed' }) },
          },
        },
        confirmingDelete: { on: { 'confirm.accept': 'deleting', 'confirm.cancel': 'idle' } },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteAll',
            src: 'deleteAll',
            onError: { target: 'idle', actions: assign({ notice: 'settings.failed' }) },
          },
        },
      },
    },
  },
})
