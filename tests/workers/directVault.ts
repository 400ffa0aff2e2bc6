import { beforeAll } from 'vitest'
import { registerErrorTransfer } from '../../src/workers/errorTransfer'
import type { WorkerConnect } from '../../src/workers/vault.worker'
import { connectVaultWith } from '../../src/workers/vaultClient'

/**
 * The worker tests call the key worker directly (docs/signer-plan.md: "Its worker tests keep calling it
 * directly"): getVault's channel goes to a vault worker started by this page, through the worker's own
 * connect message, as the signer's page (src/signer/main.ts) does it — minus the frame and the handover.
 * The tests speak as the signer's own page (`own`: every call, `unlock` included); the app's port, which
 * refuses `unlock`, is tested on its own in unlockChannel.test.ts. Loaded before every file of the browser
 * project (vite.config.ts).
 */
connectVaultWith((port) => {
  const worker = new Worker(new URL('../../src/workers/vault.worker.ts', import.meta.url), {
    type: 'module',
    name: 'vault',
  })
  const app = new MessageChannel()
  worker.postMessage({ type: 'connect', port: app.port1, own: port } satisfies WorkerConnect, [
    app.port1,
    port,
  ])
})

// The files of this project share one page (isolate: false), and so Comlink's one map of handlers: a file that
// loads the signer's own-port code (src/signer/ownVault.ts, whose handler makes plain named Errors, as the
// signer's own page needs) would leave it to every later file. Each file starts with the app's handler, which
// rebuilds the error classes the app's page gets.
beforeAll(() => registerErrorTransfer())
