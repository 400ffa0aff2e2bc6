import { type AnyActorRef, assign, fromPromise, sendTo, setup } from 'xstate'
import {
  type AccountsState,
  type DerivedAccount,
  type WatchAddress,
  walletAccounts,
} from '../domain/accounts/accountList'
import { type AccountNameProblem, checkAccountName } from '../domain/accounts/accountName'
import { type ErrorMessage, errorMessage } from '../domain/errors/message'
import { validateRecipient } from '../domain/send/validateRecipient'
import type { WalletKind } from '../workers/vaultApi'

type Address = `0x${string}`

export type AccountsInput = {
  /** The app's session: it owns the lists and the choice; this machine tells it what changed. */
  session: AnyActorRef
  /** A wallet imported with a private key has one account: no "Agregar cuenta". */
  walletKind: WalletKind | null
}

/** What the form shows under a field: the name's problem, or the watched address's. */
export type AccountsProblem =
  | { field: 'name'; problem: AccountNameProblem }
  | { field: 'address'; problem: 'empty' | 'invalid' | 'checksum' | 'own' }

export type AccountsContext = {
  session: AnyActorRef
  walletKind: WalletKind | null
  /** The form open: a new account, a new name for `editing`, an address to watch. */
  form: 'add' | 'rename' | 'watch' | null
  /** The account being renamed. */
  editing: Address | null
  name: string
  address: string
  problem: AccountsProblem | null
  /** Why the last change failed (the worker's refusal, storage), translated by the view. */
  error: ErrorMessage | null
  /** The hide, show or un-watch under way. */
  change: { kind: 'hide' | 'show' | 'unwatch'; address: Address } | null
}

export type AccountsEvent =
  | { type: 'switcher.open' }
  | { type: 'switcher.close' }
  | { type: 'account.choose'; address: Address }
  | { type: 'add.start'; suggested: string }
  | { type: 'rename.start'; address: Address; name: string }
  | { type: 'watch.start' }
  | { type: 'name.change'; name: string }
  | { type: 'address.change'; address: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'account.hide'; address: Address }
  | { type: 'account.show'; address: Address }
  | { type: 'watch.remove'; address: Address }

/** What the session holds that this machine reads to check a watched address against the wallet's own. */
type SessionView = { context: AccountsState }

/** The session's wallet accounts, as the switcher lists them. */
const ownAccounts = (c: AccountsContext) => walletAccounts((c.session.getSnapshot() as SessionView).context)

const notImplemented = () => Promise.reject(new Error('provide this actor'))

const nameCheck = (c: AccountsContext) => checkAccountName(c.name)

function watchCheck(c: AccountsContext): AccountsProblem | null {
  const address = validateRecipient(c.address, [])
  // Without the send form's name lookup a typed name is no address: only these three problems can come back.
  if (!address.ok)
    return {
      field: 'address',
      problem: address.problem === 'empty' || address.problem === 'checksum' ? address.problem : 'invalid',
    }
  const own = ownAccounts(c)
  if (own.some((a) => a.address.toLowerCase() === address.address.toLowerCase()))
    return { field: 'address', problem: 'own' }
  return null
}

function formProblem(c: AccountsContext, watching: boolean): AccountsProblem | null {
  const name = nameCheck(c)
  if (!name.ok) return { field: 'name', problem: name.problem }
  return watching ? watchCheck(c) : null
}

const cleared = { form: null, editing: null, name: '', address: '', problem: null, error: null, change: null }

/**
 * The account switcher (a sheet from the header): `closed` → `open`, where the list is `browsing`; from it
 * `adding` an account of the seed (named), `renaming` one, `watching` an address (named, checksummed), each a
 * form that is `saving` once sent; hiding, showing and un-watching are `changing`. Every change goes through
 * an actor (the key worker for the wallet's accounts, storage for the watch list) and its answer to the
 * session, which owns the lists and the chosen account; a new account or watched address becomes the chosen
 * one. A refusal goes back to the form with its message; nothing is changed by a refused call.
 */
