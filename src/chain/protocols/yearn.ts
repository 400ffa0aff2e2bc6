import { encodeFunctionData, type PublicClient } from 'viem'
import { catalogueContracts } from '../../domain/catalogue/contracts'
import type { Plan } from '../pipeline/types'
import { erc4626Abi } from './abis'
import {
  ALL,
  assertPositive,
  erc4626DepositPlan,
  shownAmount,
  type VaultPlanArgs,
  vaultPlan,
} from './vaultPlan'

const name = catalogueContracts.yearnUsdc.name

/**
 * Deposit `amount` USDC into Yearn v3 yvUSDC-1: exact approve, then ERC-4626 `deposit(amount, from)`.
 * @example await planYearnDeposit(client, { profile, from, amount: 100_000_000n })
 */
export async function planYearnDeposit(client: PublicClient, args: VaultPlanArgs): Promise<Plan> {
  const vault = args.profile.vaults.yearnUsdcVault
  return erc4626DepositPlan(client, {
    ...args,
    vault,
    tokenKey: 'USDC',
    name,
    protocol: 'yearn',
    kind: 'supply',
    step: 'deposit',
  })
}

/**
 * Withdraw `amount` USDC (`withdraw(amount, from, from)`); `ALL` redeems every share the sender holds
 * (`redeem(shares, from, from)`): shares do not grow, the USDC they are worth does, so nothing stays behind
 * and the yield up to that block comes along. The review shows what the shares are worth today.
 * @throws RangeError for `ALL` with no shares.
 */
export async function planYearnWithdraw(client: PublicClient, args: VaultPlanArgs): Promise<Plan> {
  assertPositive(args.amount)
  const { profile, from, amount } = args
  const vault = profile.vaults.yearnUsdcVault
  let data: `0x${string}`
  let held = amount
  if (amount === ALL) {
    const shares = await client.readContract({
      address: vault,
      abi: erc4626Abi,
      functionName: 'balanceOf',
      args: [from],
    })
    if (shares === 0n) throw new RangeError('no yvUSDC to withdraw')
    held = await client.readContract({
      address: vault,
      abi: erc4626Abi,
      functionName: 'convertToAssets',
      args: [shares],
    })
    data = encodeFunctionData({ abi: erc4626Abi, functionName: 'redeem', args: [shares, from, from] })
  } else {
    data = encodeFunctionData({ abi: erc4626Abi, functionName: 'withdraw', args: [amount, from, from] })
  }
  return vaultPlan(
    profile,
    from,
    { kind: 'withdraw', protocol: 'yearn', network: 'ethereum', tokenKey: 'USDC', amount },
    [
      {
        step: 'withdraw',
        to: vault,
        value: 0n,
        data,
        tokenKey: 'USDC',
        target: name,
        ...shownAmount(amount, held),
      },
    ],
  )
}
