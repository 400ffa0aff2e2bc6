import { encodeFunctionData, maxUint256 } from 'viem'
import { catalogueContracts } from '../../domain/catalogue/contracts'
import { networks } from '../../domain/catalogue/networks'
import {
  checkBorrow,
  checkReserveLimits,
  checkWithdraw,
  isolationOf,
  LendingAmountError,
  type LendingAsset,
  LendingBalanceError,
  repayAllAllowance,
  repayOutcome,
} from '../../domain/lending'
import { type AllowanceOf, approvalSteps, clearApproval } from '../pipeline/approvalSteps'
import type { Intent, Plan, PlannedCall } from '../pipeline/types'
import type { Address, ChainProfile } from '../profile'
import type { LendingReserve, LendingSnapshot } from './aaveLending'
import { aavePoolAbi } from './aaveLendingAbis'
import { aaveAddresses } from './aaveLendingAddresses'

/** Aave's variable interest rate mode (spec §7: borrow and repay use mode 2). */
export const VARIABLE_RATE_MODE = 2n

const AAVE = catalogueContracts.aavePool.name

/** A loans-page action as the page built it: its kind, the reserve's asset and the amount (base units). */
export type LendingIntent<K extends LendingKind = LendingKind> = Extract<Intent, { protocol: unknown }> & {
  kind: K
  protocol: 'aaveLending'
}
type LendingKind = 'supply' | 'borrow' | 'repay' | 'withdraw'

/**
 * What every plan builder needs: who, where, the reserve as last read, and the page's intent, whose amount
 * (maxUint256 meaning "all" where Aave allows it) the builder reads and whose plan carries it.
 */
export type LendingPlanArgs<K extends LendingKind = LendingKind> = {
  profile: ChainProfile
  from: Address
  reserve: Pick<
    LendingReserve,
    'asset' | 'token' | 'allowance' | 'wallet' | 'supplied' | 'debt' | 'borrowRate'
  >
  intent: LendingIntent<K>
}

/** The reserve token's allowance to the Pool, as the review names it. */
const allowanceToPool = (reserve: LendingPlanArgs['reserve'], pool: Address): AllowanceOf => ({
  token: reserve.token,
  tokenKey: reserve.asset,
  spender: pool,
  target: AAVE,
})

/** A call to the Pool; `all` when it is Aave's "everything" form, `amount` then being today's figure. */
const poolCall = (
  step: PlannedCall['step'],
  pool: Address,
  reserve: LendingPlanArgs['reserve'],
  amount: bigint,
  data: `0x${string}`,
  all = false,
): PlannedCall => ({
  step,
  to: pool,
  value: 0n,
  data,
  tokenKey: reserve.asset,
  amount,
  target: AAVE,
  ...(all ? { all: true as const } : {}),
})

/**
 * The plan of the page's intent. Where Aave's own "everything" form goes on chain (a repay or withdraw of all:
 * maxUint256), the intent names that amount, which the key worker reads against the call.
 */
