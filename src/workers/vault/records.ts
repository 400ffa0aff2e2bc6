import { createStore, type UseStore } from 'idb-keyval'
import { AccountError, NoVaultError } from '../../domain/errors'
import type { WalletAccount } from '../vaultApi'
import { randomBytes, toHex } from './bytes'
import { ARCHIVE_KEY, type ArchivedRecord, VAULT_KEY, type VaultRecord } from './keystore'

/** The stored wallet and the archive, as one transaction read them. */
type Stored = { current: VaultRecord | undefined; archive: ArchivedRecord[] }

/** What a transaction writes: a new current record (null removes it), a new archive, and its answer. */
type Change<T> = { current?: VaultRecord | null; archive?: ArchivedRecord[]; result: T }

let fallback: UseStore | undefined
/** idb-keyval's own default database and object store, which its `get` and `set` use too. */
function storeOf(store?: UseStore): UseStore {
  if (store) return store
  fallback ??= createStore('keyval-store', 'keyval')
  return fallback
}

/** A fresh archive id: 16 random bytes as hex. */
const archiveId = (): string => toHex(randomBytes(16)).slice(2)

/** A record set aside now, with a new id. */
export const archived = (record: VaultRecord): ArchivedRecord => ({
  id: archiveId(),
  record,
  archivedAt: Date.now(),
})

/**
 * Entries archived by an earlier version have no id: give them one, so every archived wallet can be named.
 * `changed` says the list must be written back. Anything that is not an entry is kept as it is.
 */
function withIds(list: unknown): { archive: ArchivedRecord[]; changed: boolean } {
  if (!Array.isArray(list)) return { archive: [], changed: false }
  let changed = false
  const archive = list.map((entry) => {
    if (!entry || typeof entry !== 'object' || typeof entry.id === 'string') return entry
    changed = true
    return { ...entry, id: archiveId() }
  })
  return { archive, changed }
}

/**
 * Reads the stored record and the archive and writes what `change` answers, in ONE IndexedDB transaction:
 * another tab's worker cannot write between the read and the write, so nothing it stored is overwritten
 * unseen. `change` runs synchronously inside the transaction; whatever it throws aborts it, nothing written.
 */
export function transact<T>(store: UseStore | undefined, change: (stored: Stored) => Change<T>): Promise<T> {
  return storeOf(store)(
    'readwrite',
    (os) =>
      new Promise<T>((resolve, reject) => {
        let result: T
        const current = os.get(VAULT_KEY)
        const list = os.get(ARCHIVE_KEY)
        // Requests on one store succeed in order: when the archive is read, so is the record.
        list.onsuccess = () => {
          try {
            const { archive, changed } = withIds(list.result)
            const next = change({ current: current.result, archive })
            if (next.current === null) os.delete(VAULT_KEY)
            else if (next.current) os.put(next.current, VAULT_KEY)
            const written = next.archive ?? (changed ? archive : undefined)
            if (written?.length) os.put(written, ARCHIVE_KEY)
            else if (written) os.delete(ARCHIVE_KEY)
            result = next.result
          } catch (error) {
            reject(error)
            os.transaction.abort()
          }
        }
        os.transaction.oncomplete = () => resolve(result)
        os.transaction.onabort = os.transaction.onerror = () => reject(os.transaction.error)
      }),
  )
}

/** Equal bytes (public data only: this stops at the first difference). */
export const equalBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((x, i) => x === b[i])

/** The very same sealed record (each seal draws a new iv), or both absent. */
export function sameRecord(a: VaultRecord | undefined, b: VaultRecord | undefined): boolean {
  if (!a || !b) return a === b
  return a.address === b.address && equalBytes(a.iv, b.iv) && equalBytes(a.ciphertext, b.ciphertext)
}

/**
 * Whether `next` may take `current`'s place without keeping it: the same wallet, of the same kind, that can
 * show at least as much (a re-seal under a new password). Any other record goes to the archive.
 */
export function supersedes(next: VaultRecord, current: VaultRecord): boolean {
  return next.address === current.address && next.kind === current.kind && (next.created || !current.created)
}

/**
 * Stores `next` as the wallet; the record it replaces goes to the archive unless `next` supersedes it.
 * With `expected`, writes only while that record is still the stored one (answers false otherwise). A
 * re-seal of the same wallet (a new password, a restore) keeps the accounts the stored record lists and
 * whether its words were confirmed.
 */
export const storeRecord = (next: VaultRecord, store?: UseStore, expected?: VaultRecord) =>
  transact(store, ({ current, archive }): Change<boolean> => {
    if (expected && !sameRecord(current, expected)) return { result: false }
    const same = current !== undefined && supersedes(next, current)
    const kept = current && !same ? [...archive, archived(current)] : archive
    const accounts = same && !next.accounts && current.accounts ? { accounts: current.accounts } : {}
    // A re-seal of the same wallet (a new password) keeps the word check it had passed.
    const words = same && current.wordsConfirmed ? { wordsConfirmed: true } : {}
    return { current: { ...next, ...accounts, ...words }, archive: kept, result: true }
  })

/**
 * Replaces the stored wallet's account list with what `change` makes of it, in one transaction: the sealed
 * secret is written back byte for byte, and whatever `change` throws (or a wallet other than `wallet` now
 * stored) aborts it, so a failure changes nothing. `change` runs synchronously inside the transaction, on
 * the list as stored at that moment (another tab's change is never overwritten unseen).
 */
export const updateAccounts = <T>(
  store: UseStore | undefined,
  wallet: string,
  change: (record: VaultRecord) => { accounts: WalletAccount[]; result: T },
) =>
  transact(store, ({ current }): Change<T> => {
    if (!current) throw new NoVaultError()
    if (current.address.toLowerCase() !== wallet.toLowerCase())
      throw new AccountError({ details: 'walletChanged' })
    const { accounts, result } = change(current)
    return { current: { ...current, accounts }, result }
  })
