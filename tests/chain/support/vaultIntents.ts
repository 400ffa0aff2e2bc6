import type { PublicClient } from 'viem'
import type { Address, ChainProfile } from '../../../src/chain/profile'
import * as adapters from '../../../src/chain/protocols'
import type { GrantedAllowance } from '../../../src/chain/protocols/readVaults'
import type { VaultIntent } from '../../../src/chain/protocols/vaultPlan'
import type { ProtocolId } from '../../../src/domain/catalogue/protocols'
import type { TokenKey } from '../../../src/domain/catalogue/tokens'
import type { Intent, Plan } from '../../../src/domain/write/types'

/**
 * The vault adapters as the chain tests call them: a deposit, withdraw or claim of an amount, made into the intent
 * the vault modal builds for it (vaultModalMachine's `vaultIntent`: Deposit is a supply, or a stake on Ethena and
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

type Builder = (
  client: PublicClient,
  args: { profile: ChainProfile; from: Address; intent: VaultIntent },
) => Promise<Plan>

/** An adapter's builder, called with the intent the modal builds for `kind` on `protocol` in `tokenKey`. */
const through =
  (build: Builder, protocol: ProtocolId, kind: Kind, tokenKey: TokenKey) =>
  (c: PublicClient, a: Args): Promise<Plan> =>
    build(c, withIntent(a, protocol, kind, tokenKey))

export const planAaveDeposit = (c: PublicClient, a: Args & { asset: 'USDC' | 'DAI' }): Promise<Plan> =>
  through(adapters.planAaveDeposit, 'aave', 'supply', a.asset)(c, a)
export const planAaveWithdraw = (c: PublicClient, a: Args & { asset: 'USDC' | 'DAI' }): Promise<Plan> =>
  through(adapters.planAaveWithdraw, 'aave', 'withdraw', a.asset)(c, a)
export const planMorphoDeposit = through(adapters.planMorphoDeposit, 'morpho', 'supply', 'DAI')
export const planMorphoWithdraw = through(adapters.planMorphoWithdraw, 'morpho', 'withdraw', 'DAI')
export const planEthenaStake = through(adapters.planEthenaStake, 'ethena', 'stake', 'USDe')
export const planEthenaUnstake = through(adapters.planEthenaUnstake, 'ethena', 'withdraw', 'USDe')
export const planEthenaClaim = (a: Omit<Args, 'amount'> & { underlyingAmount: bigint }): Plan => {
  const { underlyingAmount, ...rest } = a
  return adapters.planEthenaClaim(
    withIntent({ ...rest, amount: underlyingAmount }, 'ethena', 'unstake', 'USDe'),
  )
}
export const planCompoundDeposit = through(adapters.planCompoundDeposit, 'compound', 'supply', 'USDC')
export const planCompoundWithdraw = through(adapters.planCompoundWithdraw, 'compound', 'withdraw', 'USDC')
export const planCurveDeposit = through(adapters.planCurveDeposit, 'curve', 'supply', 'USDC')
export const planCurveWithdraw = through(adapters.planCurveWithdraw, 'curve', 'withdraw', 'USDC')
export const planConvexDeposit = through(adapters.planConvexDeposit, 'convex', 'stake', 'USDC')
export const planConvexWithdraw = through(adapters.planConvexWithdraw, 'convex', 'withdraw', 'USDC')
export const planYearnDeposit = through(adapters.planYearnDeposit, 'yearn', 'supply', 'USDC')
export const planYearnWithdraw = through(adapters.planYearnWithdraw, 'yearn', 'withdraw', 'USDC')
export const planBeefyDeposit = through(adapters.planBeefyDeposit, 'beefy', 'supply', 'USDC')
export const planBeefyWithdraw = through(adapters.planBeefyWithdraw, 'beefy', 'withdraw', 'USDC')

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
