import type { Address } from 'viem'
import { assign, fromPromise, setup } from 'xstate'
import type { LegacyWallet } from '../../workers/legacyWallet'
import type { ArchivedWallet } from '../../workers/vaultApi'
import type { LegacyLeftover } from '../session/legacyLeftovers'

/** The panel's one-shot actions, each run by the `runTask` actor. */
export type SettingsTask =
  | { task: 'copyAddress' }
  | { task: 'exportInfo' }
  | { task: 'clearCache' }
  | { task: 'refresh' }
  | { task: 'lockNow' }

export type SettingsContext = {
  /** Text key of the last confirmation or alert (e.g. 'settings.addressCopied'). */
  notice: string | null
  /** Text key of why the last Log out or Delete did not happen (wrong password), shown in its confirmation. */
  confirmError: string | null
  /** What else Log out and Delete touch, read when either is asked for and named in its confirmation. */
  leftovers: Leftovers | null
}

/**
 * What is on this device besides the open wallet: the archived wallets ("Billeteras anteriores") and the
 * plaintext wallets an earlier version left. Delete removes them all; Log out sets the open wallet aside in
 * the archive, keeps the archive and seals the plaintext ones into it (removing only copies of the open
 * wallet). `unconfirmed`: the wallets here (open or archived) whose words were never confirmed, which
 * Delete would lose for good unless they were written down.
 */
export type Leftovers = { archived: ArchivedWallet[]; legacy: LegacyLeftover[]; unconfirmed: Address[] }

/**
 * What the app clears after a removal the signer's frame did: the plaintext leftovers the question named, and
 * (log out) those the frame sealed into the archive.
 */
export type RemovalInput = { leftovers: Leftovers | null; sealed?: LegacyWallet['key'][] }

export type SettingsEvent =
  | { type: 'settings.open' }
  | { type: 'settings.close' }
  | ({ type: 'settings.run' } & SettingsTask)
  | { type: 'appInfo.show' }
  | { type: 'logout.request' }
  | { type: 'delete.request' }
  | { type: 'backup.request' }
  | { type: 'confirm.cancel' }
  /**
   * Respaldar's keystore file was made and offered for download in the signer's frame, with the password typed
   * there (docs/signer-plan.md step 4): the app never holds the password nor the file.
   */
  | { type: 'backup.done' }
  /**
   * Log out or Delete was done in the signer's removal frame, with the password typed there (the key worker
   * checked it); the app clears the rest and moves on.
   */
  | { type: 'removal.done'; sealed?: LegacyWallet['key'][] }

const notImplemented = () => Promise.reject(new Error('provide this actor'))

/** The wrong password keeps the confirmation open with its own message; anything else is a failure. */
const confirmErrorOf = (error: unknown) =>
  (error as { name?: unknown } | null)?.name === 'WrongPasswordError'
    ? 'settings.wrongPassword'
    : 'settings.failed'

/**
 * The confirmation of a removal (Log out, Delete): first what else is stored is read, so the question names it
 * before anything goes; Accept only once it is known. When it cannot be read nothing can be removed.
 */
const confirmingRemoval = (next: string) => ({
  initial: 'reading' as const,
  on: {
    'confirm.cancel': { target: 'idle', actions: ['clearConfirmError' as const, 'forgetLeftovers' as const] },
  },
  states: {
    reading: {
      tags: ['busy'],
      invoke: {
        id: 'readLeftovers',
        src: 'readLeftovers' as const,
        onDone: { target: 'asking', actions: 'assignLeftovers' as const },
        onError: { target: 'unreadable', actions: 'cannotReadLeftovers' as const },
      },
    },
    asking: { on: { 'removal.done': { target: `#settings.open.${next}` } } },
    unreadable: {},
  },
})

