import type { Address } from 'viem'
import { NoVaultError, VaultExistsError } from '../../domain/errors'
import { zero } from './bytes'
import { deriveSealingKey, readRecord, seal, type VaultRecord } from './keystore'
import { parseLegacy } from './legacy'
import { archived, equalBytes, supersedes, transact } from './records'
import {
  acceptablePassword,
  type Meta,
  openEither,
  persist,
  sealingOf,
  text,
  type VaultContext,
} from './sealing'

/**
 * Seals the wallet of the old plaintext format under a password; never over a stored vault. `locks` is the
 * lock count when the call was made: a lock since then wins (persist).
 */
export async function migrateLegacyWallet(
  ctx: VaultContext,
  password: string,
  legacyJson: string,
  locks: number,
): Promise<{ address: Address }> {
  const normal = acceptablePassword(password)
  if (await readRecord(ctx.store)) throw new VaultExistsError({ details: 'a vault is already stored' })
  const legacy = await parseLegacy(text(legacyJson))
  try {
    const sealing = await deriveSealingKey(normal)
    const meta: Meta = { kind: legacy.entropy ? 'mnemonic' : 'privateKey', created: legacy.created }
    return { address: await persist(ctx, sealing, legacy, meta, locks) }
  } finally {
    zero(legacy.entropy)
    zero(legacy.privateKey)
  }
}

/**
 * Seals one more plaintext wallet of an earlier version straight into the archive, under the stored
 * wallet's password. The file is parsed before any key is derived, so garbage costs no KDF. Nothing is
 * added when a record sealed under this same password already holds as much (the stored wallet itself, or
 * an earlier call for the same leftover). The entry is marked found, like a wallet handed over from the app's
 * storage (handover.ts). A lock since `locks` wins: VaultLockedError, nothing stored.
 */
export async function archiveLegacyWallet(
  ctx: VaultContext,
  password: string,
  legacyJson: string,
  locks: number,
): Promise<{ address: Address }> {
  const legacy = await parseLegacy(text(legacyJson))
  try {
    const record = await readRecord(ctx.store)
    if (!record) throw new NoVaultError()
    const opened = await openEither(record, password)
    zero(opened.secret)
    const sealing = await sealingOf(opened, password)
    const meta = { kind: legacy.entropy ? 'mnemonic' : 'privateKey', created: legacy.created } as const
    const sealed = await seal(sealing, legacy.entropy ?? legacy.privateKey, {
      address: legacy.address,
      ...meta,
    })
    ctx.session.noLockSince(locks)
    const samePassword = (r: VaultRecord) => r.salt instanceof Uint8Array && equalBytes(r.salt, sealing.salt)
    await transact(ctx.store, ({ current, archive }) => {
      const kept = [current, ...archive.map((entry) => entry?.record)]
      const known = kept.some((r) => r && samePassword(r) && supersedes(r, sealed))
      // Marked found: the plaintext came from the app's storage, where a script of the app's page could have
      // planted a wallet it holds the key of, now sealed under the person's own password. The reopen frame
      // names it so, with its address (reopenScreen.ts foundEntry), before anyone opens and fills it.
      const entry = { ...archived(sealed), found: true as const }
      return known ? { result: null } : { archive: [...archive, entry], result: null }
    })
    return { address: legacy.address }
  } finally {
    zero(legacy.entropy)
    zero(legacy.privateKey)
  }
}

/** Whether an old plaintext wallet is the one already sealed here. */
export async function legacyMatches(ctx: VaultContext, legacyJson: string): Promise<boolean> {
  const record = await readRecord(ctx.store)
  if (!record) return false
  try {
    const legacy = await parseLegacy(text(legacyJson))
    zero(legacy.entropy)
    zero(legacy.privateKey)
    return legacy.address === record.address
  } catch {
    return false
  }
}
