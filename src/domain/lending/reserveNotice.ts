import { amountValue, type ErrorMessage } from '../errors/message'
import { borrowCapRoom, type LimitedReserve, supplyRoom } from './limits'

/** The four actions of the loans page. */
export type ReserveAction = 'supply' | 'borrow' | 'withdraw' | 'repay'

/**
 * What the page says about the reserve before anything is typed: its text (`{ key, values }`, translated by
 * the view), and whether it closes the action (the amount, the quick fills and the button are then off, with
 * this as the reason).
 */
export type ReserveNotice = ErrorMessage & { blocks: boolean }

/** A cap this used (bps) or more is said before typing, with what is left of it. */
export const CAP_NOTICE_FROM_BPS = 9_000n

const whole = (amount: bigint) => amountValue(amount, 0, 0)

/**
 * The reserve's state as it bears on `action`, in the order the Pool checks: paused or inactive (closes all
 * four), frozen (closes supply and borrow; said beside withdraw and repay, which stay open), borrowing off
 * (closes borrow), then a cap: full closes supply or borrow, 90 % used or more is said with the room left.
 * Null when nothing is worth saying.
 * @example reserveNotice('supply', usdc) // { key: 'lending.reserve.supplyCapped', values: { cap, left, asset }, blocks: false }
 */
export function reserveNotice(action: ReserveAction, r: LimitedReserve): ReserveNotice | null {
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
