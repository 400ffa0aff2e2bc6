import { get, type UseStore } from 'idb-keyval'
import type { Address } from 'viem'
import type { WalletAccount, WalletKind } from '../vaultApi'

// The sealed record's shape and its one read, apart from the sealing code (keystore.ts): the page reads the
// record's public part at start-up (is there a wallet, whose, which kind) and needs none of the crypto or the
// error classes for that, which keeps them out of the first screen's JavaScript. Its accounts are read in
// recordAccounts.ts, after the first screen.

/** idb-keyval key of the sealed vault. */
export const VAULT_KEY = 'vault'

/**
 * The sealed vault as stored in IndexedDB. Only `address`, `kind` and `accounts` are readable without the
 * password; `accounts` is public metadata that any write replaces whole, never touching the sealed secret.
 */
export type VaultRecord = {
  v: 1
  kdf: { name: 'PBKDF2'; hash: 'SHA-256'; iterations: number }
  salt: Uint8Array
  iv: Uint8Array
  /** AES-256-GCM of the secret bytes: BIP39 entropy for a mnemonic wallet, the key for a key wallet. */
  ciphertext: Uint8Array
  address: Address
  kind: WalletKind
  /** Made here (Create): both the seed phrase and the private key may be shown. */
  created: boolean
  /** The wallet's accounts (public). A record written before accounts existed has none: account 0 alone. */
  accounts?: WalletAccount[]
  /**
   * A created wallet's words were checked back ("Ya las guardé" answered right, in the worker). Public,
   * outside the sealed part: missing means never confirmed, so a forged or lost flag only warns more.
   */
  wordsConfirmed?: boolean
  /**
   * Found, not the person's yet (issue 41 item 5): a wallet handed over from the app origin's storage, where an
   * earlier version kept it and any script of the app's page can plant one (vault/handover.ts). Kept sealed as it
   * was; it becomes the stored wallet only when the person opens it with its password in the unlock frame, which
   * names it (unlock.ts drops the mark). Restore, import or a new wallet over it set it aside in the archive
   * without asking its password; it is never deleted unasked.
   */
  found?: true
}

/** Whether the stored record is a wallet found in the app's storage, not yet opened by the person. */
export const isFound = (record: VaultRecord | undefined): boolean => record?.found === true

/**
 * Reads the stored record, if any (idb-keyval's default store unless one is given). Every write goes
 * through records.ts, in one transaction with the archive.
 */
export const readRecord = (store?: UseStore): Promise<VaultRecord | undefined> =>
  get<VaultRecord>(VAULT_KEY, store)

/** idb-keyval key of the wallets set aside (a restore of another wallet, a replacement, a log out…). */
export const ARCHIVE_KEY = 'vault-archive'

/** Whether any wallet is set aside on this device (public: read without the worker, for the first screen). */
export const hasArchivedWallets = async (store?: UseStore): Promise<boolean> => {
  const list = await get<unknown>(ARCHIVE_KEY, store)
  return Array.isArray(list) && list.length > 0
}
