import type { PublicClient } from 'viem'
import { fromCallback, fromPromise } from 'xstate'
import type { Address } from '../../chain/profile'
import type { VaultPlanArgs } from '../../chain/protocols/vaultPlan'
import type { ProtocolId } from '../../domain/catalogue/protocols'
import { tokens } from '../../domain/catalogue/tokens'
import { WalletError } from '../../domain/errors/base'
import { errorMessage } from '../../domain/errors/message'
import type { UsdPrices } from '../../domain/review'
import { NO_WALLET, SendError } from '../../domain/send/errors'
import type { ActivityEntry, Intent, Plan, ReplacementKind, SimulatedPlan } from '../../domain/write/types'
import type { PasswordReason, PlanReview } from '../../workers/vaultApi'
import { chain } from '../shared/chain'
import type { ExecuteEvent } from './planTypes'

/** What the review shows beside the simulation: USD prices, who the user already knows, token contracts. */
export type ReviewFacts = {
  /** USD price by symbol (the native coin's included) when the price sources answered. */
  prices: UsdPrices
  payees: { name: string; address: Address }[]
  recipients: Address[]
  /** Token contracts on the plan's network, for the "token contract as recipient" warning. */
  tokenContracts: { symbol: string; address: Address }[]
}

const pipeline = () => import('../../chain/pipeline')

const passwordReasons: readonly PasswordReason[] = [
  'newRecipient',
  'fees',
  'borrow',
  'collateral',
  'collateralUnchecked',
]

/** The reasons a PasswordRequiredError names in its details ('newRecipient,fees'); anything else is dropped. */
export function passwordReasonsOf(details: unknown): PasswordReason[] {
  if (typeof details !== 'string') return []
  return details
    .split(',')
    .filter((r): r is PasswordReason => (passwordReasons as readonly string[]).includes(r))
}

async function loadFacts(plan: Plan): Promise<ReviewFacts> {
  const [service, store] = await Promise.all([chain(), import('../../chain/payees')])
  const [payees, recipients, prices] = await Promise.all([
    store.readPayees(),
    store.readRecipients(plan.from),
    service.prices().then(
      (p) => Object.fromEntries(Object.entries(p.quotes).map(([symbol, q]) => [symbol, q?.price])),
      (error) => {
        console.warn('[plan] no prices for the review', error)
        return {}
      },
    ),
  ])
  const addresses = service.profile.networks[plan.network].tokenAddresses
  const tokenContracts = Object.entries(addresses).flatMap(([key, address]) =>
    address ? [{ symbol: tokens[key as keyof typeof tokens].symbol, address }] : [],
  )
  return {
    prices,
    payees: payees.map((p) => ({ name: p.name, address: p.address })),
    recipients,
    tokenContracts,
  }
}

/** The ENS name still points to the transfer's recipient (EnsNameError otherwise), asked on Ethereum. */
async function verifyName(
  service: Awaited<ReturnType<typeof chain>>,
  name: string,
  address: Address,
): Promise<void> {
  const { verifyEnsName, ensRegistryOf } = await import('../../chain/ens')
  await verifyEnsName(service.clients.ethereum, { name, address, registry: ensRegistryOf(service.profile) })
}

type Service = Awaited<ReturnType<typeof chain>>
type Protocols = Awaited<ReturnType<typeof protocols>>
type ProtocolIntent = Extract<Intent, { protocol: unknown }>
type VaultBuilder = (client: PublicClient, args: VaultPlanArgs) => Plan | Promise<Plan>

const protocols = () => import('../../chain/protocols')

