import { WalletError, type WalletErrorOptions } from '../errors/base'
import type { ErrorMessage } from '../errors/message'
import { formatDecimalText } from '../i18n/numbers'

/** The `lending.error.<name>` key every lending error's text is under, in both languages. */
const keyOf = (error: WalletError) => `lending.error.${error.name}`

/** Spec §5: a lending amount that is not a finite number above 0. */
export class LendingAmountError extends WalletError {
  override name = 'LendingAmountError'
  constructor(options: WalletErrorOptions = {}) {
    super('Enter a valid amount', options)
  }

  override toErrorMessage(): ErrorMessage {
    return { key: keyOf(this) }
  }
}

/** The spec's English form of a plain decimal: `'24150.00'` → `'24,150.00'` (the shortMessage only). */
const english = (decimal: string) => formatDecimalText('en', decimal)

/**
 * Spec §5: a borrow above 99 % of what is available. `available` is plain decimal dollar text ('24150.00');
 * the shortMessage keeps the spec's English ($24,150.00), the view writes it in the reader's language
 * ('US$ 24.150,00' in Spanish).
 */
export class BorrowCapError extends WalletError {
  override name = 'BorrowCapError'
  readonly available: string
  constructor(available: string, options: WalletErrorOptions = {}) {
    super(`Amount exceeds available to borrow ($${english(available)}). Lower the amount.`, options)
    this.available = available
  }

  override toErrorMessage(): ErrorMessage {
    return { key: keyOf(this), values: { available: { decimal: this.available, usd: true } } }
  }
}

/** A withdraw that would leave a position with debt below health factor 1 (liquidatable). */
export class UnsafeWithdrawError extends WalletError {
  override name = 'UnsafeWithdrawError'
  /** The health factor the withdraw would leave, as plain decimal text ('0.95'), written by the view. */
  readonly healthFactor: string
  constructor(healthFactor: string, options: WalletErrorOptions = {}) {
    super(
      'Withdrawing this much would take your health factor below 1 and expose you to liquidation.',
      options,
    )
    this.healthFactor = healthFactor
  }

  override toErrorMessage(): ErrorMessage {
    return { key: keyOf(this), values: { healthFactor: { decimal: this.healthFactor } } }
  }
}

/** A withdraw or repay above what the position holds. */
export class LendingBalanceError extends WalletError {
  override name = 'LendingBalanceError'
  constructor(options: WalletErrorOptions = {}) {
    super('Amount exceeds your position.', options)
  }

  override toErrorMessage(): ErrorMessage {
    return { key: keyOf(this) }
  }
}

/** Spec §8: the Aave position could not be read. */
export class LendingReadError extends WalletError {
  override name = 'LendingReadError'
  constructor(options: WalletErrorOptions = {}) {
    super('Failed to fetch your Aave position', options)
  }

  override toErrorMessage(): ErrorMessage {
    return { key: keyOf(this) }
  }
}

/** Spec §5: a lending write needs at least 0.003 ETH for gas. */
export class LendingGasError extends WalletError {
  override name = 'LendingGasError'
  constructor(options: WalletErrorOptions = {}) {
    super('Insufficient ETH for gas (need ~0.003 ETH)', options)
  }

  override toErrorMessage(): ErrorMessage {
    return { key: keyOf(this) }
  }
}

/** Spec §5: the wallet holds less of the asset than the amount ('Insufficient {asset} balance'). */
export class LendingWalletError extends WalletError {
  override name = 'LendingWalletError'
  readonly asset: string
  constructor(asset: string, options: WalletErrorOptions = {}) {
    super(`Insufficient ${asset} balance`, options)
    this.asset = asset
  }

  override toErrorMessage(): ErrorMessage {
    return { key: keyOf(this), values: { asset: this.asset } }
  }
}
