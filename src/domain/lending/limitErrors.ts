import { WalletError } from '../errors/base'
import { type AmountValue, amountValue, type ErrorMessage } from '../errors/message'
import { DEBT_CEILING_DECIMALS } from './reserveConfiguration'

/**
 * Refusals of the reserve itself, before anything is signed: the pool would revert for these reasons
 * (SUPPLY_CAP_EXCEEDED, BORROW_CAP_EXCEEDED, too little liquidity, DEBT_CEILING_EXCEEDED, RESERVE_FROZEN,
 * RESERVE_PAUSED, BORROWING_NOT_ENABLED, ASSET_NOT_BORROWABLE_IN_ISOLATION). Each says it in plain words
 * under `lending.error.<name>`, with its amounts written in the reader's number format.
 */
abstract class ReserveLimitError extends WalletError {
  protected abstract values(): Record<string, string | AmountValue>
  override toErrorMessage(): ErrorMessage {
    return { key: `lending.error.${this.name}`, values: this.values() }
  }
}

type Token = { asset: string; decimals: number }
const tokens = (amount: bigint, t: Token) => amountValue(amount, t.decimals, Math.min(t.decimals, 4))
const whole = (amount: bigint) => amountValue(amount, 0, 0)

/** A supply above what the reserve's supply cap still takes. */
export class SupplyCapError extends ReserveLimitError {
  override name = 'SupplyCapError'
  constructor(
    readonly token: Token,
    /** The cap, whole tokens. */
    readonly cap: bigint,
    /** What it still takes, base units. */
    readonly left: bigint,
  ) {
    super(`Aave takes no more than ${cap} ${token.asset} in all; it still takes ${left} base units.`)
  }
  protected values() {
    return { asset: this.token.asset, cap: whole(this.cap), left: tokens(this.left, this.token) }
  }
}

/** A borrow above what the reserve's borrow cap still lends. */
export class ReserveBorrowCapError extends ReserveLimitError {
  override name = 'ReserveBorrowCapError'
  constructor(
    readonly token: Token,
    readonly cap: bigint,
    readonly left: bigint,
  ) {
    super(`Aave lends no more than ${cap} ${token.asset} in all; ${left} base units are left.`)
  }
  protected values() {
    return { asset: this.token.asset, cap: whole(this.cap), left: tokens(this.left, this.token) }
  }
}

/** A borrow or withdraw above what the reserve holds right now (the rest is lent out). */
export class ReserveLiquidityError extends ReserveLimitError {
  override name = 'ReserveLiquidityError'
  constructor(
    readonly token: Token,
    readonly available: bigint,
  ) {
    super(`Aave holds only ${available} base units of ${token.asset} right now.`)
  }
  protected values() {
    return { asset: this.token.asset, available: tokens(this.available, this.token) }
  }
}

/** A borrow in isolation mode above what the isolated collateral's debt ceiling still allows. */
export class DebtCeilingError extends ReserveLimitError {
  override name = 'DebtCeilingError'
  constructor(
    /** The isolated collateral. */
    readonly collateral: string,
    /** Ceiling and what is left of it, US dollars with 2 decimals (Aave's unit). */
    readonly ceiling: bigint,
    readonly left: bigint,
  ) {
    super(`${collateral} is isolated: its debt ceiling has ${left} cents left.`)
  }
  protected values() {
    return {
      collateral: this.collateral,
      ceiling: amountValue(this.ceiling, DEBT_CEILING_DECIMALS, 2),
      left: amountValue(this.left, DEBT_CEILING_DECIMALS, 2),
    }
  }
}

/** A borrow of an asset that isolation mode does not lend against the isolated collateral. */
export class IsolationBorrowError extends ReserveLimitError {
  override name = 'IsolationBorrowError'
  constructor(
    readonly asset: string,
    readonly collateral: string,
  ) {
    super(`${collateral} is isolated: ${asset} cannot be borrowed against it.`)
  }
  protected values() {
    return { asset: this.asset, collateral: this.collateral }
  }
}

/** A supply or borrow on a frozen reserve (it still takes repays and gives withdrawals). */
export class ReserveFrozenError extends ReserveLimitError {
  override name = 'ReserveFrozenError'
  constructor(readonly asset: string) {
    super(`Aave has frozen ${asset}.`)
  }
  protected values() {
    return { asset: this.asset }
  }
}

/** Any action on a paused (or inactive) reserve. */
export class ReservePausedError extends ReserveLimitError {
  override name = 'ReservePausedError'
  constructor(readonly asset: string) {
    super(`Aave has paused ${asset}.`)
  }
  protected values() {
    return { asset: this.asset }
  }
}

/** A borrow of a reserve Aave does not lend. */
export class BorrowingDisabledError extends ReserveLimitError {
  override name = 'BorrowingDisabledError'
  constructor(readonly asset: string) {
    super(`Aave does not lend ${asset}.`)
  }
  protected values() {
    return { asset: this.asset }
  }
}