/** Each vault card's builders (src/chain/protocols), by protocol: a deposit, a withdraw, Ethena's claim. */
const vaultBuilders = (
  p: Protocols,
): Record<ProtocolId, { deposit: VaultBuilder; withdraw: VaultBuilder; claim?: VaultBuilder }> => ({
  aave: { deposit: p.planAaveDeposit, withdraw: p.planAaveWithdraw },
  morpho: { deposit: p.planMorphoDeposit, withdraw: p.planMorphoWithdraw },
  ethena: {
    deposit: p.planEthenaStake,
    withdraw: p.planEthenaUnstake,
    claim: (_client, args) => p.planEthenaClaim(args),
  },
  compound: { deposit: p.planCompoundDeposit, withdraw: p.planCompoundWithdraw },
  curve: { deposit: p.planCurveDeposit, withdraw: p.planCurveWithdraw },
  convex: { deposit: p.planConvexDeposit, withdraw: p.planConvexWithdraw },
  yearn: { deposit: p.planYearnDeposit, withdraw: p.planYearnWithdraw },
  beefy: { deposit: p.planBeefyDeposit, withdraw: p.planBeefyWithdraw },
})

/**
 * A protocol intent made into its plan: a loans-page action against the position read just now (allowances,
 * debt and collateral at the latest block; the borrow cap, the health gate and the reserve's limits checked
 * again), or a vault card's deposit (supply, stake), withdraw (withdraw, cooldown) or claim (unstake) with that
 * protocol's own builder, which takes the intent as it is.
 */
async function planProtocol(service: Service, intent: ProtocolIntent, from: Address): Promise<Plan> {
  const { profile } = service
  const client = service.clients.ethereum as PublicClient
  if (intent.protocol === 'aaveLending') {
    const { readLending, planLendingIntent } = await import('../../chain/protocols/aaveLending')
    const data = await readLending(client, { profile, address: from })
    return planLendingIntent({ profile, from, intent, data })
  }
  const builders = vaultBuilders(await protocols())[intent.protocol]
  const args = { profile, from, intent }
  if (intent.kind === 'unstake') {
    if (!builders.claim) throw new TypeError(`${intent.protocol} has nothing to claim`)
    return builders.claim(client, args)
  }
  const withdraws = intent.kind === 'withdraw' || intent.kind === 'cooldown'
  return (withdraws ? builders.withdraw : builders.deposit)(client, args)
}

/**
 * A revoke: `approve(spender, 0)`. To a spender of the vault cards (the approvals list on Ethereum) it is built
 * on the allowance the wallet really holds, read again, so a stale list never revokes nothing (and 3Crv, not a
 * catalogue token, travels as the Convex route's USDC: an exact catalogue match wins); to any other (the
 * allowance a reverted swap left with its router) on the intent's catalogue token.
 */
async function planRevokeIntent(
  service: Service,
  intent: Extract<Intent, { kind: 'revoke' }>,
  from: Address,
): Promise<Plan> {
  const { profile } = service
  const { network, tokenKey, spender } = intent
  const p = await protocols()
  const same = (a: { spender: Address }) => a.spender.toLowerCase() === spender.toLowerCase()
  if (network === 'ethereum' && p.allowanceSpenders(profile).some(same)) {
    const client = service.clients.ethereum as PublicClient
    const { allowances } = await p.readVaults(client, { profile, address: from })
    const held = allowances.filter(same)
    const allowance = held.find((a) => a.tokenKey === tokenKey) ?? held.find((a) => a.tokenKey === null)
    if (!allowance) throw new WalletError('pipeline.nothingToRevoke')
    return p.planAllowanceRevoke({ profile, from, intent, allowance })
  }
  const { planRevoke } = await pipeline()
  const call = planRevoke({ profile, network, tokenKey, spender, target: spender })
  return { intent, network, chainId: profile.networks[network].chainId, from, calls: [call] }
}

/**
 * A swap asked again at the freshest block (issue 43: a quote older than a block or two is asked again before
 * review): the best route now, the exact approval, the swap paying the wallet with the new quote less the
 * intent's slippage. The deadline counts from the chain's clock where it runs ahead of this device's (a devnet
 * whose time was moved on; a phone whose clock is late): a deadline already past there would fail the swap's
 * simulation. The chain's time comes with the quote (the same request).
 */
