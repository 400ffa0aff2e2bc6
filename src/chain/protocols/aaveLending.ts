import type { PublicClient } from 'viem'
import {
  type AccountData,
  decodeReserveConfiguration,
  type EModeCategory,
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
import { decodePosition, lendingTokenOf, type PositionReserveRead, positionCalls } from './aavePosition'
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

/**
 * The e-mode categories each refresh reads. Mainnet's Ethereum market puts WETH in category 1 ("ETH
 * correlated"); a wallet in another category (entered elsewhere) is read exactly only if it is one of these —
 * otherwise the position figures see they do not add up to getUserAccountData and stay hidden.
 */
export const EMODE_CATEGORY_IDS = [1, 2, 3] as const

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

const rayMul = (a: bigint, b: bigint) => (a * b + RAY / 2n) / RAY

type PoolReserveData = {
  configuration: bigint
  liquidityIndex: bigint
  aTokenAddress: Address
  isolationModeTotalDebt: bigint
}

/**
 * Reads the whole lending picture of `address` on Ethereum — getUserAccountData, the six reserves' data and
 * configuration (the Pool's configuration word: caps, isolation, e-mode, state), their liquidity (the
 * underlying their aToken holds), oracle prices, wallet balances, supplied and debt balances with the collateral
 * flag, allowances to the Pool, the wallet's e-mode and the e-mode categories, the native balance and the
 * block number — in ONE Multicall3 `aggregate3` request. A Pool without code gives
 * zeros with `poolMissing`; a reserve whose rates fail falls back to spec §9's rates.
 * @throws LendingReadError 'Failed to fetch your Aave position' when the request fails.
 * @example await readLending(client, { profile, address })
 */
export async function readLending(
  client: PublicClient,
  args: { profile: ChainProfile; address: Address },
): Promise<LendingSnapshot> {
  const net = args.profile.networks.ethereum
  const aave = aaveAddresses(args.profile)
  const user = args.address
  // The position's reads (account, prices, configuration, the user's reserve data, block) are the ones home's
  // banner reads: the loans page adds rates, totals, wallet balances, allowances and e-mode after them.
  const head = positionCalls(args.profile, user)
  const calls: BatchCall[] = [
    ...head,
    { target: net.multicall3, abi: multicall3ExtrasAbi, functionName: 'getEthBalance', args: [user] },
  ]
  const extra = head.length
  for (const asset of lendingAssets) {
    const token = lendingTokenOf(args.profile, asset)
    calls.push(
      { target: aave.dataProvider, abi: aaveDataProviderAbi, functionName: 'getReserveData', args: [token] },
      { target: token, abi: erc20LendingAbi, functionName: 'balanceOf', args: [user] },
      { target: token, abi: erc20LendingAbi, functionName: 'allowance', args: [user, aave.pool] },
      { target: aave.pool, abi: aavePoolAbi, functionName: 'getReserveData', args: [token] },
      { target: token, abi: erc20LendingAbi, functionName: 'balanceOf', args: [aave.aTokens[asset]] },
    )
  }
  const tail = calls.length
  calls.push({ target: aave.pool, abi: aavePoolAbi, functionName: 'getUserEMode', args: [user] })
  for (const id of EMODE_CATEGORY_IDS)
    calls.push({ target: aave.pool, abi: aavePoolAbi, functionName: 'getEModeCategoryData', args: [id] })
  let results: readonly BatchResult[]
  try {
    results = await aggregate3(client, net.multicall3, calls)
  } catch (cause) {
    throw new LendingReadError({ cause, details: 'aggregate3 failed' })
  }
  const position = decodePosition(head, results.slice(0, head.length))
  if (position.poolMissing) console.warn('Aave Pool has no code on this chain; showing zeros')
  const decode = (i: number): unknown => decodeBatchResult(calls, results, i)
  const reserves = {} as Record<LendingAsset, LendingReserve>
  lendingAssets.forEach((asset, k) => {
    const read = position.reserves[k] as PositionReserveRead
    const at = extra + 1 + k * 5
    const data = decode(at) as readonly bigint[] | undefined
    const poolData = decode(at + 3) as PoolReserveData | undefined
    const totalLiquidity = (data?.[2] as bigint | undefined) ?? 0n
    const totalDebt = ((data?.[3] as bigint | undefined) ?? 0n) + ((data?.[4] as bigint | undefined) ?? 0n)
    reserves[asset] = {
      asset,
      token: read.token,
      decimals: read.decimals,
      priceBase: read.priceBase,
      ltvBps: read.ltvBps,
      liquidationThresholdBps: read.liquidationThresholdBps,
      liquidationBonusBps: read.liquidationBonusBps,
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
      wallet: (decode(at + 1) as bigint | undefined) ?? 0n,
      allowance: (decode(at + 2) as bigint | undefined) ?? 0n,
      limits: limitsOf(poolData, data, decode(at + 4) as bigint | undefined, aave.aTokens[asset]),
    }
  })
  const eModeCategories: LendingSnapshot['eModeCategories'] = {}
  EMODE_CATEGORY_IDS.forEach((id, i) => {
    const c = decode(tail + 1 + i) as
      | {
          ltv: number
          liquidationThreshold: number
          liquidationBonus: number
          priceSource: Address
          label: string
        }
      | undefined
    // An id never configured reads as zeros.
    if (!c || c.liquidationThreshold === 0) return
    eModeCategories[id] = {
      ltvBps: BigInt(c.ltv),
      liquidationThresholdBps: BigInt(c.liquidationThreshold),
      liquidationBonusBps: BigInt(c.liquidationBonus),
      priceSource: c.priceSource,
      label: c.label,
    }
  })
  return {
    account: position.account,
    reserves,
    nativeBalance: (decode(extra) as bigint | undefined) ?? 0n,
    blockNumber: position.blockNumber,
    poolMissing: position.poolMissing,
    userEMode: Number((decode(tail) as bigint | undefined) ?? 0n),
    eModeCategories,
  }
}

/**
 * A reserve's limits from the Pool's reserve data (the configuration word, the isolated debt, its aToken) and
 * the data provider's totals (aToken supply, the treasury's accrued share for the supply cap). The liquidity
 * counts only when the aToken the Pool names is the one whose balance was read.
 */
function limitsOf(
  pool: PoolReserveData | undefined,
  data: readonly bigint[] | undefined,
  liquidity: bigint | undefined,
  aToken: Address,
): ReserveLimits {
  if (!pool) return unreadLimits
  const c = decodeReserveConfiguration(pool.configuration)
  const totalAToken = data?.[2] ?? 0n
  const accruedScaled = data?.[1] ?? 0n
  const sameAToken = pool.aTokenAddress.toLowerCase() === aToken.toLowerCase()
  return {
    active: c.active,
    frozen: c.frozen,
    paused: c.paused,
    borrowingEnabled: c.borrowingEnabled,
    supplyCap: c.supplyCap,
    borrowCap: c.borrowCap,
    suppliedTotal: totalAToken + rayMul(accruedScaled, pool.liquidityIndex),
    availableLiquidity: sameAToken && liquidity !== undefined ? liquidity : null,
    debtCeiling: c.debtCeiling,
    isolationModeTotalDebt: pool.isolationModeTotalDebt,
    borrowableInIsolation: c.borrowableInIsolation,
    eModeCategory: c.eModeCategory,
  }
}
