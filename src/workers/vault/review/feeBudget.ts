import { networks } from '../../../domain/catalogue/networks'
import { UnsupportedChainError } from '../../../domain/errors'
import { FEE_BUDGET_USD } from '../../../domain/review/feeBudget'
import type { PlanForReview } from '../../vaultApi'
import { referenceCeilings } from './referenceCeilings'

/** The window over which fees signed without the password add up against {@link FEE_BUDGET_USD}. */
export const FEE_WINDOW_MS = 24 * 3600_000

const WEI_PER_COIN = 10n ** 18n
/** Amounts in USD are counted in millionths of a dollar, as bigint: exact, like every on-chain amount. */
const MICRO = 1_000_000n
const BUDGET = BigInt(FEE_BUDGET_USD) * MICRO

/**
 * Millionths of a USD per whole coin of the chain's native coin, at its ceiling ({@link referenceCeilings}):
 * a fee is never counted cheaper than the coin has traded.
 */
function microUsdPerCoin(chainId: number): bigint {
  const network = Object.values(networks).find((n) => n.chainId === chainId)
  // checkPlan refuses other chains first; this never counts a fee as free.
  if (!network) throw new UnsupportedChainError({ details: `chain id ${chainId}` })
  return BigInt(Math.round(referenceCeilings[network.nativeSymbol] * 1e6))
}

/**
 * What each transaction of `plan` can cost at most, in millionths of a USD (rounded up): its gas limit × the
 * max fee per gas, at the ceiling price of the chain's coin. The page's price is never asked: it could only
 * make a fee look cheaper.
 * @example worstFeesMicroUsd(ethereumTransferPlan) // [2_520_000n] for 21 000 gas at 20 gwei, ETH at US$ 6 000
 */
export function worstFeesMicroUsd(plan: PlanForReview): bigint[] {
  const price = microUsdPerCoin(plan.chainId)
  return plan.gasLimits.map(
    (gas) => (gas * plan.fees.maxFeePerGas * price + WEI_PER_COIN - 1n) / WEI_PER_COIN,
  )
}

/** The key a transaction's fee is counted under: only one transaction per account and nonce is ever mined. */
const slotOf = (chainId: number, from: string, nonce: number) => `${chainId}:${from.toLowerCase()}:${nonce}`

/**
 * Network fees signed without the password in the last 24 h, kept in the worker's memory for this tab. A
 * transaction is counted on its account's nonce: a speed-up or a cancel of one already counted adds only what
 * its worst case exceeds the other's (only one of the two can be mined), and the slot then counts for 24 h from
 * that last signing. Fees of a plan confirmed with the password are not counted: the person was there.
 */
export class FeeBudget {
  readonly #now: () => number
  /** The worst case counted per slot (`chainId:from:nonce`, in millionths of a USD), with when it was signed. */
  #spent = new Map<string, { at: number; micro: bigint }>()

  constructor(now: () => number = Date.now) {
    this.#now = now
  }

  /**
   * What signing `plan` with nonces from `nonce` on would add to the sum. At review, before the nonce is known,
   * every transaction counts whole.
   */
  #adds(plan: PlanForReview, nonce?: number): bigint {
    return worstFeesMicroUsd(plan).reduce((sum, micro, i) => {
      const slot = nonce === undefined ? undefined : slotOf(plan.chainId, plan.from, nonce + i)
      const counted = slot === undefined ? 0n : (this.#spent.get(slot)?.micro ?? 0n)
      return micro > counted ? sum + micro - counted : sum
    }, 0n)
  }

  /** Whether signing `plan` now (at `nonce`, when known) without the password would go over the budget. */
  needsPassword(plan: PlanForReview, nonce?: number): boolean {
    return this.#spentRecently() + this.#adds(plan, nonce) > BUDGET
  }

  /** Counts the fees of `plan`, signed without the password with nonces from `nonce` on. */
  spend(plan: PlanForReview, nonce: number): void {
    const at = this.#now()
    worstFeesMicroUsd(plan).forEach((micro, i) => {
      const slot = slotOf(plan.chainId, plan.from, nonce + i)
      const counted = this.#spent.get(slot)?.micro ?? 0n
      // Counted from its last signing: a transaction signed again late in the window stays counted for 24 h
      // after it, or signing old nonces again just before they leave the window would sign fees for free.
      this.#spent.set(slot, { at, micro: micro > counted ? micro : counted })
    })
  }

  /** The fees counted per slot: what the signer's ledger stores (guardLedger.ts), so reloads and tabs share them. */
  get spent(): Map<string, { at: number; micro: bigint }> {
    return new Map(this.#spent)
  }

  /** Counts the ledger's fees in place of this worker's own (read under the guard lock, before checking). */
  load(spent: ReadonlyMap<string, { at: number; micro: bigint }>): void {
    this.#spent = new Map(spent)
  }

  #spentRecently(): bigint {
    const since = this.#now() - FEE_WINDOW_MS
    let sum = 0n
    for (const [slot, s] of this.#spent) {
      if (s.at <= since) this.#spent.delete(slot)
      else sum += s.micro
    }
    return sum
  }
}
