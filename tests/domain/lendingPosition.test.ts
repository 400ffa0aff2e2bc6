import { maxUint256 } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { errorMessage } from '../../src/domain/errors/message'
import { loadLanguage } from '../../src/domain/i18n'
import { translateError } from '../../src/domain/i18n/translateError'
import {
  BorrowingDisabledError,
  borrowRoom,
  capUseBps,
  checkReserveLimits,
  DebtCeilingError,
  decodeReserveConfiguration,
  firstSupplyIsCollateral,
  healthFactorAt,
  IsolationBorrowError,
  isolationOf,
  type LendingAsset,
  lendingAssets,
  type PositionSource,
  type PositionSourceReserve,
  positionAfter,
  positionFigures,
  positionIsExact,
  positionReservesOf,
  positionRiskOf,
  ReserveBorrowCapError,
  ReserveFrozenError,
  type ReserveLimits,
  ReserveLiquidityError,
  ReservePausedError,
  SupplyCapError,
  supplyRoom,
  upToCent,
  WAD,
} from '../../src/domain/lending'

const E8 = 10n ** 8n
const ETH = 10n ** 18n
const USDC = 10n ** 6n

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

const facts: Record<LendingAsset, Pick<PositionSourceReserve, 'decimals' | 'priceBase'> & { lt: bigint }> = {
  USDC: { decimals: 6, priceBase: E8, lt: 7_800n },
  USDT: { decimals: 6, priceBase: E8, lt: 7_800n },
  DAI: { decimals: 18, priceBase: E8, lt: 7_700n },
  WETH: { decimals: 18, priceBase: 3_000n * E8, lt: 8_250n },
  WBTC: { decimals: 8, priceBase: 60_000n * E8, lt: 7_500n },
  LINK: { decimals: 18, priceBase: 15n * E8, lt: 6_800n },
}

const reserve = (asset: LendingAsset, over: Partial<PositionSourceReserve> = {}): PositionSourceReserve => ({
  asset,
  decimals: facts[asset].decimals,
  priceBase: facts[asset].priceBase,
  ltvBps: facts[asset].lt - 300n,
  liquidationThresholdBps: facts[asset].lt,
  liquidationBonusBps: 10_500n,
  supplied: 0n,
  debt: 0n,
  stableDebt: 0n,
  collateralEnabled: false,
  limits: open,
  ...over,
})

/** A read whose account data is what the pool would report for these reserves. */
function source(
  over: Partial<Record<LendingAsset, Partial<PositionSourceReserve>>>,
  extra: Partial<PositionSource> = {},
): PositionSource {
  const reserves = Object.fromEntries(
    lendingAssets.map((a) => [a, reserve(a, over[a])]),
  ) as PositionSource['reserves']
  const base: PositionSource = {
    account: {
      totalCollateralBase: 0n,
      totalDebtBase: 0n,
      availableBorrowsBase: 0n,
      currentLiquidationThreshold: 0n,
      ltv: 0n,
      healthFactor: maxUint256,
    },
    reserves,
    userEMode: 0,
    eModeCategories: {},
    ...extra,
  }
  const position = positionReservesOf(base)
  const collateral = position
    .filter((r) => r.collateral)
    .reduce((sum, r) => sum + (r.supplied * r.priceBase) / 10n ** BigInt(r.decimals), 0n)
  const debt = position.reduce((sum, r) => sum + (r.debt * r.priceBase) / 10n ** BigInt(r.decimals), 0n)
  return {
    ...base,
    account: {
      ...base.account,
      totalCollateralBase: collateral,
      totalDebtBase: debt,
      healthFactor: healthFactorAt(position),
    },
  }
}

/** 1 WETH as collateral against 1 650 USDC: liquidated at $2 000 (0.825 × 2 000 = 1 650). */
const borrower = () =>
  source({
    WETH: { supplied: ETH, collateralEnabled: true },
    USDC: { debt: 1_000n * USDC, stableDebt: 650n * USDC },
  })

