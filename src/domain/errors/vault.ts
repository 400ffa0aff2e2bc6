import { WalletError, type WalletErrorOptions } from './base'

/** A secret was needed but the vault is locked (or was never unlocked in this tab). */
export class VaultLockedError extends WalletError {
  override name = 'VaultLockedError'
  constructor(options: WalletErrorOptions = {}) {
    super('Wallet is locked', options)
  }
}

/** The password does not open the stored vault. */
export class WrongPasswordError extends WalletError {
  override name = 'WrongPasswordError'
  constructor(options: WalletErrorOptions = {}) {
    super('Wrong password', options)
  }
}

/** No vault is stored on this device. */
export class NoVaultError extends WalletError {
  override name = 'NoVaultError'
  constructor(options: WalletErrorOptions = {}) {
    super('No wallet available', options)
  }
}

/** Create or import was asked for before a password was chosen on the sign-up screen. */
export class PasswordNotSetError extends WalletError {
  override name = 'PasswordNotSetError'
  constructor(options: WalletErrorOptions = {}) {
    super('Choose a password first', options)
  }
}

/** The password is shorter than the minimum (8 characters). */
export class WeakPasswordError extends WalletError {
  override name = 'WeakPasswordError'
  constructor(options: WalletErrorOptions = {}) {
    super('Password too short', options)
  }
}

/** The requested secret does not exist for this wallet (e.g. a seed phrase of a key-imported wallet). */
export class SecretNotAvailableError extends WalletError {
  override name = 'SecretNotAvailableError'
  constructor(options: WalletErrorOptions = {}) {
    super('Secret not available', options)
  }
}

/** The transaction names a chain outside Ethereum, Polygon, Arbitrum One and Optimism. */
export class UnsupportedChainError extends WalletError {
  override name = 'UnsupportedChainError'
  constructor(options: WalletErrorOptions = {}) {
    super('Unsupported network', options)
  }
}

/** The stored record is not one this version can read. */
export class VaultCorruptError extends WalletError {
  override name = 'VaultCorruptError'
  constructor(options: WalletErrorOptions = {}) {
    super('The stored wallet cannot be read', options)
  }
}
