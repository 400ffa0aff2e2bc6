import { WalletError } from '../errors/base'
import type { ErrorMessage } from '../errors/message'

/** Why an export could not be made, as a key of the export texts and the values of its placeholders. */
export type ExportMessage = 'export.holdings.noArchive' | 'export.holdings.unreachable' | 'export.failed'

/**
 * An export refused with a reason the user can act on (the node keeps no old state: add an archive RPC).
 * @example new ExportError('export.holdings.noArchive', { network: 'Ethereum' })
 */
export class ExportError extends WalletError {
  override name = 'ExportError'
  readonly values: Record<string, string>

  constructor(key: ExportMessage, values: Record<string, string> = {}, options: { cause?: unknown } = {}) {
    super(key, options)
    this.values = values
  }

  override toErrorMessage(): ErrorMessage {
    return Object.keys(this.values).length
      ? { key: this.shortMessage, values: this.values }
      : { key: this.shortMessage }
  }
}
