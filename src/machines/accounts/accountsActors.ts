import { fromPromise } from 'xstate'
import type { DerivedAccount, WatchAddress } from '../../domain/accounts/accountList'
import { WalletError } from '../../domain/errors/base'
import { resolveName } from '../shared/resolveNameActor'
import { accountsMachine } from './accountsMachine'

type Address = `0x${string}`

const vault = () => import('../../workers/vaultClient').then((m) => m.getVault())
const watchStore = () => import('../../chain/accounts/watchList')

/**
 * The switcher's real actors: the wallet's accounts through the key worker (which derives, checks and stores
 * them), the watch list in IndexedDB, and the send form's ENS lookup.
 */
export const accountsActors = {
  addAccount: fromPromise<{ account: DerivedAccount; accounts: DerivedAccount[] }, { name: string }>(
    async ({ input }) => {
      const remote = await vault()
      const account = await remote.addAccount(input.name)
      return { account, accounts: (await remote.status()).accounts }
    },
  ),
  renameAccount: fromPromise<DerivedAccount[], { address: Address; name: string }>(async ({ input }) =>
    (await vault()).renameAccount(input.address, input.name),
  ),
  setHidden: fromPromise<DerivedAccount[], { address: Address; hidden: boolean }>(async ({ input }) =>
    (await vault()).setAccountHidden(input.address, input.hidden),
  ),
  addWatch: fromPromise<WatchAddress[], WatchAddress>(async ({ input }) => {
    const { added, list } = await (await watchStore()).addWatchAddress(input)
    // The list is full (20): said to the user, nothing changed.
    if (!added) throw new WalletError('accounts.error.watchFull')
    return list
  }),
  removeWatch: fromPromise<WatchAddress[], { address: Address }>(async ({ input }) =>
    (await watchStore()).removeWatchAddress(input.address),
  ),
  /** The send form's ENS lookup, for a name typed as the address to watch. */
  resolveName,
}

/** The switcher's machine wired to the worker and storage. */
export const liveAccountsMachine = accountsMachine.provide({ actors: accountsActors })
