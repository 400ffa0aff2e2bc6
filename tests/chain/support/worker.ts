import { type Hex, hexToBytes } from 'viem'
import type { SignPlan } from '../../../src/chain/pipeline/executePlan'
import { forReview } from '../../../src/chain/pipeline/simulatePlan'
import type { SimulatedPlan } from '../../../src/chain/pipeline/types'
import { checkPlan } from '../../../src/workers/vault/review/checkPlan'
import { copyPlan } from '../../../src/workers/vault/review/planCopy'
import { planTransactions, signPlan } from '../../../src/workers/vault/review/planReviews'
import { SteppedPlans, stepsAtConfirm } from '../../../src/workers/vault/review/stepwise'
import { signTransaction } from '../../../src/workers/vault/sign'
import { createSigningPolicy, extrasFromManifest } from '../../../src/workers/vault/signingPolicy'
import type { StepFees, UnsignedTransaction } from '../../../src/workers/vaultApi'
import { manifest } from '../helpers/devnet'

/**
 * The key worker's review and signature, outside the browser: the same copy, the same reading of every call
 * against the allow-list (the catalogue plus the devnet manifest's addresses) and the same signer the worker
 * runs; only its id registry and IndexedDB are left out (tests/workers covers them in Chromium). Call it with
 * a simulated plan at review time (it throws UnsafeTransactionError as the worker would); the answer signs at
 * Confirm. Every transaction it signs is pushed to `signed`, when given.
 * @example await executePlan(client, simulated, { sign: reviewedSigner(key)(simulated) })
 */
export function reviewedSigner(key: Hex, signed?: UnsignedTransaction[]) {
  const policy = createSigningPolicy(extrasFromManifest(manifest()))
  return (simulated: SimulatedPlan): SignPlan => {
    const plan = copyPlan(forReview(simulated))
    checkPlan(policy, plan)
    return async (nonce) => {
      signed?.push(...planTransactions(plan, nonce))
      return signPlan(hexToBytes(key), plan, nonce)
    }
  }
}

/** One thing the stepped signer did, in order: which step it signed (a reset names the approval it takes back). */
export type SignedStep = { kind: 'confirm' | 'next' | 'reset'; tx: UnsignedTransaction }

/**
 * The key worker's review, Confirm and step-by-step signing (issue 42) outside the browser: the same copy and
 * reading of the plan, the same choice of what Confirm signs (stepsAtConfirm: without eth_simulateV1 only the
 * leading approvals) and the same keeper of the steps left (SteppedPlans: each once, in order, within the
 * reviewed gas and fees, or the approval set back to 0). Every transaction it signs is pushed to `signed`.
 * @example await executePlan(client, simulated, steppedSigner(key, log)(simulated))
 */
export function steppedSigner(key: Hex, signed: SignedStep[]) {
  const policy = createSigningPolicy(extrasFromManifest(manifest()))
  return (simulated: SimulatedPlan) => {
    const plan = copyPlan(forReview(simulated))
    const checked = checkPlan(policy, plan)
    const steps = new SteppedPlans()
    const id = 'review'
    const signOne = (kind: SignedStep['kind'], tx: UnsignedTransaction) => {
      signed.push({ kind, tx })
      return signTransaction(hexToBytes(key), tx)
    }
    return {
      sign: async (nonce: number) => {
        const now = stepsAtConfirm(plan, checked)
        steps.keep(id, plan, checked, nonce, now)
        return planTransactions(plan, nonce)
          .slice(0, now)
          .map((tx) => signOne('confirm', tx))
      },
      signNext: async (step: StepFees) => signOne('next', steps.takeNext(id, step)),
      signReset: async (step: StepFees) => signOne('reset', steps.takeReset(id, step)),
    }
  }
}
