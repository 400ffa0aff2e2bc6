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

/** What the vault calls here need; the worker's client has them. */
type LegacyVault = Pick<VaultApi, 'legacyMatchesVault' | 'archiveLegacy'>

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
 * Cerrar sesión hands them to the signer's removal frame to seal under the password typed there.
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

/** What became of the leftovers: those the worker sealed, the copies of the stored wallet, those it refused. */
export type SealedLeftovers = { archived: LegacyWallet[]; copies: LegacyWallet[]; kept: LegacyWallet[] }

/**
 * Seals each plaintext leftover that is not the stored wallet into the archive, under the stored wallet's
 * password, and removes its key only once the worker confirmed it. Copies of the stored wallet are returned for
 * the caller to remove when it is safe (after a migration at once; after Cerrar sesión once the vault is gone).
 * A wrong password stops at the first leftover, before anything changed (WrongPasswordError); one the worker
 * refuses for any other reason (its parts disagree) stays where it is, in `kept`.
 */
export async function sealLegacyLeftovers(
  vault: LegacyVault,
  password: string,
  leftovers: LegacyWallet[] = readLegacyWallets(),
): Promise<SealedLeftovers> {
  const result: SealedLeftovers = { archived: [], copies: [], kept: [] }
  for (const legacy of leftovers) {
    if (await vault.legacyMatchesVault(legacy.json).catch(() => false)) {
      result.copies.push(legacy)
      continue
    }
    try {
      await vault.archiveLegacy(password, legacy.json)
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'WrongPasswordError') throw error
      console.warn('[vault] a legacy wallet could not be sealed; it stays where it was', error)
      result.kept.push(legacy)
      continue
    }
    removeLegacyKey(legacy.key)
    result.archived.push(legacy)
  }
  return result
}
