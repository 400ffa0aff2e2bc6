import { get, set } from 'idb-keyval'
import type { SharePriceSample } from '../../domain/vaults/apy'
import { addSamples, type SampleBook } from '../../domain/vaults/samples'

const KEY = 'billetera:vault-share-samples:v1'
type Stored = Record<string, { at: number; price: string }[]>

/** The share-price samples kept on this device (IndexedDB); an unreadable record reads as none. Actors only. */
export async function loadRateSamples(): Promise<SampleBook> {
  const stored = (await get<Stored>(KEY)) ?? {}
  const book: SampleBook = {}
  for (const [id, list] of Object.entries(stored)) {
    if (!Array.isArray(list)) continue
    ;(book as Record<string, SharePriceSample[]>)[id] = list.flatMap((s) =>
      typeof s?.at === 'number' && typeof s.price === 'string' && /^\d+$/.test(s.price)
        ? [{ at: s.at, price: BigInt(s.price) }]
        : [],
    )
  }
  return book
}

/**
 * Adds the share prices just read (by `addSamples`' rules) and stores the book; returns it. bigint prices are
 * stored as decimal strings. Actors only.
 */
export async function recordRateSamples(read: Parameters<typeof addSamples>[1]): Promise<SampleBook> {
  const book = addSamples(await loadRateSamples(), read)
  const stored: Stored = {}
  for (const [id, list] of Object.entries(book))
    stored[id] = (list ?? []).map((s) => ({ at: s.at, price: String(s.price) }))
  await set(KEY, stored)
  return book
}
