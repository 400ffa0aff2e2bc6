import type { Address } from 'viem'

/** localStorage keys where earlier versions kept the wallet in plaintext (spec 000 §3). */
export const LEGACY_WALLET_KEYS = ['wallet', 'walletData'] as const

/** A plaintext wallet left by an earlier version: its raw JSON (for the worker) and public address. */
export type LegacyWallet = { json: string; address: Address | null; key: (typeof LEGACY_WALLET_KEYS)[number] }

/**
 * Finds a plaintext wallet left in localStorage by an earlier version. The JSON goes straight to the
 * vault worker (`migrateLegacy`) and is removed afterwards; it is never kept in state.
 */
export function readLegacyWallet(): LegacyWallet | null {
  for (const key of LEGACY_WALLET_KEYS) {
    try {
      const json = globalThis.localStorage?.getItem(key)
      if (!json) continue
      const parsed = JSON.parse(json) as { address?: unknown; privateKey?: unknown; mnemonic?: unknown }
      if (typeof parsed.privateKey !== 'string' && typeof parsed.mnemonic !== 'string') continue
      const address = typeof parsed.address === 'string' ? (parsed.address as Address) : null
      return { json, address, key }
    } catch {
      // Not JSON, or storage unavailable: not a wallet we can move.
    }
  }
  return null
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
