import type { UseStore } from 'idb-keyval'
import type { Address } from 'viem'
import { NoVaultError } from '../../domain/errors'
import type { ArchivedWallet } from '../vaultApi'
import { zero } from './bytes'
import { type ArchivedRecord, readArchive } from './keystore'
import { archived, transact } from './records'
import { keystoreFileOf } from './reveal'
import type { VaultContext } from './sealing'
import { openRecord } from './unlock'

/** An archive entry this version can name and open (anything else stays stored, unlisted). */
const isEntry = (entry: unknown): entry is ArchivedRecord => {
  const e = entry as Partial<ArchivedRecord> | null
  return typeof e?.id === 'string' && typeof e.record?.address === 'string'
}

/** Every archived wallet, newest first (ties: the one set aside later first); public facts only. */
export async function listArchivedWallets(store: UseStore | undefined): Promise<ArchivedWallet[]> {
  // Through a write transaction: entries an earlier version archived get their id here, once.
  const archive = await transact(store, ({ archive }) => ({ result: archive }))
  return archive
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => isEntry(entry))
    .map(({ entry, index }) => ({
      wallet: {
        id: entry.id,
        address: entry.record.address,
        kind: entry.record.kind,
        archivedAt: typeof entry.archivedAt === 'number' ? entry.archivedAt : 0,
      },
      index,
    }))
    .sort((a, b) => b.wallet.archivedAt - a.wallet.archivedAt || b.index - a.index)
    .map(({ wallet }) => wallet)
}

/** The archived entry `id`; NoVaultError when there is none. */
async function findArchived(store: UseStore | undefined, id: unknown): Promise<ArchivedRecord> {
  const entry = (await readArchive(store)).find((e) => isEntry(e) && e.id === id)
  if (!entry) throw new NoVaultError({ details: 'no archived wallet with that id' })
  return entry
}

/**
 * Makes archived wallet `id` the stored one, opened with its own password, and sets the stored one aside in
 * its place, in one transaction. `locks` is the lock count when the call was made: a lock since then wins,
 * before anything is written or, if it comes while writing, before the wallet opens.
 */
export async function reopenArchivedWallet(
  ctx: VaultContext,
  id: string,
  password: string,
  locks: number,
): Promise<{ address: Address }> {
  const entry = await findArchived(ctx.store, id)
  const { keys, resealed } = await openRecord(entry.record, password)
  try {
    const record = resealed ?? entry.record
    ctx.session.noLockSince(locks)
    await transact(ctx.store, ({ current, archive }) => {
      const rest = archive.filter((e) => e?.id !== id)
      // Another tab reopened it meanwhile: it is the stored wallet there; change nothing here.
      if (rest.length === archive.length)
        throw new NoVaultError({ details: 'archived wallet reopened elsewhere' })
      return { current: record, archive: current ? [...rest, archived(current)] : rest, result: null }
    })
    ctx.session.open(keys, record.address, locks, record)
    return { address: record.address }
  } finally {
    zero(keys.entropy)
    zero(keys.privateKey)
  }
}

/** Archived wallet `id` as a keystore V3 file under its own password (WrongPasswordError otherwise). */
export async function exportArchivedWallet(
  store: UseStore | undefined,
  id: string,
  password: string,
): Promise<string> {
  return keystoreFileOf((await findArchived(store, id)).record, password)
}
