import { fromCallback } from 'xstate'
import type { DerivedAccount, WatchAddress } from '../domain/accounts/accountList'

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
 * only, no crypto), the watch list and the chosen account; read as the session starts, again when asked (an
 * unlock, a new wallet) and whenever any tab changes one of them. Its code (accountsStoreIO) loads after the
 * first screen; what the session says meanwhile waits for it.
 */
export const accountsStore = fromCallback<AccountsStoreEvent>(({ sendBack, receive }) => {
  let live = true
  let stop = () => {}
  let forward: ((event: AccountsStoreEvent) => void) | null = null
  const waiting: AccountsStoreEvent[] = []
  receive((event) => (forward ? forward(event) : waiting.push(event)))
  import('./accountsStoreIO').then(
    (io) => {
      if (!live) return
      const store = io.runAccountsStore(sendBack)
      stop = store.stop
      forward = store.receive
      for (const event of waiting.splice(0)) forward(event)
    },
    (error: unknown) => console.warn('[accounts] could not load the accounts', error),
  )
  return () => {
    live = false
    stop()
  }
})
