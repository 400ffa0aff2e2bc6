import { encodeFunctionData, type PublicClient } from 'viem'
import { catalogueContracts } from '../../domain/catalogue/contracts'
import { planApproval } from '../pipeline/approvalSteps'
import type { Plan } from '../pipeline/types'
import { aavePoolAbi, erc20Abi } from './abis'
import {
  ALL,
  assertPositive,
  shownAmount,
  type VaultIntent,
  type VaultPlanArgs,
  vaultPlan,
} from './vaultPlan'

/** The assets the Aave card offers (spec 001 §2.2). */
export type AaveAsset = 'USDC' | 'DAI'
const name = catalogueContracts.aavePool.name

/** The intent's asset, one the Aave card offers. @throws TypeError for any other. */
function aaveAsset(intent: VaultIntent): AaveAsset {
  if (intent.tokenKey !== 'USDC' && intent.tokenKey !== 'DAI')
    throw new TypeError(`Aave's card offers USDC and DAI, not ${intent.tokenKey}`)
  return intent.tokenKey
}

/**
 * Supply the intent's amount of USDC or DAI to Aave v3: exact approve to the Pool, then
 * `supply(asset, amount, from, 0)`. The aToken balance rises by `amount`.
 * @example await planAaveDeposit(client, { profile, from, intent: { kind: 'supply', protocol: 'aave', network: 'ethereum', tokenKey: 'USDC', amount: 100_000_000n } })
 */
export async function planAaveDeposit(client: PublicClient, args: VaultPlanArgs): Promise<Plan> {
  assertPositive(args.intent.amount)
  const { profile, from, intent } = args
  const { amount } = intent
  const asset = aaveAsset(intent)
  const pool = profile.vaults.aavePool
  const token = profile.networks.ethereum.tokenAddresses[asset]!
  const approvals = await planApproval(client, {
    token,
    tokenKey: asset,
    owner: from,
    spender: pool,
    amount,
    target: name,
  })
  const data = encodeFunctionData({
    abi: aavePoolAbi,
    functionName: 'supply',
    args: [token, amount, from, 0],
  })
  return vaultPlan(profile, from, intent, [
    ...approvals,
    { step: 'supply', to: pool, value: 0n, data, tokenKey: asset, amount, target: name },
  ])
}

/**
 * Withdraw `amount` of USDC or DAI from Aave v3 to the sender; `ALL` is Aave's own withdraw-all,
 * `withdraw(asset, type(uint256).max, from)`: the whole aToken balance as it stands in the withdraw's block,
 * interest to that second included, leaving no dust. The review shows today's aToken balance. No approval:
 * the Pool burns the sender's aTokens.
 * @throws RangeError for `ALL` with no aToken balance.
 */
export async function planAaveWithdraw(client: PublicClient, args: VaultPlanArgs): Promise<Plan> {
  assertPositive(args.intent.amount)
  const { profile, from, intent } = args
  const { amount } = intent
  const asset = aaveAsset(intent)
  const token = profile.networks.ethereum.tokenAddresses[asset]!
  const held =
    amount === ALL
      ? await client.readContract({
          address: profile.vaults.aTokens[asset],
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [from],
        })
      : amount
  const data = encodeFunctionData({ abi: aavePoolAbi, functionName: 'withdraw', args: [token, amount, from] })
  return vaultPlan(profile, from, intent, [
    {
      step: 'withdraw',
      to: profile.vaults.aavePool,
      value: 0n,
      data,
      tokenKey: asset,
      target: name,
      ...shownAmount(amount, held),
    },
  ])
}
