import type { ProtocolId } from '../catalogue/protocols'
import { type SharePriceSample, shareGrowthApy } from './apy'

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

/** One point of a protocol's sampled rate history: the APY the share price grew at up to `at` (seconds). */
export type RatePoint = { at: number; apy: number }

/**
 * The rate history the Analytics view lists: the annualised growth between each pair of consecutive samples,
 * newest first, at most `limit` points; pairs closer than an hour (or with a zero price) give none.
 * @example rateHistory([{ at: 0, price: 10n ** 18n }, { at: 31_536_000, price: 105n * 10n ** 16n }]) // [{ at: 31_536_000, apy: 0.05 }]
 */
export function rateHistory(samples: readonly SharePriceSample[], limit = 5): RatePoint[] {
  const sorted = [...samples].sort((a, b) => a.at - b.at)
  const points: RatePoint[] = []
  for (let i = sorted.length - 1; i > 0 && points.length < limit; i--) {
    const to = sorted[i] as SharePriceSample
    const apy = shareGrowthApy([sorted[i - 1] as SharePriceSample, to])
    if (apy !== null) points.push({ at: to.at, apy })
  }
  return points
}