describe('the position from one read of the loans page', () => {
  it('takes the collateral flag, variable plus stable debt, and the reserve thresholds', () => {
    const s = borrower()
    const reserves = positionReservesOf(s)
    expect(reserves.find((r) => r.asset === 'USDC')?.debt).toBe(1_650n * USDC)
    expect(reserves.find((r) => r.asset === 'WETH')).toMatchObject({
      collateral: true,
      liquidationThresholdBps: 8_250n,
      liquidationBonusBps: 10_500n,
    })
    expect(healthFactorAt(reserves)).toBe(15n * 10n ** 17n)
    expect(positionIsExact(s, reserves)).toBe(true)
  })

  it("uses the e-mode category's threshold and bonus for its members when the wallet is in it", () => {
    const eMode = {
      ltvBps: 9_300n,
      liquidationThresholdBps: 9_500n,
      liquidationBonusBps: 10_100n,
      priceSource: '0x0000000000000000000000000000000000000000',
      label: 'ETH correlated',
      collateral: ['WETH'] as const,
      borrowable: ['WETH'] as const,
    }
    const s = source(
      {
        WETH: { supplied: ETH, collateralEnabled: true, limits: { ...open, eModeCategory: 1 } },
        USDC: { debt: 1_650n * USDC },
      },
      { userEMode: 1, eModeCategories: { 1: eMode } },
    )
    const weth = positionReservesOf(s).find((r) => r.asset === 'WETH')
    expect(weth).toMatchObject({ liquidationThresholdBps: 9_500n, liquidationBonusBps: 10_100n })
    // A wallet outside the category keeps the reserve's own figures.
    const out = positionReservesOf({ ...s, userEMode: 0 }).find((r) => r.asset === 'WETH')
    expect(out?.liquidationThresholdBps).toBe(8_250n)
  })

  it("goes by the category's collateral list, not the reserve's configuration bits (3.2+ left them stale)", () => {
    const eMode = {
      ltvBps: 9_300n,
      liquidationThresholdBps: 9_500n,
      liquidationBonusBps: 10_100n,
      priceSource: '0x0000000000000000000000000000000000000000',
      label: 'ETH correlated',
      collateral: [] as const,
      borrowable: ['WETH'] as const,
    }
    const stale = source(
      {
        WETH: { supplied: ETH, collateralEnabled: true, limits: { ...open, eModeCategory: 1 } },
        USDC: { debt: 1_650n * USDC },
      },
      { userEMode: 1, eModeCategories: { 1: eMode } },
    )
    // WETH only borrowable in the category: its collateral keeps the reserve's threshold.
    expect(positionReservesOf(stale).find((r) => r.asset === 'WETH')?.liquidationThresholdBps).toBe(8_250n)
    // Collateral in the category without the configuration naming it (an asset in several categories).
    const listed = source(
      {
        WETH: { supplied: ETH, collateralEnabled: true, limits: { ...open, eModeCategory: 0 } },
        USDC: { debt: 1_650n * USDC },
      },
      { userEMode: 1, eModeCategories: { 1: { ...eMode, collateral: ['WETH'] } } },
    )
    expect(positionReservesOf(listed).find((r) => r.asset === 'WETH')?.liquidationThresholdBps).toBe(9_500n)
  })

  it('is not exact when the pool counts something the read does not (another reserve, an unread e-mode)', () => {
    const s = borrower()
    const elsewhere = {
      ...s,
      account: { ...s.account, totalCollateralBase: s.account.totalCollateralBase + 500n * E8 },
    }
    expect(positionIsExact(elsewhere, positionReservesOf(elsewhere))).toBe(false)
    const risk = positionRiskOf(elsewhere)
    expect(risk.exact).toBe(false)
    // In an e-mode category not read, the reserve's own threshold gives another health factor than the pool's.
    const unread = source(
      {
        WETH: { supplied: ETH, collateralEnabled: true, limits: { ...open, eModeCategory: 4 } },
        USDC: { debt: 1_650n * USDC },
      },
      { userEMode: 4 },
    )
    const poolSays = {
      ...unread,
      account: { ...unread.account, healthFactor: (9_500n * 3_000n * WAD) / 10_000n / 1_650n },
    }
    expect(positionIsExact(poolSays, positionReservesOf(poolSays))).toBe(false)
  })

  it('gives each collateral its liquidation price up to the cent, its distance, and the LTV', () => {
    const risk = positionRiskOf(borrower())
    expect(risk.exact).toBe(true)
    expect(risk.figures.collaterals).toEqual([
      {
        asset: 'WETH',
        priceBase: 3_000n * E8,
        valueBase: 3_000n * E8,
        liquidationThresholdBps: 8_250n,
        liquidationPriceBase: 2_000n * E8,
        distanceBps: 3_333n,
      },
    ])
    // 1 650 / 3 000 = 55 % against 82.5 %
    expect(risk.figures.ltvBps).toBe(5_500n)
    expect(risk.figures.liquidationThresholdBps).toBe(8_250n)
    expect(risk.figures.main).toBe('WETH')
    expect(risk.drops.map((d) => d.dropPercent)).toEqual([10, 20, 30, 50])
  })

  it('rounds a liquidation price up to the cent, so the pool says 1.00 or more at the figure shown', () => {
    expect(upToCent(242_424_242_424n)).toBe(242_425_000_000n)
    expect(upToCent(2_000n * E8)).toBe(2_000n * E8)
    // 0.5 WETH against 1 000 USDC: the pool's edge is $2 424.24242424; shown $2 424.25; a cent lower is below 1.
    const s = source({ WETH: { supplied: ETH / 2n, collateralEnabled: true }, USDC: { debt: 1_000n * USDC } })
    const [weth] = positionRiskOf(s).figures.collaterals
    expect(weth?.liquidationPriceBase).toBe(242_425_000_000n)
    const reserves = positionReservesOf(s)
    expect(healthFactorAt(reserves, { WETH: 242_425_000_000n })).toBeGreaterThanOrEqual(WAD)
    expect(healthFactorAt(reserves, { WETH: 242_424_000_000n })).toBeLessThan(WAD)
  })

  it('has no liquidation price and no drop table without debt', () => {
    const risk = positionRiskOf(source({ WETH: { supplied: ETH, collateralEnabled: true } }))
    expect(risk.figures.collaterals[0]?.liquidationPriceBase).toBeNull()
    expect(risk.figures.hasDebt).toBe(false)
    expect(risk.drops).toEqual([])
  })
})

