import { decodeFunctionResult, type Hex, type PublicClient } from 'viem'
import { tokens } from '../../domain/catalogue/tokens'
import {
  type AccountData,
  fallbackBorrowRates,
  fallbackSupplyRates,
  type LendingAsset,
  LendingReadError,
  lendingAssets,
} from '../../domain/lending'
import type { Address, ChainProfile } from '../profile'
import {
  aaveDataProviderAbi,
  aaveOracleAbi,
  aavePoolAbi,
  erc20LendingAbi,
  multicall3ExtrasAbi,
} from './aaveLendingAbis'
import { aaveAddresses } from './aaveLendingAddresses'
import { aggregate3, type BatchCall } from './aggregate3'

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
  debt: bigint
  /** The wallet's allowance to the Pool. */
  allowance: bigint
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
}

const zeroAccount: AccountData = {
  totalCollateralBase: 0n,
  totalDebtBase: 0n,
  availableBorrowsBase: 0n,
  currentLiquidationThreshold: 0n,
  ltv: 0n,
  healthFactor: 0n,
}

/**
 * Reads the whole lending picture of `address` on Ethereum — getUserAccountData, the six reserves' data and
 * configuration, oracle prices, wallet balances, supplied and variable-debt balances, allowances to the Pool,
 * the native balance and the block number — in ONE Multicall3 `aggregate3` request. A Pool without code gives
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
  const tokenOf = (asset: LendingAsset) => (net.tokenAddresses[asset] ?? tokens[asset].address) as Address
  const assets = lendingAssets.map(tokenOf)
  const calls: BatchCall[] = [
    { target: aave.pool, abi: aavePoolAbi, functionName: 'getUserAccountData', args: [user] },
    { target: aave.oracle, abi: aaveOracleAbi, functionName: 'getAssetsPrices', args: [assets] },
    { target: net.multicall3, abi: multicall3ExtrasAbi, functionName: 'getEthBalance', args: [user] },
    { target: net.multicall3, abi: multicall3ExtrasAbi, functionName: 'getBlockNumber', args: [] },
  ]
  for (const token of assets) {
    calls.push(
      { target: aave.dataProvider, abi: aaveDataProviderAbi, functionName: 'getReserveData', args: [token] },
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
        args: [token, user],
      },
      { target: token, abi: erc20LendingAbi, functionName: 'balanceOf', args: [user] },
      { target: token, abi: erc20LendingAbi, functionName: 'allowance', args: [user, aave.pool] },
    )
  }
  let results: readonly { success: boolean; returnData: Hex }[]
  try {
    results = await aggregate3(client, net.multicall3, calls)
  } catch (cause) {
    throw new LendingReadError({ cause, details: 'aggregate3 failed' })
  }
  const decode = (i: number): unknown => {
    const r = results[i]
    const c = calls[i] as BatchCall
    if (!r?.success || r.returnData === '0x') return undefined
    try {
      return decodeFunctionResult({ abi: c.abi, functionName: c.functionName, data: r.returnData })
    } catch (error) {
      console.warn(`lending read ${c.functionName} undecodable`, error)
      return undefined
    }
  }
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
  if (poolMissing) console.warn('Aave Pool has no code on this chain; showing zeros')
  const prices = (decode(1) as readonly bigint[] | undefined) ?? []
  const reserves = {} as Record<LendingAsset, LendingReserve>
  lendingAssets.forEach((asset, k) => {
    const at = 4 + k * 5
    const data = decode(at) as readonly bigint[] | undefined
    const config = decode(at + 1) as readonly unknown[] | undefined
    const userData = decode(at + 2) as readonly bigint[] | undefined
    const totalLiquidity = (data?.[2] as bigint | undefined) ?? 0n
    const totalDebt = ((data?.[3] as bigint | undefined) ?? 0n) + ((data?.[4] as bigint | undefined) ?? 0n)
    reserves[asset] = {
      asset,
      token: assets[k] as Address,
      decimals: config ? Number(config[0]) : tokens[asset].decimals,
      priceBase: prices[k] ?? 0n,
      ltvBps: (config?.[1] as bigint | undefined) ?? 0n,
      liquidationThresholdBps: (config?.[2] as bigint | undefined) ?? 0n,
      borrowRate: data ? (data[6] as bigint) : fallbackBorrowRates[asset],
      supplyRate: data ? (data[5] as bigint) : fallbackSupplyRates[asset],
      ratesFromChain: data !== undefined,
      totalLiquidity,
      totalDebt,
      utilizationBps: totalLiquidity > 0n ? (totalDebt * 10_000n) / totalLiquidity : 0n,
      supplied: userData?.[0] ?? 0n,
      debt: userData?.[2] ?? 0n,
      wallet: (decode(at + 3) as bigint | undefined) ?? 0n,
      allowance: (decode(at + 4) as bigint | undefined) ?? 0n,
    }
  })
  return {
    account,
    reserves,
    nativeBalance: (decode(2) as bigint | undefined) ?? 0n,
    blockNumber: (decode(3) as bigint | undefined) ?? 0n,
    poolMissing,
  }
}
