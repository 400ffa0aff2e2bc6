import { fromPromise } from 'xstate'
import type { Transaction } from '../chain/getHistory'
import type { Address } from '../chain/profile'
import { createPollingMachine } from './pollingMachine'

const chain = () => import('../chain/chainService').then((m) => m.loadChainService())

/** History follows the portfolio data refresh (spec §4: 60 s). */
export const historyIntervalMs = 60_000

/** Input of the history machine: the wallet address. */
export type HistoryInput = { address: Address }

/** The last 5 transactions over the four networks; an empty list when nothing answers. */
export const historyMachine = createPollingMachine<HistoryInput, Transaction[]>({
  id: 'history',
  intervalMs: historyIntervalMs,
  load: fromPromise(async ({ input }) => (await chain()).history(input.address, 5)),
})
