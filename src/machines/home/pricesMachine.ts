import { fromPromise } from 'xstate'
import type { Prices } from '../../chain/prices/types'
import { chain } from '../shared/chain'
import { createPollingMachine } from '../shared/pollingMachine'

/** Spec §4: prices every 10 s (the chain layer caches answers for 60 s). */
export const pricesIntervalMs = 10_000

/** Prices from the best source that answers; `data.source` says which. No input. */
export const pricesMachine = createPollingMachine<null, Prices>({
  id: 'prices',
  intervalMs: pricesIntervalMs,
  load: fromPromise(async () => (await chain()).prices()),
})