/**
 * The settings side panel: closed | open (idle → working | confirmingLogout → loggingOut |
 * confirmingDelete → deleting | confirmingBackup, whose password and file are the signer's frame's). Log out and
 * delete always ask first (spec 000 §2), with the wallet's password, naming what else they touch (archived
 * wallets, plaintext leftovers) before anything goes: a wrong one keeps the confirmation open with an error
 * and removes nothing. The new-recipient rule (DESIGN.md §3) is no part of it: it is read and changed, with
 * the password, in the signer's guard screen (docs/signer-plan.md step 4), laid out in the panel.
 */
export const settingsMachine = setup({
  types: { context: {} as SettingsContext, events: {} as SettingsEvent },
  actors: {
    /** Runs one task; resolves with the text key to confirm it to the user (or null). */
    runTask: fromPromise<string | null, SettingsTask>(notImplemented),
    /** The archived wallets and the plaintext leftovers, for the Log out and Delete questions. */
    readLeftovers: fromPromise<Leftovers>(notImplemented),
    /**
     * Spec §4 sign-out, once the signer's frame set the wallet aside (sealed, locked, never removed) with the
     * password typed there: then to `/`, name, balances, mode and theme cleared, plaintext copies removed.
     */
    logOut: fromPromise<void, RemovalInput>(notImplemented),
    /** Once the signer's frame removed the vault and the archive: clears every storage of this origin, reloads. */
    deleteAll: fromPromise<void, RemovalInput>(notImplemented),
  },
  actions: {
    clearMessages: assign({ notice: null, confirmError: null }),
    clearConfirmError: assign({ confirmError: null }),
    assignLeftovers: assign({
      leftovers: ({ event }) => (event as unknown as { output: Leftovers }).output,
    }),
    forgetLeftovers: assign({ leftovers: null }),
    cannotReadLeftovers: assign({ leftovers: null, confirmError: 'leftovers.readFailed' }),
  },
}).createMachine({
  id: 'settings',
  context: {
    notice: null,
    confirmError: null,
    leftovers: null,
  },
  initial: 'closed',
  states: {
    closed: {
      entry: assign({ notice: null, confirmError: null, leftovers: null }),
      on: { 'settings.open': 'open' },
    },
    open: {
      initial: 'idle',
      on: { 'settings.close': 'closed' },
      states: {
        idle: {
          on: {
            'settings.run': { target: 'working', actions: assign({ notice: null }) },
            'appInfo.show': { actions: assign({ notice: 'settings.appInfoText' }) },
            'logout.request': { target: 'confirmingLogout', actions: 'clearMessages' },
            'delete.request': { target: 'confirmingDelete', actions: 'clearMessages' },
            'backup.request': { target: 'confirmingBackup', actions: 'clearMessages' },
          },
        },
        confirmingBackup: {
          on: {
            'backup.done': {
              target: 'idle',
              actions: assign({ notice: 'settings.backedUp', confirmError: null }),
            },
            'confirm.cancel': { target: 'idle', actions: 'clearConfirmError' },
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
            onDone: {
              target: 'idle',
              actions: assign({ notice: ({ event }) => event.output }),
            },
            onError: { target: 'idle', actions: assign({ notice: 'settings.failed' }) },
          },
        },
        confirmingLogout: confirmingRemoval('loggingOut'),
        loggingOut: {
          tags: ['busy'],
          invoke: {
            id: 'logOut',
            src: 'logOut',
            input: ({ context, event }) => ({
              leftovers: context.leftovers,
              sealed: event.type === 'removal.done' ? (event.sealed ?? []) : [],
            }),
            onDone: '#settings.closed',
            onError: {
              target: 'confirmingLogout.asking',
              actions: assign({ confirmError: ({ event }) => confirmErrorOf(event.error) }),
            },
          },
        },
        confirmingDelete: confirmingRemoval('deleting'),
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteAll',
            src: 'deleteAll',
            input: ({ context }) => ({ leftovers: context.leftovers }),
            onError: {
              target: 'confirmingDelete.asking',
              actions: assign({ confirmError: ({ event }) => confirmErrorOf(event.error) }),
            },
          },
        },
      },
    },
  },
})
