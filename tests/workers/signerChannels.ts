import { type Remote, wrap } from 'comlink'
import { expect } from 'vitest'
import type { WorkerConnect } from '../../src/workers/vault.worker'
import type { VaultApi } from '../../src/workers/vaultApi'

/**
 * A key worker as the signer's page (src/signer/main.ts) starts it, with both its ports (docs/signer-plan.md
 * step 3): `app`, the channel the app's page is handed (it refuses the calls only the signer's screens make),
 * and `signer`, the page's own. directVault.ts gives every other worker test the own port alone; the tests of
 * what the app's port refuses start one of these.
 */
export function startSignerWorker(): {
  app: Remote<VaultApi>
  signer: Remote<VaultApi>
  /** The page's own port itself, for its hooks' functions (src/signer/own*.ts) to wrap as the page does. */
  own: MessagePort
  worker: Worker
} {
  const worker = new Worker(new URL('../../src/workers/vault.worker.ts', import.meta.url), {
    type: 'module',
    name: 'vault',
  })
  const appChannel = new MessageChannel()
  const ownChannel = new MessageChannel()
  worker.postMessage(
    { type: 'connect', port: appChannel.port1, own: ownChannel.port1 } satisfies WorkerConnect,
    [appChannel.port1, ownChannel.port1],
  )
  const own = ownChannel.port2
  return { app: wrap<VaultApi>(appChannel.port2), signer: wrap<VaultApi>(own), own, worker }
}

/** How the app's port refuses a call only the signer's own port may make. */
export const REFUSED_ON_APP_PORT = {
  name: 'TypeError',
  shortMessage: expect.stringMatching(/only the calls of its API/),
}
