import { fromPromise } from 'xstate'
import { getInflation, type InflationFigure, specInflation } from '../../chain/inflation/getInflation'
import { createPollingMachine } from '../shared/pollingMachine'

/**
 * Spec 000 §4, "inflation data 5 min": home re-reads the figure every 5 minutes. The inflation service
 * answers from its cache, so a source is asked again only an hour after it answered ("inflation every hour")
 * or 5 minutes after it failed.
 */
export const inflationIntervalMs = 300_000

/**
 * Argentina's inflation for home, with its source and date: ArgentinaDatos, else the World Bank, else the
 * spec's 219.9 % (src/chain/inflation/getInflation.ts, the service the vaults page shares). Never fails.
 */
export const inflationMachine = createPollingMachine<null, InflationFigure>({
  id: 'inflation',
  intervalMs: inflationIntervalMs,
  load: fromPromise(async () => {
    const profile = await import('../../chain/chainService')
      .then((m) => m.loadChainService())
      .then((service) => service.profile)
      .catch(() => null)
    return profile ? getInflation(profile, { screen: 'home' }) : specInflation('home')
  }),
})
