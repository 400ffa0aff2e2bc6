/** Why an amount typed by the user was refused. */
export type AmountErrorCode = 'empty' | 'invalid' | 'negative' | 'zero' | 'tooManyDecimals'

/**
 * A refused amount. `shortMessage` is the i18n key (`amount.<code>`) the form shows; `details` carries the
 * token's decimals for the tooManyDecimals text.
 */
export class AmountError extends Error {
  override name = 'AmountError'
  readonly code: AmountErrorCode
  readonly shortMessage: string
  readonly details: { decimals?: number }

  constructor(code: AmountErrorCode, details: { decimals?: number } = {}) {
    super(`amount.${code}`)
    this.code = code
    this.shortMessage = `amount.${code}`
    this.details = details
  }
}
