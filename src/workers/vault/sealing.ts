import type { UseStore } from 'idb-keyval'
import type { Address } from 'viem'
import {
  ImportError,
  NoVaultError,
  PasswordNotSetError,
  VaultExistsError,
  VaultLockedError,
  WeakPasswordError,
  WrongPasswordError,
} from '../../domain/errors'
import { normalizePassword, passwordStrength } from '../../domain/password'
import type { ReplaceConfirmation, WalletKind } from '../vaultApi'
import { sameBytes, zero } from './bytes'
import { deriveSealingKey, open, readRecord, type SealingKey, seal, type VaultRecord } from './keystore'
import type { ParsedSecret } from './parseSecret'
import { storeRecord } from './records'
import { addressOf } from './secrets'
import type { VaultSession } from './session'

/** What the vault's calls share. Held in a private field of the worker's Vault: never reachable by Comlink. */
export type VaultContext = {
  readonly store: UseStore | undefined
  readonly session: VaultSession
  /** The sealing key chosen on sign-up, until the first create or import seals with it. */
  pending: SealingKey | null
}

/** What a record says of its wallet besides the address. */
export type Meta = { kind: WalletKind; created: boolean }

/** Checks a new password and gives its NFKC form. */
export function acceptablePassword(password: unknown): string {
  if (typeof password !== 'string') throw new WeakPasswordError({ details: 'short' })
  const verdict = passwordStrength(password)
  if (!verdict.ok) throw new WeakPasswordError({ details: verdict.reason ?? 'short' })
  return normalizePassword(password)
}

/**
 * Opens a record with the NFKC form of a password, then with the raw form: a wallet sealed before
 * passwords were normalised still opens. `raw` tells the caller to re-seal under the NFKC form.
 */
export async function openEither(record: VaultRecord, password: unknown) {
  if (typeof password !== 'string') throw new WrongPasswordError()
  const normal = normalizePassword(password)
  try {
    return { ...(await open(record, normal)), raw: false }
  } catch (error) {
    if (!(error instanceof WrongPasswordError) || normal === password) throw error
    return { ...(await open(record, password)), raw: true }
  }
}

/**
 * Checks that `password` is the open wallet's (WrongPasswordError otherwise): the stored record must open with
 * it AND hold the very secret this tab has open. The record alone proves nothing: any script on the page can
 * write IndexedDB, and a record sealed under its own password, with the wallet's public address on it, opens
 * with that password. The open secret is in this worker's memory, where no page script reaches.
 */
export async function checkOpenWalletPassword(ctx: VaultContext, password: unknown): Promise<void> {
  const unlocked = ctx.session.unlocked
  if (!unlocked) throw new VaultLockedError()
  const record = await readRecord(ctx.store)
  if (!record) throw new NoVaultError()
  if (record.address.toLowerCase() !== unlocked.address.toLowerCase()) throw new WrongPasswordError()
  const { secret } = await openEither(record, password)
  try {
    const open = ctx.session.unlocked
    if (!open) throw new VaultLockedError({ details: 'locked during the call' })
    const expected = record.kind === 'mnemonic' ? open.entropy : open.privateKey
    if (!expected || !sameBytes(secret, expected)) throw new WrongPasswordError()
  } finally {
    zero(secret)
  }
}

/** Anything that crossed Comlink as the user's input must be text; otherwise it is bad input. */
export function text(value: unknown): string {
  if (typeof value !== 'string') throw new ImportError({ details: 'not text' })
  return value
}

/**
 * The sealing key for a new wallet, when one may be written: over a stored wallet only when
 * `replace.password` opens it. The sign-up password if one waits, else the open or confirmed one.
 */
export async function mayReplace(
  ctx: VaultContext,
  record: VaultRecord | undefined,
  replace?: ReplaceConfirmation,
): Promise<SealingKey> {
  let confirmed: SealingKey | null = null
  if (record) {
    if (!replace) throw new VaultExistsError()
    const { secret, sealing, raw } = await openEither(record, replace.password)
    zero(secret)
    confirmed = raw ? await deriveSealingKey(normalizePassword(replace.password)) : sealing
  }
  const sealing = ctx.pending ?? confirmed ?? (record ? null : ctx.session.unlocked?.sealing)
  if (!sealing) throw new PasswordNotSetError()
  return sealing
}

/**
 * Seals the keys, stores them as the wallet and opens them in this tab, keeping copies (the caller zeroes
 * its own). The record they replace goes to the archive, still encrypted, unless it is the same wallet
 * (storeRecord). `locks` is the lock count when the call was made: a lock since then wins, before anything
 * is written (nothing changes) or, if it comes while writing, before the wallet opens (VaultLockedError).
 */
export async function persist(
  ctx: VaultContext,
  sealing: SealingKey,
  keys: ParsedSecret,
  meta: Meta,
  locks: number,
): Promise<Address> {
  const address = addressOf(keys.privateKey)
  const record = await seal(sealing, keys.entropy ?? keys.privateKey, { address, ...meta })
  ctx.session.noLockSince(locks)
  await storeRecord(record, ctx.store)
  ctx.pending = null
  ctx.session.open(keys, address, sealing, locks)
  return address
}
