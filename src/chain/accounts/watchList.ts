import { get, set } from 'idb-keyval'
import type { WatchAddress } from '../../domain/accounts/accountList'
import { toWatchList, WATCH_CAP } from '../../domain/accounts/watchList'
import { crossTab } from '../crossTab'

/**
 * idb-keyval key of the watch-only addresses: public (an address and a name, no key), kept apart from the
 * sealed vault, so adding or removing one never writes the record that holds the secret.
 */
export const WATCH_KEY = 'watch-only'

/** Two tabs changing the list at once both keep their change; every tab hears of it. */
const tabs = /* @__PURE__ */ crossTab('billetera-watch-only')

/** The watched addresses, in the order they were added. */
export async function readWatchList(): Promise<WatchAddress[]> {
  return toWatchList(await get(WATCH_KEY))
}

async function change(next: (list: WatchAddress[]) => WatchAddress[]): Promise<WatchAddress[]> {
  const list = await tabs.exclusive(async () => {
    const changed = next(await readWatchList())
    await set(WATCH_KEY, changed)
    return changed
  })
  tabs.notify()
  return list
}

/**
 * Adds an address to watch (already checked and checksummed by the caller); an address already watched takes
 * the new name. At most {@link WATCH_CAP}: past it the list is left as it was (answers false).
 * @example await addWatchAddress({ address: '0x5aAe…eAed', name: 'Hardware' })
 */
export async function addWatchAddress(
  entry: WatchAddress,
): Promise<{ added: boolean; list: WatchAddress[] }> {
  let added = false
  const list = await change((list) => {
    const lower = entry.address.toLowerCase()
    const known = list.some((w) => w.address.toLowerCase() === lower)
    if (!known && list.length >= WATCH_CAP) return list
    added = true
    return known ? list.map((w) => (w.address.toLowerCase() === lower ? entry : w)) : [...list, entry]
  })
  return { added, list }
}

/** Stops watching an address (it holds no key: nothing is lost). */
export function removeWatchAddress(address: string): Promise<WatchAddress[]> {
  const lower = address.toLowerCase()
  return change((list) => list.filter((w) => w.address.toLowerCase() !== lower))
}

/** Calls `onChange` whenever any tab (this one included) changes the list. */
export function watchWatchList(onChange: () => void): () => void {
  return tabs.watch(onChange)
}
