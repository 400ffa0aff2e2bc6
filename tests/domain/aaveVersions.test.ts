import { type Abi, encodeFunctionResult, type Hex, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { type Address, mainnetProfile } from '../../src/chain/profile'
import { decodeLending, lendingCalls } from '../../src/chain/protocols/aaveLending'
import type { BatchCall, BatchResult } from '../../src/chain/protocols/aggregate3'
import {
  accountAfter,
  healthFactorAt,
  healthFactorOf,
  type LendingAsset,
  lendingAssets,
  positionReservesOf,
} from '../../src/domain/lending'

/**
 * A mainnet Pool of 3.2 and later, or a 3.0 one, answering the loans page's one batch: the position, per
 * reserve its data, and per e-mode category its data. The 3.2+ Pool keeps e-mode in bitmaps over the reserve
 * ids and stopped updating the configuration's bits 168–175; a 3.0 Pool reverts the calls it lacks.
 */
const profile = mainnetProfile({ keys: {}, userRpcUrls: {} })
const me = '0x00000000000000000000000000000000000000b0' as Address
const E8 = 10n ** 8n
const reserveId: Record<LendingAsset, number> = { WETH: 0, WBTC: 1, USDC: 2, DAI: 3, LINK: 4, USDT: 5 }
const decimals: Record<LendingAsset, number> = { WETH: 18, WBTC: 8, USDC: 6, DAI: 18, LINK: 18, USDT: 6 }
const price: Record<LendingAsset, bigint> = {
  WETH: 3_000n * E8,
  WBTC: 100_000n * E8,
  USDC: E8,
  DAI: E8,
  LINK: 15n * E8,
  USDT: E8,
}
/** The reserve's own figures: LTV 80.5 %, threshold 83 %, bonus 5 %, active, borrowing on. */
const word = (asset: LendingAsset, bits: { eMode?: bigint; ceiling?: bigint } = {}) =>
  8050n |
  (8300n << 16n) |
  (10_500n << 32n) |
  (BigInt(decimals[asset]) << 48n) |
  (1n << 56n) |
  (1n << 58n) |
  ((bits.eMode ?? 0n) << 168n) |
  ((bits.ceiling ?? 0n) << 212n)

type Version = '3.0' | '3.2+'
type Chain = {
  version: Version
  /** The configuration word of each reserve (its e-mode and ceiling bits as the Pool keeps them). */
  words: Partial<Record<LendingAsset, bigint>>
  /** 3.2+: the collateral and borrowable bitmaps by category id. */
  bitmaps: Record<number, { collateral: bigint; borrowable: bigint }>
  userEMode: bigint
  /** What the aToken holds (donations count) and the Pool's virtual balance. */
  aTokenHolds: bigint
  virtual: bigint
  /** The data provider's debt ceiling. */
  debtCeiling: bigint
}

const tokenOf = (call: BatchCall) => call.args?.[0] as Address
const assetOf = (call: BatchCall): LendingAsset =>
  lendingAssets.find(
    (a) => profile.networks.ethereum.tokenAddresses[a]?.toLowerCase() === tokenOf(call).toLowerCase(),
  ) as LendingAsset
const bit = (asset: LendingAsset) => 1n << BigInt(reserveId[asset])

/** WETH supplied as collateral (10 ETH, US$ 30 000) against US$ 20 000 of USDC, in e-mode category 2. */
function answer(chain: Chain, call: BatchCall): unknown | null {
  const v2 = chain.version === '3.2+'
  const category = Number(call.args?.[0])
  const eMode = { ltv: 9_300, liquidationThreshold: 9_500, liquidationBonus: 10_100 }
  switch (call.functionName) {
    case 'getUserAccountData':
      return [
        30_000n * E8,
        20_000n * E8,
        0n,
        9_500n,
        9_300n,
        (30_000n * 9_500n * 10n ** 18n) / 10_000n / 20_000n,
      ]
    case 'getAssetsPrices':
      return lendingAssets.map((a) => price[a])
    case 'getReserveConfigurationData': {
      const a = assetOf(call)
      return [BigInt(decimals[a]), 8050n, 8300n, 10_500n, 1000n, true, true, false, true, false]
    }
    case 'getUserReserveData': {
      const a = assetOf(call)
      const supplied = a === 'WETH' ? parseEther('10') : 0n
      const debt = a === 'USDC' ? 20_000_000_000n : 0n
      return [supplied, 0n, debt, 0n, debt, 0n, 0n, 0, a === 'WETH']
    }
    case 'getBlockNumber':
      return 21_000_000n
    case 'getEthBalance':
      return parseEther('1')
    case 'getReserveData':
      if (call.abi.some((x) => 'name' in x && x.name === 'getUserAccountData')) {
        const a = assetOf(call)
        return {
          configuration: chain.words[a] ?? word(a),
          liquidityIndex: 10n ** 27n,
          currentLiquidityRate: 0n,
          variableBorrowIndex: 10n ** 27n,
          currentVariableBorrowRate: 0n,
          currentStableBorrowRate: 0n,
          lastUpdateTimestamp: 0,
          id: reserveId[a],
          aTokenAddress: profile.vaults.aTokens[a],
          stableDebtTokenAddress: me,
          variableDebtTokenAddress: me,
          interestRateStrategyAddress: me,
          accruedToTreasury: 0n,
          unbacked: 0n,
          isolationModeTotalDebt: 0n,
        }
      }
      return [0n, 0n, 10n ** 24n, 0n, 10n ** 23n, 0n, 0n, 0n, 0n, 10n ** 27n, 10n ** 27n, 0]
    case 'balanceOf':
      return call.args?.[0] === me ? 0n : chain.aTokenHolds
    case 'allowance':
      return 0n
    case 'getIsVirtualAccActive':
      return v2 ? true : null
    case 'getVirtualUnderlyingBalance':
      return v2 ? chain.virtual : null
    case 'getDebtCeiling':
      return chain.debtCeiling
    case 'getUserEMode':
      return chain.userEMode
    case 'getEModeCategoryData':
      return category === 1 || category === 2
        ? { ...eMode, priceSource: '0x0000000000000000000000000000000000000000', label: `cat ${category}` }
        : { ltv: 0, liquidationThreshold: 0, liquidationBonus: 0, priceSource: me, label: '' }
    case 'getEModeCategoryCollateralConfig':
      return v2
        ? category === 1 || category === 2
          ? eMode
          : { ltv: 0, liquidationThreshold: 0, liquidationBonus: 0 }
        : null
    case 'getEModeCategoryCollateralBitmap':
      return v2 ? (chain.bitmaps[category]?.collateral ?? 0n) : null
    case 'getEModeCategoryBorrowableBitmap':
      return v2 ? (chain.bitmaps[category]?.borrowable ?? 0n) : null
    case 'getEModeCategoryLabel':
      return v2 ? `cat ${category}` : null
  }
  throw new Error(`no answer for ${call.functionName}`)
}

/** The batch's answers from `chain`: a call the version lacks fails, as aggregate3 with allowFailure gives it. */
function batch(chain: Chain) {
  const calls = lendingCalls(profile, me)
  const results: BatchResult[] = calls.map((call) => {
    const value = answer(chain, call)
    if (value === null) return { success: false, returnData: '0x' as Hex }
    const returnData = encodeFunctionResult({
      abi: call.abi as Abi,
      functionName: call.functionName,
      result: value,
    } as never)
    return { success: true, returnData }
  })
  return decodeLending(profile, calls, results)
}

const mainnet: Chain = {
  version: '3.2+',
  // 3.2 stopped updating bits 168–175: WETH's still names category 3, which no longer takes it.
  words: { WETH: word('WETH', { eMode: 3n }), LINK: word('LINK', { ceiling: 5_000_000_00n }) },
  // WETH is collateral in categories 1 and 2, borrowable in 1 only.
  bitmaps: {
    1: { collateral: bit('WETH'), borrowable: bit('WETH') },
    2: { collateral: bit('WETH'), borrowable: bit('USDC') | bit('DAI') },
  },
  userEMode: 2n,
  // Someone sent 1 000 000 tokens to each aToken: only the Pool's virtual balance is lendable.
  aTokenHolds: 10n ** 30n,
  virtual: 12_345n,
  debtCeiling: 0n,
}

describe('Aave 3.2 and later (mainnet), read in the one batch', () => {
  it("takes e-mode membership from the categories' bitmaps, an asset in several, never the stale bits", () => {
    const snap = batch(mainnet)
    expect(snap.eModeCategories[1]?.collateral).toEqual(['WETH'])
    expect(snap.eModeCategories[2]).toMatchObject({
      collateral: ['WETH'],
      borrowable: ['USDC', 'DAI'],
      liquidationThresholdBps: 9_500n,
      label: 'cat 2',
    })
    expect(snap.eModeCategories[3]).toBeUndefined()
    expect(snap.reserves.WETH.limits.eModeCategory).toBe(1)
    // The wallet is in category 2, which takes WETH as collateral: the e-mode figures apply.
    expect(snap.reserves.WETH).toMatchObject({ liquidationThresholdBps: 9_500n, ltvBps: 9_300n })
    expect(healthFactorAt(positionReservesOf(snap))).toBe(snap.account.healthFactor)
  })

  it('weighs a withdraw of e-mode collateral at the e-mode threshold, as the Pool will', () => {
    const snap = batch(mainnet)
    const weth = snap.reserves.WETH
    const after = accountAfter(snap.account, weth, { kind: 'withdraw', amount: parseEther('1') })
    const health = healthFactorOf({
      collateralBase: after.totalCollateralBase,
      debtBase: after.totalDebtBase,
      liquidationThresholdBps: after.currentLiquidationThreshold,
    })
    // The Pool: US$ 27 000 at 95 % against US$ 20 000 = 1.2825.
    expect(health).toBe((27_000n * 9_500n * 10n ** 18n) / 10_000n / 20_000n)
  })

  it("reads the liquidity from the Pool's virtual balance, not what the aToken holds", () => {
    const snap = batch(mainnet)
    for (const asset of lendingAssets) expect(snap.reserves[asset].limits.availableLiquidity).toBe(12_345n)
  })

  it('takes the debt ceiling from the data provider, not from configuration bits a later version left', () => {
    expect(batch(mainnet).reserves.LINK.limits.debtCeiling).toBe(0n)
    expect(batch({ ...mainnet, debtCeiling: 7_000_000_00n }).reserves.LINK.limits.debtCeiling).toBe(
      7_000_000_00n,
    )
  })

  it('outside e-mode, or in a category not taking the asset, keeps the reserve figures', () => {
    expect(batch({ ...mainnet, userEMode: 0n }).reserves.WETH.liquidationThresholdBps).toBe(8_300n)
    const onlyBorrowable = { ...mainnet, bitmaps: { 2: { collateral: 0n, borrowable: bit('WETH') } } }
    expect(batch(onlyBorrowable).reserves.WETH.liquidationThresholdBps).toBe(8_300n)
  })
})

describe('Aave 3.0 (the devnet), read in the same batch', () => {
  const devnet: Chain = { ...mainnet, version: '3.0', words: { WETH: word('WETH', { eMode: 2n }) } }

  it("takes membership from the reserve's configuration bits when the Pool has no bitmaps", () => {
    const snap = batch(devnet)
    expect(snap.eModeCategories[2]).toMatchObject({ collateral: ['WETH'], borrowable: ['WETH'] })
    expect(snap.eModeCategories[1]?.collateral).toEqual([])
    expect(snap.reserves.WETH.limits.eModeCategory).toBe(2)
    expect(snap.reserves.WETH.liquidationThresholdBps).toBe(9_500n)
  })

  it('reads the liquidity as what the aToken holds (3.0 has no virtual accounting)', () => {
    expect(batch(devnet).reserves.USDC.limits.availableLiquidity).toBe(10n ** 30n)
  })
})
