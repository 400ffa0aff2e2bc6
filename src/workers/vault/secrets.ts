import { secp256k1 } from '@noble/curves/secp256k1.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { HDKey } from '@scure/bip32'
import { entropyToMnemonic, mnemonicToEntropy, mnemonicToSeedWebcrypto, validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import type { Address } from 'viem'
import { ImportError } from '../../domain/errors'
import { fromHex, toBigInt, toHex, utf8, zero } from './bytes'

/** The spec's derivation path (spec 000 §9): the wallet's first account. */
export const DERIVATION_PATH = "m/44'/60'/0'/0/0"
/** The parent of every account of a seed: account i is its child i (m/44'/60'/0'/0/i), as MetaMask derives them. */
export const ACCOUNTS_PATH = "m/44'/60'/0'/0"
/** Accepted seed phrase lengths. */
export const MNEMONIC_WORD_COUNTS = [12, 15, 18, 21, 24] as const
const CURVE_ORDER = secp256k1.Point.CURVE().n

/** Trims, collapses inner whitespace and lowercases a typed or pasted seed phrase. */
export function normalizeMnemonic(input: string): string {
  return input.trim().replace(/\s+/g, ' ').toLowerCase()
}

/**
 * Checks a seed phrase (12–24 English words in steps of 3, valid checksum) and returns its entropy.
 * Any failure is an ImportError whose details name the rule, never the words.
 */
export function parseMnemonic(input: string): Uint8Array {
  const phrase = normalizeMnemonic(input)
  const count = phrase === '' ? 0 : phrase.split(' ').length
  if (!(MNEMONIC_WORD_COUNTS as readonly number[]).includes(count)) {
    throw new ImportError({ details: 'word count' })
  }
  if (!validateMnemonic(phrase, wordlist)) throw new ImportError({ details: 'unknown word or checksum' })
  return mnemonicToEntropy(phrase, wordlist)
}

/** Checks a private key (trimmed, 0x added, 32 bytes of hex, 0 < k < n) and returns its bytes. */
export function parsePrivateKey(input: string): Uint8Array {
  const trimmed = input.trim()
  const hex = /^0x/i.test(trimmed) ? `0x${trimmed.slice(2)}` : `0x${trimmed}`
  if (!/^0x[0-9a-fA-F]{64}$/.test(hex)) throw new ImportError({ details: 'not 32 bytes of hex' })
  const key = fromHex(hex)
  const k = toBigInt(key)
  if (k === 0n || k >= CURVE_ORDER) {
    zero(key)
    throw new ImportError({ details: 'outside the curve order' })
  }
  return key
}

/** Entropy → the seed phrase text (only for the reveal and secret pages). */
export const entropyToPhrase = (entropy: Uint8Array): string => entropyToMnemonic(entropy, wordlist)

/** Derives the private key at m/44'/60'/0'/0/0 from BIP39 entropy (empty passphrase). */
export async function deriveKeyFromEntropy(entropy: Uint8Array): Promise<Uint8Array> {
  const seed = await mnemonicToSeedWebcrypto(entropyToPhrase(entropy))
  try {
    const root = HDKey.fromMasterSeed(seed)
    const child = root.derive(DERIVATION_PATH)
    const key = Uint8Array.from(child.privateKey!)
    root.wipePrivateData()
    child.wipePrivateData()
    return key
  } finally {
    zero(seed)
  }
}

/**
 * The node at m/44'/60'/0'/0 of BIP39 entropy (empty passphrase), whose children are the wallet's accounts.
 * The caller wipes it (`wipePrivateData`) when the wallet locks.
 */
export async function deriveAccountsNode(entropy: Uint8Array): Promise<HDKey> {
  const seed = await mnemonicToSeedWebcrypto(entropyToPhrase(entropy))
  try {
    const root = HDKey.fromMasterSeed(seed)
    const node = root.derive(ACCOUNTS_PATH)
    root.wipePrivateData()
    return node
  } finally {
    zero(seed)
  }
}

/**
 * The private key of account `index` (m/44'/60'/0'/0/index) under the node of {@link deriveAccountsNode}: a
 * copy the caller zeroes. Synchronous, so it can run inside an IndexedDB transaction.
 */
export function accountKey(node: HDKey, index: number): Uint8Array {
  const child = node.deriveChild(index)
  try {
    return Uint8Array.from(child.privateKey!)
  } finally {
    child.wipePrivateData()
  }
}

/** The address of account `index` under the node of {@link deriveAccountsNode}. */
export function accountAddress(node: HDKey, index: number): Address {
  const key = accountKey(node, index)
  try {
    return addressOf(key)
  } finally {
    zero(key)
  }
}

/** The checksummed Ethereum address of a private key. */
export function addressOf(privateKey: Uint8Array): Address {
  const pub = secp256k1.getPublicKey(privateKey, false)
  const hash = keccak_256(pub.subarray(1))
  return checksumAddress(toHex(hash.subarray(12)))
}

/**
 * EIP-55 mixed-case checksum of a 20-byte hex address, with the worker's one keccak (viem's getAddress
 * would bring its own copy of the noble hashes).
 */
export function checksumAddress(address: string): Address {
  const lower = address.toLowerCase().replace(/^0x/, '')
  const hash = keccak_256(utf8(lower))
  let out = '0x'
  for (let i = 0; i < lower.length; i++) {
    const nibble = ((hash[i >> 1] as number) >> (i % 2 === 0 ? 4 : 0)) & 0x0f
    out += nibble >= 8 ? (lower[i] as string).toUpperCase() : lower[i]
  }
  return out as Address
}
