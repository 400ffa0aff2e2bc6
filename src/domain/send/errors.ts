import { WalletError, type WalletErrorOptions } from '../errors/base'

/** Spec §8: the catch-all text when a send fails without a message of its own. */
export const TRANSACTION_FAILED = 'Transaction failed'
/** Spec §8: signing without a wallet. */
export const NO_WALLET = 'No wallet available'
/** Spec §8: the token has no contract on the chosen network. */
export const TOKEN_NOT_SUPPORTED = 'Token not supported on selected network'

/**
 * A send that could not be made. `shortMessage` is the spec's exact sentence (shown as is, as the spec
 * quotes it); `details` is a technical line for logs.
 */
export class SendError extends WalletError {
  override name = 'SendError'

  constructor(shortMessage: string, options: WalletErrorOptions = {}) {
    super(shortMessage, options)
  }
}

/**
 * The text a failed send shows: our own sentence, else viem's short message, else the error's message,
 * else 'Transaction failed' (spec §8).
 */
export function sendErrorMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as { shortMessage?: unknown; message?: unknown }
    if (typeof e.shortMessage === 'string' && e.shortMessage) return e.shortMessage.split('\n')[0] ?? ''
    if (typeof e.message === 'string' && e.message) return e.message.split('\n')[0] ?? ''
  }
  return TRANSACTION_FAILED
}
