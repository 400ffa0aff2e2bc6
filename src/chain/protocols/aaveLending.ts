import type { PublicClient } from 'viem'
import {
  type AccountData,
  decodeReserveConfiguration,
  type EModeCategory,
  eModeCollateralCategory,
  fallbackBorrowRates,
  fallbackSupplyRates,
  type LendingAsset,
  LendingReadError,
  lendingAssets,
  RAY,
  type ReserveLimits,
} from '../../domain/lending'
import type { Address, ChainProfile } from '../profile'
import { aaveDataProviderAbi, aavePoolAbi, erc20LendingAbi, multicall3ExtrasAbi } from './aaveLendingAbis'
import { aaveAddresses } from './aaveLendingAddresses'
import {
  decodePosition,
  EMODE_CATEGORY_IDS,
  lendingTokenOf,
  type PositionReserveRead,
  positionCalls,
} from './aavePosition'
import { aggregate3, type BatchCall, type BatchResult, decodeBatchResult } from './aggregate3'

export {
  buildBorrowPlan,
  buildRepayPlan,
  buildSupplyPlan,
  buildWithdrawPlan,
  planLendingIntent,
} from './aaveLendingPlans'

/** One reserve as the lending page needs it; amounts in the token's base units, rates in ray (1e27). */
export type LendingReserve = {
  asset: LendingAsset
  token: Address
  decimals: number
  /** Oracle price, base currency (USD, 8 decimals). */
  priceBase: bigint
  /**
   * The threshold, LTV and bonus Aave applies to this wallet's collateral of the reserve: its e-mode
   * category's when the wallet is in one that takes the reserve as collateral, else the reserve's own. So a
   * withdraw's health after weighs the amount as the Pool will.
   */
  liquidationThresholdBps: bigint
  ltvBps: bigint
  /** 10500 = a liquidator takes 5 % more collateral than the debt it repays. */
  liquidationBonusBps: bigint
  borrowRate: bigint
  supplyRate: bigint
  /** False when the chain did not answer and the spec §9 fallback rates are shown. */
  ratesFromChain: boolean
  totalLiquidity: bigint
  totalDebt: bigint
  /** totalDebt / totalLiquidity in bps, 0 without liquidity. */
  utilizationBps: bigint
  wallet: bigint
  supplied: bigint
  /** Variable debt: what a repay (rate mode 2) pays. */
  debt: bigint
  /** Stable debt (none on today's mainnet), counted in the health factor. */
  stableDebt: bigint
  /** The wallet's `usageAsCollateralEnabled` for this reserve. */
  collateralEnabled: boolean
  /** The wallet's allowance to the Pool. */
  allowance: bigint
  /** Caps, liquidity, isolation, e-mode and state, from the reserve's configuration word and totals. */
  limits: ReserveLimits
}

/** Everything one refresh of the loans page reads, from one block. */
export type LendingSnapshot = {
  account: AccountData
  reserves: Record<LendingAsset, LendingReserve>
  /** Native ETH, for the gas check. */
  nativeBalance: bigint
  blockNumber: bigint
  /** The Pool has no code here: everything reads as zero (spec §8 warning). */
  poolMissing: boolean
  /** The wallet's e-mode category (0 = none). */
  userEMode: number
  /** The e-mode categories read ({@link EMODE_CATEGORY_IDS}), by id; a category not configured is left out. */
  eModeCategories: Partial<Record<number, EModeCategory>>
}

export { EMODE_CATEGORY_IDS }

