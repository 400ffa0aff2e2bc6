/**
 * An error of the chain layer. `shortMessage` is the spec's exact text or an i18n key the view translates;
 * `details` is for logs only.
 */
export class ChainError extends Error {
  override name = 'ChainError'
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, options: { cause?: unknown; details?: string } = {}) {
    super(shortMessage, options.cause === undefined ? undefined : { cause: options.cause })
    this.shortMessage = shortMessage
    this.details = options.details
  }
}

/** Spec §8: the whole balance fetch failed. */
export const balancesFailedMessage = 'Unable to fetch balances right now.'

/**
 * Spec §7: an HTTP failure of a price call.
 * @example httpError(429).message // 'HTTP error! status: 429'
 */
export function httpError(status: number): ChainError {
  return new ChainError(`HTTP error! status: ${status}`)
}
