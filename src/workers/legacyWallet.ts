import type { Address } from 'viem'

/** localStorage keys where earlier versions kept the wallet in plaintext (spec 000 §3). */
export const LEGACY_WALLET_KEYS = ['wallet', 'walletData'] as const

/** A plaintext wallet left by an earlier version: its raw JSON (for the worker) and public address. */
export type LegacyWallet = { json: string; address: Address | null; key: (typeof LEGACY_WALLET_KEYS)[number] }

/**
 * Every plaintext wallet left in localStorage by an earlier version, in key order. The JSON goes straight to
 * the vault worker and is removed afterwards; it is never kept in state.
 */
export function readLegacyWallets(): LegacyWallet[] {
  const found: LegacyWallet[] = []
  for (const key of LEGACY_WALLET_KEYS) {
    try {
      const json = globalThis.localStorage?.getItem(key)
      if (!json) continue
      const parsed = JSON.parse(json) as { address?: unknown; privateKey?: unknown; mnemonic?: unknown }
      if (typeof parsed.privateKey !== 'string' && typeof parsed.mnemonic !== 'string') continue
      const address = typeof parsed.address === 'string' ? (parsed.address as Address) : null
      found.push({ json, address, key })
    } catch {
      // Not JSON, or storage unavailable: not a wallet we can move.
    }
  }
  return found
}

/** The first plaintext wallet left by an earlier version (the one /unlock offers to seal), if any. */
export function readLegacyWallet(): LegacyWallet | null {
  return readLegacyWallets()[0] ?? null
}

/** Removes every legacy plaintext wallet key (after migration, log out, delete or Create). */
export function removeLegacyWallet(): void {
  for (const key of LEGACY_WALLET_KEYS) {
    try {
      globalThis.localStorage?.removeItem(key)
    } catch (error) {
      console.warn('[vault] could not remove the legacy wallet', error)
    }
  }
}

/**
 * After a successful unlock: removes a plaintext copy an earlier version left behind, but only when the
 * worker confirms it is the unlocked vault's wallet (its secrets agree and derive the stored address). A
 * copy of another wallet stays, so no key is ever dropped. Never fails the unlock.
 */
export async function removeLeftoverLegacy(vault: {
  legacyMatchesVault(json: string): Promise<boolean>
}): Promise<number> {
  let removed = 0
  for (const legacy of readLegacyWallets()) {
    try {
      if (!(await vault.legacyMatchesVault(legacy.json))) continue
      globalThis.localStorage?.removeItem(legacy.key)
      removed++
    } catch (error) {
      console.warn('[vault] could not check a leftover legacy wallet', error)
    }
  }
  return removed
}
