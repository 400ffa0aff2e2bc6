import type { LendingAsset } from './assets'

/** Spec §3 lending history entry (plus SUPPLY, the collateral tab's, and the transaction hash). */
export type LendingHistoryEntry = {
  type: 'BORROW' | 'REPAY' | 'WITHDRAW' | 'SUPPLY'
  token: LendingAsset
  /** Base units of `token`. */
  amount: bigint
  /** ms since epoch. */
  ts: number
  hash?: `0x${string}`
}

/** An entry as the lending flow hands it over: the time is stamped when it is saved. */
export type NewLendingHistoryEntry = Omit<LendingHistoryEntry, 'ts'>

/** Spec §9: the history keeps at most 50 entries. */
export const LENDING_HISTORY_CAP = 50

/** Spec §9: the activity panel shows 5. */
export const LENDING_ACTIVITY_SHOWN = 5

/**
 * Appends `entry` (newest last) and keeps the latest {@link LENDING_HISTORY_CAP}.
 * @example appendHistory([], e) // [e]
 */
export function appendHistory(
  list: readonly LendingHistoryEntry[],
  entry: LendingHistoryEntry,
): LendingHistoryEntry[] {
  return [...list, entry].slice(-LENDING_HISTORY_CAP)
}

/** The entries the activity panel shows: the five latest, newest first. */
export function latestActivity(list: readonly LendingHistoryEntry[]): LendingHistoryEntry[] {
  return list.slice(-LENDING_ACTIVITY_SHOWN).reverse()
}
