import type { UseStore } from 'idb-keyval'
import { adoptStricterAutoLock } from './autoLockSetting'
import type { ArchivedRecord, VaultRecord } from './keystore'
import { archived, sameRecord, transact } from './records'

/**
 * What the app hands the signer once (issue 41, step 1): the sealed wallet and the archive an earlier version
 * kept in the app origin's IndexedDB, exactly as stored (still sealed: no password is involved), and the
 * auto-lock minutes it kept in localStorage (taken only when shorter than the default: adoptStricterAutoLock).
 */
export type Handover = { vault?: unknown; archive?: unknown; autoLockMinutes?: unknown }

/** Which of the handed records the signer's storage holds now: the app removes those from its origin. */
export type HandoverResult = { vault: boolean; archive: boolean }

const isBytes = (v: unknown): v is Uint8Array => v instanceof Uint8Array && v.length > 0
const isAddress = (v: unknown): v is string => typeof v === 'string' && /^0x[0-9a-fA-F]{40}$/.test(v)

/** A sealed record's shape, as the unlock reads it (anything else is not taken). */
export function isVaultRecord(v: unknown): v is VaultRecord {
  const r = v as Partial<VaultRecord> | null
  return (
    !!r &&
    r.v === 1 &&
    r.kdf?.name === 'PBKDF2' &&
    r.kdf.hash === 'SHA-256' &&
    Number.isSafeInteger(r.kdf.iterations) &&
    isBytes(r.salt) &&
    isBytes(r.iv) &&
    isBytes(r.ciphertext) &&
    isAddress(r.address) &&
    (r.kind === 'mnemonic' || r.kind === 'privateKey') &&
    typeof r.created === 'boolean'
  )
}

const isArchived = (v: unknown): v is ArchivedRecord =>
  !!v && typeof v === 'object' && isVaultRecord((v as { record?: unknown }).record)

/**
 * Takes the app's records into the signer's storage, in one transaction, only while the signer holds
 * nothing at all (no wallet, no archive): the very first visit after the update. Then the handed wallet is
 * kept *found* (`found: true`: shown on /unlock as found in this browser's storage of an earlier version, made
 * the wallet only by the first right password typed in the unlock frame, set aside by a restore, an import or a
 * new wallet) and the handed archive is the archive, sealed as they were, each entry marked found too (the reopen
 * frame names it so). Once the signer holds anything, a
 * handover adds nothing (a page script cannot plant a wallet or an archive entry beside the person's); it
 * answers only whether the signer already holds the very same records (a second tab's handover of the same
 * wallet), so the app may drop its copies.
 *
 * @example
 * const held = await adoptHandover({ vault: appRecord, archive: appArchive }) // { vault: true, archive: true }
 */
export async function adoptHandover(
  handover: Handover | undefined,
  store?: UseStore,
): Promise<HandoverResult> {
  await adoptStricterAutoLock(handover?.autoLockMinutes, store).catch(() => false)
  const vault = isVaultRecord(handover?.vault) ? handover.vault : undefined
  const list = Array.isArray(handover?.archive) ? handover.archive.filter(isArchived) : []
  if (!vault && list.length === 0) return { vault: false, archive: false }
  return transact(store, ({ current, archive }) => {
    const empty = current === undefined && archive.length === 0
    const nextArchive = empty
      ? list.map((entry) => ({
          ...archived(entry.record),
          ...(typeof entry.id === 'string' ? { id: entry.id } : {}),
          found: true as const,
        }))
      : archive
    const nextCurrent = empty ? vault : current
    const holds = (record: VaultRecord) =>
      sameRecord(nextCurrent, record) || nextArchive.some((entry) => sameRecord(entry.record, record))
    return {
      // Kept as found until the person opens it with its password in the unlock frame (unlock.ts): on a new
      // device a script of the app's page could have planted it.
      ...(empty && vault ? { current: { ...vault, found: true as const } } : {}),
      ...(empty && list.length ? { archive: nextArchive } : {}),
      result: {
        vault: vault !== undefined && holds(vault),
        archive: list.length > 0 && list.every((entry) => holds(entry.record)),
      },
    }
  })
}
