import { AccountError, NoVaultError, SecretNotAvailableError } from '../../domain/errors'
import { normalizePassword } from '../../domain/password'
import type { WalletKind } from '../vaultApi'
import { toHex, zero } from './bytes'
import { accountsOf, readRecord, type VaultRecord } from './keystore'
import { encryptKeystoreV3 } from './keystoreV3'
import { openEither, type VaultContext } from './sealing'
import { accountKey, addressOf, deriveAccountsNode, deriveKeyFromEntropy, entropyToPhrase } from './secrets'

/** The index of the listed account at `account` (account 0 when not given); AccountError otherwise. */
function indexOf(record: VaultRecord, account: unknown): number {
  if (account === undefined) return 0
  const wanted = typeof account === 'string' ? account.toLowerCase() : null
  const found = accountsOf(record).find((a) => a.address.toLowerCase() === wanted)
  if (!found) throw new AccountError({ details: 'unknownAccount' })
  return found.index
}

/**
 * The seed phrase or the private key of one account as text, only with the password. A key is shown for a
 * seed only when the seed was made here; a seed never for a wallet imported by key. The account's address is
 * checked against the key derived for its index: a listed address that is not its index's shows nothing.
 */
export async function revealSecret(
  ctx: VaultContext,
  password: string,
  what: WalletKind,
  account?: unknown,
): Promise<string> {
  const record = await readRecord(ctx.store)
  if (!record) throw new NoVaultError()
  const index = what === 'privateKey' ? indexOf(record, account) : 0
  const { secret } = await openEither(record, password)
  try {
    if (what === 'mnemonic') {
      if (record.kind !== 'mnemonic') throw new SecretNotAvailableError({ details: 'imported by key' })
      return entropyToPhrase(secret)
    }
    if (record.kind === 'privateKey') return toHex(secret)
    if (!record.created) throw new SecretNotAvailableError({ details: 'imported by seed phrase' })
    if (index > 0) return await derivedAccountKey(secret, index, account as string)
    const key = await deriveKeyFromEntropy(secret)
    try {
      return toHex(key)
    } finally {
      zero(key)
    }
  } finally {
    zero(secret)
  }
}

/** The key of account `index` of a seed, as hex, once its address is the one asked for. */
async function derivedAccountKey(entropy: Uint8Array, index: number, address: string): Promise<string> {
  const node = await deriveAccountsNode(entropy)
  const key = accountKey(node, index)
  try {
    if (addressOf(key).toLowerCase() !== address.toLowerCase())
      throw new AccountError({ details: 'unknownAccount' })
    return toHex(key)
  } finally {
    zero(key)
    node.wipePrivateData()
  }
}

/** The wallet's key as a keystore V3 file, encrypted with the vault's own password. */
export async function exportKeystoreFile(ctx: VaultContext, password: string): Promise<string> {
  const record = await readRecord(ctx.store)
  if (!record) throw new NoVaultError()
  return keystoreFileOf(record, password)
}

/**
 * A record's key as a keystore V3 file encrypted under the record's own password (WrongPasswordError
 * otherwise): the current wallet's or an archived one's.
 */
export async function keystoreFileOf(record: VaultRecord, password: string): Promise<string> {
  const { secret } = await openEither(record, password)
  let key: Uint8Array | null = null
  try {
    key = record.kind === 'mnemonic' ? await deriveKeyFromEntropy(secret) : secret.slice()
    return await encryptKeystoreV3(key, normalizePassword(password))
  } finally {
    zero(key)
    zero(secret)
  }
}
