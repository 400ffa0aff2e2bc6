import type { Address, Hex } from 'viem'
import type { HealthInput, HealthResult } from '../domain/health/types'

/**
 * The channel every tab's worker listens on: a lock in one tab locks them all. It lives here, not in
 * vault/vault.ts, so the main thread can listen without loading the worker's crypto libraries.
 */
export const VAULT_CHANNEL = 'billetera-vault'

/** Messages on the vault channel. */
export type VaultBroadcast = { type: 'lock' }

/** How the stored wallet was made: by a seed phrase (has both secrets) or by a bare private key. */
export type WalletKind = 'mnemonic' | 'privateKey'

/** What the main thread may know about the vault: never a secret. */
export type VaultStatus = {
  /** An encrypted vault is stored on this device. */
  exists: boolean
  /** The worker holds the decrypted key right now. */
  unlocked: boolean
  /** Public address (readable while locked; it is stored beside the ciphertext). */
  address: Address | null
  kind: WalletKind | null
  /** The seed phrase can be shown (created here or imported by seed phrase). */
  hasMnemonic: boolean
  /**
   * The private key can be shown: created here or imported by key. A wallet imported by seed phrase has
   * none to show (spec 000 §2, "Private Key Not Available").
   */
  hasPrivateKey: boolean
  /** Minutes of inactivity before the worker locks itself. */
  autoLockMinutes: number
}

/** Secrets shown once on the reveal screen right after creation. */
export type CreatedWallet = { address: Address; mnemonic: string; privateKey: Hex }

/** An unsigned transaction the worker signs; the chain id must be one of the four networks. */
export type UnsignedTransaction = {
  chainId: number
  to: Address
  value: bigint
  data?: Hex
  nonce: number
  gas: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  gasPrice?: bigint
}

/**
 * The key vault worker's API, exposed with Comlink. Only the worker holds seeds and keys; every method
 * that needs them fails with a VaultLockedError while locked.
 */
export interface VaultApi {
  /** What is stored and whether this tab's worker is unlocked. Never throws for a missing vault. */
  status(): Promise<VaultStatus>
  /**
   * Derives the sealing key from the password chosen on the sign-up screen and keeps it in the worker for
   * the create or import that follows, so the password never has to wait in main-thread state.
   */
  setPassword(password: string): Promise<void>
  /**
   * New wallet from 16 bytes of entropy, sealed with the password given to setPassword; unlocked.
   * `token` names the request: a repeated call with the token of the wallet that is still open returns
   * that same wallet instead of replacing it (a fresh token, as Generate New uses, makes a new one).
   *
   * @example
   * const shown = await vault.create(token) // a retry with `token` gets `shown` back
   */
  create(token: string): Promise<CreatedWallet>
  /**
   * Imports a seed phrase (trimmed, inner spaces collapsed, lowercased; 12/15/18/21/24 English words with
   * a valid checksum), seals it and leaves the vault unlocked. Any bad input: ImportError, nothing stored.
   */
  importMnemonic(phrase: string): Promise<{ address: Address }>
  /** Imports a private key (trimmed, `0x` added, 32 bytes, 0 < k < n). Any bad input: ImportError. */
  importPrivateKey(key: string): Promise<{ address: Address }>
  /**
   * Seals a plaintext wallet left in localStorage by an earlier version (JSON `{ address, privateKey,
   * mnemonic }`) with a new password. The caller removes the localStorage entry after this resolves.
   */
  migrateLegacy(password: string, legacyJson: string): Promise<{ address: Address }>
  /** Opens the stored vault in this tab; WrongPasswordError or NoVaultError otherwise. */
  unlock(password: string): Promise<{ address: Address }>
  /** Zeroes the secrets in this tab and tells every other tab to lock too. */
  lock(): Promise<void>
  /** Re-checks the password, then returns one secret for the secret pages. */
  reveal(password: string, what: WalletKind): Promise<string>
  /** Signs for chain 1, 137, 42161 or 10 (else UnsupportedChainError); returns the raw transaction. */
  signTransaction(tx: UnsignedTransaction): Promise<Hex>
  /** Removes the vault from this device (delete data / log out / Create on welcome). */
  forget(): Promise<void>
  /** Minutes of inactivity before auto-lock (1–1440; the default is 15). */
  setAutoLockMinutes(minutes: number): Promise<void>
  /** Any user activity; pushes the auto-lock deadline back. */
  touch(): Promise<void>
  /** Spec §9 portfolio health, off the main thread; needs no key and works while locked. */
  scoreHealth(input: HealthInput): Promise<HealthResult>
}