/** The name form's state (adding or renaming an account): the name as typed, checked on submit. */
const nameForm = {
  on: {
    'name.change': { actions: 'assignName' },
    'form.submit': [{ guard: 'nameIsValid', target: 'saving' }, { actions: 'showNameProblem' }],
    'form.cancel': { target: 'browsing', actions: 'clearForm' },
  },
} as const

export const accountsMachine = setup({
  types: {
    context: {} as AccountsContext,
    events: {} as AccountsEvent,
    input: {} as AccountsInput,
  },
  actors: {
    addAccount: fromPromise<{ account: DerivedAccount; accounts: DerivedAccount[] }, { name: string }>(
      notImplemented,
    ),
    renameAccount: fromPromise<DerivedAccount[], { address: Address; name: string }>(notImplemented),
    setHidden: fromPromise<DerivedAccount[], { address: Address; hidden: boolean }>(notImplemented),
    addWatch: fromPromise<WatchAddress[], WatchAddress>(notImplemented),
    removeWatch: fromPromise<WatchAddress[], { address: Address }>(notImplemented),
  },
  actions: {
    clearForm: assign(cleared),
    assignName: assign(({ event }) =>
      event.type === 'name.change' ? { name: event.name, problem: null } : {},
    ),
    assignAddress: assign(({ event }) =>
      event.type === 'address.change' ? { address: event.address, problem: null } : {},
    ),
    assignError: assign(({ event }) => ({ error: errorMessage((event as { error?: unknown }).error) })),
    showNameProblem: assign(({ context }) => ({ problem: formProblem(context, false) })),
    showWatchProblem: assign(({ context }) => ({ problem: formProblem(context, true) })),
    choose: sendTo(
      ({ context }) => context.session,
      ({ event }) =>
        event.type === 'account.choose' ? { type: 'account.select', address: event.address } : {},
    ),
  },
  guards: {
    canAddAccount: ({ context }) => context.walletKind === 'mnemonic',
    /** The worker keeps one account visible; the switcher offers Hide only while another one is. */
    canHide: ({ context, event }) => {
      if (event.type !== 'account.hide') return false
      const visible = ownAccounts(context).filter((a) => !a.hidden)
      return visible.some((a) => a.address.toLowerCase() !== event.address.toLowerCase())
    },
    nameIsValid: ({ context }) => nameCheck(context).ok,
    watchIsValid: ({ context }) => formProblem(context, true) === null,
  },
}).createMachine({
  id: 'accounts',
  context: ({ input }) => ({ session: input.session, walletKind: input.walletKind, ...cleared }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'switcher.open': { target: 'open', actions: 'clearForm' } },
    },
    open: {
      initial: 'browsing',
      on: { 'switcher.close': { target: 'closed', actions: 'clearForm' } },
      states: {
        browsing: {
          on: {
            'account.choose': { target: '#accounts.closed', actions: 'choose' },
            'add.start': {
              guard: 'canAddAccount',
              target: 'adding',
              actions: assign(({ event }) => ({ ...cleared, form: 'add' as const, name: event.suggested })),
            },
            'rename.start': {
              target: 'renaming',
              actions: assign(({ event }) => ({
                ...cleared,
                form: 'rename' as const,
                editing: event.address,
                name: event.name,
              })),
            },
            'watch.start': { target: 'watching', actions: assign({ ...cleared, form: 'watch' }) },
            'account.hide': {
              guard: 'canHide',
              target: 'changing',
              actions: assign(({ event }) => ({
                error: null,
                change: { kind: 'hide', address: event.address },
              })),
            },
            'account.show': {
              target: 'changing',
              actions: assign(({ event }) => ({
                error: null,
                change: { kind: 'show', address: event.address },
              })),
            },
            'watch.remove': {
              target: 'changing',
              actions: assign(({ event }) => ({
                error: null,
                change: { kind: 'unwatch', address: event.address },
              })),
            },
          },
        },
        // Adding an account and renaming one are the same form: a name, checked before it is saved.
        adding: nameForm,
        renaming: nameForm,
        watching: {
          on: {
            'name.change': { actions: 'assignName' },
            'address.change': { actions: 'assignAddress' },
            'form.submit': [{ guard: 'watchIsValid', target: 'saving' }, { actions: 'showWatchProblem' }],
            'form.cancel': { target: 'browsing', actions: 'clearForm' },
          },
        },
        saving: {
          tags: ['busy'],
          initial: 'route',
          states: {
            // Which form was sent decides the call; the form's fields stay until it answers.
            route: {
              always: [
                { guard: ({ context }) => context.form === 'rename', target: 'renamingAccount' },
                { guard: ({ context }) => context.form === 'watch', target: 'addingWatch' },
                { target: 'addingAccount' },
              ],
            },
            addingAccount: {
              invoke: {
                id: 'addAccount',
                src: 'addAccount',
                input: ({ context }) => ({ name: nameOf(context) }),
                onDone: {
                  target: '#accounts.open.browsing',
                  actions: [
                    sendTo(
                      ({ context }) => context.session,
                      ({ event }) => ({ type: 'accounts.read', accounts: event.output.accounts }),
                    ),
                    sendTo(
                      ({ context }) => context.session,
                      ({ event }) => ({ type: 'account.select', address: event.output.account.address }),
                    ),
                    'clearForm',
                  ],
                },
                onError: { target: '#accounts.open.adding', actions: 'assignError' },
              },
            },
            renamingAccount: {
              invoke: {
                id: 'renameAccount',
                src: 'renameAccount',
                input: ({ context }) => ({ address: context.editing as Address, name: nameOf(context) }),
                onDone: {
                  target: '#accounts.open.browsing',
                  actions: [
                    sendTo(
                      ({ context }) => context.session,
                      ({ event }) => ({ type: 'accounts.read', accounts: event.output }),
                    ),
                    'clearForm',
                  ],
                },
                onError: { target: '#accounts.open.renaming', actions: 'assignError' },
              },
            },
            addingWatch: {
              invoke: {
                id: 'addWatch',
                src: 'addWatch',
                input: ({ context }) => ({ address: watchedAddress(context), name: nameOf(context) }),
                onDone: {
                  target: '#accounts.open.browsing',
                  actions: [
                    sendTo(
                      ({ context }) => context.session,
                      ({ event }) => ({ type: 'accounts.read', watchList: event.output }),
                    ),
                    sendTo(
                      ({ context }) => context.session,
                      ({ context }) => ({ type: 'account.select', address: watchedAddress(context) }),
                    ),
                    'clearForm',
                  ],
                },
                onError: { target: '#accounts.open.watching', actions: 'assignError' },
              },
            },
          },
        },
        changing: {
          tags: ['busy'],
          initial: 'route',
          exit: assign({ change: null }),
          states: {
            route: {
              always: [
                { guard: ({ context }) => context.change?.kind === 'unwatch', target: 'removingWatch' },
                { target: 'settingHidden' },
              ],
            },
            settingHidden: {
              invoke: {
                id: 'setHidden',
                src: 'setHidden',
                input: ({ context }) => ({
                  address: context.change?.address as Address,
                  hidden: context.change?.kind === 'hide',
                }),
                onDone: {
                  target: '#accounts.open.browsing',
                  actions: sendTo(
                    ({ context }) => context.session,
                    ({ event }) => ({ type: 'accounts.read', accounts: event.output }),
                  ),
                },
                onError: { target: '#accounts.open.browsing', actions: 'assignError' },
              },
            },
            removingWatch: {
              invoke: {
                id: 'removeWatch',
                src: 'removeWatch',
                input: ({ context }) => ({ address: context.change?.address as Address }),
                onDone: {
                  target: '#accounts.open.browsing',
                  actions: sendTo(
                    ({ context }) => context.session,
                    ({ event }) => ({ type: 'accounts.read', watchList: event.output }),
                  ),
                },
                onError: { target: '#accounts.open.browsing', actions: 'assignError' },
              },
            },
          },
        },
      },
    },
  },
})

/** The checked name of the form (the worker checks it again). */
function nameOf(c: AccountsContext): string {
  const check = nameCheck(c)
  return check.ok ? check.name : c.name
}

/** The watched address of the form, checksummed. */
function watchedAddress(c: AccountsContext): Address {
  const check = validateRecipient(c.address, [])
  return check.ok ? check.address : (c.address.trim() as Address)
}
