import { amountValue, type ErrorMessage } from '../errors/message'
import type { LendingAsset } from './assets'
import { borrowCapRoom, type LimitedReserve, supplyRoom } from './limits'
import { decodeReserveConfiguration } from './reserveConfiguration'

/** The four actions of the loans page. */
export type ReserveAction = 'supply' | 'borrow' | 'withdraw' | 'repay'

/**
 * What the page says about the reserve before anything is typed: its text (`{ key, values }`, translated by
 * the view), and whether it closes the action (the amount, the quick fills and the button are then off, with
 * this as the reason).
 */
export type ReserveNotice = ErrorMessage & { blocks: boolean }

/**
 * The e-mode category the wallet is in, when it was read: Aave lends in it only what it lists as borrowable
 * (3.2+: its borrowable bitmap; 3.0: its members).
 */
export type WalletEMode = { label: string; borrowable: readonly LendingAsset[] }

/** A cap this used (bps) or more is said before typing, with what is left of it. */
export const CAP_NOTICE_FROM_BPS = 9_000n

const whole = (amount: bigint) => amountValue(amount, 0, 0)

/**
 * The reserve's state as it bears on `action`, in the order the Pool checks: paused or inactive (closes all
 * four), frozen (closes supply and borrow; said beside withdraw and repay, which stay open), borrowing off or
 * not lent in the wallet's e-mode category (closes borrow), then a cap: full closes supply or borrow, 90 % used
 * or more is said with the room left.
 * Null when nothing is worth saying.
 * @example reserveNotice('supply', usdc) // { key: 'lending.reserve.supplyCapped', values: { cap, left, asset }, blocks: false }
 */
export function reserveNotice(
  action: ReserveAction,
  r: LimitedReserve,
  eMode: WalletEMode | null = null,
): ReserveNotice | null {
  const l = r.limits
  const asset = r.asset
  if (l.paused || !l.active)
    return { key: 'lending.error.ReservePausedError', values: { asset }, blocks: true }
  if (l.frozen)
    return action === 'supply' || action === 'borrow'
      ? { key: 'lending.error.ReserveFrozenError', values: { asset }, blocks: true }
      : { key: 'lending.reserve.frozenOpen', values: { asset }, blocks: false }
  if (action === 'borrow' && !l.borrowingEnabled)
    return { key: 'lending.error.BorrowingDisabledError', values: { asset }, blocks: true }
  if (action === 'borrow' && eMode && !eMode.borrowable.includes(r.asset))
    return {
      key: 'lending.reserve.notBorrowableInEMode',
      values: { asset, label: eMode.label },
      blocks: true,
    }
  if (action !== 'supply' && action !== 'borrow') return null
  const cap = action === 'supply' ? l.supplyCap : l.borrowCap
  const room = action === 'supply' ? supplyRoom(r) : borrowCapRoom(r)
  if (room === null) return null
  const capUnits = cap * 10n ** BigInt(r.decimals)
  const used = capUnits - room
  if (room === 0n)
    return { key: `lending.reserve.${action}CapFull`, values: { asset, cap: whole(cap) }, blocks: true }
  if (used * 10_000n < capUnits * CAP_NOTICE_FROM_BPS) return null
  return {
    key: `lending.reserve.${action}Capped`,
    values: { asset, cap: whole(cap), left: amountValue(room, r.decimals, Math.min(r.decimals, 4)) },
    blocks: false,
  }
}

/** Whether an Aave reserve takes a deposit now: open, paused (nothing moves), frozen (withdrawals only), full. */
export type AaveDepositState = 'open' | 'paused' | 'frozen' | 'full'

/**
 * A reserve's deposit state from the Pool's `getReserveData` (its configuration word, liquidity index and the
 * treasury's accrued share) and its aToken's total supply, the figures the Pool's supply cap check counts.
 * @example aaveDepositState({ configuration, liquidityIndex, accruedToTreasury, aTokenSupply }) // 'frozen'
 */
export function aaveDepositState(read: {
  configuration: bigint
  liquidityIndex: bigint
  accruedToTreasury: bigint
  aTokenSupply: bigint
}): AaveDepositState {
  const c = decodeReserveConfiguration(read.configuration)
  if (c.paused || !c.active) return 'paused'
  if (c.frozen) return 'frozen'
  const RAY = 10n ** 27n
  const supplied = read.aTokenSupply + (read.accruedToTreasury * read.liquidityIndex + RAY / 2n) / RAY
  if (c.supplyCap !== 0n && supplied >= c.supplyCap * 10n ** BigInt(c.decimals)) return 'full'
  return 'open'
}
