import type { Address } from 'viem'
import { assign, emit, enqueueActions, sendTo, setup } from 'xstate'
import type { WalletKind } from '../../workers/vaultApi'
import { type AccountsReadEvent, type AccountsStoreEvent, accountsStore } from '../accounts/accountsStore'
import { type BalancesParentEvent, balancesMachine } from '../home/balancesMachine'
import { sessionActors, type UsernameStoreEvent } from './sessionActors'
import {
  emptySession,
  followed,
  keptBalances,
  mergedBalances,
  type OnboardingMode,
  type SessionContext,
} from './sessionRules'

export type { StoredWallet, UsernameStoreEvent } from './sessionActors'
export type { OnboardingMode, SessionContext } from './sessionRules'

/**
 * What the session tells those who listen (`session.on`, boot.tsx): `signedOut` as the wallet open in this tab
 * goes (log out here, or the wallet set aside or removed in a signer's frame, this tab's or another's): the theme
 * goes light as the spec's sign-out says, and after Borrar datos (`removed`) this origin's storage is wiped,
 * whichever of the signer's lock and the removal frame's answer reaches this page first (the lock can take the
 * wallet's screens, and the frame, away before that answer comes).
 */
export type SessionEmitted = { type: 'signedOut'; removed: boolean }

export type SessionEvent =
  | { type: 'user.set'; username: string }
  | { type: 'mode.set'; mode: OnboardingMode | null }
  | { type: 'wallet.ready'; address: Address; kind: WalletKind }
  /**
   * /unlock is on screen: wait for the person to unlock in the signer's frame (the password is typed there,
   * never in the app's page; docs/signer-plan.md step 3).
   */
  | { type: 'vault.awaitUnlock' }
  | { type: 'vault.lock' }
  | { type: 'vault.lockedElsewhere' }
  | { type: 'session.signOut' }
  /**
   * The wallet is no longer stored here: set aside or removed in a signer's frame (log out, delete, Crear
   * billetera over it), in this tab or another one (the key worker's lock says so), or on /welcome.
   */
  | { type: 'wallet.forgotten'; removed?: boolean }
  /**
   * A signer screen found a wallet stored meanwhile (another tab) and made none: read the signer's storage
   * again, so the app goes to that wallet (locked: /unlock) instead of offering to make one.
   */
  | { type: 'wallet.storedElsewhere' }
  | { type: 'session.refresh' }
  /** Keep refreshing balances (and the loan read with them) while the tab is hidden, or stop. */
  | { type: 'balances.watchHidden'; on: boolean }
  /** What storage holds for the user name, read as the session starts. */
  | { type: 'user.read'; username: string | null }
  /** The switcher: show this account's (or watched address's) money everywhere, and remember it. */
  | { type: 'account.select'; address: Address }
  /** An account was added, renamed or hidden, or an address watched: read the lists again. */
  | { type: 'accounts.reload' }
  | AccountsReadEvent
  | BalancesParentEvent

/** The id of the store actor, where the session sends the user name to keep. */
const USERNAME_STORE = 'usernameStore'
/** The id of the accounts' store actor. */
const ACCOUNTS_STORE = 'accountsStore'

const errorName = (error: unknown) => (error as { name?: unknown } | null)?.name

