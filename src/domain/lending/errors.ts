import { WalletError, type WalletErrorOptions } from '../errors/base'

/** Spec §5: a lending amount that is not a finite number above 0. */
export class LendingAmountError extends WalletError {
  override name = 'LendingAmountError'
  constructor(options: WalletErrorOptions = {}) {
    super('Enter a valid amount', options)
  }
}

/** Spec §5: a borrow above 99 % of what is available; `available` is the dollar text shown as $X ("$24,150.00"). */
export class BorrowCapError extends WalletError {
  override name = 'BorrowCapError'
  readonly available: string
  constructor(available: string, options: WalletErrorOptions = {}) {
    super(`Amount exceeds available to borrow ($${available}). Lower the amount.`, options)
    this.available = `$${available}`
  }
}

/** A withdraw that would leave a position with debt below health factor 1 (liquidatable). */
export class UnsafeWithdrawError extends WalletError {
  override name = 'UnsafeWithdrawError'
  /** The health factor the withdraw would leave, already formatted. */
  readonly healthFactor: string
  constructor(healthFactor: string, options: WalletErrorOptions = {}) {
    super(
      'Withdrawing this much would take your health factor below 1 and expose you to liquidation.',
      options,
    )
    this.healthFactor = healthFactor
  }
}

/** A withdraw or repay above what the position holds. */
export class LendingBalanceError extends WalletError {
  override name = 'LendingBalanceError'
  constructor(options: WalletErrorOptions = {}) {
    super('Amount exceeds your position.', options)
  }
}

/** Spec §8: the Aave position could not be read. */
export class LendingReadError extends WalletError {
  override name = 'LendingReadError'
  constructor(options: WalletErrorOptions = {}) {
    super('Failed to fetch your Aave position', options)
  }
}

/** A lending write that failed; `shortMessage` is the spec's '<Action> failed: {reason}'. */
export class LendingActionError extends WalletError {
  override name = 'LendingActionError'
  readonly action: 'borrow' | 'repay' | 'withdraw' | 'supply'
  readonly reason: string
  constructor(action: LendingActionError['action'], reason: string, options: WalletErrorOptions = {}) {
    const verb = { borrow: 'Borrow', repay: 'Repay', withdraw: 'Withdraw', supply: 'Supply' }[action]
    super(`${verb} failed: ${reason}`, options)
    this.action = action
    this.reason = reason
  }
}

/** Spec §5: a lending write needs at least 0.003 ETH for gas. */
export class LendingGasError extends WalletError {
  override name = 'LendingGasError'
  constructor(options: WalletErrorOptions = {}) {
    super('Insufficient ETH for gas (need ~0.003 ETH)', options)
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
}
