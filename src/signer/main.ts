import {
  appOrigin,
  BROADCAST,
  type HandoverAnswer,
  isConnectFromApp,
  READY,
  type SignerBroadcast,
  type SignerReady,
  STORED,
  type StoredAnswer,
} from '../domain/signer/origins'
import { adoptHandover } from '../workers/vault/handover'
import { hasArchivedWallets, readRecord } from '../workers/vault/record'
import type { WorkerConnect } from '../workers/vault.worker'
import { VAULT_CHANNEL } from '../workers/vaultApi'

/**
 * The signer's page (DESIGN.md §3, docs/signer-plan.md step 1): it hosts the key worker on its own origin and
 * gives the app one channel to it. It answers exactly the app's origin (fixed at build time, src/signer/origins),
 * and only the window that frames it; its host refuses any other framer (`frame-ancestors`). The app's page
 * never reaches the signer's storage: the sealed wallet, the archive and the guard settings live here.
 */
const app = appOrigin()
const parent = window.parent === window ? null : window.parent

if (parent) {
  let worker: Worker | undefined
  const listen = (event: MessageEvent) => {
    if (!isConnectFromApp(event, app, parent)) return
    // One channel per page: the app's first. Any later request, even from the app's origin, gets nothing.
    window.removeEventListener('message', listen)
    worker = new Worker(new URL('../workers/vault.worker.ts', import.meta.url), {
      type: 'module',
      name: 'vault',
    })
    worker.addEventListener(
      'message',
      (answer: MessageEvent<{ type?: string; vault?: boolean; archive?: boolean }>) => {
        if (answer.data?.type !== 'connected') return
        const held: HandoverAnswer = {
          type: 'billetera-signer-handover',
          vault: answer.data.vault === true,
          archive: answer.data.archive === true,
        }
        parent.postMessage(held, app)
      },
    )
    const [port] = event.ports as [MessagePort]
    const { handover } = event.data as { handover?: WorkerConnect['handover'] }
    const connect: WorkerConnect = { type: 'connect', port, ...(handover ? { handover } : {}) }
    worker.postMessage(connect, [port])
  }
  window.addEventListener('message', listen)

  // "What is stored?": answered here, from this origin's storage, without the worker (the first screen asks it).
  window.addEventListener('message', async (event: MessageEvent) => {
    if (event.origin !== app || event.source !== parent) return
    const data = event.data as { type?: unknown; id?: unknown; handover?: unknown } | null
    if (data?.type !== STORED || typeof data.id !== 'string') return
    const held = await adoptHandover(data.handover as Parameters<typeof adoptHandover>[0]).catch(() => ({
      vault: false,
      archive: false,
    }))
    const [record, archived] = await Promise.all([
      readRecord().catch(() => undefined),
      hasArchivedWallets().catch(() => false),
    ])
    const answer: StoredAnswer = {
      type: STORED,
      id: data.id,
      exists: record !== undefined,
      address: record?.address ?? null,
      kind: record?.kind ?? null,
      archived,
      held,
    }
    parent.postMessage(answer, app)
  })

  // A lock or an account change in any tab's worker reaches the app's screens.
  const channel = new BroadcastChannel(VAULT_CHANNEL)
  channel.onmessage = (message: MessageEvent<{ type?: unknown }>) => {
    if (message.data?.type !== 'lock' && message.data?.type !== 'accounts') return
    parent.postMessage(
      { type: BROADCAST, message: { type: message.data.type } } satisfies SignerBroadcast,
      app,
    )
  }
  parent.postMessage({ type: READY } satisfies SignerReady, app)

  // Precached for offline use (vite.signer.config.ts); a browser or a test that blocks it loses only that.
  if (import.meta.env.PROD && 'serviceWorker' in navigator)
    navigator.serviceWorker.register('/sw.js').catch(() => {})
} else {
  document.body.textContent = 'Billetera'
}
