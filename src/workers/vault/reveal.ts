import { NoVaultError, SecretNotAvailableError } from '../../domain/errors'
import { normalizePassword } from '../../domain/password'
import type { WalletKind } from '../vaultApi'
import { toHex, zero } from './bytes'
import { readRecord, type VaultRecord } from './keystore'
import { encryptKeystoreV3 } from './keystoreV3'
import { openEither, type VaultContext } from './sealing'
import { deriveKeyFromEntropy, entropyToPhrase } from './secrets'

/**
 * The seed phrase or the private key as text, only with the password. A key is shown for a seed only when
 * the seed was made here; a seed never for a wallet imported by key.
 */
export async function revealSecret(ctx: VaultContext, password: string, what: WalletKind): Promise<string> {
  const record = await readRecord(ctx.store)
  if (!record) throw new NoVaultError()
  const { secret } = await openEither(record, password)
  try {
    if (what === 'mnemonic') {
      if (record.kind !== 'mnemonic') throw new SecretNotAvailableError({ details: 'imported by key' })
      return entropyToPhrase(secret)
    }
    if (record.kind === 'privateKey') return toHex(secret)
    if (!record.created) throw new SecretNotAvailableError({ details: 'imported by seed phrase' })
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
