import { encodeFunctionData, type PublicClient } from 'viem'
import { catalogueContracts } from '../../domain/catalogue/contracts'
import { CURVE_SLIPPAGE_BPS } from '../../domain/catalogue/protocolBounds'
import { planApproval } from '../pipeline/approvalSteps'
import type { Plan, PlannedCall } from '../pipeline/types'
import type { Address, ChainProfile } from '../profile'
import { curve3poolAbi, erc20Abi } from './abis'
import { ALL, assertPositive, type VaultPlanArgs, vaultPlan } from './vaultPlan'

const name = catalogueContracts.curve3pool.name
/** USDC's index among the 3pool's coins (DAI 0, USDC 1, USDT 2). */
export const CURVE_USDC_INDEX = 1n
/**
 * Default bound on what a pool quote may lose by the time the transaction lands: 0.5 %, the slippage the review
 * states and the loosest the key worker signs (it reads the quote itself).
 */
export const DEFAULT_SLIPPAGE_BPS = CURVE_SLIPPAGE_BPS

/** `value` minus `bps` basis points, rounded down: the least a quote may become. */
export function minusSlippage(value: bigint, bps: bigint = DEFAULT_SLIPPAGE_BPS): bigint {
  return (value * (10_000n - bps)) / 10_000n
}

/**
 * The 3pool steps that turn `amount` USDC into 3Crv: exact approve to the pool and
 * `add_liquidity([0, amount, 0], minMint)`, where `minMint` is `calc_token_amount` less the slippage bound.
 * Returns the steps and `minMint`, the 3Crv the sender is sure to receive (Convex stakes exactly that).
 */
export async function curveAddLiquiditySteps(
  client: PublicClient,
  args: { profile: ChainProfile; from: Address; amount: bigint; slippageBps?: bigint; target?: string },
): Promise<{ calls: PlannedCall[]; minMint: bigint }> {
  const { profile, from, amount } = args
  const pool = profile.vaults.curve3pool
  const amounts = [0n, amount, 0n] as const
  const [approvals, quote] = await Promise.all([
    planApproval(client, {
      token: profile.networks.ethereum.tokenAddresses.USDC!,
      tokenKey: 'USDC',
      owner: from,
      spender: pool,
      amount,
      target: name,
    }),
    client.readContract({
      address: pool,
      abi: curve3poolAbi,
      functionName: 'calc_token_amount',
      args: [amounts, true],
    }),
  ])
  const minMint = minusSlippage(quote, args.slippageBps)
  const data = encodeFunctionData({
    abi: curve3poolAbi,
    functionName: 'add_liquidity',
    args: [amounts, minMint],
  })
  const add: PlannedCall = {
    step: 'addLiquidity',
    to: pool,
    value: 0n,
    data,
    tokenKey: 'USDC',
    amount,
    target: name,
    bound: { kind: 'slippage', bps: args.slippageBps ?? DEFAULT_SLIPPAGE_BPS },
  }
  return { calls: [...approvals, add], minMint }
}

/**
 * The 3Crv to burn for `amount` USDC (`ALL`: the `lpHeld` given), the least USDC it must return, and the USDC
 * it returns today (`out`: `calc_withdraw_one_coin` for `ALL`, the amount asked for otherwise).
 */
export async function curveRemoveQuote(
  client: PublicClient,
  args: { profile: ChainProfile; amount: bigint; lpHeld: bigint; slippageBps?: bigint },
): Promise<{ lp: bigint; minOut: bigint; out: bigint }> {
  const pool = args.profile.vaults.curve3pool
  if (args.amount === ALL) {
    if (args.lpHeld === 0n) throw new RangeError('no 3Crv to remove')
    const out = await client.readContract({
      address: pool,
      abi: curve3poolAbi,
      functionName: 'calc_withdraw_one_coin',
      args: [args.lpHeld, CURVE_USDC_INDEX],
    })
    return { lp: args.lpHeld, minOut: minusSlippage(out, args.slippageBps), out }
  }
  const quote = await client.readContract({
    address: pool,
    abi: curve3poolAbi,
    functionName: 'calc_token_amount',
    args: [[0n, args.amount, 0n], false],
  })
  // The burn is rounded up by the slippage bound so the USDC asked for is covered; never past what is held.
  const lp = (quote * (10_000n + (args.slippageBps ?? DEFAULT_SLIPPAGE_BPS)) + 9_999n) / 10_000n
  if (lp > args.lpHeld) throw new RangeError('amount exceeds the 3Crv held')
  return { lp, minOut: args.amount, out: args.amount }
}

/**
 * `remove_liquidity_one_coin(lp, USDC, minOut)`: the 3pool burns the sender's 3Crv without an approval. The
 * review shows `minOut`, or, for `all` (every 3Crv the Curve card holds), today's `out` marked "all".
 */
export function curveRemoveStep(
  pool: Address,
  lp: bigint,
  minOut: bigint,
  shown: { target?: string; all?: { out: bigint }; slippageBps?: bigint } = {},
): PlannedCall {
  const data = encodeFunctionData({
    abi: curve3poolAbi,
    functionName: 'remove_liquidity_one_coin',
    args: [lp, CURVE_USDC_INDEX, minOut],
  })
  return {
    step: 'withdraw',
    to: pool,
    value: 0n,
    data,
    tokenKey: 'USDC',
    target: shown.target ?? name,
    bound: { kind: 'slippage', bps: shown.slippageBps ?? DEFAULT_SLIPPAGE_BPS },
    ...(shown.all ? { amount: shown.all.out, all: true as const } : { amount: minOut }),
  }
}

/**
 * Add `amount` USDC to Curve 3pool for 3Crv (spec 001 §2.2 "add liquidity with USDC").
 * @example await planCurveDeposit(client, { profile, from, intent: { kind: 'supply', protocol: 'curve', network: 'ethereum', tokenKey: 'USDC', amount: 100_000_000n } })
 */
export async function planCurveDeposit(
  client: PublicClient,
  args: VaultPlanArgs & { slippageBps?: bigint },
): Promise<Plan> {
  assertPositive(args.intent.amount)
  const { calls } = await curveAddLiquiditySteps(client, { ...args, amount: args.intent.amount })
  return vaultPlan(args.profile, args.from, args.intent, calls)
}

/**
 * Remove `amount` USDC worth of 3Crv (`ALL`: every 3Crv held, read now: 3Crv does not grow, its price does)
 * back to USDC.
 */
export async function planCurveWithdraw(
  client: PublicClient,
  args: VaultPlanArgs & { slippageBps?: bigint },
): Promise<Plan> {
  assertPositive(args.intent.amount)
  const { profile, from, intent } = args
  const { amount } = intent
  const lpHeld = await client.readContract({
    address: profile.vaults.curve3crv,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [from],
  })
  const { lp, minOut, out } = await curveRemoveQuote(client, { ...args, amount, lpHeld })
  return vaultPlan(profile, from, intent, [
    curveRemoveStep(profile.vaults.curve3pool, lp, minOut, {
      ...(amount === ALL ? { all: { out } } : {}),
      ...(args.slippageBps === undefined ? {} : { slippageBps: args.slippageBps }),
    }),
  ])
}
