/// <reference lib="webworker" />
import { networks } from '../domain/catalogue/networks'
import { registerErrorTransfer } from './errorTransfer'
import { exposeVault } from './vault/exposeVault'
import { adoptHandover, type Handover } from './vault/handover'
import { rpcAaveDebtReader } from './vault/review/aaveDebt'
import { rpcCometBalanceReader } from './vault/review/cometLoan'
import { rpcCurveQuoteReader } from './vault/review/curveQuotes'
import { extrasFromManifest, type SigningExtras } from './vault/signingPolicy'
import { Vault } from './vault/vault'
import { SIGNER_ONLY_CALLS, type VaultApi } from './vaultApi'

/** The devnet's manifest, read by the worker itself from the same origin: nothing a page script sends is used. */
async function devnetManifest(): Promise<unknown> {
  const res = await fetch('/devnet-manifest.json', { cache: 'no-store' })
  if (!res.ok) throw new Error(`devnet manifest: status ${res.status}`)
  return res.json()
}

/**
 * The devnet's own addresses for the signing allow-list (Beefy's vault has no mainnet address). The mainnet
 * build signs for the catalogue alone.
 */
const devnetExtras = async (): Promise<SigningExtras> => extrasFromManifest(await devnetManifest())

/** The devnet's node for a chain, from its manifest. */
async function devnetEndpoints(chainId: number): Promise<readonly string[]> {
  const chains = (await devnetManifest()) as { chains?: Record<string, { rpcUrl?: unknown }> } | null
  const url = chains?.chains?.[String(chainId)]?.rpcUrl
  return typeof url === 'string' ? [url] : []
}

/**
 * The catalogue's public endpoints for a chain, never the page's RPC settings (a script on the page could
 * point those at a node that says nothing is owed).
 */
const catalogueEndpoints = async (chainId: number): Promise<readonly string[]> =>
  Object.values(networks).find((n) => n.chainId === chainId)?.publicRpcUrls ?? []

registerErrorTransfer()
const mainnet = import.meta.env.VITE_BILLETERA_PROFILE === 'mainnet'
/**
 * The worker's vault, made once the handover is in: so it reads the auto-lock setting an earlier version's
 * handover may just have stored (vault/autoLockSetting.ts adoptStricterAutoLock).
 */
const makeVault = (): VaultApi =>
  new Vault(
    mainnet
      ? {
          aaveDebt: rpcAaveDebtReader(catalogueEndpoints),
          cometBalance: rpcCometBalanceReader(catalogueEndpoints),
          curveQuote: rpcCurveQuoteReader(catalogueEndpoints),
        }
      : {
          signingExtras: devnetExtras,
          aaveDebt: rpcAaveDebtReader(devnetEndpoints),
          cometBalance: rpcCometBalanceReader(devnetEndpoints),
          curveQuote: rpcCurveQuoteReader(devnetEndpoints),
        },
  )

/**
 * What the signer's page (src/signer/main.ts) sends its worker once: the app's port, the page's own port
 * (`own`: the signer's screens, which alone may pass the password, SIGNER_ONLY_CALLS) and the handover.
 */
export type WorkerConnect = { type: 'connect'; port: MessagePort; own?: MessagePort; handover?: Handover }

/**
 * The worker answers on two ports only: the one the signer's page passes on from the app (DESIGN.md §3), which
 * refuses the calls that take a password or give a secret, and a Confirm carrying a password, and the signer
 * page's own. Only
 * the page that started it can post to a worker, and it does so once; nothing is exposed on the worker itself.
 * A vault the app's origin still kept is taken over first (vault/handover.ts), so the first call already sees it.
 */
self.addEventListener('message', function connect(event: MessageEvent<WorkerConnect>) {
  const { data } = event
  if (data?.type !== 'connect' || !(data.port instanceof MessagePort)) return
  self.removeEventListener('message', connect)
  const { port, own } = data
  void adoptHandover(data.handover)
    .catch((error: unknown) => {
      console.warn("[vault] could not take over the app origin's vault", error)
      return { vault: false, archive: false }
    })
    .then((held) => {
      const vault = makeVault()
      exposeVault(vault, port as unknown as Parameters<typeof exposeVault>[1], SIGNER_ONLY_CALLS, true)
      port.start()
      if (own instanceof MessagePort) {
        exposeVault(vault, own as unknown as Parameters<typeof exposeVault>[1])
        own.start()
      }
      self.postMessage({ type: 'connected', ...held })
    })
})
