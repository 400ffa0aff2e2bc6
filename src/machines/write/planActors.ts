import { fromCallback, fromPromise } from 'xstate'
import type { ActivityEntry, Intent, Plan, ReplacementKind, SimulatedPlan } from '../../chain/pipeline/types'
import type { Address } from '../../chain/profile'
import { tokens } from '../../domain/catalogue/tokens'
import { WalletError } from '../../domain/errors/base'
import { errorMessage } from '../../domain/errors/message'
import type { UsdPrices } from '../../domain/review'
import type { Secret } from '../../domain/secret'
import { NO_WALLET, SendError } from '../../domain/send/errors'
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

/**
 * The pipeline's I/O, loaded only when a plan runs. Flows that build plans of their own (vault modals,
 * lending actions) replace `preparePlan` with `planMachine.provide({ actors })`; tests replace them all.
 */
export const planActors = {
  /**
   * Makes the intent into the ordered calls it needs. Transfers, revokes and the replacements of a pending
   * transaction (its own call again, or a cancel) are built here; flows with protocol intents (vault modals,
   * lending) provide their own `preparePlan`.
   */
  preparePlan: fromPromise<
    Plan,
    { intent: Intent; from: Address | null; replacement?: { entry: ActivityEntry; kind: ReplacementKind } }
  >(async ({ input }) => {
    const { intent, from, replacement } = input
    if (!from) throw new SendError(NO_WALLET)
    const [service, chainPipeline] = await Promise.all([chain(), pipeline()])
    if (replacement) {
      if (replacement.entry.from.toLowerCase() !== from.toLowerCase()) throw new SendError(NO_WALLET)
      return chainPipeline.planReplacement(replacement.entry, replacement.kind)
    }
    const { profile } = service
    const base = { intent, network: intent.network, chainId: profile.networks[intent.network].chainId, from }
    if (intent.kind === 'transfer') return chainPipeline.planTransfer({ profile, from, intent })
    if (intent.kind === 'revoke')
      return { ...base, calls: [chainPipeline.planRevoke({ profile, ...intent, target: intent.spender })] }
    throw new Error(`No plan builder for ${intent.kind}`)
  }),
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
   * Has the vault worker sign the reviewed plan (by its review id, with the password when it asked for it) and
   * broadcasts the transactions in order, each one written to the activity store as it leaves; reports every
   * broadcast, the end, a fee above the ceiling, a refused password, a dead review, a partial stop.
   */
  executePlan: fromCallback<
    ExecuteEvent,
    { simulated: SimulatedPlan; reviewId: string; password: Secret | null; waitForReceipt?: boolean }
  >(({ input, sendBack }) => {
    const { simulated, reviewId, password, waitForReceipt } = input
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
          sign: (nonce) =>
            vault.signReviewed(reviewId, { nonce, ...(password ? { password: password.reveal() } : {}) }),
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
        if (error instanceof errors.WrongPasswordError)
          sendBack({ type: 'execute.password', key: 'vault.wrongPassword' })
        else if (error instanceof errors.PasswordRequiredError)
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
