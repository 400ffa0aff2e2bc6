import { tokens } from '../../domain/catalogue/tokens'
import { type LendingAsset, lendingAssets } from '../../domain/lending/assets'
import { LendingReadError } from '../../domain/lending/errors'
import type { PositionReserve } from '../../domain/lending/liquidation'
import type { AccountData } from '../../domain/lending/projections'
import { decodeReserveConfiguration } from '../../domain/lending/reserveConfiguration'
import type { Address, ChainProfile } from '../profile'
import { aaveDataProviderAbi, aaveOracleAbi, aavePoolAbi, multicall3ExtrasAbi } from './aaveLendingAbis'
import { aaveAddresses } from './aaveLendingAddresses'
import type { BatchCall, BatchResult } from './aggregate3'
import { decodeBatchResult } from './aggregate3'

/** One reserve of the position as read: what the liquidation math needs, plus what the loans page shows. */
export type PositionReserveRead = PositionReserve & {
  token: Address
  ltvBps: bigint
  /** The variable part of `debt` (the only kind the app borrows and repays). */
  variableDebt: bigint
}

/** A wallet's Aave v3 position on Ethereum, from one block: the pool's account figures and each reserve. */
export type LoanPosition = {
  account: AccountData
  /** In {@link lendingAssets}' order. */
  reserves: PositionReserveRead[]
  /** The Pool has no code here: everything reads as zero (spec §8 warning). */
  poolMissing: boolean
  /** The block the figures are from (Multicall3's getBlockNumber in the same batch); 0 if it failed. */
  blockNumber: bigint
}

const zeroAccount: AccountData = {
  totalCollateralBase: 0n,
  totalDebtBase: 0n,
  availableBorrowsBase: 0n,
  currentLiquidationThreshold: 0n,
  ltv: 0n,
  healthFactor: 0n,
}

/** The reserve's token under the profile (the devnet manifest's, else the catalogue's mainnet one). */
export function lendingTokenOf(profile: ChainProfile, asset: LendingAsset): Address {
  return (profile.networks.ethereum.tokenAddresses[asset] ?? tokens[asset].address) as Address
}

/**
 * The reads a position is made of — getUserAccountData, the oracle's prices of the six reserves, per reserve
 * its configuration and the user's balances, and the block number they are from — as calls for a Multicall3 `aggregate3` on Ethereum, so
 * they can ride in a batch that reads something else too (home's balances, the loans page's rates). Their
 * answers, in the same order, go to {@link decodePosition}.
 * @example
 * const head = positionCalls(profile, address)
 * const results = await aggregate3(client, multicall3, [...head, ...others])
 * const position = decodePosition(head, results.slice(0, head.length))
 */
export function positionCalls(profile: ChainProfile, address: Address): BatchCall[] {
  const aave = aaveAddresses(profile)
  const assets = lendingAssets.map((asset) => lendingTokenOf(profile, asset))
  const calls: BatchCall[] = [
    { target: aave.pool, abi: aavePoolAbi, functionName: 'getUserAccountData', args: [address] },
    { target: aave.oracle, abi: aaveOracleAbi, functionName: 'getAssetsPrices', args: [assets] },
  ]
  for (const token of assets) {
    calls.push(
      {
        target: aave.dataProvider,
        abi: aaveDataProviderAbi,
        functionName: 'getReserveConfigurationData',
        args: [token],
      },
      {
        target: aave.dataProvider,
        abi: aaveDataProviderAbi,
        functionName: 'getUserReserveData',
        args: [token, address],
      },
    )
  }
  const multicall3 = profile.networks.ethereum.multicall3
  calls.push({ target: multicall3, abi: multicall3ExtrasAbi, functionName: 'getBlockNumber', args: [] })
  // The wallet's e-mode: its category, each reserve's id and configuration (3.0 names its one category there),
  // and per category read its figures and, on 3.2+, the bitmap of its collateral (docs/aave-versions.md).
  calls.push({ target: aave.pool, abi: aavePoolAbi, functionName: 'getUserEMode', args: [address] })
  for (const token of assets)
    calls.push({ target: aave.pool, abi: aavePoolAbi, functionName: 'getReserveData', args: [token] })
  for (const id of EMODE_CATEGORY_IDS)
    calls.push(
      { target: aave.pool, abi: aavePoolAbi, functionName: 'getEModeCategoryData', args: [id] },
      { target: aave.pool, abi: aavePoolAbi, functionName: 'getEModeCategoryCollateralBitmap', args: [id] },
    )
  return calls
}

/**
 * The e-mode categories each read looks at. Mainnet's Ethereum market puts WETH in category 1 ("ETH
 * correlated"); a wallet in another category (entered elsewhere) is read exactly only if it is one of these —
 * otherwise the position figures see they do not add up to getUserAccountData and stay hidden.
 */