const plan = (args: LendingPlanArgs, onChain: bigint, calls: PlannedCall[]): Plan => ({
  intent: onChain === args.intent.amount ? args.intent : { ...args.intent, amount: onChain },
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
export function buildSupplyPlan(args: LendingPlanArgs<'supply'>): Plan {
  positive(args.intent.amount)
  if (args.intent.amount > args.reserve.wallet) throw new LendingBalanceError()
  const { pool } = aaveAddresses(args.profile)
  const data = encodeFunctionData({
    abi: aavePoolAbi,
    functionName: 'supply',
    args: [args.reserve.token, args.intent.amount, args.from, 0],
  })
  return plan(args, args.intent.amount, [
    ...approvalSteps({
      ...allowanceToPool(args.reserve, pool),
      amount: args.intent.amount,
      current: args.reserve.allowance,
    }),
    poolCall('supply', pool, args.reserve, args.intent.amount, data),
  ])
}

/** Borrow `amount` at the variable rate (mode 2). Limits (99 % of available) are the domain's checkBorrow. */
export function buildBorrowPlan(args: LendingPlanArgs<'borrow'>): Plan {
  positive(args.intent.amount)
  const { pool } = aaveAddresses(args.profile)
  const data = encodeFunctionData({
    abi: aavePoolAbi,
    functionName: 'borrow',
    args: [args.reserve.token, args.intent.amount, VARIABLE_RATE_MODE, 0, args.from],
  })
  return plan(args, args.intent.amount, [poolCall('borrow', pool, args.reserve, args.intent.amount, data)])
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
export function buildRepayPlan(args: LendingPlanArgs<'repay'>): RepayPlan {
  positive(args.intent.amount)
  const { reserve } = args
  if (reserve.debt === 0n || reserve.wallet === 0n) throw new LendingBalanceError()
  const { pool } = aaveAddresses(args.profile)
  const outcome = repayOutcome({ amount: args.intent.amount, debt: reserve.debt, wallet: reserve.wallet })
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
    plan: plan(args, onChainAmount, [
      ...approvalSteps({ ...toPool, amount: approval, current: reserve.allowance }),
      poolCall('repay', pool, reserve, paid, data, outcome.all),
      clearApproval(toPool),
    ]),
    remainingDebt: outcome.remainingDebt,
    leavesDust: outcome.leavesDust,
  }
}

/**
 * Withdraw `amount` of supplied collateral to the sender. All of it (maxUint256, or exactly the supplied
 * balance as read) is Aave's own withdraw-all, `withdraw(asset, type(uint256).max, to)`: the Pool burns the
 * whole aToken balance as it stands in the withdraw's block, interest to that second included, so nothing
 * stays behind however long the review took. With debt the Pool still checks the health factor (and the
 * domain's checkWithdraw checks it first, on the balance as read). The review shows today's balance.
 * @throws LendingAmountError (≤ 0), LendingBalanceError (nothing supplied, or a figure above the supplied)
 */
export function buildWithdrawPlan(args: LendingPlanArgs<'withdraw'>): Plan {
  positive(args.intent.amount)
  const { reserve } = args
  if (reserve.supplied === 0n) throw new LendingBalanceError()
  const all = args.intent.amount === maxUint256 || args.intent.amount === reserve.supplied
  if (!all && args.intent.amount > reserve.supplied) throw new LendingBalanceError()
  const onChainAmount = all ? maxUint256 : args.intent.amount
  const { pool } = aaveAddresses(args.profile)
  const data = encodeFunctionData({
    abi: aavePoolAbi,
    functionName: 'withdraw',
    args: [reserve.token, onChainAmount, args.from],
  })
  const shown = all ? reserve.supplied : onChainAmount
  return plan(args, onChainAmount, [poolCall('withdraw', pool, reserve, shown, data, all)])
}

/**
 * A loans-page intent made into its plan against the position as read just now (the read Confirm makes, so
 * allowances, debt and collateral are those of the latest block), the borrow cap and the withdraw health
 * gate checked again on it. An intent for all of it (maxUint256) stays "all": Aave's own everything form.
 * @throws TypeError for an intent that is not a lending action; the builders' and checks' errors.
 * @example planLendingIntent({ profile, from, intent: { kind: 'withdraw', protocol: 'aaveLending', network: 'ethereum', tokenKey: 'WETH', amount: maxUint256 }, data: await readLending(client, { profile, address: from }) })
 */
export function planLendingIntent(args: {
  profile: ChainProfile
  from: Address
  intent: Intent
  data: LendingSnapshot
}): Plan {
  const { profile, from, intent, data } = args
  if (!('protocol' in intent) || intent.protocol !== 'aaveLending')
    throw new TypeError(`No lending plan for ${intent.kind}`)
  const reserve = data.reserves[intent.tokenKey as LendingAsset]
  if (!reserve) throw new TypeError(`${intent.tokenKey} is not a lending asset`)
  const base = { profile, from, reserve }
  const as = <K extends LendingKind>() => ({ ...base, intent: intent as LendingIntent<K> })
  // The reserve's own limits (paused, frozen, caps, liquidity, isolation), checked again at plan time.
  if (
    intent.kind === 'supply' ||
    intent.kind === 'borrow' ||
    intent.kind === 'repay' ||
    intent.kind === 'withdraw'
  )
    checkReserveLimits(intent.kind, reserve, intent.amount, {
      isolation: isolationOf(data),
      all: intent.kind === 'withdraw' ? reserve.supplied : reserve.debt,
    })
  if (intent.kind === 'supply') return buildSupplyPlan(as<'supply'>())
  if (intent.kind === 'borrow') {
    checkBorrow(data.account, reserve, intent.amount)
    return buildBorrowPlan(as<'borrow'>())
  }
  if (intent.kind === 'repay') return buildRepayPlan(as<'repay'>()).plan
  if (intent.kind === 'withdraw') {
    checkWithdraw(data.account, reserve, intent.amount, reserve.supplied)
    return buildWithdrawPlan(as<'withdraw'>())
  }
  throw new TypeError(`No lending plan for ${intent.kind}`)
}
