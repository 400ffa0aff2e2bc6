import { WalletError, type WalletErrorOptions } from './base'
import type { ErrorMessage } from './message'

/** The spec's single message for every import failure (spec 000 §5, §8). */
export const IMPORT_FAILED = 'Import failed. Check your input.'

/**
 * Any failure to import a seed phrase or private key. The message never says which rule failed, so the
 * input cannot leak through it; `details` names the rule only (never the input).
 */
export class ImportError extends WalletError {
  override name = 'ImportError'
  constructor(options: WalletErrorOptions = {}) {
    super(IMPORT_FAILED, options)
  }

  override toErrorMessage(): ErrorMessage {
    return { key: 'vault.importFailed' }
  }
}
