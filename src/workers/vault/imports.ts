import type { Address } from 'viem'
import { DifferentWalletError, VaultExistsError } from '../../domain/errors'
import type { ReplaceConfirmation, RestoredWallet, RestoreOptions, WalletKind } from '../vaultApi'
import { zero } from './bytes'
import { deriveSealingKey, readRecord } from './keystore'
import { openKeystore } from './keystoreV3'
import { type ParsedSecret, parseMnemonicKeys, parseSecret } from './parseSecret'
import { isFound } from './record'
import { acceptablePassword, type Meta, mayReplace, persist, text, type VaultContext } from './sealing'
import { addressOf, parsePrivateKey } from './secrets'

/** The keys of a typed seed phrase; the entropy is zeroed when the key cannot be derived. */
export async function mnemonicKeys(phrase: unknown): Promise<ParsedSecret> {
  return parseMnemonicKeys(text(phrase))
}

/** The key of a typed private key. */
export async function privateKeyKeys(key: unknown): Promise<ParsedSecret> {
  return { entropy: null, privateKey: parsePrivateKey(text(key)) }
}

/** The key inside a keystore file, opened with the file's own password. */
export async function keystoreKeys(file: string, filePassword: string): Promise<ParsedSecret> {
  return { entropy: null, privateKey: await openKeystore(file, filePassword) }
}

/**
 * Seals the parsed keys; over a stored wallet only with `replace` and that wallet's password (the replaced
 * record is archived). `locks` is the lock count when the call was made: a lock since then wins (persist).
 */
export async function importWallet(
  ctx: VaultContext,
  parse: () => Promise<ParsedSecret>,
  locks: number,
  replace?: ReplaceConfirmation,
): Promise<{ address: Address }> {
  // A wallet found in the app's storage and never opened (record.ts `found`) asks no password: it is set aside
  // in Billeteras anteriores (storeRecord), never kept as the person's.
  const stored = await readRecord(ctx.store)
  const record = isFound(stored) ? undefined : stored
  if (record && replace?.password === undefined) throw new VaultExistsError()
  const keys = await parse()
  try {
    // A lock while the secret was read wins (it also ended the sign-up whose password would seal it).
    ctx.session.noLockSince(locks)
    const sealing = await mayReplace(ctx, record, replace)
    const meta: Meta = { kind: keys.entropy ? 'mnemonic' : 'privateKey', created: false }
    return { address: await persist(ctx, sealing, keys, meta, locks) }
  } finally {
    zero(keys.entropy)
    zero(keys.privateKey)
  }
}

/**
 * Seals a wallet under a new password from its secret, for a user who forgot the old one. A different
 * wallet than the stored one only when the user allowed it (DifferentWalletError naming the derived address
 * otherwise); the stored record then goes to the archive, as does a seed record restored from its key alone.
 */
export async function restoreWallet(
  ctx: VaultContext,
  secret: string,
  newPassword: string,
  options: RestoreOptions,
  locks: number,
): Promise<RestoredWallet> {
  const password = acceptablePassword(newPassword)
  const keys = await parseSecret(text(secret))
  try {
    const address = addressOf(keys.privateKey)
    const record = await readRecord(ctx.store)
    const sameWallet = record?.address === address
    if (!sameWallet && options?.allowDifferent !== true) throw new DifferentWalletError({ details: address })
    const kind: WalletKind = keys.entropy ? 'mnemonic' : 'privateKey'
    // The same seed keeps what it could show, so its old record is superseded rather than archived.
    const created = sameWallet && kind === 'mnemonic' && record?.kind === 'mnemonic' && record.created
    const sealing = await deriveSealingKey(password)
    await persist(ctx, sealing, keys, { kind, created }, locks)
    return { address, sameWallet }
  } finally {
    zero(keys.entropy)
    zero(keys.privateKey)
  }
}
