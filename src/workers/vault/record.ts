import { get, type UseStore } from 'idb-keyval'
import type { Address } from 'viem'
import type { WalletAccount, WalletKind } from '../vaultApi'

// The sealed record's shape and its one read, apart from the sealing code (keystore.ts): the page reads the
// record's public part at start-up (is there a wallet, whose, which kind, its accounts) and needs none of the
// crypto or the error classes for that, which keeps them out of the first screen's JavaScript.

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
}

/** BIP-32 non-hardened child indexes: what m/44'/60'/0'/0/i takes. */
export const MAX_ACCOUNT_INDEX = 2 ** 31 - 1

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

function wellFormed(entry: unknown): entry is WalletAccount {
  const a = entry as Partial<WalletAccount> | null
  return (
    typeof a === 'object' &&
    a !== null &&
    Number.isSafeInteger(a.index) &&
    (a.index as number) >= 0 &&
    (a.index as number) <= MAX_ACCOUNT_INDEX &&
    typeof a.address === 'string' &&
    HEX_ADDRESS.test(a.address) &&
    (a.name === null || (typeof a.name === 'string' && a.name.length <= 128)) &&
    typeof a.hidden === 'boolean'
  )
}

/**
 * The wallet's accounts as its record lists them, by index: account 0 always (at the record's own address,
 * the one the ciphertext is bound to), then each well-formed entry once. A record of an earlier version lists
 * none and reads as account 0 alone, unnamed ("Cuenta 1"); a wallet imported with a private key has account 0
 * only. At least one account is visible.
 * @example accountsOf(oldRecord) // [{ index: 0, address: oldRecord.address, name: null, hidden: false }]
 */
export function accountsOf(record: Pick<VaultRecord, 'address' | 'kind' | 'accounts'>): WalletAccount[] {
  const listed = Array.isArray(record.accounts) ? record.accounts.filter(wellFormed) : []
  const byIndex = new Map<number, WalletAccount>()
  for (const a of listed) if (!byIndex.has(a.index)) byIndex.set(a.index, a)
  const first = byIndex.get(0)
  const accounts: WalletAccount[] = [
    { index: 0, address: record.address, name: first?.name ?? null, hidden: first?.hidden ?? false },
  ]
  if (record.kind === 'mnemonic')
    for (const a of [...byIndex.values()].sort((x, y) => x.index - y.index))
      if (a.index > 0) accounts.push({ index: a.index, address: a.address, name: a.name, hidden: a.hidden })
  if (accounts.every((a) => a.hidden)) accounts[0] = { ...(accounts[0] as WalletAccount), hidden: false }
  return accounts
}

/**
 * Reads the stored record, if any (idb-keyval's default store unless one is given). Every write goes
 * through records.ts, in one transaction with the archive.
 */
export const readRecord = (store?: UseStore): Promise<VaultRecord | undefined> =>
  get<VaultRecord>(VAULT_KEY, store)