async function planSwapIntent(
  service: Service,
  intent: Extract<Intent, { kind: 'swap' }>,
  from: Address,
): Promise<Plan> {
  const swap = await import('../../chain/swap')
  const client = service.clients[intent.network]
  const quote = await swap.quoteSwap(client, service.profile, {
    network: intent.network,
    from: intent.tokenKey,
    to: intent.toTokenKey,
    amountIn: intent.amount,
  })
  if (!quote) throw new WalletError('swap.noRoute')
  const deviceNow = BigInt(Math.floor(Date.now() / 1000))
  const chainNow = quote.chainTime ?? deviceNow
  return swap.planSwap(client, service.profile, {
    from,
    intent,
    quote,
    nowSeconds: chainNow > deviceNow ? chainNow : deviceNow,
  })
}

/**
 * The one plan-builder registry (DESIGN.md §4a): every intent, by its kind and protocol, made into the ordered
 * calls it needs for this sender, with the builder in src/chain that takes it; a speed-up or cancel is the
 * pending transaction's own call again (or a cancel) on its nonce.
 */
export async function buildPlan(input: PreparePlanInput): Promise<Plan> {
  const { intent, from, replacement } = input
  if (!from) throw new SendError(NO_WALLET)
  const service = await chain()
  if (replacement) {
    if (replacement.entry.from.toLowerCase() !== from.toLowerCase()) throw new SendError(NO_WALLET)
    return (await pipeline()).planReplacement(replacement.entry, replacement.kind)
  }
  switch (intent.kind) {
    case 'transfer':
      return (await pipeline()).planTransfer({ profile: service.profile, from, intent })
    case 'revoke':
      return planRevokeIntent(service, intent, from)
    case 'swap':
      return planSwapIntent(service, intent, from)
    case 'cancel':
      throw new TypeError('a cancel replaces a pending transaction: it needs that transaction')
    case 'approve':
      // An approval is a step of the plan that needs it (approvalSteps), never a write of its own.
      throw new TypeError('no flow writes a bare approval')
    default:
      return planProtocol(service, intent, from)
  }
}

type PreparePlanInput = {
  intent: Intent
  from: Address | null
  replacement?: { entry: ActivityEntry; kind: ReplacementKind }
}

