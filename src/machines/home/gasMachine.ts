import { fromPromise } from 'xstate'
import type { GasPrices } from '../../chain/getGasPrices'
import type { NetworkId } from '../../domain/catalogue/networks'
import { chain } from '../shared/chain'
import { createPollingMachine } from '../shared/pollingMachine'

/** Spec §4: gas every 30 s. */
export const gasIntervalMs = 30_000

/** Input of the gas machine: the network whose fees are shown (the app's selected network). */
export type GasInput = { network: NetworkId }

/** Gas levels of the selected network; never fails (the chain layer falls back to 20/25/30). */
export const gasMachine = createPollingMachine<GasInput, GasPrices>({
  id: 'gas',
  intervalMs: gasIntervalMs,
  load: fromPromise(async ({ input }) => (await chain()).gas(input.network)),
})
