import { WalletError } from '../errors/base'

/** Why an amount typed by the user was refused. */
export type AmountErrorCode =
  | 'empty'
  | 'invalid'
  | 'negative'
  | 'zero'
  | 'tooManyDecimals'
  | 'tooLarge'
  | 'ambiguous'

/** What an amount error carries for its text. */
export type AmountErrorDetails = {
  /** The token's decimals, for the tooManyDecimals text. */
  decimals?: number
  /**
   * The two readings of an ambiguous `1.000` (plain `.` decimal, no grouping): `small` reads the separator
   * as a decimal point (`'1'`), `large` as a thousands separator (`'1000'`).
   */
  readings?: { small: string; large: string }
}

/**
 * A refused amount. `shortMessage` is the i18n key (`amount.<code>`) the form shows; `details` carries the
 * token's decimals for the tooManyDecimals text and both readings of an ambiguous amount.
 */
export class AmountError extends WalletError<AmountErrorDetails> {
  override name = 'AmountError'
  readonly code: AmountErrorCode

  constructor(code: AmountErrorCode, details: AmountErrorDetails = {}) {
    super(`amount.${code}`, { details })
    this.code = code
  }
}
