import { type Hex, hexToBytes } from 'viem'
import type { SignPlan } from '../../../src/chain/pipeline/executePlan'
import { forReview } from '../../../src/chain/pipeline/forReview'
import type { SimulatedPlan } from '../../../src/chain/pipeline/types'
import { checkPlan } from '../../../src/workers/vault/review/checkPlan'
import { copyPlan } from '../../../src/workers/vault/review/planCopy'
import { planTransactions, signPlan } from '../../../src/workers/vault/review/planReviews'
import { createSigningPolicy, extrasFromManifest } from '../../../src/workers/vault/signingPolicy'
import type { UnsignedTransaction } from '../../../src/workers/vaultApi'
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
