import type { Address } from 'viem'
import { NoVaultError, VaultCorruptError } from '../../domain/errors'
import { zero } from './bytes'
import { readRecord, seal, type VaultRecord } from './keystore'
import type { ParsedSecret } from './parseSecret'
import { storeRecord } from './records'
import { openEither, sealingOf, type VaultContext } from './sealing'
import { addressOf, deriveKeyFromEntropy } from './secrets'

/** A record opened for a session: its keys (the caller zeroes them) and, if re-sealed, the new record. */
type OpenedRecord = { keys: ParsedSecret; resealed: VaultRecord | null }

/**
 * Opens a record with its password (WrongPasswordError otherwise). A record sealed before passwords were
 * normalised opens with the raw form and is sealed again under the NFKC form, so any keyboard opens it;
 * the caller stores `resealed`.
 */
export async function openRecord(record: VaultRecord, password: string): Promise<OpenedRecord> {
  const opened = await openEither(record, password)
  try {
    let resealed: VaultRecord | null = null
    if (opened.raw) {
      const meta = { address: record.address, kind: record.kind, created: record.created }
      resealed = await seal(await sealingOf(opened, password), opened.secret, meta)
    }
    const entropy = record.kind === 'mnemonic' ? opened.secret.slice() : null
    let privateKey: Uint8Array | null = null
    try {
      privateKey = entropy ? await deriveKeyFromEntropy(entropy) : opened.secret.slice()
      // The address on a record is public text anyone on the page can write: a session's address is the one
      // its secret derives, and a record (stored or archived) that says otherwise is not that wallet's.
      if (addressOf(privateKey).toLowerCase() !== record.address.toLowerCase())
        throw new VaultCorruptError({ details: 'the secret does not derive the address on the record' })
      return { keys: { entropy, privateKey }, resealed }
    } catch (error) {
      zero(entropy)
      zero(privateKey)
      throw error
    }
  } finally {
    zero(opened.secret)
  }
}

/** A found record (record.ts `found`) as the person's wallet: the same sealed record, without the mark. */
function adopted(record: VaultRecord): VaultRecord {
  const { found: _, ...own } = record
  return own
}

/**
 * Opens the stored wallet with its password; a wallet found in the app's storage becomes the stored wallet
 * here, and a wrong password leaves it found. `locks` is the session's lock count when the call came in:
 * a lock that arrives while the password is being checked wins, and the wallet stays closed.
 */
export async function unlockWallet(
  ctx: VaultContext,
  password: string,
  locks: number,
): Promise<{ address: Address }> {
  const record = await readRecord(ctx.store)
  if (!record) throw new NoVaultError()
  const { keys, resealed } = await openRecord(record, password)
  try {
    // A wallet found in the app's storage (vault/handover.ts) becomes the person's with this first right
    // password: stored without the mark. Only over the record just opened: another tab may have stored another
    // wallet meanwhile.
    const kept = record.found ? adopted(resealed ?? record) : resealed
    if (kept) await storeRecord(kept, ctx.store, record)
    ctx.session.open(keys, record.address, locks, kept ?? record)
    return { address: record.address }
  } finally {
    zero(keys.entropy)
    zero(keys.privateKey)
  }
}
