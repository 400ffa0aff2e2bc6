/// <reference lib="webworker" />
import { networks } from '../domain/catalogue/networks'
import { registerErrorTransfer } from './errorTransfer'
import { exposeVault } from './vault/exposeVault'
import { rpcAaveDebtReader } from './vault/review/aaveDebt'
import { rpcCometBalanceReader } from './vault/review/cometLoan'
import { rpcCurveQuoteReader } from './vault/review/curveQuotes'
import { extrasFromManifest, type SigningExtras } from './vault/signingPolicy'
import { Vault } from './vault/vault'
import type { VaultApi } from './vaultApi'

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
const vault: VaultApi = new Vault(
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
exposeVault(vault)
