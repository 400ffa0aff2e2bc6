import {
  readSelectedAccount,
  watchSelectedAccount,
  writeSelectedAccount,
} from '../../chain/accounts/selectedAccount'
import { readWatchList, watchWatchList } from '../../chain/accounts/watchList'
import { VAULT_CHANNEL, type VaultBroadcast } from '../../workers/vaultApi'
import type { AccountsReadEvent, AccountsStoreEvent } from './accountsStore'

/** What the accounts store reads, writes and watches (loaded after the first screen: it needs none of it). */

/**
 * The wallet's accounts, the watch list and the chosen account. The accounts are the key worker's (its
 * status): while the wallet is open, the addresses it derives itself; while locked, its record's public part
 * as the signer's storage holds it, out of this page's reach (DESIGN.md §3).
 */
export async function readAccounts(): Promise<AccountsReadEvent> {
  const [status, watchList] = await Promise.all([
    import('../../workers/vaultClient').then((m) => m.getVault().status()),
    readWatchList(),
  ])
  return { type: 'accounts.read', accounts: status.accounts, watchList, selected: readSelectedAccount() }
}

/**
 * The store at work: reads now, again when told (`accounts.reload`) or when any tab changes something, and
 * keeps the choice (`account.write`). Only the latest read speaks: an older one finishing late never undoes a
 * newer change.
 */
export function runAccountsStore(sendBack: (event: AccountsReadEvent) => void) {
  let reads = 0
  let live = true
  const read = async () => {
    const mine = ++reads
    try {
      const event = await readAccounts()
      if (live && mine === reads) sendBack(event)
    } catch (error) {
      console.warn('[accounts] could not read the accounts', error)
    }
  }
  void read()
  const unwatch = watchAccounts(() => void read())
  return {
    receive(event: AccountsStoreEvent) {
      if (event.type === 'account.write') writeSelectedAccount(event.selected)
      else void read()
    },
    stop() {
      live = false
      unwatch()
    },
  }
}

/** Calls `onChange` when any tab changes the accounts, the watch list or the choice; returns the way to stop. */
export function watchAccounts(onChange: () => void): () => void {
  const stops = [watchWatchList(onChange), watchSelectedAccount(onChange)]
  let channel: BroadcastChannel | null = null
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(VAULT_CHANNEL)
    channel.onmessage = (e: MessageEvent<VaultBroadcast>) => {
      if (e.data?.type === 'accounts') onChange()
    }
  }
  return () => {
    for (const stop of stops) stop()
    channel?.close()
  }
}
