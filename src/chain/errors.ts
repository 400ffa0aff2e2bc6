import { WalletError, type WalletErrorOptions } from '../domain/errors/base'

/**
 * An error of the chain layer. `shortMessage` is the spec's exact text or an i18n key the view translates;
 * `details` is for logs only.
 */
export class ChainError extends WalletError {
  override name = 'ChainError'

  constructor(shortMessage: string, options: WalletErrorOptions = {}) {
    super(shortMessage, options)
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
