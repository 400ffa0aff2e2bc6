import { encodeFunctionData, type PublicClient } from 'viem'
import { catalogueContracts } from '../../domain/catalogue/contracts'
import { planApproval } from '../pipeline/approvalSteps'
import type { Plan } from '../pipeline/types'
import type { Address } from '../profile'
import { cometAbi } from './abis'
import { ProtocolRefusedError } from './refused'
import { ALL, assertPositive, shownAmount, type VaultPlanArgs, vaultPlan } from './vaultPlan'

const name = catalogueContracts.comet.name

/** Refuses while Comet's pause guardian has paused `what` (Comet would revert `Paused()`). */
async function assertNotPaused(client: PublicClient, comet: Address, what: 'supply' | 'withdraw') {
  const paused = await client.readContract({
    address: comet,
    abi: cometAbi,
    functionName: what === 'supply' ? 'isSupplyPaused' : 'isWithdrawPaused',
  })
  if (paused) throw new ProtocolRefusedError(what === 'supply' ? 'cometSupplyPaused' : 'cometWithdrawPaused')
}

/**
 * Supply `amount` USDC to Compound v3 (cUSDCv3): exact approve to Comet, then `supply(USDC, amount)`.
 * @throws ProtocolRefusedError('cometSupplyPaused') while Comet's supply is paused.
 * @example await planCompoundDeposit(client, { profile, from, intent: { kind: 'supply', protocol: 'compound', network: 'ethereum', tokenKey: 'USDC', amount: 100_000_000n } })
 */
export async function planCompoundDeposit(client: PublicClient, args: VaultPlanArgs): Promise<Plan> {
  assertPositive(args.intent.amount)
  const { profile, from, intent } = args
  const { amount } = intent
  const comet = profile.vaults.comet
  const usdc = profile.networks.ethereum.tokenAddresses.USDC!
  await assertNotPaused(client, comet, 'supply')
  const approvals = await planApproval(client, {
    token: usdc,
    tokenKey: 'USDC',
    owner: from,
    spender: comet,
    amount,
    target: name,
  })
  const data = encodeFunctionData({ abi: cometAbi, functionName: 'supply', args: [usdc, amount] })
  return vaultPlan(profile, from, intent, [
    ...approvals,
    { step: 'supply', to: comet, value: 0n, data, tokenKey: 'USDC', amount, target: name },
  ])
}

/**
 * Withdraw `amount` USDC from Compound v3; `ALL` is Comet's own "whole balance",
 * `withdraw(USDC, type(uint256).max)`: Comet pays `balanceOf(sender)` as it stands in that block, interest
 * included, and the principal goes to exactly 0. The review shows today's balance.
 * @throws RangeError for `ALL` with no balance; ProtocolRefusedError('cometWithdrawPaused') while Comet's
 * withdraw is paused.
 */
export async function planCompoundWithdraw(client: PublicClient, args: VaultPlanArgs): Promise<Plan> {
  assertPositive(args.intent.amount)
  const { profile, from, intent } = args
  const { amount } = intent
  const comet = profile.vaults.comet
  const usdc = profile.networks.ethereum.tokenAddresses.USDC!
  await assertNotPaused(client, comet, 'withdraw')
  const held =
    amount === ALL
      ? await client.readContract({ address: comet, abi: cometAbi, functionName: 'balanceOf', args: [from] })
      : amount
  const data = encodeFunctionData({ abi: cometAbi, functionName: 'withdraw', args: [usdc, amount] })
  return vaultPlan(profile, from, intent, [
    {
      step: 'withdraw',
      to: comet,
      value: 0n,
      data,
      tokenKey: 'USDC',
      target: name,
      ...shownAmount(amount, held),
    },
  ])
}