describe('the position after an action', () => {
  it('borrows, repays (all with maxUint256), withdraws and supplies', () => {
    const reserves = positionReservesOf(borrower())
    const usdc = (rs: typeof reserves) => rs.find((r) => r.asset === 'USDC')
    const weth = (rs: typeof reserves) => rs.find((r) => r.asset === 'WETH')
    expect(usdc(positionAfter(reserves, { kind: 'borrow', asset: 'USDC', amount: 350n * USDC }))?.debt).toBe(
      2_000n * USDC,
    )
    expect(usdc(positionAfter(reserves, { kind: 'repay', asset: 'USDC', amount: maxUint256 }))?.debt).toBe(0n)
    expect(usdc(positionAfter(reserves, { kind: 'repay', asset: 'USDC', amount: 650n * USDC }))?.debt).toBe(
      1_000n * USDC,
    )
    expect(
      weth(positionAfter(reserves, { kind: 'withdraw', asset: 'WETH', amount: ETH / 4n }))?.supplied,
    ).toBe((3n * ETH) / 4n)
    // Borrowing 350 more USDC: 0.825 × p = 2 000 → $2 424.25 (up to the cent).
    const after = positionFigures(
      positionAfter(reserves, { kind: 'borrow', asset: 'USDC', amount: 350n * USDC }),
    )
    expect(after.collaterals[0]?.liquidationPriceBase).toBe(242_425_000_000n)
    // A first supply turns collateral on only when Aave would.
    const linked = positionAfter(reserves, { kind: 'supply', asset: 'LINK', amount: 100n * ETH }, true)
    expect(linked.find((r) => r.asset === 'LINK')).toMatchObject({ supplied: 100n * ETH, collateral: true })
    const kept = positionAfter(reserves, { kind: 'supply', asset: 'LINK', amount: 100n * ETH }, false)
    expect(kept.find((r) => r.asset === 'LINK')?.collateral).toBe(false)
  })

  it("decides a first supply's collateral as SupplyLogic: not for LTV 0 or an isolated asset, not in isolation", () => {
    expect(firstSupplyIsCollateral(source({}), 'WETH')).toBe(true)
    expect(firstSupplyIsCollateral(source({ LINK: { ltvBps: 0n } }), 'LINK')).toBe(false)
    const isolatedLink = { ...open, debtCeiling: 1_000_000_00n, isolationModeTotalDebt: 250_000_00n }
    expect(firstSupplyIsCollateral(source({ LINK: { limits: isolatedLink } }), 'LINK')).toBe(false)
    const isolated = source({ LINK: { supplied: ETH, collateralEnabled: true, limits: isolatedLink } })
    expect(isolationOf(isolated)).toEqual({
      asset: 'LINK',
      debtCeiling: 1_000_000_00n,
      isolationModeTotalDebt: 250_000_00n,
    })
    expect(firstSupplyIsCollateral(isolated, 'WETH')).toBe(false)
    expect(firstSupplyIsCollateral(borrower(), 'WBTC')).toBe(true)
    expect(isolationOf(borrower())).toBeNull()
  })
})

