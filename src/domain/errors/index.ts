import { AccountError } from './accounts'
import { type SerializedWalletError, WalletError } from './base'
import { ImportError } from './import'
import {
  CreateTokenSpentError,
  DifferentWalletError,
  LegacyMismatchError,
  NoVaultError,
  PasswordNotSetError,
  PasswordRequiredError,
  ReviewExpiredError,
  ReviewNotConfirmedError,
  SecretNotAvailableError,
  UnsafeTransactionError,
  UnsupportedChainError,
  VaultCorruptError,
  VaultExistsError,
  VaultLockedError,
  WeakPasswordError,
  WrongPasswordError,
} from './vault'

export * from './accounts'
export * from './base'
export * from './import'
export * from './message'
export * from './vault'

type ErrorFactory = (options: { details?: string }) => WalletError

const factories: Record<string, ErrorFactory> = {
  ImportError: (o) => new ImportError(o),
  VaultLockedError: (o) => new VaultLockedError(o),
  WrongPasswordError: (o) => new WrongPasswordError(o),
  NoVaultError: (o) => new NoVaultError(o),
  PasswordNotSetError: (o) => new PasswordNotSetError(o),
  WeakPasswordError: (o) => new WeakPasswordError(o),
  SecretNotAvailableError: (o) => new SecretNotAvailableError(o),
  UnsupportedChainError: (o) => new UnsupportedChainError(o),
  VaultCorruptError: (o) => new VaultCorruptError(o),
  VaultExistsError: (o) => new VaultExistsError(o),
  CreateTokenSpentError: (o) => new CreateTokenSpentError(o),
  DifferentWalletError: (o) => new DifferentWalletError(o),
  UnsafeTransactionError: (o) => new UnsafeTransactionError(o),
  LegacyMismatchError: (o) => new LegacyMismatchError(o),
  ReviewExpiredError: (o) => new ReviewExpiredError(o),
  PasswordRequiredError: (o) => new PasswordRequiredError(o),
  ReviewNotConfirmedError: (o) => new ReviewNotConfirmedError(o),
  AccountError: (o) => new AccountError(o),
}

/**
 * Flattens an error for `postMessage`. Our own errors keep name, shortMessage and details; anything else
 * becomes a generic WalletError carrying only its name and message (never its cause, which may hold input).
 */
export function serializeError(error: unknown): SerializedWalletError {
  if (error instanceof WalletError) {
    const details = error.details
    if (details === undefined) return { name: error.name, shortMessage: error.shortMessage }
    return {
      name: error.name,
      shortMessage: error.shortMessage,
      details: typeof details === 'string' ? details : JSON.stringify(details),
    }
  }
  if (error instanceof Error) return { name: error.name, shortMessage: error.message }
  return { name: 'Error', shortMessage: String(error) }
}

/**
 * Rebuilds the error class named in a serialized error, so `instanceof ImportError` works on the main
 * thread. Unknown names become a plain WalletError with the same name.
 *
 * @example
 * rebuildError({ name: 'ImportError', shortMessage: 'Import failed. Check your input.' }) instanceof ImportError // true
 */
export function rebuildError(serialized: SerializedWalletError): WalletError {
  const options = serialized.details === undefined ? {} : { details: serialized.details }
  const factory = factories[serialized.name]
  if (factory) return factory(options)
  const error = new WalletError(serialized.shortMessage, options)
  error.name = serialized.name
  return error
}
