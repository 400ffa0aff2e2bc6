/// <reference lib="webworker" />
import { registerErrorTransfer } from './errorTransfer'
import { exposeVault } from './vault/exposeVault'
import { extrasFromManifest, type SigningExtras } from './vault/signingPolicy'
import { Vault } from './vault/vault'
import type { VaultApi } from './vaultApi'

/**
 * The devnet's own addresses for the signing allow-list (Beefy's vault has no mainnet address), read by the
 * worker itself from the same origin: nothing a page script sends can widen the list. The mainnet build
 * signs for the catalogue alone.
 */
async function devnetExtras(): Promise<SigningExtras> {
  const res = await fetch('/devnet-manifest.json', { cache: 'no-store' })
  if (!res.ok) throw new Error(`devnet manifest: status ${res.status}`)
  return extrasFromManifest(await res.json())
}

registerErrorTransfer()
const mainnet = import.meta.env.VITE_BILLETERA_PROFILE === 'mainnet'
const vault: VaultApi = new Vault(mainnet ? {} : { signingExtras: devnetExtras })
exposeVault(vault)