export const EMODE_CATEGORY_IDS = [1, 2, 3] as const

/**
 * The figures Aave applies to the wallet's collateral of each reserve (by index in {@link lendingAssets}) when
 * it is in an e-mode category read: that category's, for the reserves it takes as collateral — on 3.2+ its
 * collateral bitmap over the reserve ids, on 3.0 the reserve's configuration bits 168–175. Null outside e-mode
 * or in a category not read.
 */
function eModeFigures(
  decode: (i: number) => unknown,
  from: number,
): { member: boolean[]; ltv: bigint; threshold: bigint; bonus: bigint } | null {
  const userEMode = Number((decode(from) as bigint | undefined) ?? 0n)
  const slot = EMODE_CATEGORY_IDS.indexOf(userEMode as (typeof EMODE_CATEGORY_IDS)[number])
  if (userEMode === 0 || slot < 0) return null
  const at = from + 1 + lendingAssets.length + slot * 2
  const data = decode(at) as
    | { ltv: number; liquidationThreshold: number; liquidationBonus: number }
    | undefined
  if (!data || data.liquidationThreshold === 0) return null
  const bitmap = decode(at + 1) as bigint | undefined
  const member = lendingAssets.map((_, k) => {
    const reserve = decode(from + 1 + k) as { configuration: bigint; id: number } | undefined
    if (!reserve) return false
    if (bitmap !== undefined) return ((bitmap >> BigInt(reserve.id)) & 1n) === 1n
    return decodeReserveConfiguration(reserve.configuration).eModeCategory === userEMode
  })
  return {
    member,
    ltv: BigInt(data.ltv),
    threshold: BigInt(data.liquidationThreshold),
    bonus: BigInt(data.liquidationBonus),
  }
}

/**
 * Reads {@link positionCalls}' answers. A Pool without code gives zeros with `poolMissing`; a reserve whose
 * reads failed counts as empty (catalogue decimals, no threshold, nothing supplied or owed). A wallet in an
 * e-mode category gets that category's LTV, threshold and bonus on the reserves it takes as collateral.
 * @throws LendingReadError 'Failed to fetch your Aave position' when getUserAccountData failed.
 */
export function decodePosition(calls: readonly BatchCall[], results: readonly BatchResult[]): LoanPosition {
  const decode = (i: number) => decodeBatchResult(calls, results, i)
  const accountRaw = decode(0) as readonly bigint[] | undefined
  // A call to an address without code "succeeds" with empty data: that is how a missing Pool shows.
  const poolMissing = results[0]?.success === true && results[0].returnData === '0x'
  if (!accountRaw && !poolMissing) throw new LendingReadError({ details: 'getUserAccountData failed' })
  const account: AccountData = accountRaw
    ? {
        totalCollateralBase: accountRaw[0] as bigint,
        totalDebtBase: accountRaw[1] as bigint,
        availableBorrowsBase: accountRaw[2] as bigint,
        currentLiquidationThreshold: accountRaw[3] as bigint,
        ltv: accountRaw[4] as bigint,
        healthFactor: accountRaw[5] as bigint,
      }
    : zeroAccount
  const prices = (decode(1) as readonly bigint[] | undefined) ?? []
  const eMode = eModeFigures(decode, 3 + lendingAssets.length * 2)
  const reserves = lendingAssets.map((asset, k): PositionReserveRead => {
    const inEMode = eMode?.member[k] === true
    const config = decode(2 + k * 2) as readonly unknown[] | undefined
    const user = decode(3 + k * 2) as readonly unknown[] | undefined
    const stableDebt = (user?.[1] as bigint | undefined) ?? 0n
    const variableDebt = (user?.[2] as bigint | undefined) ?? 0n
    return {
      asset,
      token: (calls[2 + k * 2]?.args?.[0] as Address | undefined) ?? (tokens[asset].address as Address),
      decimals: config ? Number(config[0]) : tokens[asset].decimals,
      priceBase: prices[k] ?? 0n,
      ltvBps: inEMode ? eMode.ltv : ((config?.[1] as bigint | undefined) ?? 0n),
      liquidationThresholdBps: inEMode ? eMode.threshold : ((config?.[2] as bigint | undefined) ?? 0n),
      liquidationBonusBps: inEMode ? eMode.bonus : ((config?.[3] as bigint | undefined) ?? 0n),
      supplied: (user?.[0] as bigint | undefined) ?? 0n,
      collateral: (user?.[8] as boolean | undefined) ?? false,
      debt: stableDebt + variableDebt,
      variableDebt,
    }
  })
  const blockNumber = (decode(2 + lendingAssets.length * 2) as bigint | undefined) ?? 0n
  return { account, reserves, poolMissing, blockNumber }
}
