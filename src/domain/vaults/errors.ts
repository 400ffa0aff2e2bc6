import { WalletError, type WalletErrorOptions } from '../errors/base'
import type { ErrorMessage } from '../errors/message'

/** The vault texts of spec 001 §5 and §8, as i18n keys of the `vaults` dictionary. */
export const vaultMessages = {
  enterValidAmount: 'vaults.error.enterValidAmount',
  validAmountGreaterThanZero: 'vaults.error.validAmountGreaterThanZero',
  insufficientBalance: 'vaults.error.insufficientBalance',
  insufficientGas: 'vaults.error.insufficientGas',
  morphoMarketNotConfigured: 'vaults.error.morphoMarketNotConfigured',
  invalidAmount: 'vaults.error.invalidAmount',
  noDaiBalance: 'vaults.error.noDaiBalance',
  noUsdeBalance: 'vaults.error.noUsdeBalance',
} as const

/** One of the vault validation texts. */
export type VaultMessage = (typeof vaultMessages)[keyof typeof vaultMessages]

/**
 * A vault input the spec refuses (spec 001 §5). `shortMessage` is the `vaults` i18n key; `params` fill its
 * placeholders (`{asset}`), so the view shows `t(error.shortMessage, error.params)`.
 * @example new VaultInputError('vaults.error.insufficientBalance', { asset: 'USDC' })
 */
export class VaultInputError extends WalletError {
  override name = 'VaultInputError'
  readonly params: Record<string, string>
  constructor(message: VaultMessage, params: Record<string, string> = {}, options: WalletErrorOptions = {}) {
    super(message, options)
    this.params = params
  }

  override toErrorMessage(): ErrorMessage {
    return Object.keys(this.params).length
      ? { key: this.shortMessage, values: this.params }
      : { key: this.shortMessage }
  }
}

/** The Morpho market id is all zeros: the card has no market to supply to. */
export class MorphoMarketNotConfiguredError extends VaultInputError {
  override name = 'MorphoMarketNotConfiguredError'
  constructor(options: WalletErrorOptions = {}) {
    super(vaultMessages.morphoMarketNotConfigured, {}, options)
  }
}
