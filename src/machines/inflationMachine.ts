import { fromPromise } from 'xstate'
import type { InflationFigure } from '../chain/inflation/getInflation'
import { createPollingMachine } from './pollingMachine'

const load = () =>
  Promise.all([
    import('../chain/chainService').then((m) => m.loadChainService()),
    import('../chain/inflation/getInflation'),
  ])

/** Spec 000 §4: home reads inflation every hour (the chain layer keeps the CPI for as long). */
export const inflationIntervalMs = 3_600_000

/**
 * Argentina's year-on-year inflation for home, from getInflation (live with source and date, or the spec's
 * figure marked offline); never fails. Pauses while the tab is hidden.
 */
export const inflationMachine = createPollingMachine<null, InflationFigure>({
  id: 'inflation',
  intervalMs: inflationIntervalMs,
  load: fromPromise(async () => {
    const [service, { getInflation }] = await load()
    return getInflation(service.profile, { screen: 'home' })
  }),
})
