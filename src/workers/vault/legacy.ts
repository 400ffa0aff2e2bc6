import type { Address } from 'viem'
import { ImportError, LegacyMismatchError } from '../../domain/errors'
import { zero } from './bytes'
import { addressOf, deriveKeyFromEntropy, parseMnemonic, parsePrivateKey } from './secrets'

/** The keys of a plaintext wallet of an earlier version, checked to agree. The caller zeroes the bytes. */
export type LegacyKeys = {
  entropy: Uint8Array | null
  privateKey: Uint8Array
  address: Address
  /** Seed phrase and private key were both stored: the wallet was made there, both may be shown. */
  created: boolean
}

const present = (v: unknown): v is string => typeof v === 'string' && v.trim() !== ''

/**
 * Parses a legacy JSON wallet `{ address, privateKey, mnemonic }` and checks that its parts agree: the seed
 * phrase derives the private key, and either derives the stored address. A disagreement is a
 * LegacyMismatchError naming the parts (never their values), so the caller keeps the plaintext instead of
 * sealing one key and dropping the other. Bytes of a failed parse are zeroed before it throws.
 */
export async function parseLegacy(legacyJson: string): Promise<LegacyKeys> {
  let legacy: { mnemonic?: unknown; privateKey?: unknown; address?: unknown }
  try {
    legacy = JSON.parse(legacyJson)
  } catch {
    throw new ImportError({ details: 'legacy wallet is not JSON' })
  }
  if (!legacy || typeof legacy !== 'object')
    throw new ImportError({ details: 'legacy wallet is not an object' })
  let entropy: Uint8Array | null = null
  let fromPhrase: Uint8Array | null = null
  let given: Uint8Array | null = null
  try {
    if (present(legacy.mnemonic)) {
      entropy = parseMnemonic(legacy.mnemonic)
      fromPhrase = await deriveKeyFromEntropy(entropy)
    }
    if (present(legacy.privateKey)) given = parsePrivateKey(legacy.privateKey)
    const key = fromPhrase ?? given
    if (!key) throw new ImportError({ details: 'legacy wallet has no secret' })
    const address = addressOf(key)
    if (fromPhrase && given && addressOf(given) !== address) {
      throw new LegacyMismatchError({ details: 'seed phrase and private key are different wallets' })
    }
    if (typeof legacy.address === 'string' && legacy.address.toLowerCase() !== address.toLowerCase()) {
      throw new LegacyMismatchError({ details: 'the stored address is not the secret’s' })
    }
    const keys = {
      entropy: entropy?.slice() ?? null,
      privateKey: key.slice(),
      address,
      created: fromPhrase !== null && given !== null,
    }
    return keys
  } finally {
    zero(entropy)
    zero(fromPhrase)
    zero(given)
  }
}
