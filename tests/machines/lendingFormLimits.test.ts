import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import type { LendingReserve, LendingSnapshot } from '../../src/chain/protocols/aaveLending'
import { type LendingAsset, lendingAssets, type ReserveLimits } from '../../src/domain/lending'
import { checkForm, maxFor, nothingToFill } from '../../src/machines/lending/lendingForm'

const ETH = 10n ** 18n
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

const reserve = (asset: LendingAsset, over: Partial<LendingReserve> = {}): LendingReserve => ({
  asset,
  token: `0x${'1'.repeat(39)}${lendingAssets.indexOf(asset)}`,
  decimals: asset === 'USDC' || asset === 'USDT' ? 6 : asset === 'WBTC' ? 8 : 18,
  priceBase: asset === 'WETH' ? 3_000_00000000n : asset === 'LINK' ? 15_00000000n : 1_00000000n,
  liquidationThresholdBps: 8_300n,
  ltvBps: 8_050n,
  liquidationBonusBps: 10_500n,
  borrowRate: 5n * 10n ** 25n,
  supplyRate: 3n * 10n ** 25n,
  ratesFromChain: true,
  totalLiquidity: 0n,
  totalDebt: 0n,
  utilizationBps: 0n,
  wallet: 0n,
  supplied: 0n,
  debt: 0n,
  stableDebt: 0n,
  collateralEnabled: false,
  allowance: 0n,
  limits: open,
  ...over,
})

/**
 * 40 WETH ($120 000) as collateral, no debt: $96 600 available (99 %: $95 634). LINK at $15 lends at most
 * 25 000 in all and 20 000 are out: 5 000 LINK ($75 000) are left, 80 000 LINK sit in the reserve. WETH's supply
 * cap (5 000) has 4 990 taken.
 */
const snapshot: LendingSnapshot = {
  account: {
    totalCollateralBase: 120_000_00000000n,
    totalDebtBase: 0n,
    availableBorrowsBase: 96_600_00000000n,
    currentLiquidationThreshold: 8_300n,
    ltv: 8_050n,
    healthFactor: maxUint256,
  },
  reserves: Object.fromEntries(
    lendingAssets.map((a) => [
      a,
      reserve(
        a,
        a === 'WETH'
          ? {
              supplied: 40n * ETH,
              collateralEnabled: true,
              wallet: 20n * ETH,
              limits: {
                ...open,
                supplyCap: 5_000n,
                suppliedTotal: 4_990n * ETH,
                availableLiquidity: 700n * ETH,
              },
            }
          : a === 'LINK'
            ? {
                totalDebt: 20_000n * ETH,
                limits: { ...open, borrowCap: 25_000n, availableLiquidity: 80_000n * ETH },
              }
            : a === 'USDC'
              ? { limits: { ...open, borrowCap: 4_000_000n, availableLiquidity: 1_000n * 10n ** 6n } }
              : {},
      ),
    ]),
  ) as LendingSnapshot['reserves'],
  nativeBalance: ETH,
  blockNumber: 1n,
  poolMissing: false,
  userEMode: 0,
  eModeCategories: {},
}

