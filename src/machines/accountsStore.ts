import { fromCallback } from 'xstate'
import {
  readSelectedAccount,
  watchSelectedAccount,
  writeSelectedAccount,
} from '../chain/accounts/selectedAccount'
import { readWatchList, watchWatchList } from '../chain/accounts/watchList'
import type { DerivedAccount, WatchAddress } from '../domain/accounts/accountList'
import { accountsOf, readRecord } from '../workers/vault/record'
import { VAULT_CHANNEL, type VaultBroadcast } from '../workers/vaultApi'

/** What the accounts store tells the session: the wallet's accounts, the watched addresses and the choice. */
export type AccountsReadEvent = {
  type: 'accounts.read'
  accounts: DerivedAccount[]
  watchList: WatchAddress[]
  selected: `0x${string}` | null
}

/** What the session tells the store: read everything again, or keep a new choice. */
export type AccountsStoreEvent = { type: 'accounts.reload' } | { type: 'account.write'; selected: string }

/**
 * The accounts' storage, for the session: the account list from the sealed record's public part (idb-keyval
 * only, no crypto, so it costs the first screen nothing), the watch list and the chosen account; read as the
 * session starts, again when asked (an unlock, a new wallet) and whenever any tab changes one of them (the
 * worker's `accounts` message on the vault channel, the watch list's channel, the storage event).
 */
export const accountsStore = fromCallback<AccountsStoreEvent>(({ sendBack, receive }) => {
  let live = true
  let reads = 0
  const read = async () => {
    const mine = ++reads
    try {
      const [record, watchList] = await Promise.all([readRecord(), readWatchList()])
      // Only the latest read speaks: an older one finishing late never undoes a newer change.
      if (!live || mine !== reads) return
      sendBack({
        type: 'accounts.read',
        accounts: record ? accountsOf(record) : [],
        watchList,
        selected: readSelectedAccount(),
      } satisfies AccountsReadEvent)
    } catch (error) {
      console.warn('[accounts] could not read the accounts', error)
    }
  }
  void read()
  receive((event) => {
    if (event.type === 'account.write') writeSelectedAccount(event.selected)
    else void read()
  })
  const stops = [watchWatchList(() => void read()), watchSelectedAccount(() => void read())]
  let channel: BroadcastChannel | null = null
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(VAULT_CHANNEL)
    channel.onmessage = (e: MessageEvent<VaultBroadcast>) => {
      if (e.data?.type === 'accounts') void read()
    }
  }
  return () => {
    live = false
    for (const stop of stops) stop()
    channel?.close()
  }
})
