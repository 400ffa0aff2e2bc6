import type { UseStore } from 'idb-keyval'
import type { Address } from 'viem'
import {
  ImportError,
  PasswordNotSetError,
  VaultCorruptError,
  VaultExistsError,
  VaultLockedError,
  WeakPasswordError,
  WrongPasswordError,
} from '../../domain/errors'
import { normalizePassword, passwordStrength } from '../../domain/password'
import type { ReplaceConfirmation, WalletKind } from '../vaultApi'
import { randomBytes, sameBytes, toHex, zero } from './bytes'
import { deriveSealingKey, open, readRecord, type SealingKey, seal, type VaultRecord } from './keystore'
import type { ParsedSecret } from './parseSecret'
import { sameRecord, storeRecord } from './records'
import { addressOf } from './secrets'
import type { VaultSession } from './session'

/** What the vault's calls share. Held in a private field of the worker's Vault: never reachable by Comlink. */
export type VaultContext = {
  readonly store: UseStore | undefined
  readonly session: VaultSession
  /**
   * Passwords chosen on sign-up, by the ticket setPassword answered, until a create or import seals with one or
   * a lock ends the sign-up. Which one seals a new wallet: see mayReplace.
   */
  readonly pending: Map<string, SealingKey>
}

/** How many sign-up passwords wait at once; the oldest goes first (a script calling setPassword in a loop). */
const MAX_PENDING = 8

/** Keeps the sealing key of a password chosen on sign-up and answers the ticket that names it. */
export function keepPending(ctx: VaultContext, sealing: SealingKey): string {
  const ticket = toHex(randomBytes(16))
  ctx.pending.set(ticket, sealing)
  for (const old of ctx.pending.keys()) if (ctx.pending.size > MAX_PENDING) ctx.pending.delete(old)
  return ticket
}

/** The sealing key a ticket names, if it still waits. */
const pendingOf = (ctx: VaultContext, ticket: unknown): SealingKey | undefined =>
  typeof ticket === 'string' ? ctx.pending.get(ticket) : undefined

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
 * Checks that `password` is the open wallet's (WrongPasswordError otherwise) and answers its sealing key (NFKC
 * form). A record that opens with it must hold the very secret this tab has open: first the record this tab
 * opened or sealed, kept in the worker's memory, then the stored one (another tab may have sealed the same
 * wallet again under a new password, "¿Olvidaste tu contraseña?"). That a record opens proves nothing by itself:
 * any script on the page can write IndexedDB, and a record sealed under the script's own password, with the
 * wallet's public address on it, opens with that password; only the secret inside cannot be forged.
 * `unlocked` is the session the caller works for: another one open by the end is a VaultLockedError.
 */
export async function checkOpenWalletPassword(
  ctx: VaultContext,
  password: unknown,
  unlocked = ctx.session.unlocked,
): Promise<SealingKey> {
  if (!unlocked) throw new VaultLockedError()
  const stored = await readRecord(ctx.store)
  const records = [unlocked.record, ...(stored && !sameRecord(stored, unlocked.record) ? [stored] : [])]
  for (const record of records) {
    let opened: Awaited<ReturnType<typeof openEither>>
    try {
      opened = await openEither(record, password)
    } catch (error) {
      if (error instanceof WrongPasswordError || error instanceof VaultCorruptError) continue
      throw error
    }
    try {
      if (ctx.session.unlocked !== unlocked) throw new VaultLockedError({ details: 'locked during the call' })
      const expected = record.kind === 'mnemonic' ? unlocked.entropy : unlocked.privateKey
      if (!expected || !sameBytes(opened.secret, expected)) continue
    } finally {
      zero(opened.secret)
    }
    return sealingOf(opened, password as string)
  }
  throw new WrongPasswordError()
}

/**
 * The sealing key of the password that opened a record, in its NFKC form: a record that opened only with the raw
 * form (sealed before passwords were normalised) gets the key derived anew.
 */
export async function sealingOf(
  opened: { sealing: SealingKey; raw: boolean },
  password: string,
): Promise<SealingKey> {
  return opened.raw ? deriveSealingKey(normalizePassword(password)) : opened.sealing
}

/** Anything that crossed Comlink as the user's input must be text; otherwise it is bad input. */
export function text(value: unknown): string {
  if (typeof value !== 'string') throw new ImportError({ details: 'not text' })
  return value
}

/**
 * The sealing key for a new wallet, when one may be written.
 * - `replace.sealWith` names the sign-up password (setPassword's ticket) the new wallet is sealed with; a ticket
 *   this worker does not hold (unknown, pushed out, used) is refused rather than replaced by another password.
 * - The first wallet of a device (none stored, none open) is sealed with the named sign-up password, or with the
 *   only one waiting: when several wait (a page script called setPassword too), one must be named.
 * - Over a stored or an open wallet, `replace.password` must be that wallet's: the open one's is proved by its
 *   secret (checkOpenWalletPassword), whatever IndexedDB says; a stored record opens with it otherwise. A tab
 *   whose open wallet is no longer the stored one (another tab stored another wallet) drops its stale session
 *   first. The new wallet is sealed with the named sign-up password, else with the confirmed one; never with
 *   the open session's key alone.
 */
export async function mayReplace(
  ctx: VaultContext,
  record: VaultRecord | undefined,
  replace?: ReplaceConfirmation,
): Promise<SealingKey> {
  const named = replace?.sealWith
  const chosen = named === undefined ? undefined : pendingOf(ctx, named)
  if (named !== undefined && !chosen)
    throw new PasswordNotSetError({ details: 'no sign-up password waits under that ticket' })
  let open = ctx.session.unlocked
  if (open && record && record.address.toLowerCase() !== open.address.toLowerCase()) {
    ctx.session.drop()
    open = null
  }
  if (!record && !open) {
    const only = ctx.pending.size === 1 ? [...ctx.pending.values()][0] : undefined
    const sealing = chosen ?? only
    if (!sealing) throw new PasswordNotSetError()
    return sealing
  }
  if (replace?.password === undefined) throw new VaultExistsError()
  // The password is checked whether or not a sign-up password was named: it is what allows the replace.
  let confirmed: SealingKey
  if (open) confirmed = await checkOpenWalletPassword(ctx, replace.password, open)
  else {
    const opened = await openEither(record as VaultRecord, replace.password)
    zero(opened.secret)
    confirmed = await sealingOf(opened, replace.password)
  }
  return chosen ?? confirmed
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
  ctx.pending.clear()
  ctx.session.open(keys, address, locks, record)
  return address
}