describe("the reserve's configuration word", () => {
  it('reads every field at its ReserveConfiguration bit position', () => {
    const at = (value: bigint, bit: number) => value << BigInt(bit)
    const word =
      at(8_050n, 0) +
      at(8_300n, 16) +
      at(10_500n, 32) +
      at(18n, 48) +
      at(1n, 56) + // active
      at(1n, 58) + // borrowing
      at(1n, 61) + // borrowable in isolation
      at(1_500n, 64) +
      at(2_000n, 80) +
      at(5_000n, 116) +
      at(1_000n, 152) + // liquidation protocol fee, not read
      at(1n, 168) +
      at(123_456_78n, 212)
    expect(decodeReserveConfiguration(word)).toEqual({
      ltvBps: 8_050n,
      liquidationThresholdBps: 8_300n,
      liquidationBonusBps: 10_500n,
      decimals: 18,
      active: true,
      frozen: false,
      borrowingEnabled: true,
      paused: false,
      borrowableInIsolation: true,
      siloedBorrowing: false,
      reserveFactorBps: 1_500n,
      borrowCap: 2_000n,
      supplyCap: 5_000n,
      eModeCategory: 1,
      debtCeiling: 123_456_78n,
    })
    expect(decodeReserveConfiguration(at(1n, 57) + at(1n, 60))).toMatchObject({ frozen: true, paused: true })
    // The caps are 36 bits wide: the largest fits without touching the next field.
    const max = (1n << 36n) - 1n
    expect(decodeReserveConfiguration(at(max, 80) + at(max, 116))).toMatchObject({
      borrowCap: max,
      supplyCap: max,
    })
  })
})

