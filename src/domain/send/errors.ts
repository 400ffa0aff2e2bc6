import { WalletError, type WalletErrorOptions } from '../errors/base'
import type { ErrorMessage } from '../errors/message'

/** Spec §8: the catch-all text when a send fails without a message of its own. */
export const TRANSACTION_FAILED = 'Transaction failed'
/** Spec §8: signing without a wallet. */
export const NO_WALLET = 'No wallet available'
/** Spec §8: the token has no contract on the chosen network. */
export const TOKEN_NOT_SUPPORTED = 'Token not supported on selected network'

/** The dictionary key of each of the spec's sentences a SendError is made with. */
const sendKeys: Record<string, string> = {
  [TRANSACTION_FAILED]: 'pipeline.transactionFailed',
  [NO_WALLET]: 'pipeline.noWallet',
  [TOKEN_NOT_SUPPORTED]: 'pipeline.tokenNotSupported',
}

/**
 * A send that could not be made. `shortMessage` is the spec's exact sentence (for logs); the view shows
 * its dictionary text, in the user's language. `details` is a technical line for logs.
 */
export class SendError extends WalletError {
  override name = 'SendError'

  constructor(shortMessage: string, options: WalletErrorOptions = {}) {
    super(shortMessage, options)
  }

  override toErrorMessage(): ErrorMessage {
    return { key: sendKeys[this.shortMessage] ?? this.shortMessage }
  }
}