/**
 * The app's root actor: who the user is, whether a wallet is stored, and whether it is unlocked. Routes read
 * it in their guards; every other machine hangs below it. I/O only through the actors below, which tests
 * replace with `sessionMachine.provide({ actors })`.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    balancesMachine,
    accountsStore,
    ...sessionActors,
  },
  actions: {
    assignUsername: assign(({ event }) =>
      event.type === 'user.set' ? { username: event.username.trim() } : {},
    ),
    storeUsername: sendTo(
      USERNAME_STORE,
      ({ context }): UsernameStoreEvent => ({ type: 'user.write', username: context.username }),
    ),
    assignMode: assign(({ event }) => (event.type === 'mode.set' ? { mode: event.mode } : {})),
    assignWallet: assign(({ event }) =>
      event.type === 'wallet.ready' ? { wallet: event.address, walletKind: event.kind, error: null } : {},
    ),
    /** What storage holds, or what a change just left (the fields it names). */
    assignAccounts: assign(({ context, event }) =>
      event.type === 'accounts.read'
        ? {
            accounts: event.accounts ?? context.accounts,
            watchList: event.watchList ?? context.watchList,
            selected: event.selected === undefined ? context.selected : event.selected,
          }
        : {},
    ),
    assignSelected: assign(({ event }) =>
      event.type === 'account.select' ? { selected: event.address } : {},
    ),
    storeSelected: sendTo(
      ACCOUNTS_STORE,
      ({ context }): AccountsStoreEvent => ({
        type: 'account.write',
        selected: context.address ?? '',
      }),
    ),
    reloadAccounts: sendTo(ACCOUNTS_STORE, { type: 'accounts.reload' } satisfies AccountsStoreEvent),
    /**
     * The address the screens follow, after the wallet, its accounts, the watch list or the choice changed; a
     * balance reader already running (unlocked) follows it to the new address.
     */
    followActive: enqueueActions(({ context, enqueue, self }) => {
      const next = followed(context)
      enqueue.assign(next)
      if (next.address && next.address !== context.address && self.getSnapshot()?.children?.balances)
        enqueue.sendTo('balances', { type: 'wallet.change' as const, address: next.address })
    }),
    clearSession: assign(() => emptySession()),
    /** The wallet open in this tab is gone: what else a log out resets (the theme) hears it. */
    signedOut: emit(({ event }) => ({
      type: 'signedOut' as const,
      removed: event.type === 'wallet.forgotten' && event.removed === true,
    })),
    /** A new result: networks that failed keep their last known balances and are marked stale. */
    mergeBalances: assign(({ context, event }) =>
      event.type === 'balances.loaded' ? mergedBalances(context, event.result) : {},
    ),
  },
  guards: {
    isUsernameBlank: ({ event }) => event.type === 'user.set' && event.username.trim() === '',
  },
}).createMachine({
  id: 'session',
  context: emptySession,
  invoke: [
    { id: USERNAME_STORE, src: 'usernameStore' },
    { src: 'watchVaultLock' },
    { id: ACCOUNTS_STORE, src: 'accountsStore' },
  ],
  on: {
    'user.read': { actions: assign({ username: ({ event }) => event.username }) },
    'accounts.read': { actions: ['assignAccounts', 'followActive'] },
    'accounts.reload': { actions: 'reloadAccounts' },
    'user.set': [{ guard: 'isUsernameBlank' }, { actions: ['assignUsername', 'storeUsername'] }],
    'mode.set': { actions: 'assignMode' },
  },
  initial: 'initializing',
  states: {
    initializing: {
      invoke: {
        id: 'readVaultStatus',
        src: 'readVaultStatus',
        onDone: [
          {
            guard: ({ event }) => event.output.exists,
            target: 'locked',
            actions: [
              assign(({ event }) => ({ wallet: event.output.address, walletKind: event.output.kind })),
              'followActive',
              'reloadAccounts',
            ],
          },
          { target: 'noWallet' },
        ],
        onError: {
          target: 'noWallet',
          actions: ({ event }) => console.warn('[session] vault status', event.error),
        },
      },
    },
    noWallet: {
      on: {
        'wallet.ready': { target: 'unlocked', actions: ['assignWallet', 'followActive', 'reloadAccounts'] },
        'wallet.storedElsewhere': 'initializing',
      },
    },
    locked: {
      on: {
        'vault.awaitUnlock': 'awaitingUnlock',
        'wallet.ready': { target: 'unlocked', actions: ['assignWallet', 'followActive', 'reloadAccounts'] },
        'wallet.forgotten': { target: 'noWallet', actions: ['clearSession', 'storeUsername'] },
        'session.signOut': 'signingOut',
      },
    },
    // Not busy: the person may take their time in the signer's frame, and nothing else waits for it.
    awaitingUnlock: {
      invoke: {
        id: 'awaitUnlock',
        src: 'awaitUnlock',
        onDone: {
          target: 'unlocked',
          actions: [
            assign(({ event }) => ({ wallet: event.output.address, error: null })),
            'followActive',
            'reloadAccounts',
          ],
        },
        // A wrong password, or a lock that won over the unlock, is said in the frame, which waits for another
        // try; the wait itself fails only when no wallet is left to open (another tab deleted it).
        onError: [
          {
            guard: ({ event }) => errorName(event.error) === 'NoVaultError',
            target: 'noWallet',
            actions: ['clearSession', 'storeUsername'],
          },
          {
            target: 'locked',
            actions: assign({
              error: ({ event }) =>
                errorName(event.error) === 'VaultLockedError'
                  ? 'unlock.lockedElsewhere'
                  : 'unlock.wrongPassword',
            }),
          },
        ],
      },
      on: {
        'wallet.ready': { target: 'unlocked', actions: ['assignWallet', 'followActive', 'reloadAccounts'] },
        'wallet.forgotten': { target: 'noWallet', actions: ['clearSession', 'storeUsername'] },
        'session.signOut': 'signingOut',
      },
    },
    unlocked: {
      invoke: {
        id: 'balances',
        src: 'balancesMachine',
        input: ({ context }) => ({ address: context.address as Address, watchHidden: context.watchHidden }),
      },
      exit: assign({ balancesLoading: false }),
      on: {
        'wallet.ready': { actions: ['assignWallet', 'followActive', 'reloadAccounts'] },
        'accounts.read': { actions: ['assignAccounts', 'followActive'] },
        // A hidden account or an address that is none of them is no choice: the first visible account shows.
        'account.select': { actions: ['assignSelected', 'followActive', 'storeSelected'] },
        'session.refresh': { actions: sendTo('balances', { type: 'data.refresh' }) },
        'balances.watchHidden': {
          actions: [
            assign({ watchHidden: ({ event }) => event.on }),
            sendTo('balances', ({ event }) => ({ type: 'watch.hidden' as const, on: event.on })),
          ],
        },
        'balances.loading': { actions: assign({ balancesLoading: true, error: null }) },
        'balances.loaded': { actions: 'mergeBalances' },
        'balances.failed': {
          actions: assign(({ context, event }) => keptBalances(context, event.error, event.lastKnown)),
        },
        'vault.lock': 'locking',
        'vault.lockedElsewhere': {
          target: 'locked',
          actions: assign({ balances: {}, loan: null, watchHidden: false }),
        },
        'wallet.forgotten': { target: 'noWallet', actions: ['clearSession', 'storeUsername', 'signedOut'] },
        'session.signOut': 'signingOut',
      },
    },
    locking: {
      tags: ['busy'],
      invoke: { id: 'lockVault', src: 'lockVault', onDone: 'locked', onError: 'locked' },
      exit: assign({ balances: {}, loan: null, watchHidden: false }),
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        id: 'forgetVault',
        src: 'forgetVault',
        onDone: { target: 'noWallet', actions: ['clearSession', 'storeUsername', 'signedOut'] },
        onError: { target: 'noWallet', actions: ['clearSession', 'storeUsername', 'signedOut'] },
      },
    },
  },
})
