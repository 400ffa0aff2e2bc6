import { encodeFunctionData, type PublicClient } from 'viem'
import { catalogueContracts } from '../../domain/catalogue/contracts'
import { planApproval } from '../pipeline/approvalSteps'
import type { Plan } from '../pipeline/types'
import type { Address, ChainProfile } from '../profile'
import { beefyAbi } from './abis'
import { ALL, assertPositive, shownAmount, type VaultPlanArgs, vaultPlan } from './vaultPlan'

const name = catalogueContracts.beefyVault.name

function vaultOf(profile: ChainProfile): Address {
  const vault = profile.vaults.beefyVault
  if (!vault) throw new TypeError('this profile names no Beefy vault')
  return vault
}

/**
 * Deposit `amount` USDC into the profile's Beefy vault: exact approve, then `deposit(amount)`.
 * @throws TypeError when the profile names no Beefy vault.
 */
export async function planBeefyDeposit(client: PublicClient, args: VaultPlanArgs): Promise<Plan> {
  assertPositive(args.intent.amount)
  const { profile, from, intent } = args
  const { amount } = intent
  const vault = vaultOf(profile)
  const approvals = await planApproval(client, {
    token: profile.networks.ethereum.tokenAddresses.USDC!,
    tokenKey: 'USDC',
    owner: from,
    spender: vault,
    amount,
    target: name,
  })
  const data = encodeFunctionData({ abi: beefyAbi, functionName: 'deposit', args: [amount] })
  return vaultPlan(profile, from, intent, [
    ...approvals,
    { step: 'deposit', to: vault, value: 0n, data, tokenKey: 'USDC', amount, target: name },
  ])
}

/**
 * Withdraw at least `amount` USDC: Beefy withdraws by shares, so this burns the shares rounded up
 * (`ceil(amount × 1e18 / pricePerFullShare)`); `ALL` is the vault's own `withdrawAll()`, which burns every
 * share the sender holds when it lands. The review shows what they are worth today (shares × price / 1e18).
 * @throws RangeError for `ALL` with no shares.
 */
export async function planBeefyWithdraw(client: PublicClient, args: VaultPlanArgs): Promise<Plan> {
  assertPositive(args.intent.amount)
  const { profile, from, intent } = args
  const { amount } = intent
  const vault = vaultOf(profile)
  const all = amount === ALL
  const [ppfs, shares] = await Promise.all([
    client.readContract({ address: vault, abi: beefyAbi, functionName: 'getPricePerFullShare' }),
    all
      ? client.readContract({ address: vault, abi: beefyAbi, functionName: 'balanceOf', args: [from] })
      : Promise.resolve(0n),
  ])
  const data = all
    ? encodeFunctionData({ abi: beefyAbi, functionName: 'withdrawAll' })
    : encodeFunctionData({
        abi: beefyAbi,
        functionName: 'withdraw',
        args: [(amount * 10n ** 18n + ppfs - 1n) / ppfs],
      })
  const held = all ? (shares * ppfs) / 10n ** 18n : amount
  return vaultPlan(profile, from, intent, [
    {
      step: 'withdraw',
      to: vault,
      value: 0n,
      data,
      tokenKey: 'USDC',
      target: name,
      ...shownAmount(amount, held),
    },
  ])
}
