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
import { watchAddressProblem } from './accountsWatchAddress'

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

export const cleared = {
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

/** The checked name of the form (the worker checks it again). */
export function nameOf(c: AccountsContext): string {
  const check = nameCheck(c)
  return check.ok ? check.name : c.name
}

/** The account switcher machine's types, actors, actions and guards (its states: accountsMachine.ts). */
export const accountsSetup = setup({
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
})
