import { encodeFunctionData, maxUint256, type PublicClient } from 'viem'
import type { TokenKey } from '../../domain/catalogue/tokens'
import { planApproval } from '../pipeline/approvalSteps'
import type { Intent, Plan, PlannedCall, ProtocolTarget } from '../pipeline/types'
import type { Address, ChainProfile } from '../profile'
import { erc4626Abi } from './abis'

/** A write on one of the vault cards, as the flow built it: its kind, protocol, asset and amount (base units). */
export type VaultIntent = Extract<Intent, { protocol: ProtocolTarget }>

/**
 * What every vault adapter takes: the profile, the sender and the flow's intent, which the plan carries as it
 * is (the one intent of the write: the adapter builds the calls from it, never a second one).
 */
export type VaultPlanArgs = { profile: ChainProfile; from: Address; intent: VaultIntent }

/** Base units meaning "everything": withdraw-all uses the protocol's own max/shares path, leaving no dust. */
export const ALL = maxUint256

/**
 * How a withdraw step reads in the review: for `ALL`, today's `held` figure marked `all` (the step takes
 * whatever is there when it lands, interest included); otherwise the amount asked for.
 * @throws RangeError for `ALL` when nothing is held: a withdraw of nothing is a bug upstream.
 * @example { step: 'withdraw', to, value: 0n, data, tokenKey: 'USDC', target, ...shownAmount(ALL, aUsdc) }
 */
export function shownAmount(amount: bigint, held: bigint): { amount: bigint; all?: true } {
  if (amount !== ALL) return { amount }
  if (held <= 0n) throw new RangeError('nothing to withdraw')
  return { amount: held, all: true }
}

/**
 * Wraps ordered calls into a Plan on Ethereum, where all eight protocols live. A deposit plan needs no
 * closing `approve(0)`: each deposit call (Aave and Comet `supply`, Morpho `supply` by assets, ERC-4626
 * `deposit`, Beefy `deposit`, Curve `add_liquidity`, the Convex booster's `deposit`) pulls exactly the amount
 * it names, and `approvalSteps` sets the allowance to exactly that amount, so it ends at 0.
 */
export function vaultPlan(profile: ChainProfile, from: Address, intent: Intent, calls: PlannedCall[]): Plan {
  return { intent, network: 'ethereum', chainId: profile.networks.ethereum.chainId, from, calls }
}

/** Refuses a zero amount before anything is read: a plan that moves nothing is a bug upstream. */
export function assertPositive(amount: bigint): void {
  if (amount <= 0n) throw new RangeError('amount must be above 0 base units')
}

/**
 * An ERC-4626 deposit of the intent's amount (sUSDe's stake, Yearn's deposit): the exact approval the vault
 * needs, then `deposit(amount, from)`. The shares minted are the vault's `previewDeposit(amount)` where it lands.
 * @example await erc4626DepositPlan(client, { ...args, vault, tokenKey: 'USDC', name: 'Yearn v3', step: 'deposit' })
 */
export async function erc4626DepositPlan(
  client: PublicClient,
  args: VaultPlanArgs & { vault: Address; tokenKey: TokenKey; name: string; step: 'stake' | 'deposit' },
): Promise<Plan> {
  assertPositive(args.intent.amount)
  const { profile, from, intent, vault, tokenKey, name } = args
  const { amount } = intent
  const approvals = await planApproval(client, {
    token: profile.networks.ethereum.tokenAddresses[tokenKey] as Address,
    tokenKey,
    owner: from,
    spender: vault,
    amount,
    target: name,
  })
  const data = encodeFunctionData({ abi: erc4626Abi, functionName: 'deposit', args: [amount, from] })
  return vaultPlan(profile, from, intent, [
    ...approvals,
    { step: args.step, to: vault, value: 0n, data, tokenKey, amount, target: name },
  ])
}
