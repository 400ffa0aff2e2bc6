import { encodeFunctionData, type PublicClient } from 'viem'
import { catalogueContracts } from '../../domain/catalogue/contracts'
import { planApproval } from '../pipeline/approvalSteps'
import type { Plan } from '../pipeline/types'
import { cometAbi } from './abis'
import { assertPositive, type VaultPlanArgs, vaultPlan } from './vaultPlan'

const name = catalogueContracts.comet.name

/**
 * Supply `amount` USDC to Compound v3 (cUSDCv3): exact approve to Comet, then `supply(USDC, amount)`.
 * @example await planCompoundDeposit(client, { profile, from, amount: 100_000_000n })
 */
export async function planCompoundDeposit(client: PublicClient, args: VaultPlanArgs): Promise<Plan> {
  assertPositive(args.amount)
  const { profile, from, amount } = args
  const comet = profile.vaults.comet
  const usdc = profile.networks.ethereum.tokenAddresses.USDC!
  const approvals = await planApproval(client, {
    token: usdc,
    tokenKey: 'USDC',
    owner: from,
    spender: comet,
    amount,
    target: name,
  })
  const data = encodeFunctionData({ abi: cometAbi, functionName: 'supply', args: [usdc, amount] })
  return vaultPlan(
    profile,
    from,
    { kind: 'supply', protocol: 'compound', network: 'ethereum', tokenKey: 'USDC', amount },
    [...approvals, { step: 'supply', to: comet, value: 0n, data, tokenKey: 'USDC', amount, target: name }],
  )
}

/** Withdraw `amount` USDC from Compound v3; `ALL` (maxUint256) is Comet's own "whole balance". */
export function planCompoundWithdraw(args: VaultPlanArgs): Plan {
  assertPositive(args.amount)
  const { profile, from, amount } = args
  const usdc = profile.networks.ethereum.tokenAddresses.USDC!
  const data = encodeFunctionData({ abi: cometAbi, functionName: 'withdraw', args: [usdc, amount] })
  return vaultPlan(
    profile,
    from,
    { kind: 'withdraw', protocol: 'compound', network: 'ethereum', tokenKey: 'USDC', amount },
    [{ step: 'withdraw', to: profile.vaults.comet, value: 0n, data, tokenKey: 'USDC', amount, target: name }],
  )
}
