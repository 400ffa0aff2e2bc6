import {
  readSelectedAccount,
  watchSelectedAccount,
  writeSelectedAccount,
} from '../../chain/accounts/selectedAccount'
import { readWatchList, watchWatchList } from '../../chain/accounts/watchList'
import { readRecord } from '../../workers/vault/record'
import { accountsOf } from '../../workers/vault/recordAccounts'
import { VAULT_CHANNEL, type VaultBroadcast, type WalletAccount } from '../../workers/vaultApi'
import type { AccountsReadEvent, AccountsStoreEvent } from './accountsStore'

/** What the accounts store reads, writes and watches (loaded after the first screen: it needs none of it). */

/**
 * The wallet's accounts, the watch list and the chosen account. While this tab's worker holds the wallet open,
 * the accounts are the worker's, whose addresses it derives itself; otherwise the record's public part, as
 * stored (IndexedDB, which any script on the page can write: an address of its own choosing would show as
 * "Cuenta 2" to receive money at, once the wallet is open).
 */
export async function readAccounts(): Promise<AccountsReadEvent> {
  const [record, watchList, derived] = await Promise.all([readRecord(), readWatchList(), openAccounts()])
  const stored = record ? accountsOf(record) : []
  const sameWallet = derived && derived[0]?.address.toLowerCase() === stored[0]?.address.toLowerCase()
  return {
    type: 'accounts.read',
    accounts: sameWallet ? derived : stored,
    watchList,
    selected: readSelectedAccount(),
  }
}

/** The open wallet's accounts as this tab's worker derives them; null when locked or not started. */
async function openAccounts(): Promise<WalletAccount[] | null> {
  const remote = (await import('../../workers/vaultClient')).startedVault()
  if (!remote) return null
  try {
    const status = await remote.status()
    return status.unlocked ? status.accounts : null
  } catch {
    return null
  }
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
