import { WalletError, type WalletErrorOptions } from './base'
import type { ErrorMessage } from './message'

/** A secret was needed but the vault is locked (or was never unlocked in this tab). */
export class VaultLockedError extends WalletError {
  override name = 'VaultLockedError'
  constructor(options: WalletErrorOptions = {}) {
    super('Wallet is locked', options)
  }
  override toErrorMessage(): ErrorMessage {
    return { key: 'vault.locked' }
  }
}

/** The password does not open the stored vault. */
export class WrongPasswordError extends WalletError {
  override name = 'WrongPasswordError'
  constructor(options: WalletErrorOptions = {}) {
    super('Wrong password', options)
  }
  override toErrorMessage(): ErrorMessage {
    return { key: 'vault.wrongPassword' }
  }
}

/** No vault is stored on this device. */
export class NoVaultError extends WalletError {
  override name = 'NoVaultError'
  constructor(options: WalletErrorOptions = {}) {
    super('No wallet available', options)
  }
  override toErrorMessage(): ErrorMessage {
    return { key: 'vault.noVault' }
  }
}

/** Create or import was asked for before a password was chosen on the sign-up screen. */
export class PasswordNotSetError extends WalletError {
  override name = 'PasswordNotSetError'
  constructor(options: WalletErrorOptions = {}) {
    super('Choose a password first', options)
  }
  override toErrorMessage(): ErrorMessage {
    return { key: 'vault.passwordNotSet' }
  }
}

/** Why setPassword, restore or migrateLegacy refused a password (`details` of a WeakPasswordError). */
export type WeakPasswordReason = 'short' | 'common'

/**
 * The password is refused: shorter than 8 characters (`details: 'short'`) or one of the most common
 * passwords (`details: 'common'`). The shortMessage is the i18n key of the matching sentence.
 */
export class WeakPasswordError extends WalletError {
  override name = 'WeakPasswordError'
  constructor(options: WalletErrorOptions = {}) {
    super(options.details === 'common' ? 'vault.passwordCommon' : 'vault.passwordShort', options)
  }
}

/**
 * A wallet is already stored and the call would replace it (create, import) without the stored wallet's
 * password. Nothing was changed.
 */
export class VaultExistsError extends WalletError {
  override name = 'VaultExistsError'
  constructor(options: WalletErrorOptions = {}) {
    super('vault.exists', options)
  }
}

/**
 * A create token was used again: the words and key of the wallet it made were given out once and are never
 * given again (they can be seen on the secret pages, with the password). Nothing was changed.
 */
export class CreateTokenSpentError extends WalletError {
  override name = 'CreateTokenSpentError'
  constructor(options: WalletErrorOptions = {}) {
    super('vault.createTokenSpent', options)
  }
}

/**
 * A restore derived a different address from the stored one and the caller did not confirm a different
 * wallet. `details` carries the derived public address (never a secret), so the view can name it.
 */
export class DifferentWalletError extends WalletError {
  override name = 'DifferentWalletError'
  constructor(options: WalletErrorOptions = {}) {
    super('vault.differentWallet', options)
  }
}

/**
 * The worker refused to sign: the transaction is not one the app builds (unknown token or contract,
 * approve to a stranger, unknown function, wrong chain, fee or gas over the cap). `details` names what was
 * refused; it never holds a secret.
 */
export class UnsafeTransactionError extends WalletError {
  override name = 'UnsafeTransactionError'
  constructor(options: WalletErrorOptions = {}) {
    super('vault.unsafeTransaction', options)
  }
}

/**
 * A plaintext wallet of an earlier version whose seed phrase, private key and stored address do not agree.
 * It is left where it is, so no key is dropped; `details` says which parts disagree.
 */
export class LegacyMismatchError extends WalletError {
  override name = 'LegacyMismatchError'
  constructor(options: WalletErrorOptions = {}) {
    super('vault.legacyMismatch', options)
  }
}

/** The requested secret does not exist for this wallet (e.g. a seed phrase of a key-imported wallet). */
export class SecretNotAvailableError extends WalletError {
  override name = 'SecretNotAvailableError'
  constructor(options: WalletErrorOptions = {}) {
    super('Secret not available', options)
  }
  override toErrorMessage(): ErrorMessage {
    return { key: 'vault.secretNotAvailable' }
  }
}

/** The transaction names a chain outside Ethereum, Polygon, Arbitrum One and Optimism. */
export class UnsupportedChainError extends WalletError {
  override name = 'UnsupportedChainError'
  constructor(options: WalletErrorOptions = {}) {
    super('Unsupported network', options)
  }
  override toErrorMessage(): ErrorMessage {
    return { key: 'vault.unsupportedChain' }
  }
}

/** The stored record is not one this version can read. */
export class VaultCorruptError extends WalletError {
  override name = 'VaultCorruptError'
  constructor(options: WalletErrorOptions = {}) {
    super('The stored wallet cannot be read', options)
  }
  override toErrorMessage(): ErrorMessage {
    return { key: 'vault.corrupt' }
  }
}

/**
 * The i18n key (area `vault`) of the sentence a view shows for a vault error, in either language; anything
 * else gives `vault.failed`.
 *
 * @example
 * t(vaultErrorKey(error) as TextKey)
 */
export function vaultErrorKey(error: unknown): string {
  if (!(error instanceof WalletError)) return 'vault.failed'
  const { key } = error.toErrorMessage()
  return key.startsWith('vault.') ? key : 'vault.failed'
}

/**
 * The review id handed to the worker at Confirm is unknown, already used, expired (10 minutes) or died with a
 * lock. Nothing was signed; the flow reviews the plan again.
 */
export class ReviewExpiredError extends WalletError {
  override name = 'ReviewExpiredError'
  constructor(options: WalletErrorOptions = {}) {
    super('vault.reviewExpired', options)
  }
}

/**
 * The app's channel asked the worker to sign a review the person did not confirm in the signer's frame (issue 41
 * step 5): only Confirmar pressed there, on that review, lets the app's port sign it, once. Nothing was signed.
 */
export class ReviewNotConfirmedError extends WalletError {
  override name = 'ReviewNotConfirmedError'
  constructor(options: WalletErrorOptions = {}) {
    super('vault.reviewNotConfirmed', options)
  }
}

/**
 * A transfer to an address this wallet has never confirmed, worth more than the limit chosen in Settings,
 * needs the wallet's password at Confirm. Nothing was signed.
 */
export class PasswordRequiredError extends WalletError {
  override name = 'PasswordRequiredError'
  constructor(options: WalletErrorOptions = {}) {
    super('vault.passwordRequired', options)
  }
}