describe("the reserve's refusals before an action", () => {
  const link = {
    asset: 'LINK' as const,
    decimals: 18,
    totalDebt: 20_000n * ETH + 123n,
    limits: {
      ...open,
      supplyCap: 250_000n,
      borrowCap: 25_000n,
      suppliedTotal: 100_000n * ETH,
      availableLiquidity: 80_000n * ETH,
    },
  }
  const capLeft = 5_000n * ETH - 123n

  it("uses caps' shares and rooms", () => {
    expect(capUseBps(20_000n * ETH, 25_000n, 18)).toBe(8_000n)
    expect(capUseBps(1n, 0n, 18)).toBeNull()
    expect(supplyRoom(link)).toBe(150_000n * ETH)
    expect(borrowRoom(link)).toBe(capLeft)
    expect(borrowRoom({ ...link, limits: { ...link.limits, borrowCap: 0n } })).toBe(80_000n * ETH)
    expect(
      borrowRoom({ ...link, limits: { ...link.limits, availableLiquidity: null, borrowCap: 0n } }),
    ).toBeNull()
  })

  it('refuses a borrow above the borrow cap, and takes exactly what is left', () => {
    expect(() => checkReserveLimits('borrow', link, capLeft + 1n)).toThrowError(ReserveBorrowCapError)
    expect(checkReserveLimits('borrow', link, capLeft)).toBe(capLeft)
  })

  it('refuses a borrow or a withdraw above the available liquidity, the tighter limit first', () => {
    const dry = { ...link, limits: { ...link.limits, availableLiquidity: 1_000n * ETH } }
    expect(() => checkReserveLimits('borrow', dry, 1_000n * ETH + 1n)).toThrowError(ReserveLiquidityError)
    expect(() => checkReserveLimits('withdraw', dry, 1_000n * ETH + 1n)).toThrowError(ReserveLiquidityError)
    // Withdraw-all is what is supplied.
    expect(() => checkReserveLimits('withdraw', dry, maxUint256, { all: 2_000n * ETH })).toThrowError(
      ReserveLiquidityError,
    )
    expect(checkReserveLimits('withdraw', dry, maxUint256, { all: 500n * ETH })).toBe(maxUint256)
    // A repay is always taken, even from a dry reserve.
    expect(checkReserveLimits('repay', dry, maxUint256, { all: 10n * ETH })).toBe(maxUint256)
  })

  it('refuses a supply above the supply cap', () => {
    expect(() => checkReserveLimits('supply', link, 150_000n * ETH + 1n)).toThrowError(SupplyCapError)
    expect(checkReserveLimits('supply', link, 150_000n * ETH)).toBe(150_000n * ETH)
  })

  it('refuses on a frozen, paused or non-lending reserve, and in isolation mode', () => {
    const frozen = { ...link, limits: { ...link.limits, frozen: true } }
    expect(() => checkReserveLimits('supply', frozen, 1n)).toThrowError(ReserveFrozenError)
    expect(() => checkReserveLimits('borrow', frozen, 1n)).toThrowError(ReserveFrozenError)
    expect(checkReserveLimits('withdraw', frozen, 1n)).toBe(1n)
    expect(checkReserveLimits('repay', frozen, 1n)).toBe(1n)
    const paused = { ...link, limits: { ...link.limits, paused: true } }
    expect(() => checkReserveLimits('repay', paused, 1n)).toThrowError(ReservePausedError)
    const noLending = { ...link, limits: { ...link.limits, borrowingEnabled: false } }
    expect(() => checkReserveLimits('borrow', noLending, 1n)).toThrowError(BorrowingDisabledError)
    const isolation = { asset: 'WBTC' as const, debtCeiling: 1_000_00n, isolationModeTotalDebt: 900_00n }
    expect(() => checkReserveLimits('borrow', link, 1n, { isolation })).toThrowError(IsolationBorrowError)
    const usdc = {
      asset: 'USDC' as const,
      decimals: 6,
      totalDebt: 0n,
      limits: { ...open, borrowableInIsolation: true },
    }
    // $100 left of the ceiling, counted in cents: $100.00 is taken, $100.01 is not.
    expect(checkReserveLimits('borrow', usdc, 100n * USDC, { isolation })).toBe(100n * USDC)
    expect(() => checkReserveLimits('borrow', usdc, 100n * USDC + 10_000n, { isolation })).toThrowError(
      DebtCeilingError,
    )
  })

  describe('in plain words, both languages', () => {
    beforeAll(async () => {
      await loadLanguage('es', 'more')
      await loadLanguage('en', 'more')
    })
    const text = (error: () => unknown) => {
      try {
        error()
      } catch (e) {
        const message = errorMessage(e)
        return { es: translateError('es', message), en: translateError('en', message) }
      }
      throw new Error('no refusal')
    }

    it('names the cap and what is left, in each language’s numbers', () => {
      expect(text(() => checkReserveLimits('borrow', link, 6_000n * ETH))).toEqual({
        es: 'Aave presta hasta 25.000 LINK en total: quedan 4.999,9999 LINK para pedir. Bajá el monto.',
        en: 'Aave lends at most 25,000 LINK in all: 4,999.9999 LINK are left to borrow. Lower the amount.',
      })
      expect(text(() => checkReserveLimits('supply', link, 200_000n * ETH))).toEqual({
        es: 'Aave acepta hasta 250.000 LINK en total: entran solo 150.000 LINK más. Bajá el monto.',
        en: 'Aave takes at most 250,000 LINK in all: only 150,000 more LINK fit. Lower the amount.',
      })
      const dry = { ...link, limits: { ...link.limits, availableLiquidity: 1_234_500_000_000_000_000n } }
      expect(text(() => checkReserveLimits('borrow', dry, 2n * ETH)).es).toBe(
        'Aave tiene ahora solo 1,2345 LINK sin prestar: no alcanza para este monto. Bajá el monto o probá más tarde.',
      )
    })
  })
})
