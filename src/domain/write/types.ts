import type { Address, Hex } from 'viem'
import type { StepKind } from '../activity/stepKind'
import type { NetworkId } from '../catalogue/networks'
import type { ProtocolTarget } from '../catalogue/protocolTarget'
import type { TokenKey } from '../catalogue/tokens'

/**
 * The one path every write takes (DESIGN.md §4a):
 * intent → plan → simulate → review → sign → broadcast → track.
 * These types are the contract between the builders in src/chain (send/, protocols/), the pipeline
 * (simulate, execute, activity) and the machines and review view that show a plan to the user.
 */

export type { ProtocolTarget }

/**
 * What the user asked for, typed. Amounts are base units of the asset; `maxUint256` (`ALL`) means "all
 * of it": a withdraw, cooldown or repay of everything there is when the transaction lands, with the protocol's
 * own "everything" form, never a figure read earlier (which interest would outgrow by then).
 */
export type Intent =
  | { kind: 'transfer'; network: NetworkId; tokenKey: TokenKey; to: Address; amount: bigint }
  | { kind: 'approve'; network: NetworkId; tokenKey: TokenKey; spender: Address; amount: bigint }
  | { kind: 'revoke'; network: NetworkId; tokenKey: TokenKey; spender: Address }
  | {
      kind: 'supply' | 'withdraw' | 'stake' | 'cooldown' | 'unstake' | 'borrow' | 'repay'
      protocol: ProtocolTarget
      network: NetworkId
      tokenKey: TokenKey
      amount: bigint
    }
  /**
   * Takes back a pending transaction: 0 of the native coin from the wallet to itself, no data, on the pending
   * one's nonce with a higher fee. The key worker signs it only as exactly that one call.
   */
  | { kind: 'cancel'; network: NetworkId }
  /**
   * Swaps `amount` of `tokenKey` for `toTokenKey` on one network (issue 43): the quote the review showed
   * (`quotedOut`, base units of `toTokenKey`) and the slippage it stated (basis points) fix the least the swap
   * may pay back, which the key worker checks against the call's own minimum.
   */
  | {
      kind: 'swap'
      network: NetworkId
      tokenKey: TokenKey
      toTokenKey: TokenKey
      amount: bigint
      quotedOut: bigint
      slippageBps: number
    }

/** The kind of one step of a plan; the review names it with the text `plan.step.<kind>`. */
export type { StepKind }

/**
 * One transaction of a plan, ready to simulate and sign. `amount`/`tokenKey`/`target` are what the review
 * shows for this step ("1. Permitir 100 USDC a Aave v3"); `to`/`data`/`value` are what gets signed.
 */
export type PlannedCall = {
  step: StepKind
  to: Address
  value: bigint
  data?: Hex
  /** The asset this step moves or approves, when it has one. */
  tokenKey?: TokenKey
  /** Base units of `tokenKey` for this step (the approval amount for approve steps). */
  amount?: bigint
  /** Human name of the counterparty: the protocol ("Aave v3"), the recipient's address, a spender. */
  target: string
  /**
   * The step takes everything the wallet holds there (or owes: a repay-all) with the protocol's own
   * "everything" form; `amount` is then today's figure, and what moves includes whatever accrues until the
   * step lands. The review says "todo" / "all" beside that figure.
   */
  all?: true
  /**
   * The most this step accepts to lose against its quote, written into its calldata and stated in the review:
   * Yearn's `max_loss` (`maxLoss`) or a Curve minimum's slippage (`slippage`), in basis points.
   */
  bound?: { kind: 'maxLoss' | 'slippage'; bps: bigint }
}

/** How a pending transaction is replaced: the same call at a higher fee, or a 0-value call to oneself. */
export type ReplacementKind = 'speedUp' | 'cancel'

/**
 * The pending transaction a replacement plan takes the place of: its nonce (the replacement's), the fees it
 * was signed with (the replacement pays at least 10 % more of each), its gas limit (a speed-up keeps it) and
 * where it sits in its own plan.
 */
