import { createStore, get, set, type UseStore } from 'idb-keyval'
import { crossTab } from '../crossTab'
import type { ActivityEntry } from '../pipeline/types'
import type { Address } from '../profile'

/** idb-keyval key of the activity list (every transaction this app broadcast, newest first). */
export const ACTIVITY_KEY = 'activity'
/** How many entries are kept; the oldest settled ones go first. */
export const ACTIVITY_CAP = 200

/** Two tabs recording at the same moment both keep their entries. */
const tabs = /* @__PURE__ */ crossTab('billetera-activity')

let defaultStore: UseStore | undefined
/** Activity lives in its own IndexedDB database so its writes never contend with the vault's. */
function store(custom?: UseStore): UseStore {
  if (custom) return custom
  defaultStore ??= createStore('billetera-activity', 'entries')
  return defaultStore
}

const isEntry = (v: unknown): v is ActivityEntry =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as ActivityEntry).hash === 'string' &&
  typeof (v as ActivityEntry).chainId === 'number' &&
  typeof (v as ActivityEntry).status === 'string'

/** Pending first, then newest first: the order every list of activity shows. */
export function orderActivity(entries: readonly ActivityEntry[]): ActivityEntry[] {
  return [...entries].sort((a, b) => {
    const pa = a.status === 'pending' ? 0 : 1
    const pb = b.status === 'pending' ? 0 : 1
    return pa - pb || b.createdAt - a.createdAt || b.stepIndex - a.stepIndex
  })
}

/** Keeps every pending entry and the newest settled ones, up to the cap. */
function capped(entries: ActivityEntry[]): ActivityEntry[] {
  if (entries.length <= ACTIVITY_CAP) return entries
  const pending = entries.filter((e) => e.status === 'pending')
  const settled = entries.filter((e) => e.status !== 'pending').sort((a, b) => b.createdAt - a.createdAt)
  return orderActivity([...pending, ...settled.slice(0, Math.max(0, ACTIVITY_CAP - pending.length))])
}

async function readAll(custom?: UseStore): Promise<ActivityEntry[]> {
  const value: unknown = await get(ACTIVITY_KEY, store(custom))
  return Array.isArray(value) ? value.filter(isEntry) : []
}

/**
 * The transactions this app broadcast, pending first, then newest first; optionally only one sender's
 * and one chain's.
 * @example const pending = (await readActivity({ from })).filter((e) => e.status === 'pending')
 */
export async function readActivity(
  filter: { from?: Address; chainId?: number } = {},
  custom?: UseStore,
): Promise<ActivityEntry[]> {
  const from = filter.from?.toLowerCase()
  return orderActivity(
    (await readAll(custom)).filter(
      (e) =>
        (from === undefined || e.from.toLowerCase() === from) &&
        (filter.chainId === undefined || e.chainId === filter.chainId),
    ),
  )
}

/**
 * Records a transaction right after it was broadcast (normally as pending) and tells the other tabs. A
 * second record of the same hash on the same chain replaces the first.
 */
export async function addActivity(entry: ActivityEntry, custom?: UseStore): Promise<void> {
  await tabs.exclusive(async () => {
    const rest = (await readAll(custom)).filter(
      (e) => !(e.hash === entry.hash && e.chainId === entry.chainId),
    )
    await set(ACTIVITY_KEY, capped(orderActivity([entry, ...rest])), store(custom))
  })
  tabs.notify()
}

/**
 * Changes one recorded transaction (its status, mostly) and tells the other tabs.
 * @returns whether an entry with that hash existed.
 */
export async function updateActivity(
  hash: ActivityEntry['hash'],
  patch: Partial<Pick<ActivityEntry, 'status' | 'received'>>,
  custom?: UseStore,
): Promise<boolean> {
  let found = false
  await tabs.exclusive(async () => {
    const entries = await readAll(custom)
    const next = entries.map((e) => {
      if (e.hash !== hash) return e
      found = true
      return { ...e, ...patch, updatedAt: Date.now() }
    })
    if (found) await set(ACTIVITY_KEY, next, store(custom))
  })
  if (found) tabs.notify()
  return found
}

/** Calls `onChange` whenever any tab (this one included) records or updates activity. */
export function watchActivity(onChange: () => void): () => void {
  return tabs.watch(onChange)
}
