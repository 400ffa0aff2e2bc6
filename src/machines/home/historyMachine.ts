import type { Transaction } from '../../chain/getHistory'
import { createPollingMachine } from '../shared/pollingMachine'
import { type HistoryInput, historyActors } from './historyActors'

/** History follows the portfolio data refresh (spec §4: 60 s). */
export const historyIntervalMs = 60_000

export type { HistoryInput }

/**
 * The last 5 transactions over the four networks, the app's pending ones first; an empty list when nothing
 * answers. Another account's list is dropped the moment the account changes: one account's activity never
 * shows under another's name.
 */
export const historyMachine = createPollingMachine<HistoryInput, Transaction[]>({
  id: 'history',
  intervalMs: historyIntervalMs,
  load: historyActors.loadHistory,
  dropOnInputChange: true,
})
