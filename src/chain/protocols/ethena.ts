import { encodeFunctionData, type PublicClient } from 'viem'
import { catalogueContracts } from '../../domain/catalogue/contracts'
import type { Plan } from '../pipeline/types'
import { erc4626Abi, sUSDeAbi } from './abis'
import {
  ALL,
  assertPositive,
  erc4626DepositPlan,
  shownAmount,
  type VaultPlanArgs,
  vaultPlan,
} from './vaultPlan'

const name = catalogueContracts.sUSDe.name

/**
 * Stake `amount` USDe into sUSDe: exact approve, then ERC-4626 `deposit(amount, from)`. The shares minted are
 * the contract's `previewDeposit(amount)` at the block the stake lands in.
 * @example await planEthenaStake(client, { profile, from, intent: { kind: 'stake', protocol: 'ethena', network: 'ethereum', tokenKey: 'USDe', amount: 10n ** 20n } })
 */
export async function planEthenaStake(client: PublicClient, args: VaultPlanArgs): Promise<Plan> {
  const vault = args.profile.vaults.sUSDe
  return erc4626DepositPlan(client, {
    ...args,
    vault,
    tokenKey: 'USDe',
    name,
    step: 'stake',
  })
}

/**
 * Unstake `amount` USDe worth of sUSDe (`ALL`, maxUint256: every share). While sUSDe has a cooldown (7 days on
 * mainnet) this starts it: `cooldownAssets(amount)` or `cooldownShares(all shares)`, and the USDe waits in
 * the silo until {@link planEthenaClaim}. With the cooldown off, it withdraws/redeems directly. Only the chain
 * knows which: the plan's intent is the flow's with that kind (`cooldown` or `unstake`) in place of `withdraw`. Shares do not
 * grow (the USDe they are worth does), so every share read now is every share when it lands: none stays
 * behind. The review shows what they are worth today.
 * @throws RangeError for `ALL` with no sUSDe.
 */
export async function planEthenaUnstake(client: PublicClient, args: VaultPlanArgs): Promise<Plan> {
  assertPositive(args.intent.amount)
  const { profile, from, intent } = args
  const { amount } = intent
  const vault = profile.vaults.sUSDe
  const all = amount === ALL
  const [duration, shares] = await Promise.all([
    client.readContract({ address: vault, abi: sUSDeAbi, functionName: 'cooldownDuration' }),
    all
      ? client.readContract({ address: vault, abi: erc4626Abi, functionName: 'balanceOf', args: [from] })
      : Promise.resolve(0n),
  ])
  if (all && shares === 0n) throw new RangeError('no sUSDe to unstake')
  const held = all
    ? await client.readContract({
        address: vault,
        abi: erc4626Abi,
        functionName: 'convertToAssets',
        args: [shares],
      })
    : amount
  const data =
    duration > 0
      ? all
        ? encodeFunctionData({ abi: sUSDeAbi, functionName: 'cooldownShares', args: [shares] })
        : encodeFunctionData({ abi: sUSDeAbi, functionName: 'cooldownAssets', args: [amount] })
      : all
        ? encodeFunctionData({ abi: erc4626Abi, functionName: 'redeem', args: [shares, from, from] })
        : encodeFunctionData({ abi: erc4626Abi, functionName: 'withdraw', args: [amount, from, from] })
  const kind = duration > 0 ? 'cooldown' : 'unstake'
  return vaultPlan(profile, from, { ...intent, kind }, [
    {
      step: kind,
      to: vault,
      value: 0n,
      data,
      tokenKey: 'USDe',
      target: name,
      ...shownAmount(amount, held),
    },
  ])
}

/**
 * After the cooldown ends, `unstake(from)` sends the cooled-down USDe (the intent's amount, read by readVaults
 * as `ethena.cooldown`) to the sender.
 */
export function planEthenaClaim(args: VaultPlanArgs): Plan {
  assertPositive(args.intent.amount)
  const { profile, from, intent } = args
  const { amount } = intent
  const data = encodeFunctionData({ abi: sUSDeAbi, functionName: 'unstake', args: [from] })
  return vaultPlan(profile, from, intent, [
    { step: 'unstake', to: profile.vaults.sUSDe, value: 0n, data, tokenKey: 'USDe', amount, target: name },
  ])
}
