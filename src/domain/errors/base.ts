import type { ErrorMessage } from './message'

/** Options every wallet error accepts: the underlying cause and a safe, secret-free detail line. */
export type WalletErrorOptions<Details = string | undefined> = {
  cause?: unknown
  details?: Details
}

/**
 * Base class of every error the wallet raises on purpose, shaped like viem's `BaseError`.
 * `shortMessage` is the text a user sees (the spec's exact wording, or an English sentence the views
 * translate by the error's `name`); `details` is an optional technical line. Neither may ever contain a
 * secret, because both cross the worker boundary and may be logged.
 *
 * @example
 * throw new WalletError('Import failed. Check your input.', { details: 'bad checksum' })
 */
export class WalletError<Details = string | undefined> extends Error {
  override name = 'WalletError'
  /** The user-facing sentence (spec text or i18n key). */
  readonly shortMessage: string
  /** Technical detail, safe to log (a line of text, or structured data a subclass documents). */
  readonly details: Details
  override readonly cause: unknown

  constructor(shortMessage: string, options: WalletErrorOptions<Details> = {}) {
    super(
      typeof options.details === 'string' && options.details
        ? `${shortMessage}\n\nDetails: ${options.details}`
        : shortMessage,
    )
    this.shortMessage = shortMessage
    this.details = options.details as Details
    this.cause = options.cause
  }

  /**
   * The error as it crosses every boundary and the view translates it (DESIGN.md §4a): the shortMessage,
   * when it is an i18n key. Errors that keep the spec's English sentence, or fill placeholders, say their
   * key and values by overriding this.
   */
  toErrorMessage(): ErrorMessage {
    return { key: this.shortMessage }
  }
}

/** The plain shape an error takes to cross a `postMessage` boundary. */
export type SerializedWalletError = {
  name: string
  shortMessage: string
  details?: string
}
