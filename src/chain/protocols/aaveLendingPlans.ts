import { encodeFunctionData, maxUint256 } from 'viem'
import { catalogueContracts } from '../../domain/catalogue/contracts'
import { networks } from '../../domain/catalogue/networks'
import {
  LendingAmountError,
  LendingBalanceError,
  repayAllAllowance,
  repayOutcome,
} from '../../domain/lending'
import { type AllowanceOf, approvalSteps, clearApproval } from '../pipeline/approvalSteps'
import type { Plan, PlannedCall } from '../pipeline/types'
import type { Address, ChainProfile } from '../profile'
import type { LendingReserve } from './aaveLending'
import { aavePoolAbi } from './aaveLendingAbis'
import { aaveAddresses } from './aaveLendingAddresses'

/** Aave's variable interest rate mode (spec §7: borrow and repay use mode 2). */
export const VARIABLE_RATE_MODE = 2n

const AAVE = catalogueContracts.aavePool.name

/** What every plan builder needs: who, where, and the reserve as last read. */
export type LendingPlanArgs = {
  profile: ChainProfile
  from: Address
  reserve: Pick<
    LendingReserve,
    'asset' | 'token' | 'allowance' | 'wallet' | 'supplied' | 'debt' | 'borrowRate'
  >
  /** Base units of the reserve's token; maxUint256 means "all" where Aave allows it. */
  amount: bigint
}

/** The reserve token's allowance to the Pool, as the review names it. */
const allowanceToPool = (reserve: LendingPlanArgs['reserve'], pool: Address): AllowanceOf => ({
  token: reserve.token,
  tokenKey: reserve.asset,
  spender: pool,
  target: AAVE,
})

const poolCall = (
  step: PlannedCall['step'],
  pool: Address,
  reserve: LendingPlanArgs['reserve'],
  amount: bigint,
  data: `0x${string}`,
): PlannedCall => ({ step, to: pool, value: 0n, data, tokenKey: reserve.asset, amount, target: AAVE })

const plan = (
  args: LendingPlanArgs,
  kind: 'supply' | 'borrow' | 'repay' | 'withdraw',
  amount: bigint,
  calls: PlannedCall[],
): Plan => ({
  intent: {
    kind,
    protocol: 'aaveLending',
    network: 'ethereum',
    tokenKey: args.reserve.asset,
    amount,
  },
  network: 'ethereum',
  chainId: args.profile.networks.ethereum.chainId ?? networks.ethereum.chainId,
  from: args.from,
  calls,
})

const positive = (amount: bigint) => {
  if (amount <= 0n) throw new LendingAmountError()
}

/**
 * Supply `amount` as collateral: exact approval when short, then Pool.supply on behalf of the sender.
 * @throws LendingAmountError (≤ 0), LendingBalanceError (more than the wallet holds)
 */
export function buildSupplyPlan(args: LendingPlanArgs): Plan {
  positive(args.amount)
  if (args.amount > args.reserve.wallet) throw new LendingBalanceError()
  const { pool } = aaveAddresses(args.profile)
  const data = encodeFunctionData({
    abi: aavePoolAbi,
    functionName: 'supply',
    args: [args.reserve.token, args.amount, args.from, 0],
  })
  return plan(args, 'supply', args.amount, [
    ...approvalSteps({
      ...allowanceToPool(args.reserve, pool),
      amount: args.amount,
      current: args.reserve.allowance,
    }),
    poolCall('supply', pool, args.reserve, args.amount, data),
  ])
}

/** Borrow `amount` at the variable rate (mode 2). Limits (99 % of available) are the domain's checkBorrow. */
export function buildBorrowPlan(args: LendingPlanArgs): Plan {
  positive(args.amount)
  const { pool } = aaveAddresses(args.profile)
  const data = encodeFunctionData({
    abi: aavePoolAbi,
    functionName: 'borrow',
    args: [args.reserve.token, args.amount, VARIABLE_RATE_MODE, 0, args.from],
  })
  return plan(args, 'borrow', args.amount, [poolCall('borrow', pool, args.reserve, args.amount, data)])
}

/** A repay plan and what it leaves owed. */
export type RepayPlan = {
  plan: Plan
  /** Debt left right after, in base units (0 for a repay-all). */
  remainingDebt: bigint
  /** The repay covers the debt as read but leaves accrued-interest dust because the wallet cannot pay all. */
  leavesDust: boolean
}

/**
 * Repay `amount` (maxUint256, or at least the debt as read, means all). Repaying all, when the wallet holds
 * more than the debt, sends Aave's type(uint256).max: the Pool then takes the debt as it stands in the
 * repay's block, interest to that second included, and the debt is exactly 0. The approval covers that debt
 * ({@link repayAllAllowance}: the debt as read plus what can accrue meanwhile, capped at the wallet); when
 * the wallet cannot pay all, it repays what it can and says so. Every repay ends with `approve(0)`: a
 * repay-all takes less than its margin, and any repay takes less when the debt shrank before it landed (a
 * liquidation, someone repaying for this wallet), so no allowance to the Pool outlives the plan.
 * @throws LendingAmountError (≤ 0), LendingBalanceError (no debt, or the wallet holds none of the asset)
 */
export function buildRepayPlan(args: LendingPlanArgs): RepayPlan {
  positive(args.amount)
  const { reserve } = args
  if (reserve.debt === 0n || reserve.wallet === 0n) throw new LendingBalanceError()
  const { pool } = aaveAddresses(args.profile)
  const outcome = repayOutcome({ amount: args.amount, debt: reserve.debt, wallet: reserve.wallet })
  const paid = reserve.debt - outcome.remainingDebt
  const onChainAmount = outcome.all ? maxUint256 : paid
  const approval = outcome.all ? repayAllAllowance(reserve) : paid
  const data = encodeFunctionData({
    abi: aavePoolAbi,
    functionName: 'repay',
    args: [reserve.token, onChainAmount, VARIABLE_RATE_MODE, args.from],
  })
  const toPool = allowanceToPool(reserve, pool)
  return {
    plan: plan(args, 'repay', onChainAmount, [
      ...approvalSteps({ ...toPool, amount: approval, current: reserve.allowance }),
      poolCall('repay', pool, reserve, paid, data),
      clearApproval(toPool),
    ]),
    remainingDebt: outcome.remainingDebt,
    leavesDust: outcome.leavesDust,
  }
}

/**
 * Withdraw `amount` of supplied collateral to the sender; all of it (maxUint256, or at least the supplied
 * balance) uses Aave's withdraw-all amount when `hasDebt` is false, so no interest dust stays behind.
 * Health-factor limits are the domain's checkWithdraw.
 * @throws LendingAmountError (≤ 0), LendingBalanceError (nothing supplied, or more than supplied with debt)
 */
export function buildWithdrawPlan(args: LendingPlanArgs & { hasDebt: boolean }): Plan {
  positive(args.amount)
  const { reserve } = args
  if (reserve.supplied === 0n) throw new LendingBalanceError()
  const all = args.amount === maxUint256 || args.amount >= reserve.supplied
  if (all && args.hasDebt && args.amount > reserve.supplied) throw new LendingBalanceError()
  const onChainAmount = all && !args.hasDebt ? maxUint256 : args.amount
  const { pool } = aaveAddresses(args.profile)
  const data = encodeFunctionData({
    abi: aavePoolAbi,
    functionName: 'withdraw',
    args: [reserve.token, onChainAmount, args.from],
  })
  const shown = onChainAmount === maxUint256 ? reserve.supplied : onChainAmount
  return plan(args, 'withdraw', onChainAmount, [poolCall('withdraw', pool, reserve, shown, data)])
}
