import { fromPromise } from 'xstate'
import type { Intent, Plan } from '../../chain/pipeline/types'
import type { Address } from '../../chain/profile'
import type { ProtocolId } from '../../domain/catalogue/protocols'
import { WalletError } from '../../domain/errors/base'
import { NO_WALLET, SendError } from '../../domain/send/errors'
import { chain } from '../shared/chain'

const protocols = () => import('../../chain/protocols')

type Builders = Awaited<ReturnType<typeof protocols>>
type Args = Parameters<Builders['planCompoundWithdraw']>[1]
type Client = Parameters<Builders['planCompoundDeposit']>[0]

/** Each card's deposit and withdraw builder (src/chain/protocols), by protocol. */
function builders(p: Builders, client: Client, tokenKey: string) {
  const asset = tokenKey === 'DAI' ? 'DAI' : 'USDC'
  const table: Record<
    ProtocolId,
    { deposit: (a: Args) => Promise<Plan>; withdraw: (a: Args) => Promise<Plan> }
  > = {
    aave: {
      deposit: (a) => p.planAaveDeposit(client, { ...a, asset }),
      withdraw: (a) => p.planAaveWithdraw(client, { ...a, asset }),
    },
    morpho: {
      deposit: (a) => p.planMorphoDeposit(client, a),
      withdraw: (a) => p.planMorphoWithdraw(client, a),
    },
    ethena: { deposit: (a) => p.planEthenaStake(client, a), withdraw: (a) => p.planEthenaUnstake(client, a) },
    compound: {
      deposit: (a) => p.planCompoundDeposit(client, a),
      withdraw: (a) => p.planCompoundWithdraw(client, a),
    },
    curve: { deposit: (a) => p.planCurveDeposit(client, a), withdraw: (a) => p.planCurveWithdraw(client, a) },
    convex: {
      deposit: (a) => p.planConvexDeposit(client, a),
      withdraw: (a) => p.planConvexWithdraw(client, a),
    },
    yearn: { deposit: (a) => p.planYearnDeposit(client, a), withdraw: (a) => p.planYearnWithdraw(client, a) },
    beefy: { deposit: (a) => p.planBeefyDeposit(client, a), withdraw: (a) => p.planBeefyWithdraw(client, a) },
  }
  return table
}

/**
 * Makes a vault intent into its plan with the protocol's own builder: supply/stake → deposit, withdraw →
 * withdraw (Ethena: the cooldown), unstake → Ethena's claim after the cooldown, revoke → approve(spender, 0)
 * on the allowance the wallet really holds (read again, so a stale list never revokes nothing).
 */
export async function buildVaultPlan(intent: Intent, from: Address): Promise<Plan> {
  const [service, p] = await Promise.all([chain(), protocols()])
  const { profile } = service
  const client = service.clients.ethereum as Client
  if (intent.kind === 'revoke') {
    const { allowances } = await p.readVaults(client, { profile, address: from })
    const same = allowances.filter((a) => a.spender.toLowerCase() === intent.spender.toLowerCase())
    // 3Crv (not a catalogue token) travels as the route's USDC; an exact catalogue match wins.
    const allowance =
      same.find((a) => a.tokenKey === intent.tokenKey) ?? same.find((a) => a.tokenKey === null)
    if (!allowance) throw new WalletError('pipeline.nothingToRevoke')
    return p.planAllowanceRevoke({ profile, from, allowance })
  }
  if (!('protocol' in intent) || intent.protocol === 'aaveLending')
    throw new Error(`No vault plan for ${intent.kind}`)
  const args = { profile, from, amount: intent.amount }
  if (intent.kind === 'unstake') return p.planEthenaClaim({ profile, from, underlyingAmount: intent.amount })
  const table = builders(p, client, intent.tokenKey)[intent.protocol]
  return intent.kind === 'withdraw' || intent.kind === 'cooldown' ? table.withdraw(args) : table.deposit(args)
}

/** The plan machine's `preparePlan` for the vaults page (modals and the approvals list). */
export const vaultPlanActors = {
  preparePlan: fromPromise<Plan, { intent: Intent; from: Address | null }>(async ({ input }) => {
    if (!input.from) throw new SendError(NO_WALLET)
    return buildVaultPlan(input.intent, input.from)
  }),
}
