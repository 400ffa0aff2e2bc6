import { WalletError, type WalletErrorOptions } from './base'

/**
 * The browser wallet would not add a network it did not know (spec §8: 'Could not add the {network} network
 * to your wallet.'), told apart from a refused switch by its class, never by its text.
 */
export class NetworkAddFailedError extends WalletError {
  override name = 'NetworkAddFailedError'

  constructor(options: WalletErrorOptions = {}) {
    super('network.addFailed', options)
  }
}
