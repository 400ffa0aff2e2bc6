import { type AnyActorRef, assign, fromPromise, sendTo, setup } from 'xstate'
import {
  type AccountsState,
  type DerivedAccount,
  type WatchAddress,
  walletAccounts,
} from '../../domain/accounts/accountList'
import { type AccountNameProblem, checkAccountName } from '../../domain/accounts/accountName'
import { type ErrorMessage, errorMessage } from '../../domain/errors/message'
import { ENS_NETWORK, type NameLookup, nameToLookUp } from '../../domain/send/recipientName'
import type { WalletKind } from '../../workers/vaultApi'
import { watchAddressProblem, watchedAddress } from './accountsWatchAddress'

type Address = `0x${string}`

export type AccountsInput = {
  /** The app's session: it owns the lists and the choice; this machine tells it what changed. */
  session: AnyActorRef
  /** A wallet imported with a private key has one account: no "Agregar cuenta". */
  walletKind: WalletKind | null
}

/**
 * What the form shows under a field: the name's problem, or the watched address's text (the one wording of a
 * bad address, Send's words for a name without an address, or the form's own: empty, one of yours).
 */
export type AccountsProblem =
  | { field: 'name'; problem: AccountNameProblem }
  | { field: 'address'; message: ErrorMessage }

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
  /** The last ENS lookup of the address field (names resolve on Ethereum); it counts while the field says it. */
  lookup: NameLookup | null
  /** Watch was pressed while the name was being looked up: go on once it answers. */
  submitAfterLookup: boolean
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
const watchCheck = (c: AccountsContext) => watchAddressProblem(c, ownAccounts(c))

const notImplemented = () => Promise.reject(new Error('provide this actor'))

const nameCheck = (c: AccountsContext) => checkAccountName(c.name)

function formProblem(c: AccountsContext, watching: boolean): AccountsProblem | null {
  const name = nameCheck(c)
  if (!name.ok) return { field: 'name', problem: name.problem }
  return watching ? watchCheck(c) : null
}

const cleared = {
  form: null,
  editing: null,
  name: '',
  address: '',
  problem: null,
  lookup: null,
  submitAfterLookup: false,
  error: null,
  change: null,
}
/** How long typing pauses before a name is looked up, as in the send form. */
const NAME_DELAY_MS = 400

/**
 * The account switcher (a sheet from the header): `closed` → `open`, where the list is `browsing`; from it
 * `adding` an account of the seed (named), `renaming` one, `watching` an address or ENS name (named,
 * checksummed; a name is looked up and its address kept), each a
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
    /** The send form's ENS lookup (`resolveNameActor`), for a name typed as the address to watch. */
    resolveName: fromPromise<NameLookup, { text: string }>(notImplemented),
  },
  actions: {
    clearForm: assign(cleared),
    assignName: assign(({ event }) =>
      event.type === 'name.change' ? { name: event.name, problem: null } : {},
    ),
    assignAddress: assign(({ event }) =>
      event.type === 'address.change' ? { address: event.address, problem: null } : {},
    ),
    assignLookup: assign(({ context, event }) => {
      const lookup = (event as { output?: NameLookup }).output
      return lookup && lookup.text === context.address.trim() ? { lookup } : {}
    }),
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
    needsLookup: ({ context }) => nameToLookUp(context.address, ENS_NETWORK, context.lookup) !== null,
    submitAfterLookup: ({ context }) => context.submitAfterLookup,
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
        // An address, or an ENS name looked up as the send form does: after a pause in typing, or on submit.
        watching: {
          initial: 'editing',
          on: {
            'name.change': { actions: 'assignName' },
            'address.change': { target: '.editing', reenter: true, actions: 'assignAddress' },
            'form.cancel': { target: 'browsing', actions: 'clearForm' },
          },
          states: {
            editing: {
              entry: assign({ submitAfterLookup: false }),
              after: { [NAME_DELAY_MS]: { guard: 'needsLookup', target: 'resolving' } },
              on: {
                'form.submit': [
                  {
                    guard: 'needsLookup',
                    target: 'resolving',
                    actions: assign({ submitAfterLookup: true }),
                  },
                  { guard: 'watchIsValid', target: '#accounts.open.saving' },
                  { actions: 'showWatchProblem' },
                ],
              },
            },
            resolving: {
              tags: ['resolving'],
              on: { 'form.submit': { actions: assign({ submitAfterLookup: true }) } },
              invoke: {
                id: 'resolveName',
                src: 'resolveName',
                input: ({ context }) => ({ text: context.address.trim() }),
                onDone: [
                  { guard: 'submitAfterLookup', target: 'checking', actions: 'assignLookup' },
                  { target: 'editing', actions: 'assignLookup' },
                ],
              },
            },
            checking: {
              always: [
                { guard: 'watchIsValid', target: '#accounts.open.saving' },
                { target: 'editing', actions: 'showWatchProblem' },
              ],
            },
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
