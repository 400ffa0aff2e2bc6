import type { PublicClient } from 'viem'
import {
  type AccountData,
  fallbackBorrowRates,
  fallbackSupplyRates,
  type LendingAsset,
  LendingReadError,
  lendingAssets,
} from '../../domain/lending'
import type { Address, ChainProfile } from '../profile'
import { aaveDataProviderAbi, erc20LendingAbi, multicall3ExtrasAbi } from './aaveLendingAbis'
import { aaveAddresses } from './aaveLendingAddresses'
import { decodePosition, lendingTokenOf, type PositionReserveRead, positionCalls } from './aavePosition'
import { aggregate3, type BatchCall, type BatchResult, decodeBatchResult } from './aggregate3'

export { buildBorrowPlan, buildRepayPlan, buildSupplyPlan, buildWithdrawPlan } from './aaveLendingPlans'
export { decodePosition, type LoanPosition, positionCalls } from './aavePosition'

/** One reserve as the lending page needs it; amounts in the token's base units, rates in ray (1e27). */
export type LendingReserve = {
  asset: LendingAsset
  token: Address
  decimals: number
  /** Oracle price, base currency (USD, 8 decimals). */
  priceBase: bigint
  liquidationThresholdBps: bigint
  ltvBps: bigint
  /** Aave's liquidation bonus in bps (10500: the liquidator takes 5 % more collateral than it repays). */
  liquidationBonusBps: bigint
  /** The user's supply of this reserve counts as collateral. */
  collateral: boolean
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

/**
 * Reads the whole lending picture of `address` on Ethereum — the position ({@link positionCalls}:
 * getUserAccountData, oracle prices, each reserve's configuration and the user's balances), then the six
 * reserves' data (rates, totals), wallet balances, allowances to the Pool, the native balance and the block
 * number — in ONE Multicall3 `aggregate3` request. A Pool without code gives zeros with `poolMissing`; a
 * reserve whose rates fail falls back to spec §9's rates.
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
  const head = positionCalls(args.profile, user)
  const calls: BatchCall[] = [
    ...head,
    { target: net.multicall3, abi: multicall3ExtrasAbi, functionName: 'getEthBalance', args: [user] },
  ]
  const first = calls.length
  for (const asset of lendingAssets) {
    const token = lendingTokenOf(args.profile, asset)
    calls.push(
      { target: aave.dataProvider, abi: aaveDataProviderAbi, functionName: 'getReserveData', args: [token] },
      { target: token, abi: erc20LendingAbi, functionName: 'balanceOf', args: [user] },
      { target: token, abi: erc20LendingAbi, functionName: 'allowance', args: [user, aave.pool] },
    )
  }
  let results: readonly BatchResult[]
  try {
    results = await aggregate3(client, net.multicall3, calls)
  } catch (cause) {
    throw new LendingReadError({ cause, details: 'aggregate3 failed' })
  }
  const decode = (i: number): unknown => decodeBatchResult(calls, results, i)
  const position = decodePosition(head, results.slice(0, head.length))
  if (position.poolMissing) console.warn('Aave Pool has no code on this chain; showing zeros')
  const reserves = {} as Record<LendingAsset, LendingReserve>
  lendingAssets.forEach((asset, k) => {
    const at = first + k * 3
    const data = decode(at) as readonly bigint[] | undefined
    const held = position.reserves[k] as PositionReserveRead
    const totalLiquidity = (data?.[2] as bigint | undefined) ?? 0n
    const totalDebt = ((data?.[3] as bigint | undefined) ?? 0n) + ((data?.[4] as bigint | undefined) ?? 0n)
    reserves[asset] = {
      asset,
      token: held.token,
      decimals: held.decimals,
      priceBase: held.priceBase,
      ltvBps: held.ltvBps,
      liquidationThresholdBps: held.liquidationThresholdBps,
      liquidationBonusBps: held.liquidationBonusBps,
      collateral: held.collateral,
      borrowRate: data ? (data[6] as bigint) : fallbackBorrowRates[asset],
      supplyRate: data ? (data[5] as bigint) : fallbackSupplyRates[asset],
      ratesFromChain: data !== undefined,
      totalLiquidity,
      totalDebt,
      utilizationBps: totalLiquidity > 0n ? (totalDebt * 10_000n) / totalLiquidity : 0n,
      supplied: held.supplied,
      debt: held.variableDebt,
      wallet: (decode(at + 1) as bigint | undefined) ?? 0n,
      allowance: (decode(at + 2) as bigint | undefined) ?? 0n,
    }
  })
  return {
    account: position.account,
    reserves,
    nativeBalance: (decode(head.length) as bigint | undefined) ?? 0n,
    blockNumber: position.blockNumber,
    poolMissing: position.poolMissing,
  }
}
