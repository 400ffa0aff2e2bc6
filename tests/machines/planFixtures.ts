import {
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  parseAbi,
} from 'viem'
import { fromCallback, fromPromise } from 'xstate'
import type { Intent, Plan, SimulatedPlan } from '../../src/chain/pipeline/types'
import type { ReviewFacts } from '../../src/machines/write/planActors'
import type { ExecuteEvent } from '../../src/machines/write/planMachine'
import type { PlanReview } from '../../src/workers/vaultApi'

/** Test data shared by the plan and send machine tests: a 100 USDC deposit into Aave v3 on Ethereum. */
export const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
export const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' as const
export const pool = '0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2' as const
export const hash1 = `0x${'11'.repeat(32)}` as const
export const hash2 = `0x${'22'.repeat(32)}` as const

export const supplyPlan: Plan = {
  intent: { kind: 'supply', protocol: 'aave', network: 'ethereum', tokenKey: 'USDC', amount: 100_000_000n },
  network: 'ethereum',
  chainId: 1,
  from,
  calls: [
    {
      step: 'approve',
      to: usdc,
      value: 0n,
      data: '0x095ea7b3',
      tokenKey: 'USDC',
      amount: 100_000_000n,
      target: 'Aave v3',
    },
    {
      step: 'supply',
      to: pool,
      value: 0n,
      data: '0x617ba037',
      tokenKey: 'USDC',
      amount: 100_000_000n,
      target: 'Aave v3',
    },
  ],
}

/** A one-step plan: 1 ETH to Ana on Ethereum. */
export const transferPlan: Plan = {
  intent: {
    kind: 'transfer',
    network: 'ethereum',
    tokenKey: 'ETH',
    to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    amount: 10n ** 18n,
  },
  network: 'ethereum',
  chainId: 1,
  from,
  calls: [
    {
      step: 'transfer',
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      value: 10n ** 18n,
      tokenKey: 'ETH',
      amount: 10n ** 18n,
      target: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    },
  ],
}

export const simulated = (plan: Plan): SimulatedPlan => ({
  ...plan,
  gasLimits: plan.calls.map(() => 120_000n),
  fees: { maxFeePerGas: 30n * 10n ** 9n, maxPriorityFeePerGas: 10n ** 9n },
  maxFee: BigInt(plan.calls.length) * 120_000n * 30n * 10n ** 9n,
  assetChanges: [{ token: usdc, tokenKey: 'USDC', symbol: 'USDC', decimals: 6, diff: -100_000_000n }],
  simulation: 'simulateV1',
})

export const revokePlan: Plan = {
  ...supplyPlan,
  intent: { kind: 'revoke', network: 'ethereum', tokenKey: 'USDC', spender: pool },
  calls: [
    {
      step: 'revoke',
      to: usdc,
      value: 0n,
      data: '0x095ea7b3',
      tokenKey: 'USDC',
      amount: 0n,
      target: 'Aave v3',
    },
  ],
}

export const facts: ReviewFacts = {
  prices: { ETH: 3000, USDC: 1 },
  payees: [{ name: 'Ana', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }],
  recipients: [],
  tokenContracts: [{ symbol: 'USDC', address: usdc }],
}

/** The key worker's answer to a review: an id Confirm hands back, no password needed. */
export const review: PlanReview = {
  id: 'review-1',
  hash: `0x${'ab'.repeat(32)}`,
  expiresAt: 600_000,
  needsPassword: false,
  passwordReasons: [],
}

/** The worker's answer for a transfer to a new address above the limit: Confirm needs the password. */
export const reviewWithPassword: PlanReview = {
  ...review,
  id: 'review-2',
  needsPassword: true,
  passwordReasons: ['newRecipient'],
}

/** What viem throws when a simulated call reverts with `reason` (a real viem error, as the node's answer makes it). */
export const revertedWith = (reason: string) =>
  new ContractFunctionExecutionError(
    new ContractFunctionRevertedError({
      abi: [],
      data: encodeErrorResult({ abi: parseAbi(['error Error(string)']), errorName: 'Error', args: [reason] }),
      functionName: 'supply',
    }),
    { abi: [], functionName: 'supply', args: [] },
  )

/** JSON with bigints written as `123n`, for serializing states and events. */
export const stringify = (value: unknown) =>
  JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))

const never = () => new Promise<never>(() => {})
/** The plan machine's actors, each one never answering: model-based paths send the answers themselves. */
export const silentPlanActors = {
  preparePlan: fromPromise<Plan, { intent: Intent; from: `0x${string}` | null }>(never),
  simulatePlan: fromPromise<{ simulated: SimulatedPlan; facts: ReviewFacts }, { plan: Plan }>(never),
  reviewPlan: fromPromise<PlanReview, { simulated: SimulatedPlan; facts: ReviewFacts | null }>(never),
  executePlan: fromCallback<ExecuteEvent, { simulated: SimulatedPlan; reviewId: string }>(() => {}),
  planRevoke: fromPromise<Plan, { plan: Plan }>(never),
}

/** A key worker that reads every plan at once and answers `review`. */
export const answeringReview = fromPromise<
  PlanReview,
  { simulated: SimulatedPlan; facts: ReviewFacts | null }
>(async () => review)
