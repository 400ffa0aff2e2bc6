import { WalletError } from '../errors/base'
import type { ErrorMessage } from '../errors/message'

/** Why an ENS name cannot be sent to: not a name ENS accepts, no address for it, or a different one now. */
export type EnsNameProblem =
  | 'send.recipient.nameInvalid'
  | 'send.recipient.nameNotFound'
  | 'send.recipient.nameChanged'

/**
 * An ENS name the wallet will not send to. `shortMessage` is the dictionary key; the view fills in the
 * name (and, when it moved between the form and the review, the address it points to now).
 * @example new EnsNameError('send.recipient.nameNotFound', { name: 'nadie.eth' })
 */
export class EnsNameError extends WalletError {
  override name = 'EnsNameError'
  readonly values: { name: string; address?: string }

  constructor(key: EnsNameProblem, values: { name: string; address?: string }) {
    super(key, { details: values.name })
    this.values = values
  }

  override toErrorMessage(): ErrorMessage {
    return { key: this.shortMessage, values: { ...this.values } }
  }
}
