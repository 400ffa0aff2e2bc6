import { fromPromise } from 'xstate'
import type { Transaction } from '../chain/getHistory'
import type { Address } from '../chain/profile'
import { networkByChainId } from '../domain/catalogue/networks'

const chain = () => import('../chain/chainService').then((m) => m.loadChainService())

/** Input of the history load: the wallet address. */
export type HistoryInput = { address: Address }

/**
 * The history machine's I/O: the chain's last transactions joined with the app's own activity. Pending
 * entries are looked at on their chain first (confirmed, failed or dropped is written back to the store,
 * which tells the other tabs), so a transaction sent a moment ago shows as pending and then as done.
 */
export const historyActors = {
  loadHistory: fromPromise<Transaction[], HistoryInput>(async ({ input }) => {
    const [service, activityStore, { mergeActivity }] = await Promise.all([
      chain(),
      import('../chain/activity'),
      import('../chain/history/mergeActivity'),
    ])
    const [history, recorded] = await Promise.all([
      service.history(input.address, 5),
      activityStore.readActivity({ from: input.address }).catch((error) => {
        console.warn('[history] activity store unavailable', error)
        return []
      }),
    ])
    const clientFor = (chainId: number) => {
      const network = networkByChainId(chainId)?.id
      return network ? service.clients[network] : undefined
    }
    const updates = await activityStore.trackActivity(clientFor, recorded)
    for (const u of updates) await activityStore.updateActivity(u.hash, { status: u.status })
    const statusOf = new Map(updates.map((u) => [u.hash, u.status]))
    const activity = recorded.map((e) => ({ ...e, status: statusOf.get(e.hash) ?? e.status }))
    return mergeActivity(history, activity, 5)
  }),
}

/** Calls `onChange` whenever any tab records or settles a transaction; resolves to the unsubscribe. */
export async function watchActivityChanges(onChange: () => void): Promise<() => void> {
  const { watchActivity } = await import('../chain/activity')
  return watchActivity(onChange)
}
