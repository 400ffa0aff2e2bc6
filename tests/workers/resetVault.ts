import type { Remote } from 'comlink'
import { del, keys } from 'idb-keyval'
import { AUTO_LOCK_SETTING_KEY } from '../../src/workers/vault/autoLockSetting'
import { ARCHIVE_KEY, VAULT_KEY } from '../../src/workers/vault/keystore'
import type { VaultApi } from '../../src/workers/vaultApi'

/**
 * Starts a test from an empty device: locks the worker and removes the sealed vault, its archive and the
 * new-recipient rules, the 24 h sums (guard-ledger) and the auto-lock setting from IndexedDB directly (the worker itself removes a vault only with its password).
 */
export async function resetVault(vault: Remote<VaultApi>): Promise<void> {
  await vault.lock()
  await del(VAULT_KEY)
  await del(ARCHIVE_KEY)
  await del(AUTO_LOCK_SETTING_KEY)
  for (const key of await keys())
    if (typeof key === 'string' && /^(recipient-guard:|guard-ledger)/.test(key)) await del(key)
}
