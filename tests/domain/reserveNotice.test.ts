import { describe, expect, it } from 'vitest'
import { type LimitedReserve, type ReserveLimits, reserveNotice } from '../../src/domain/lending'

const open: ReserveLimits = {
  active: true,
  frozen: false,
  paused: false,
  borrowingEnabled: true,
  supplyCap: 0n,
  borrowCap: 0n,
  suppliedTotal: 0n,
  availableLiquidity: null,
  debtCeiling: 0n,
  isolationModeTotalDebt: 0n,
  borrowableInIsolation: false,
  eModeCategory: 0,
}
const USDC = 10n ** 6n
const usdc = (limits: Partial<ReserveLimits>, totalDebt = 0n): LimitedReserve => ({
  asset: 'USDC',
  decimals: 6,
  totalDebt,
  limits: { ...open, ...limits },
})

describe('what the loans form says of a reserve before anything is typed', () => {
  it('nothing for an open reserve far from its caps', () => {
    const r = usdc({ supplyCap: 1_000n, suppliedTotal: 100n * USDC, borrowCap: 1_000n }, 100n * USDC)
    for (const action of ['supply', 'borrow', 'withdraw', 'repay'] as const)
      expect(reserveNotice(action, r)).toBeNull()
  })

  it('a pause closes all four actions', () => {
    for (const action of ['supply', 'borrow', 'withdraw', 'repay'] as const)
      expect(reserveNotice(action, usdc({ paused: true }))).toEqual({
        key: 'lending.error.ReservePausedError',
        values: { asset: 'USDC' },
        blocks: true,
      })
    expect(reserveNotice('repay', usdc({ active: false }))?.blocks).toBe(true)
  })

  it('a freeze closes supply and borrow, and is said beside withdraw and repay, which stay open', () => {
    const frozen = usdc({ frozen: true })
    expect(reserveNotice('supply', frozen)).toMatchObject({
      key: 'lending.error.ReserveFrozenError',
      blocks: true,
    })
    expect(reserveNotice('borrow', frozen)).toMatchObject({
      key: 'lending.error.ReserveFrozenError',
      blocks: true,
    })
    expect(reserveNotice('withdraw', frozen)).toMatchObject({
      key: 'lending.reserve.frozenOpen',
      blocks: false,
    })
    expect(reserveNotice('repay', frozen)).toMatchObject({ key: 'lending.reserve.frozenOpen', blocks: false })
  })

  it('a full supply cap closes supply; 90 % used or more is said with the room left', () => {
    expect(reserveNotice('supply', usdc({ supplyCap: 1_000n, suppliedTotal: 1_000n * USDC }))).toEqual({
      key: 'lending.reserve.supplyCapFull',
      values: { asset: 'USDC', cap: { amount: '1000', decimals: 0, shown: 0 } },
      blocks: true,
    })
    expect(reserveNotice('supply', usdc({ supplyCap: 1_000n, suppliedTotal: 899n * USDC }))).toBeNull()
    expect(reserveNotice('supply', usdc({ supplyCap: 1_000n, suppliedTotal: 900n * USDC + 1n }))).toEqual({
      key: 'lending.reserve.supplyCapped',
      values: {
        asset: 'USDC',
        cap: { amount: '1000', decimals: 0, shown: 0 },
        left: { amount: String(100n * USDC - 1n), decimals: 6, shown: 4 },
      },
      blocks: false,
    })
    // Interest can take the supply past the cap: still full.
    expect(reserveNotice('supply', usdc({ supplyCap: 1_000n, suppliedTotal: 1_001n * USDC }))?.blocks).toBe(
      true,
    )
  })

  it('borrowing off or a full borrow cap closes borrow only', () => {
    expect(reserveNotice('borrow', usdc({ borrowingEnabled: false }))).toMatchObject({
      key: 'lending.error.BorrowingDisabledError',
      blocks: true,
    })
    expect(reserveNotice('supply', usdc({ borrowingEnabled: false }))).toBeNull()
    const lentOut = usdc({ borrowCap: 500n }, 500n * USDC)
    expect(reserveNotice('borrow', lentOut)).toMatchObject({
      key: 'lending.reserve.borrowCapFull',
      blocks: true,
    })
    expect(reserveNotice('repay', lentOut)).toBeNull()
    expect(reserveNotice('borrow', usdc({ borrowCap: 500n }, 460n * USDC))).toMatchObject({
      key: 'lending.reserve.borrowCapped',
      blocks: false,
    })
  })
  it("in e-mode, a borrow of what the wallet's category does not lend is closed; the rest as before", () => {
    const eMode = { label: 'ETH correlated', borrowable: ['WETH'] as const }
    expect(reserveNotice('borrow', usdc({}), eMode)).toEqual({
      key: 'lending.reserve.notBorrowableInEMode',
      values: { asset: 'USDC', label: 'ETH correlated' },
      blocks: true,
    })
    expect(reserveNotice('supply', usdc({}), eMode)).toBeNull()
    expect(reserveNotice('borrow', usdc({}), { ...eMode, borrowable: ['USDC'] })).toBeNull()
    expect(reserveNotice('borrow', usdc({}), null)).toBeNull()
  })
})