describe("the loans form refuses what the reserve can't do, in plain words", () => {
  it('refuses a borrow above the borrow cap, naming what is left, and takes what is left', () => {
    const refused = checkForm('borrow', 'LINK', '5000.5', snapshot)
    expect(refused.error).toEqual({
      key: 'lending.error.ReserveBorrowCapError',
      values: {
        asset: 'LINK',
        cap: { amount: '25000', decimals: 0, shown: 0 },
        left: { amount: (5_000n * ETH).toString(), decimals: 18, shown: 4 },
      },
    })
    expect(refused.amount).toBeNull()
    const fits = checkForm('borrow', 'LINK', '5000', snapshot)
    expect(fits.error).toBeNull()
    expect(fits.onChainAmount).toBe(5_000n * ETH)
  })

  it("refuses a borrow above the reserve's available liquidity", () => {
    expect(checkForm('borrow', 'USDC', '1000.01', snapshot).error?.key).toBe(
      'lending.error.ReserveLiquidityError',
    )
    expect(checkForm('borrow', 'USDC', '1000', snapshot).error).toBeNull()
  })

  it('names the tighter limit first: the reserve when it lends less than the account may borrow', () => {
    // 10 000 LINK ($150 000) is above both the account's $95 634 and the cap's 5 000 LINK ($75 000).
    expect(checkForm('borrow', 'LINK', '10000', snapshot).error?.key).toBe(
      'lending.error.ReserveBorrowCapError',
    )
    // WETH lends 700 ($2.1 M), more than the account may borrow: the spec's refusal comes first.
    expect(checkForm('borrow', 'WETH', '40', snapshot).error?.key).toBe('lending.error.BorrowCapError')
  })

  it('refuses a supply above the supply cap', () => {
    expect(checkForm('supply', 'WETH', '10.000000000000000001', snapshot).error?.key).toBe(
      'lending.error.SupplyCapError',
    )
    expect(checkForm('supply', 'WETH', '10', snapshot).error).toBeNull()
  })

  it('refuses a withdraw above the liquidity, and anything on a frozen or paused reserve', () => {
    const dry: LendingSnapshot = {
      ...snapshot,
      reserves: {
        ...snapshot.reserves,
        WETH: {
          ...snapshot.reserves.WETH,
          limits: { ...snapshot.reserves.WETH.limits, availableLiquidity: 5n * ETH },
        },
      },
    }
    expect(checkForm('withdraw', 'WETH', '6', dry).error?.key).toBe('lending.error.ReserveLiquidityError')
    const frozen: LendingSnapshot = {
      ...snapshot,
      reserves: {
        ...snapshot.reserves,
        LINK: { ...snapshot.reserves.LINK, limits: { ...open, frozen: true } },
      },
    }
    expect(checkForm('borrow', 'LINK', '1', frozen).error).toEqual({
      key: 'lending.error.ReserveFrozenError',
      values: { asset: 'LINK' },
    })
  })

  it('fills 100 % with no more than the reserve can lend or take', () => {
    expect(maxFor('borrow', 'LINK', snapshot)).toBe(5_000n * ETH)
    expect(maxFor('borrow', 'USDC', snapshot)).toBe(1_000n * 10n ** 6n)
    // WETH: 99 % of $96 600 at $3 000 = 31.878 WETH, well under the 700 it holds.
    expect(maxFor('borrow', 'WETH', snapshot)).toBe(31_878n * 10n ** 15n)
    expect(maxFor('supply', 'WETH', snapshot)).toBe(10n * ETH)
  })

  it('shows the liquidation price and LTV after a borrow', () => {
    // 5 000 LINK = $75 000 against 40 WETH × 0.83: liquidated at 75 000 / 33.2 = $2 259.036… → $2 259.04.
    const { after } = checkForm('borrow', 'LINK', '5000', snapshot)
    expect(after?.collaterals.map((c) => [c.asset, c.liquidationPriceBase])).toEqual([
      ['WETH', 2_259_04000000n],
    ])
    expect(after?.ltvBps).toBe(6_250n)
    expect(after?.liquidationThresholdBps).toBe(8_300n)
  })
})

describe('the share buttons say why they are off when there is nothing to take a share of', () => {
  const nothingHeld: LendingSnapshot = {
    ...snapshot,
    account: { ...snapshot.account, totalCollateralBase: 0n, availableBorrowsBase: 0n },
    reserves: Object.fromEntries(lendingAssets.map((a) => [a, reserve(a)])) as LendingSnapshot['reserves'],
  }
  const spent = { ...snapshot, account: { ...snapshot.account, availableBorrowsBase: 0n } }

  it('names what is missing on each tab, and nothing while there is something', () => {
    const key = (...args: Parameters<typeof nothingToFill>) => nothingToFill(...args)?.key ?? null
    expect(key('borrow', 'USDC', nothingHeld)).toBe('lending.nothing.borrow.noCollateral')
    expect(key('borrow', 'USDC', spent)).toBe('lending.nothing.borrow.noRoom')
    expect(key('withdraw', 'WETH', nothingHeld)).toBe('lending.nothing.withdraw')
    expect(nothingToFill('supply', 'LINK', snapshot)).toEqual({
      key: 'lending.nothing.supply',
      values: { asset: 'LINK' },
    })
    // Repay's buttons stay on: the debt fills in and the form says what the wallet lacks.
    expect(key('repay', 'USDC', nothingHeld)).toBeNull()
    expect(key('borrow', 'USDC', snapshot)).toBeNull()
    expect(key('withdraw', 'WETH', snapshot)).toBeNull()
    expect(key('supply', 'WETH', snapshot)).toBeNull()
  })
})