/** What a reserve's limits say when its configuration could not be read: no cap, nothing known to block. */
const unreadLimits: ReserveLimits = {
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

const zeroUser = '0x0000000000000000000000000000000000000000' as Address

const rayMul = (a: bigint, b: bigint) => (a * b + RAY / 2n) / RAY

type PoolReserveData = {
  configuration: bigint
  liquidityIndex: bigint
  id: number
  aTokenAddress: Address
  isolationModeTotalDebt: bigint
}

/** The reads each reserve adds to the batch, in this order (see {@link lendingCalls}). */
const PER_RESERVE = 8
/** The reads each e-mode category adds to the batch. */
const PER_CATEGORY = 5

/**
 * Every read of one refresh of the loans page, as calls for ONE Multicall3 `aggregate3`: the position's
 * ({@link positionCalls}), the native balance, per reserve the data provider's totals and rates, the wallet's
 * balance and allowance, the Pool's reserve data, the liquidity its aToken holds, whether it keeps virtual
 * accounting and its virtual balance (3.1+), and the data provider's debt ceiling; then the wallet's e-mode and
 * per category of {@link EMODE_CATEGORY_IDS} the legacy data (3.0+), the collateral configuration, the two
 * bitmaps and the label (3.2+). The calls a version lacks fail inside the batch, and that failure is how the
 * version is told apart (docs/aave-versions.md). Answers go to {@link decodeLending}.
 */
export function lendingCalls(profile: ChainProfile, user: Address): BatchCall[] {
  const net = profile.networks.ethereum
  const aave = aaveAddresses(profile)
  const calls: BatchCall[] = [
    ...positionCalls(profile, user),
    { target: net.multicall3, abi: multicall3ExtrasAbi, functionName: 'getEthBalance', args: [user] },
  ]
  for (const asset of lendingAssets) {
    const token = lendingTokenOf(profile, asset)
    const dp = (functionName: string, args: readonly unknown[]): BatchCall => ({
      target: aave.dataProvider,
      abi: aaveDataProviderAbi,
      functionName,
      args,
    })
    const poolCall = (functionName: string, args: readonly unknown[]): BatchCall => ({
      target: aave.pool,
      abi: aavePoolAbi,
      functionName,
      args,
    })
    calls.push(
      dp('getReserveData', [token]),
      { target: token, abi: erc20LendingAbi, functionName: 'balanceOf', args: [user] },
      { target: token, abi: erc20LendingAbi, functionName: 'allowance', args: [user, aave.pool] },
      poolCall('getReserveData', [token]),
      { target: token, abi: erc20LendingAbi, functionName: 'balanceOf', args: [aave.aTokens[asset]] },
      dp('getIsVirtualAccActive', [token]),
      poolCall('getVirtualUnderlyingBalance', [token]),
      dp('getDebtCeiling', [token]),
    )
  }
  calls.push({ target: aave.pool, abi: aavePoolAbi, functionName: 'getUserEMode', args: [user] })
  for (const id of EMODE_CATEGORY_IDS)
    for (const functionName of [
      'getEModeCategoryData',
      'getEModeCategoryCollateralConfig',
      'getEModeCategoryCollateralBitmap',
      'getEModeCategoryBorrowableBitmap',
      'getEModeCategoryLabel',
    ])
      calls.push({ target: aave.pool, abi: aavePoolAbi, functionName, args: [id] })
  return calls
}

/**
 * Reads the whole lending picture of `address` on Ethereum ({@link lendingCalls}) in ONE Multicall3
 * `aggregate3` request, right on Aave 3.0 (the devnet) and 3.2+ (mainnet). A Pool without code gives zeros
 * with `poolMissing`; a reserve whose rates fail falls back to spec §9's rates.
 * @throws LendingReadError 'Failed to fetch your Aave position' when the request fails.
 * @example await readLending(client, { profile, address })
 */
export async function readLending(
  client: PublicClient,
  args: { profile: ChainProfile; address: Address },
): Promise<LendingSnapshot> {
  const calls = lendingCalls(args.profile, args.address)
  let results: readonly BatchResult[]
  try {
    results = await aggregate3(client, args.profile.networks.ethereum.multicall3, calls)
  } catch (cause) {
    throw new LendingReadError({ cause, details: 'aggregate3 failed' })
  }
  return decodeLending(args.profile, calls, results)
}

/** A category's collateral configuration as the Pool gives it (legacy data or the 3.2+ getter). */
type CategoryConfig = { ltv: number; liquidationThreshold: number; liquidationBonus: number }

const onBitmap = (bitmap: bigint, reserveId: number) => ((bitmap >> BigInt(reserveId)) & 1n) === 1n

/**
 * {@link lendingCalls}' answers as the loans page's snapshot. E-mode membership comes from the categories'
 * bitmaps when the Pool answers them (3.2+), else from each reserve's configuration bits 168–175 (3.0, where
 * they are kept; 3.2 stopped updating them). Each reserve's LTV, threshold and bonus are the ones Aave applies
 * to this wallet: its e-mode category's when it is in one that takes the reserve as collateral.
 * @throws LendingReadError when getUserAccountData failed.
 */
export function decodeLending(
  profile: ChainProfile,
  calls: readonly BatchCall[],
  results: readonly BatchResult[],
): LendingSnapshot {
  const aave = aaveAddresses(profile)
  const headLength = positionCalls(profile, zeroUser).length
  const position = decodePosition(calls.slice(0, headLength), results.slice(0, headLength))
  if (position.poolMissing) console.warn('Aave Pool has no code on this chain; showing zeros')
  const decode = (i: number): unknown => decodeBatchResult(calls, results, i)
  const extra = headLength
  const at = (k: number) => extra + 1 + k * PER_RESERVE
  const tail = extra + 1 + lendingAssets.length * PER_RESERVE
  const poolData = lendingAssets.map((_, k) => decode(at(k) + 3) as PoolReserveData | undefined)

  // 3.2+ answers the bitmaps; a 3.0 Pool reverts them, and its reserves name their one category instead.
  const categoryAt = (i: number) => tail + 1 + i * PER_CATEGORY
  const bitmaps = EMODE_CATEGORY_IDS.map((_, i) => ({
    collateral: decode(categoryAt(i) + 2) as bigint | undefined,
    borrowable: decode(categoryAt(i) + 3) as bigint | undefined,
  }))
  const hasBitmaps = bitmaps.some((b) => b.collateral !== undefined)
  const legacyCategory = (k: number) =>
    poolData[k] ? decodeReserveConfiguration(poolData[k].configuration).eModeCategory : 0
  const members = (i: number, which: 'collateral' | 'borrowable'): LendingAsset[] =>
    lendingAssets.filter((_, k) => {
      if (!hasBitmaps) return legacyCategory(k) === EMODE_CATEGORY_IDS[i]
      const bitmap = bitmaps[i]?.[which]
      const reserve = poolData[k]
      return bitmap !== undefined && reserve !== undefined && onBitmap(bitmap, reserve.id)
    })
  const eModeCategories: LendingSnapshot['eModeCategories'] = {}
  EMODE_CATEGORY_IDS.forEach((id, i) => {
    const legacy = decode(categoryAt(i)) as
      | (CategoryConfig & { priceSource: Address; label: string })
      | undefined
    const config = (decode(categoryAt(i) + 1) as CategoryConfig | undefined) ?? legacy
    const label = (decode(categoryAt(i) + 4) as string | undefined) ?? legacy?.label ?? ''
    // An id never configured reads as zeros.
    if (!config || config.liquidationThreshold === 0) return
    eModeCategories[id] = {
      ltvBps: BigInt(config.ltv),
      liquidationThresholdBps: BigInt(config.liquidationThreshold),
      liquidationBonusBps: BigInt(config.liquidationBonus),
      priceSource: legacy?.priceSource ?? zeroUser,
      label,
      collateral: members(i, 'collateral'),
      borrowable: members(i, 'borrowable'),
    }
  })
  const userEMode = Number((decode(tail) as bigint | undefined) ?? 0n)
  const firstCategoryOf = (asset: LendingAsset, k: number) =>
    hasBitmaps
      ? (EMODE_CATEGORY_IDS.find((id) => eModeCategories[id]?.collateral.includes(asset)) ?? 0)
      : legacyCategory(k)

  const reserves = {} as Record<LendingAsset, LendingReserve>
  lendingAssets.forEach((asset, k) => {
    const read = position.reserves[k] as PositionReserveRead
    const data = decode(at(k)) as readonly bigint[] | undefined
    const totalLiquidity = (data?.[2] as bigint | undefined) ?? 0n
    const totalDebt = ((data?.[3] as bigint | undefined) ?? 0n) + ((data?.[4] as bigint | undefined) ?? 0n)
    const category = eModeCollateralCategory({ userEMode, eModeCategories }, asset)
    reserves[asset] = {
      asset,
      token: read.token,
      decimals: read.decimals,
      priceBase: read.priceBase,
      ltvBps: category?.ltvBps ?? read.ltvBps,
      liquidationThresholdBps: category?.liquidationThresholdBps ?? read.liquidationThresholdBps,
      liquidationBonusBps: category?.liquidationBonusBps ?? read.liquidationBonusBps,
      borrowRate: data ? (data[6] as bigint) : fallbackBorrowRates[asset],
      supplyRate: data ? (data[5] as bigint) : fallbackSupplyRates[asset],
      ratesFromChain: data !== undefined,
      totalLiquidity,
      totalDebt,
      utilizationBps: totalLiquidity > 0n ? (totalDebt * 10_000n) / totalLiquidity : 0n,
      supplied: read.supplied,
      debt: read.variableDebt,
      stableDebt: read.debt - read.variableDebt,
      collateralEnabled: read.collateral,
      wallet: (decode(at(k) + 1) as bigint | undefined) ?? 0n,
      allowance: (decode(at(k) + 2) as bigint | undefined) ?? 0n,
      limits: limitsOf({
        pool: poolData[k],
        data,
        aTokenHolds: decode(at(k) + 4) as bigint | undefined,
        aToken: aave.aTokens[asset],
        virtualActive: decode(at(k) + 5) as boolean | undefined,
        virtualBalance: decode(at(k) + 6) as bigint | undefined,
        debtCeiling: decode(at(k) + 7) as bigint | undefined,
        eModeCategory: firstCategoryOf(asset, k),
      }),
    }
  })
  return {
    account: position.account,
    reserves,
    nativeBalance: (decode(extra) as bigint | undefined) ?? 0n,
    blockNumber: position.blockNumber,
    poolMissing: position.poolMissing,
    userEMode,
    eModeCategories,
  }
}

/**
 * A reserve's limits from the Pool's reserve data (the configuration word, the isolated debt, its aToken) and
 * the data provider's totals (aToken supply, the treasury's accrued share for the supply cap). The liquidity
 * is the Pool's virtual balance where the reserve keeps virtual accounting (3.1+; every reserve from 3.4):
 * tokens sent to the aToken do not count there. On 3.0 it is the underlying the aToken holds, counted only
 * when the aToken the Pool names is the one whose balance was read. The debt ceiling is the data provider's
 * (the configuration's bits up to 3.6; 0 on 3.7, which dropped isolation mode and left those bits unused).
 */
function limitsOf(read: {
  pool: PoolReserveData | undefined
  data: readonly bigint[] | undefined
  aTokenHolds: bigint | undefined
  aToken: Address
  virtualActive: boolean | undefined
  virtualBalance: bigint | undefined
  debtCeiling: bigint | undefined
  eModeCategory: number
}): ReserveLimits {
  const { pool, data } = read
  if (!pool) return unreadLimits
  const c = decodeReserveConfiguration(pool.configuration)
  const totalAToken = data?.[2] ?? 0n
  const accruedScaled = data?.[1] ?? 0n
  const sameAToken = pool.aTokenAddress.toLowerCase() === read.aToken.toLowerCase()
  const availableLiquidity =
    read.virtualActive === true
      ? (read.virtualBalance ?? null)
      : sameAToken && read.aTokenHolds !== undefined
        ? read.aTokenHolds
        : null
  return {
    active: c.active,
    frozen: c.frozen,
    paused: c.paused,
    borrowingEnabled: c.borrowingEnabled,
    supplyCap: c.supplyCap,
    borrowCap: c.borrowCap,
    suppliedTotal: totalAToken + rayMul(accruedScaled, pool.liquidityIndex),
    availableLiquidity,
    debtCeiling: read.debtCeiling ?? c.debtCeiling,
    isolationModeTotalDebt: pool.isolationModeTotalDebt,
    borrowableInIsolation: c.borrowableInIsolation,
    eModeCategory: read.eModeCategory,
  }
}
