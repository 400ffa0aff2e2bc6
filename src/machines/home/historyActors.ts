import { fromPromise } from 'xstate'
import type { Transaction } from '../../chain/getHistory'
import type { Address } from '../../chain/profile'
import { chain } from '../shared/chain'

/** Input of the history load: the wallet address. */
export type HistoryInput = { address: Address }

/**
 * The history machine's I/O: the chain's last transactions joined with the app's own activity, as the store
 * has it. The pending watcher (pendingWatchMachine) writes what became of each pending one to the store,
 * which tells every tab, and home's coordinator then reloads this: a transaction sent a moment ago shows as
 * pending, then as done within a second or two of its block.
 */
export const historyActors = {
  loadHistory: fromPromise<Transaction[], HistoryInput>(async ({ input }) => {
    const [service, activityStore, { mergeActivity }] = await Promise.all([
      chain(),
      import('../../chain/activity'),
      import('../../chain/history/mergeActivity'),
    ])
    const [history, recorded] = await Promise.all([
      service.history(input.address, 5),
      activityStore.readActivity({ from: input.address }).catch((error) => {
        console.warn('[history] activity store unavailable', error)
        return []
      }),
    ])
    return mergeActivity(history, recorded, 5)
  }),
}

/** Calls `onChange` whenever any tab records or settles a transaction; resolves to the unsubscribe. */
export async function watchActivityChanges(onChange: () => void): Promise<() => void> {
  const { watchActivity } = await import('../../chain/activity')
  return watchActivity(onChange)
}
