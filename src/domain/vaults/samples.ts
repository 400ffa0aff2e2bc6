import type { ProtocolId } from '../catalogue/protocols'
import type { SharePriceSample } from './apy'

/** Share-price samples kept on the device, per protocol, oldest first. */
export type SampleBook = Partial<Record<ProtocolId, SharePriceSample[]>>

/** Keep at most this many samples per protocol (≈ 35 days at one per 6 hours, enough for a monthly rate). */
export const MAX_SAMPLES = 140
/** Store a new sample only this long after the previous one, so frequent refreshes do not flood storage. */
export const SAMPLE_EVERY_S = 6 * 3_600

/**
 * Adds the newly read share prices to the book: one per protocol at most every {@link SAMPLE_EVERY_S}
 * (the very first is always kept), a sample older than the newest kept is ignored, and the oldest are
 * dropped past {@link MAX_SAMPLES}. Returns a new book; the input is not changed.
 * @example addSamples({}, { yearn: { at: 1, price: 10n ** 18n } })
 */
export function addSamples(
  book: SampleBook,
  read: Partial<Record<ProtocolId, SharePriceSample>>,
  every = SAMPLE_EVERY_S,
): SampleBook {
  const next: SampleBook = { ...book }
  for (const [id, sample] of Object.entries(read) as [ProtocolId, SharePriceSample][]) {
    const list = next[id] ?? []
    const last = list[list.length - 1]
    if (last && sample.at - last.at < every) continue
    next[id] = [...list, sample].slice(-MAX_SAMPLES)
  }
  return next
}

/** The samples of one protocol plus the price just read (not stored), for a rate between refreshes. */
export function samplesWith(
  book: SampleBook,
  id: ProtocolId,
  current?: SharePriceSample,
): SharePriceSample[] {
  const list = book[id] ?? []
  return current ? [...list, current] : list
}
