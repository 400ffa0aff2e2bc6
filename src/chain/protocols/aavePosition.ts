import { tokens } from '../../domain/catalogue/tokens'
import { type LendingAsset, lendingAssets } from '../../domain/lending/assets'
import { LendingReadError } from '../../domain/lending/errors'
import type { PositionReserve } from '../../domain/lending/liquidation'
import type { AccountData } from '../../domain/lending/projections'
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
  return calls
}

/**
 * Reads {@link positionCalls}' answers. A Pool without code gives zeros with `poolMissing`; a reserve whose
 * reads failed counts as empty (catalogue decimals, no threshold, nothing supplied or owed).
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
  const reserves = lendingAssets.map((asset, k): PositionReserveRead => {
    const config = decode(2 + k * 2) as readonly unknown[] | undefined
    const user = decode(3 + k * 2) as readonly unknown[] | undefined
    const stableDebt = (user?.[1] as bigint | undefined) ?? 0n
    const variableDebt = (user?.[2] as bigint | undefined) ?? 0n
    return {
      asset,
      token: (calls[2 + k * 2]?.args?.[0] as Address | undefined) ?? (tokens[asset].address as Address),
      decimals: config ? Number(config[0]) : tokens[asset].decimals,
      priceBase: prices[k] ?? 0n,
      ltvBps: (config?.[1] as bigint | undefined) ?? 0n,
      liquidationThresholdBps: (config?.[2] as bigint | undefined) ?? 0n,
      liquidationBonusBps: (config?.[3] as bigint | undefined) ?? 0n,
      supplied: (user?.[0] as bigint | undefined) ?? 0n,
      collateral: (user?.[8] as boolean | undefined) ?? false,
      debt: stableDebt + variableDebt,
      variableDebt,
    }
  })
  const blockNumber = (decode(2 + lendingAssets.length * 2) as bigint | undefined) ?? 0n
  return { account, reserves, poolMissing, blockNumber }
}
