import { maxUint256 } from 'viem'
import type { LendingAsset } from './assets'
import {
  BorrowingDisabledError,
  DebtCeilingError,
  IsolationBorrowError,
  ReserveBorrowCapError,
  ReserveFrozenError,
  ReserveLiquidityError,
  ReservePausedError,
  SupplyCapError,
} from './limitErrors'
import { DEBT_CEILING_DECIMALS } from './reserveConfiguration'

/**
 * What the pool says about a reserve before an action, as the Aave app shows it: its state, its caps and their
 * use, what it can lend right now, isolation mode and e-mode. Caps in whole tokens (0 = none), the debt
 * ceiling and the isolated debt in US dollars with 2 decimals (0 = not isolated), amounts in base units.
 */
export type ReserveLimits = {
  active: boolean
  frozen: boolean
  paused: boolean
  borrowingEnabled: boolean
  supplyCap: bigint
  borrowCap: bigint
  /** What counts against the supply cap: the aToken supply plus the treasury's accrued share. */
  suppliedTotal: bigint
  /** The underlying the aToken holds: the most that can be borrowed or withdrawn now; null when unread. */
  availableLiquidity: bigint | null
  debtCeiling: bigint
  /** Debt already taken against this asset as isolated collateral. */
  isolationModeTotalDebt: bigint
  borrowableInIsolation: boolean
  /**
   * The reserve's efficiency-mode category, 0 = none: on 3.0 the one its configuration names; on 3.2 and later
   * the lowest category read that takes it as collateral (it may be in more: see EModeCategory.collateral).
   */
  eModeCategory: number
}

/** A reserve as the limit checks need it: its token, the debt against the borrow cap, and its limits. */
export type LimitedReserve = {
  asset: LendingAsset
  decimals: number
  totalDebt: bigint
  limits: ReserveLimits
}

/** The collateral that puts a position in isolation mode, with its ceiling figures. */
export type Isolation = { asset: LendingAsset; debtCeiling: bigint; isolationModeTotalDebt: bigint }

const unit = (r: { decimals: number }) => 10n ** BigInt(r.decimals)
const tokenOf = (r: LimitedReserve) => ({ asset: r.asset, decimals: r.decimals })
const left = (cap: bigint, used: bigint) => (cap > used ? cap - used : 0n)

/** How much of a cap is used, in bps (10 000 = full, more once interest passed it); null without a cap. */
export function capUseBps(used: bigint, capWhole: bigint, decimals: number): bigint | null {
  if (capWhole === 0n) return null
  return (used * 10_000n) / (capWhole * 10n ** BigInt(decimals))
}

/** What the supply cap still takes, base units; null without a cap. */
export function supplyRoom(r: LimitedReserve): bigint | null {
  if (r.limits.supplyCap === 0n) return null
  return left(r.limits.supplyCap * unit(r), r.limits.suppliedTotal)
}

/** What the borrow cap still lends, base units; null without a cap. */
export function borrowCapRoom(r: LimitedReserve): bigint | null {
  if (r.limits.borrowCap === 0n) return null
  return left(r.limits.borrowCap * unit(r), r.totalDebt)
}

/**
 * The most one borrow of this reserve can take as far as the reserve goes (its liquidity and its borrow cap,
 * the smaller); null when neither limits it.
 */
export function borrowRoom(r: LimitedReserve): bigint | null {
  const cap = borrowCapRoom(r)
  const cash = r.limits.availableLiquidity
  if (cap === null) return cash
  if (cash === null || cap < cash) return cap
  return cash
}

/**
 * The reserve's own refusals of an action, in the order the pool checks them: paused or inactive, frozen
 * (supply, borrow), borrowing off, isolation mode (the asset not lendable against the isolated collateral, the
 * debt ceiling), then the smaller of the available liquidity and the cap. A withdraw needs the liquidity too;
 * a repay is always taken. `amount` may be maxUint256 (Aave's "all"): `all` says what that is.
 * @throws ReservePausedError, ReserveFrozenError, BorrowingDisabledError, IsolationBorrowError,
 *   DebtCeilingError, ReserveLiquidityError, ReserveBorrowCapError, SupplyCapError
 * @example checkReserveLimits('borrow', link, 5_001n * 10n ** 18n) // ReserveBorrowCapError: 4 999,… LINK left
 */
export function checkReserveLimits(
  kind: 'supply' | 'borrow' | 'withdraw' | 'repay',
  r: LimitedReserve,
  amount: bigint,
  options: { isolation?: Isolation | null; all?: bigint } = {},
): bigint {
  const l = r.limits
  const moved = amount === maxUint256 ? (options.all ?? 0n) : amount
  if (l.paused || !l.active) throw new ReservePausedError(r.asset)
  if (kind === 'repay') return amount
  if (kind === 'withdraw') {
    if (l.availableLiquidity !== null && moved > l.availableLiquidity)
      throw new ReserveLiquidityError(tokenOf(r), l.availableLiquidity)
    return amount
  }
  if (l.frozen) throw new ReserveFrozenError(r.asset)
  if (kind === 'supply') {
    const room = supplyRoom(r)
    if (room !== null && moved > room) throw new SupplyCapError(tokenOf(r), l.supplyCap, room)
    return amount
  }
  if (!l.borrowingEnabled) throw new BorrowingDisabledError(r.asset)
  const isolation = options.isolation
  if (isolation) {
    if (!l.borrowableInIsolation) throw new IsolationBorrowError(r.asset, isolation.asset)
    // The pool counts the borrow in the ceiling's 2 decimals, truncated.
    const counted = moved / 10n ** BigInt(Math.max(r.decimals - DEBT_CEILING_DECIMALS, 0))
    if (isolation.isolationModeTotalDebt + counted > isolation.debtCeiling)
      throw new DebtCeilingError(
        isolation.asset,
        isolation.debtCeiling,
        left(isolation.debtCeiling, isolation.isolationModeTotalDebt),
      )
  }
  const cap = borrowCapRoom(r)
  const cash = l.availableLiquidity
  const capBinds = cap !== null && (cash === null || cap <= cash)
  if (capBinds && moved > cap) throw new ReserveBorrowCapError(tokenOf(r), l.borrowCap, cap)
  if (cash !== null && moved > cash) throw new ReserveLiquidityError(tokenOf(r), cash)
  if (cap !== null && moved > cap) throw new ReserveBorrowCapError(tokenOf(r), l.borrowCap, cap)
  return amount
}
