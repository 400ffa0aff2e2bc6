import { zero } from './bytes'
import { deriveKeyFromEntropy, parseMnemonic, parsePrivateKey } from './secrets'

/** Keys parsed from what the user typed; the caller zeroes both. */
export type ParsedSecret = { entropy: Uint8Array | null; privateKey: Uint8Array }

const KEY_SHAPE = /^\s*(0x)?[0-9a-fA-F]{64}\s*$/

/**
 * Parses a seed phrase or a private key, told apart by shape (64 hex digits, `0x` optional, is a key).
 * Any failure is an ImportError; nothing parsed is left unzeroed.
 */
export async function parseSecret(input: string): Promise<ParsedSecret> {
  if (KEY_SHAPE.test(input)) return { entropy: null, privateKey: parsePrivateKey(input) }
  return parseMnemonicKeys(input)
}

/** The keys of a seed phrase; the entropy is zeroed when the key cannot be derived. */
export async function parseMnemonicKeys(phrase: string): Promise<ParsedSecret> {
  const entropy = parseMnemonic(phrase)
  try {
    return { entropy, privateKey: await deriveKeyFromEntropy(entropy) }
  } catch (error) {
    zero(entropy)
    throw error
  }
}
