import { encodeFunctionData, type PublicClient } from 'viem'
import { catalogueContracts } from '../../domain/catalogue/contracts'
import { planApproval } from '../pipeline/approvalSteps'
import type { Plan, PlannedCall } from '../pipeline/types'
import { convexBoosterAbi, convexRewardPoolAbi } from './abis'
import { curveAddLiquiditySteps, curveRemoveQuote, curveRemoveStep } from './curve'
import { ProtocolRefusedError } from './refused'
import { ALL, assertPositive, type VaultPlanArgs, vaultPlan } from './vaultPlan'

const name = catalogueContracts.convexBooster.name

/**
 * Convex "stake USDC" as it really goes (spec 001 §2.2): USDC into Curve 3pool (`add_liquidity`, min out from
 * `calc_token_amount` less the slippage bound), then exactly that minimum of 3Crv into the booster with stake
 * (`deposit(pid, minMint, true)`), each with its exact approval. 3Crv minted above the minimum (at most the
 * slippage bound) stays in the wallet, where the Curve card shows and withdraws it.
 * @throws ProtocolRefusedError('convexShutdown') when the booster or its 3pool id is shut down (its deposit would
 * revert after the USDC had become 3Crv).
 * @example await planConvexDeposit(client, { profile, from, intent: { kind: 'stake', protocol: 'convex', network: 'ethereum', tokenKey: 'USDC', amount: 100_000_000n } })
 */
export async function planConvexDeposit(
  client: PublicClient,
  args: VaultPlanArgs & { slippageBps?: bigint },
): Promise<Plan> {
  assertPositive(args.intent.amount)
  const { profile, from, intent } = args
  const { amount } = intent
  const booster = profile.vaults.convexBooster
  const [info, systemShut] = await Promise.all([
    client.readContract({
      address: booster,
      abi: convexBoosterAbi,
      functionName: 'poolInfo',
      args: [profile.vaults.convexPid],
    }),
    client.readContract({ address: booster, abi: convexBoosterAbi, functionName: 'isShutdown' }),
  ])
  if (info[5] || systemShut) throw new ProtocolRefusedError('convexShutdown')
  const { calls, minMint } = await curveAddLiquiditySteps(client, { ...args, amount })
  const approvals = await planApproval(client, {
    token: profile.vaults.curve3crv,
    owner: from,
    spender: booster,
    amount: minMint,
    target: name,
  })
  const data = encodeFunctionData({
    abi: convexBoosterAbi,
    functionName: 'deposit',
    args: [profile.vaults.convexPid, minMint, true],
  })
  return vaultPlan(profile, from, intent, [
    ...calls,
    ...approvals,
    { step: 'stake', to: booster, value: 0n, data, amount: minMint, target: name },
  ])
}

/**
 * The reverse route: the reward pool's `withdrawAndUnwrap(lp, true)` (unstakes, returns 3Crv, claims CRV),
 * then `remove_liquidity_one_coin` of exactly that 3Crv to USDC. `amount` is USDC; `ALL` unwinds every staked
 * token (read now: staked 3Crv does not grow, its price does), so the reward pool is left at exactly 0. The
 * review shows the USDC it is worth today.
 */
export async function planConvexWithdraw(
  client: PublicClient,
  args: VaultPlanArgs & { slippageBps?: bigint },
): Promise<Plan> {
  assertPositive(args.intent.amount)
  const { profile, from, intent } = args
  const { amount } = intent
  const rewardPool = profile.vaults.convexRewardPool
  const staked = await client.readContract({
    address: rewardPool,
    abi: convexRewardPoolAbi,
    functionName: 'balanceOf',
    args: [from],
  })
  const { lp, minOut, out } = await curveRemoveQuote(client, { ...args, amount, lpHeld: staked })
  const data = encodeFunctionData({
    abi: convexRewardPoolAbi,
    functionName: 'withdrawAndUnwrap',
    args: [lp, true],
  })
  const unstake: PlannedCall = {
    step: 'unstake',
    to: rewardPool,
    value: 0n,
    data,
    tokenKey: 'USDC',
    target: name,
    ...(amount === ALL ? { amount: out, all: true as const } : { amount: minOut }),
  }
  return vaultPlan(profile, from, intent, [
    unstake,
    curveRemoveStep(
      profile.vaults.curve3pool,
      lp,
      minOut,
      args.slippageBps === undefined ? {} : { slippageBps: args.slippageBps },
    ),
  ])
}
