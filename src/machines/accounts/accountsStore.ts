import { fromCallback } from 'xstate'
import type { DerivedAccount, WatchAddress } from '../../domain/accounts/accountList'

/**
 * What the accounts store tells the session: the wallet's accounts, the watched addresses and the choice; and
 * what the switcher tells it after a change (only the list that changed).
 */
export type AccountsReadEvent = {
  type: 'accounts.read'
  accounts?: DerivedAccount[]
  watchList?: WatchAddress[]
  selected?: `0x${string}` | null
}

/** What the session tells the store: read everything again, or keep a new choice. */
export type AccountsStoreEvent = { type: 'accounts.reload' } | { type: 'account.write'; selected: string }

/**
 * The accounts' storage, for the session: the account list from the sealed record's public part (idb-keyval
 * only, no crypto), the watch list and the chosen account; read once the session knows a wallet is stored (its
 * first `accounts.reload`: with no wallet there are no accounts, and a first visit loads none of this code),
 * again when asked (an unlock, a new wallet) and whenever any tab changes one of them. Its code
 * (accountsStoreIO) loads then; what the session says meanwhile waits for it.
 */
export const accountsStore = fromCallback<AccountsStoreEvent>(({ sendBack, receive }) => {
  let live = true
  let loading = false
  let stop = () => {}
  let forward: ((event: AccountsStoreEvent) => void) | null = null
  const waiting: AccountsStoreEvent[] = []
  const load = () => {
    loading = true
    import('./accountsStoreIO').then(
      (io) => {
        if (!live) return
        // The store reads everything as it starts: a reload asked before that is answered by that read.
        const store = io.runAccountsStore(sendBack)
        stop = store.stop
        forward = store.receive
        for (const event of waiting.splice(0)) if (event.type !== 'accounts.reload') forward(event)
      },
      (error: unknown) => console.warn('[accounts] could not load the accounts', error),
    )
  }
  receive((event) => {
    if (forward) return forward(event)
    waiting.push(event)
    if (!loading && event.type === 'accounts.reload') load()
  })
  return () => {
    live = false
    stop()
  }
})