export type Replaces = {
  kind: ReplacementKind
  hash: Hex
  nonce: number
  fees: ReviewedFees
  gas: bigint
  planId: string
  stepIndex: number
  stepCount: number
}

/** An intent made into the ordered calls it needs, for one sender on one network. */
export type Plan = {
  intent: Intent
  network: NetworkId
  chainId: number
  from: Address
  calls: PlannedCall[]
  /** Set on a speed-up or cancel: one call, sent on the pending transaction's nonce. */
  replaces?: Replaces
}

/** One balance change the simulation saw for the sender: negative leaves the wallet, positive arrives. */
export type AssetChange = {
  /** Token contract, or null for the native coin. */
  token: Address | null
  /** Catalogue key when the token is in the catalogue (receipt tokens may not be). */
  tokenKey: TokenKey | null
  symbol: string
  decimals: number
  diff: bigint
  /**
   * The catalogue token a protocol's token stands for (`UNDERLYING_ASSET_ADDRESS()`: an Aave aToken or debt
   * token), when the token says and the catalogue has it on the plan's network.
   */
  underlying?: string
}

/** EIP-1559 fee fields fixed at review time; the fee ceiling the user agreed to. */
export type ReviewedFees = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }

/** A plan after simulation: what it changes, the gas of each call (estimate + 20 %) and the fee ceiling. */
export type SimulatedPlan = Plan & {
  /** Gas limit per call, same order as `calls`. */
  gasLimits: bigint[]
  fees: ReviewedFees
  /** Σ gasLimit × maxFeePerGas, in wei of the native coin: the most the whole plan can cost. */
  maxFee: bigint
  /** Sender's balance changes over the whole plan; empty when the node could not trace them. */
  assetChanges: AssetChange[]
  /** How the plan was simulated: `eth_simulateV1` with asset tracing, or per-call `eth_call` + estimate. */
  simulation: 'simulateV1' | 'call'
}

/**
 * The life of one broadcast transaction in the activity store: mined (`confirmed`, or `failed` when it
 * reverted), or never to be mined because another transaction took its nonce (`cancelled` when that one was
 * this app's cancel, `replaced` when it was another of this app's — a speed-up, or the original that was
 * mined before its replacement —, `dropped` otherwise).
 */
export type ActivityStatus = 'pending' | 'confirmed' | 'failed' | 'dropped' | 'replaced' | 'cancelled'

/** What was signed for one transaction: enough to send it again at a higher fee on the same nonce. */
export type SentTransaction = {
  to: Address
  value: bigint
  data?: Hex
  gas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
}

/** One transaction the app broadcast, as kept in the activity store (IndexedDB, shared by all tabs). */
export type ActivityEntry = {
  hash: Hex
  chainId: number
  network: NetworkId
  from: Address
  nonce: number
  /** The intent of the plan this transaction belongs to, and its position in that plan. */
  intent: Intent
  planId: string
  stepIndex: number
  stepCount: number
  step: StepKind
  tokenKey?: TokenKey
  amount?: bigint
  target: string
  /** The spender of an approve, reset or revoke step (entries recorded before it was kept have only `sent.data`). */
  spender?: Address
  /**
   * What a swap step brought in, in base units of its intent's `toTokenKey`: the Transfer to the wallet in its
   * receipt, written when it is confirmed ("Cambiaste 100 USDT por 99,97 USDC").
   */
  received?: bigint
  status: ActivityStatus
  /** ms since epoch. */
  createdAt: number
  updatedAt: number
  /** The call, gas and fees signed (entries recorded before speed-up existed have none: no actions then). */
  sent?: SentTransaction
  /** On a speed-up or cancel: the pending transaction it replaces (same nonce), and how. */
  replaces?: { hash: Hex; kind: ReplacementKind }
}
