import { fromPromise } from 'xstate'
import { safeScoreHealth } from '../../domain/health/scoreHealth'
import type { HealthInput, HealthResult } from '../../domain/health/types'
import { createPollingMachine } from '../shared/pollingMachine'

/** Spec §9: health refresh every 300 000 ms, and whenever balances or prices change (`input.change`). */
export const healthIntervalMs = 300_000

/**
 * Portfolio health scored in the vault worker (DESIGN §3); where no worker can start (tests, very old
 * browsers) the same pure function runs here.
 */
export const healthMachine = createPollingMachine<HealthInput, HealthResult>({
  id: 'health',
  intervalMs: healthIntervalMs,
  load: fromPromise(async ({ input }) => {
    if (typeof Worker === 'undefined') return safeScoreHealth(input)
    const { getVault } = await import('../../workers/vaultClient')
    return getVault().scoreHealth(input)
  }),
})
