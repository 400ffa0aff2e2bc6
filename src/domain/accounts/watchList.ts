import type { WatchAddress } from './accountList'

type Address = `0x${string}`

/** The most watch-only addresses kept. */
export const WATCH_CAP = 20

/** The watch list as storage held it: well-formed entries, each address once, at most {@link WATCH_CAP}. */
export function toWatchList(value: unknown): WatchAddress[] {
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  const list: WatchAddress[] = []
  for (const entry of value) {
    const w = entry as Partial<WatchAddress> | null
    if (typeof w?.address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(w.address)) continue
    if (typeof w.name !== 'string' || seen.has(w.address.toLowerCase())) continue
    seen.add(w.address.toLowerCase())
    list.push({ address: w.address as Address, name: w.name })
  }
  return list.slice(0, WATCH_CAP)
}