/** The pipeline's I/O, loaded only when a plan runs; tests replace them with `planMachine.provide({ actors })`. */
export const planActors = {
  /** Makes the intent into the ordered calls it needs, with its builder ({@link buildPlan}). */
  preparePlan: fromPromise<Plan, PreparePlanInput>(({ input }) => buildPlan(input)),
  /** Simulates the whole plan (asset changes, gas + 20 %, fee ceiling) and gathers what the review shows. */
  simulatePlan: fromPromise<
    { simulated: SimulatedPlan; facts: ReviewFacts },
    { plan: Plan; recipientName?: string | null }
  >(async ({ input }) => {
    const { plan, recipientName } = input
    const [service, { simulatePlan, simulateReplacement }] = await Promise.all([chain(), pipeline()])
    const client = service.clients[plan.network]
    const [simulated, facts] = await Promise.all([
      // A speed-up or cancel: simulated like any plan, at today's fast fee and at least +10 % over the pending one.
      plan.replaces ? simulateReplacement(client, plan) : simulatePlan(client, plan),
      loadFacts(plan),
      recipientName && plan.intent.kind === 'transfer'
        ? verifyName(service, recipientName, plan.intent.to)
        : undefined,
    ])
    return { simulated, facts }
  }),
  /**
   * Hands the whole simulated plan to the key worker, which reads every call against the catalogue and
   * answers the review id Confirm hands back (and whether Confirm needs the password).
   */
  reviewPlan: fromPromise<PlanReview, { simulated: SimulatedPlan; facts: ReviewFacts | null }>(
    async ({ input }) => {
      const [{ getVault }, { forReview }] = await Promise.all([
        import('../../workers/vaultClient'),
        pipeline(),
      ])
      const { simulated, facts } = input
      const price =
        simulated.intent.kind === 'transfer'
          ? facts?.prices[tokens[simulated.intent.tokenKey].symbol]
          : undefined
      return getVault().reviewPlan(forReview(simulated, price))
    },
  ),
  /**
   * Has the vault worker sign the reviewed plan (by its review id; a password it asked for was typed in the
   * signer's frame and approved that id, never passed here) and
   * broadcasts the transactions in order, each one written to the activity store as it leaves; reports every
   * broadcast, the end, a fee above the ceiling, a refused password, a dead review, a partial stop.
   */
  executePlan: fromCallback<
    ExecuteEvent,
    { simulated: SimulatedPlan; reviewId: string; waitForReceipt?: boolean }
  >(({ input, sendBack }) => {
    const { simulated, reviewId, waitForReceipt } = input
    void (async () => {
      const [service, chainPipeline, activity, { getVault }] = await Promise.all([
        chain(),
        pipeline(),
        import('../../chain/activity'),
        import('../../workers/vaultClient'),
      ])
      const vault = getVault()
      const errors = await import('../../domain/errors')
      try {
        await chainPipeline.executePlan(service.clients[simulated.network], simulated, {
          sign: (nonce) => vault.signReviewed(reviewId, { nonce }),
          // Without eth_simulateV1: each step after the approvals, once they are mined and it was simulated again;
          // or, if it would now fail, the approval set back to 0 as the review said (issue 42).
          signNext: (step) => vault.signNextStep(reviewId, step),
          signReset: (step) => vault.signAllowanceReset(reviewId, step),
          onAllowanceReset: (entry) => activity.addActivity(entry),
          // Written before the UI hears of it, so the activity list has it even if the dialog closes.
          onBroadcast: async (entry) => {
            await activity.addActivity(entry)
            sendBack({ type: 'execute.broadcast', index: entry.stepIndex, hash: entry.hash })
          },
          // The flows that end at the receipt: a last step that reverts is PlanStepFailedError like any other.
          waitForLast: waitForReceipt === true,
        })
        sendBack({ type: 'execute.done' })
      } catch (error) {
        if (error instanceof errors.PasswordRequiredError)
          sendBack({
            type: 'execute.password',
            key: 'vault.passwordRequired',
            reasons: passwordReasonsOf(error.details),
          })
        else if (error instanceof errors.ReviewExpiredError) sendBack({ type: 'execute.reviewExpired' })
        else if (error instanceof chainPipeline.FeeAboveCeilingError)
          sendBack({
            type: 'execute.feeRose',
            index: error.stepIndex,
            fees: error.fees,
            maxFee: error.maxFee,
          })
        else if (error instanceof chainPipeline.PlanStepFailedError)
          sendBack({
            type: 'execute.partial',
            index: error.stepIndex,
            error: errorMessage(error),
            reason: error.reason,
          })
        else sendBack({ type: 'execute.error', error: errorMessage(error) })
      }
    })().catch((error: unknown) => sendBack({ type: 'execute.error', error: errorMessage(error) }))
  }),
  /** The plan that takes back the allowance a partial plan left behind (approve to 0), for the same review. */
  planRevoke: fromPromise<Plan, { plan: Plan }>(async ({ input }) => {
    const { plan } = input
    const approval = plan.calls.find((call) => call.step === 'approve')
    if (!approval?.data || !approval.tokenKey) throw new WalletError('pipeline.nothingToRevoke')
    const [service, chainPipeline, { decodeFunctionData, erc20Abi }] = await Promise.all([
      chain(),
      pipeline(),
      import('viem'),
    ])
    const decoded = decodeFunctionData({ abi: erc20Abi, data: approval.data })
    if (decoded.functionName !== 'approve') throw new WalletError('pipeline.nothingToRevoke')
    const [spender] = decoded.args
    const call = chainPipeline.planRevoke({
      profile: service.profile,
      network: plan.network,
      tokenKey: approval.tokenKey,
      spender,
      target: approval.target,
    })
    return {
      ...plan,
      intent: { kind: 'revoke', network: plan.network, tokenKey: approval.tokenKey, spender },
      calls: [call],
    }
  }),
}
