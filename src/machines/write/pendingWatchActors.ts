import { fromCallback, fromPromise } from 'xstate'
import type { ActivityUpdate } from '../../chain/activity/trackActivity'
import type { ActivityEntry } from '../../chain/pipeline/types'
import type { Address } from '../../chain/profile'
import { chain } from '../shared/chain'

const store = () => import('../../chain/activity')

/** The Web Lock one tab holds while it looks at the chains for every open tab. */
export const PENDING_WATCH_LOCK = 'billetera-pending-watch'

/** What the watcher's lock actor tells it. */
export type LeadEvent = { type: 'lead.granted' }

/**
 * The pending watcher's I/O (src/machines/write/pendingWatchMachine.ts): the activity store (IndexedDB, shared by
 * every tab) and the chains, through the chain service's batching watch clients.
 */
export const pendingWatchActors = {
  /**
   * Every entry this app broadcast, from any of the wallet's accounts (pending and settled: a settled one may
   * be a pending one's replacement). Not only the chosen account's: a send from another account settles while
   * this one is on screen, so its row is right the moment the user switches back, in every tab.
   */
  readActivity: fromPromise<ActivityEntry[], { address: Address }>(async () =>
    (await store()).readActivity(),
  ),
  /**
   * One look at the pending entries, one JSON-RPC batch per chain that has some; what settled is written to
   * the store, which tells every tab.
   */
  lookAtPending: fromPromise<ActivityUpdate[], { entries: ActivityEntry[] }>(async ({ input }) => {
    const [service, activity] = await Promise.all([chain(), store()])
    const updates = await service.trackPending(input.entries)
    for (const update of updates) await activity.updateActivity(update.hash, activity.updatePatch(update))
    return updates
  }),
  /**
   * Waits for the watch lock and holds it until stopped: one visible tab looks at the chains, the others learn
   * what settled from the store. Without Web Locks every tab looks for itself.
   */
  leadWatch: fromCallback<LeadEvent>(({ sendBack }) => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
    if (!locks) {
      sendBack({ type: 'lead.granted' })
      return
    }
    const stop = new AbortController()
    let release = () => {}
    locks
      .request(PENDING_WATCH_LOCK, { signal: stop.signal }, () => {
        sendBack({ type: 'lead.granted' })
        return new Promise<void>((done) => {
          release = done
        })
      })
      .catch(() => {})
    return () => {
      stop.abort()
      release()
    }
  }),
}
