import type { PublicClient } from 'viem'
import type { Address, ChainProfile } from '../../../src/chain/profile'
import * as adapters from '../../../src/chain/protocols'
import type { GrantedAllowance } from '../../../src/chain/protocols/readVaults'
import type { ProtocolId } from '../../../src/domain/catalogue/protocols'
import type { TokenKey } from '../../../src/domain/catalogue/tokens'
import type { Intent, Plan } from '../../../src/domain/write/types'

/**
 * The vault adapters as the chain tests call them: a deposit, withdraw or claim of an amount, made into the intent
 * the vault modal builds for it (vaultModalForm's `vaultIntent`: Deposit is a supply, or a stake on Ethena and
 * Convex; Withdraw a withdraw; Ethena's claim an unstake) and handed to the real adapter, which takes the intent.
 */
type Args = { profile: ChainProfile; from: Address; amount: bigint; slippageBps?: bigint }
type Kind = 'supply' | 'stake' | 'withdraw' | 'unstake'

const intentOf = (protocol: ProtocolId, kind: Kind, tokenKey: TokenKey, amount: bigint) =>
  ({ kind, protocol, network: 'ethereum', tokenKey, amount }) as const

const withIntent = (args: Args, protocol: ProtocolId, kind: Kind, tokenKey: TokenKey) => {
  const { amount, ...rest } = args
  return { ...rest, intent: intentOf(protocol, kind, tokenKey, amount) }
}

export const planAaveDeposit = (c: PublicClient, a: Args & { asset: 'USDC' | 'DAI' }): Promise<Plan> =>
  adapters.planAaveDeposit(c, withIntent(a, 'aave', 'supply', a.asset))
export const planAaveWithdraw = (c: PublicClient, a: Args & { asset: 'USDC' | 'DAI' }): Promise<Plan> =>
  adapters.planAaveWithdraw(c, withIntent(a, 'aave', 'withdraw', a.asset))
export const planMorphoDeposit = (c: PublicClient, a: Args): Promise<Plan> =>
  adapters.planMorphoDeposit(c, withIntent(a, 'morpho', 'supply', 'DAI'))
export const planMorphoWithdraw = (c: PublicClient, a: Args): Promise<Plan> =>
  adapters.planMorphoWithdraw(c, withIntent(a, 'morpho', 'withdraw', 'DAI'))
export const planEthenaStake = (c: PublicClient, a: Args): Promise<Plan> =>
  adapters.planEthenaStake(c, withIntent(a, 'ethena', 'stake', 'USDe'))
export const planEthenaUnstake = (c: PublicClient, a: Args): Promise<Plan> =>
  adapters.planEthenaUnstake(c, withIntent(a, 'ethena', 'withdraw', 'USDe'))
export const planEthenaClaim = (a: Omit<Args, 'amount'> & { underlyingAmount: bigint }): Plan => {
  const { underlyingAmount, ...rest } = a
  return adapters.planEthenaClaim(
    withIntent({ ...rest, amount: underlyingAmount }, 'ethena', 'unstake', 'USDe'),
  )
}
export const planCompoundDeposit = (c: PublicClient, a: Args): Promise<Plan> =>
  adapters.planCompoundDeposit(c, withIntent(a, 'compound', 'supply', 'USDC'))
export const planCompoundWithdraw = (c: PublicClient, a: Args): Promise<Plan> =>
  adapters.planCompoundWithdraw(c, withIntent(a, 'compound', 'withdraw', 'USDC'))
export const planCurveDeposit = (c: PublicClient, a: Args): Promise<Plan> =>
  adapters.planCurveDeposit(c, withIntent(a, 'curve', 'supply', 'USDC'))
export const planCurveWithdraw = (c: PublicClient, a: Args): Promise<Plan> =>
  adapters.planCurveWithdraw(c, withIntent(a, 'curve', 'withdraw', 'USDC'))
export const planConvexDeposit = (c: PublicClient, a: Args): Promise<Plan> =>
  adapters.planConvexDeposit(c, withIntent(a, 'convex', 'stake', 'USDC'))
export const planConvexWithdraw = (c: PublicClient, a: Args): Promise<Plan> =>
  adapters.planConvexWithdraw(c, withIntent(a, 'convex', 'withdraw', 'USDC'))
export const planYearnDeposit = (c: PublicClient, a: Args): Promise<Plan> =>
  adapters.planYearnDeposit(c, withIntent(a, 'yearn', 'supply', 'USDC'))
export const planYearnWithdraw = (c: PublicClient, a: Args): Promise<Plan> =>
  adapters.planYearnWithdraw(c, withIntent(a, 'yearn', 'withdraw', 'USDC'))
export const planBeefyDeposit = (c: PublicClient, a: Args): Promise<Plan> =>
  adapters.planBeefyDeposit(c, withIntent(a, 'beefy', 'supply', 'USDC'))
export const planBeefyWithdraw = (c: PublicClient, a: Args): Promise<Plan> =>
  adapters.planBeefyWithdraw(c, withIntent(a, 'beefy', 'withdraw', 'USDC'))

/** The approvals list's Revocar: the revoke intent the vaults page builds for a listed allowance. */
export const planAllowanceRevoke = (a: {
  profile: ChainProfile
  from: Address
  allowance: GrantedAllowance
}): Plan => {
  const intent: Extract<Intent, { kind: 'revoke' }> = {
    kind: 'revoke',
    network: 'ethereum',
    tokenKey: a.allowance.tokenKey ?? 'USDC',
    spender: a.allowance.spender,
  }
  return adapters.planAllowanceRevoke({ ...a, intent })
}
