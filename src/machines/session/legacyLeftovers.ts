import type { Address } from 'viem'
import { type LegacyWallet, readLegacyWallets } from '../../workers/legacyWallet'

export type { LegacyWallet }

import type { VaultApi } from '../../workers/vaultApi'

/** A plaintext wallet an earlier version left in localStorage, as a confirmation names it: never its secrets. */
export type LegacyLeftover = {
  key: LegacyWallet['key']
  address: Address | null
  /** Its secrets are the stored wallet's: a copy, which goes without losing anything. */
  sameAsWallet: boolean
}

/** The plaintext wallets an earlier version left, told apart by this tab's key worker, through its channel. */
export async function readLegacyLeftovers(): Promise<LegacyLeftover[]> {
  const { getVault } = await import('../../workers/vaultClient')
  return listLegacyLeftovers(getVault())
}

/** Every plaintext wallet left in localStorage, each told apart as a copy of the stored wallet or another one. */
export async function listLegacyLeftovers(
  vault: Pick<VaultApi, 'legacyMatchesVault'>,
): Promise<LegacyLeftover[]> {
  const found: LegacyLeftover[] = []
  for (const legacy of readLegacyWallets()) {
    const sameAsWallet = await vault.legacyMatchesVault(legacy.json).catch(() => false)
    found.push({ key: legacy.key, address: legacy.address, sameAsWallet })
  }
  return found
}

/**
 * The plaintext wallets among `leftovers` that are not copies of the stored wallet, whole (their JSON too), as
 * Cerrar sesión, and Crear billetera over a stored wallet, hand them to the signer's removal frame to seal under
 * the password typed there (the app's channel refuses `archiveLegacy`).
 */
export function otherLegacyWallets(leftovers: readonly LegacyLeftover[]): LegacyWallet[] {
  const others = leftovers.filter((item) => !item.sameAsWallet).map((item) => item.key)
  return readLegacyWallets().filter((wallet) => others.includes(wallet.key))
}

/** Removes one localStorage key; a storage that refuses leaves the plaintext where it was (nothing lost). */
export function removeLegacyKey(key: LegacyWallet['key']): void {
  try {
    globalThis.localStorage?.removeItem(key)
  } catch (error) {
    console.warn('[vault] could not remove a legacy wallet', error)
  }
}
