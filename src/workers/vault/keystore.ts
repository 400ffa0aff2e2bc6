import { get, type UseStore } from 'idb-keyval'
import type { Address } from 'viem'
import { VaultCorruptError, WrongPasswordError } from '../../domain/errors'
import type { WalletKind } from '../vaultApi'
import { randomBytes, utf8, zero } from './bytes'
import { ARCHIVE_KEY, type VaultRecord } from './record'

export { ARCHIVE_KEY, readRecord, VAULT_KEY, type VaultRecord } from './record'
export { accountsOf } from './recordAccounts'

/** PBKDF2-SHA256 iterations for new vaults (OWASP 2023 figure). Stored in the record, so it can grow. */
export const PBKDF2_ITERATIONS = 600_000
/**
 * The most iterations a stored record may ask for. The count is read from the record, which any script on the
 * page can write: a huge one would keep the worker deriving for hours at the next unlock.
 */
export const MAX_PBKDF2_ITERATIONS = 10 * PBKDF2_ITERATIONS

/** A password-derived AES key and the salt it came from. The key is non-extractable. */
export type SealingKey = { key: CryptoKey; salt: Uint8Array; iterations: number }

/** Derives the AES-256-GCM key from a password with PBKDF2-SHA256. */
export async function deriveSealingKey(
  password: string,
  salt: Uint8Array = randomBytes(16),
  iterations = PBKDF2_ITERATIONS,
): Promise<SealingKey> {
  const raw = utf8(password)
  try {
    const base = await crypto.subtle.importKey('raw', raw as BufferSource, 'PBKDF2', false, ['deriveKey'])
    const key = await crypto.subtle.deriveKey(
      { name: 'PBKDF2', salt: salt as BufferSource, iterations, hash: 'SHA-256' },
      base,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt', 'decrypt'],
    )
    return { key, salt, iterations }
  } finally {
    zero(raw)
  }
}

/** Binds the ciphertext to the public fields, so editing the stored address or kind breaks decryption. */
const associatedData = (r: Pick<VaultRecord, 'v' | 'address' | 'kind' | 'created'>) =>
  utf8(`billetera-vault:${r.v}:${r.kind}:${r.created ? 'created' : 'imported'}:${r.address.toLowerCase()}`)

/** Encrypts secret bytes into a new record. */
export async function seal(
  sealing: SealingKey,
  secret: Uint8Array,
  meta: { address: Address; kind: WalletKind; created: boolean },
): Promise<VaultRecord> {
  const iv = randomBytes(12)
  const head = { v: 1 as const, ...meta }
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: iv as BufferSource, additionalData: associatedData(head) as BufferSource },
    sealing.key,
    secret as BufferSource,
  )
  return {
    ...head,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: sealing.iterations },
    salt: sealing.salt,
    iv,
    ciphertext: new Uint8Array(ciphertext),
  }
}

/** Opens a record with a password; a wrong password (or a tampered record) is a WrongPasswordError. */
export async function open(
  record: VaultRecord,
  password: string,
): Promise<{ secret: Uint8Array; sealing: SealingKey }> {
  if (record.v !== 1 || record.kdf?.name !== 'PBKDF2') throw new VaultCorruptError({ details: 'version' })
  const { iterations } = record.kdf
  if (
    !Number.isSafeInteger(iterations) ||
    iterations < PBKDF2_ITERATIONS ||
    iterations > MAX_PBKDF2_ITERATIONS
  )
    throw new VaultCorruptError({ details: `kdf iterations ${iterations}` })
  const sealing = await deriveSealingKey(password, record.salt, iterations)
  try {
    const plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: record.iv as BufferSource,
        additionalData: associatedData(record) as BufferSource,
      },
      sealing.key,
      record.ciphertext as BufferSource,
    )
    return { secret: new Uint8Array(plain), sealing }
  } catch {
    throw new WrongPasswordError()
  }
}

/** A sealed record set aside instead of destroyed: its id and when it was set aside (ms since epoch). */
export type ArchivedRecord = {
  id: string
  record: VaultRecord
  archivedAt: number
  /**
   * Handed over from the app's storage (vault/handover.ts), where any script of the app's page can plant one: the
   * reopen frame names it as found in this browser, saved by an earlier version (src/signer/foundNote.ts).
   */
  found?: true
}

/** The archived records as stored, oldest first (entries of an earlier version may lack an id). */
export const readArchive = async (store?: UseStore): Promise<ArchivedRecord[]> =>
  (await get<ArchivedRecord[]>(ARCHIVE_KEY, store)) ?? []
