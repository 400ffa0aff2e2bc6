import type { Address, Hex } from 'viem'
import type { ErrorMessage } from '../../domain/errors/message'
import type { assetLines, RecipientWarning } from '../../domain/review'
import type {
  ActivityEntry,
  Intent,
  Plan,
  ReplacementKind,
  ReviewedFees,
  SimulatedPlan,
} from '../../domain/write/types'
import type { PasswordReason, PlanReview } from '../../workers/vaultApi'
import type { ReviewFacts } from './planActors'

// The plan machine's input, context, events and output (planMachine.ts), which its flows and actors share.

export type PlanInput = {
  intent: Intent
  /** The sender; null when no wallet is loaded (the plan then fails with 'No wallet available'). */
  from: Address | null
  /**
   * The ENS name a transfer's recipient was typed as (normalised), shown beside the address; display only:
   * the intent carries the address, and the address is what the worker checks and signs. Asked again as the
   * plan is simulated, so the review never pairs the name with an address it no longer has.
   */
  recipientName?: string | null
  /**
   * A speed-up or cancel of a pending transaction (the activity list): the plan is that transaction's call
   * (or a cancel) on its nonce, at a higher fee, through this same review.
   */
  replacement?: { entry: ActivityEntry; kind: ReplacementKind }
  /**
   * The write ends when its last transaction is mined, not when it is broadcast (vault modals, lending
   * actions): a last step that reverts on chain is then the plan's failure. Send and speed-up end at broadcast.
   */
  waitForReceipt?: boolean
}

export type PlanContext = PlanInput & {
  /** The calls still to send: the whole plan, the rest of it after a partial failure, or a revoke. */
  plan: Plan | null
  /** The plan as simulated and reviewed: its fee ceiling is what the user agrees to. */
  simulated: SimulatedPlan | null
  /** Prices, payees and token contracts the review shows beside the simulation. */
  facts: ReviewFacts | null
  /**
   * Who receives a transfer: the address (the intent's, the one signed), the saved payee's name and the ENS
   * name it was typed as; null for protocol plans (the steps say where).
   */
  recipient: { address: Address; name: string | null; ensName: string | null } | null
  warnings: RecipientWarning[]
  /** What leaves the wallet, what arrives and the debt taken on or paid off, from the simulation, with USD where a price is known. */
  lines: ReturnType<typeof assetLines>
  /** i18n key of a note shown above the review (the network fee rose above the reviewed ceiling). */
  notice: 'review.notice.feeRose' | null
  /** The key worker's answer to this review: the id Confirm hands back, and whether it needs the password. */
  review: PlanReview | null
  /**
   * The review id the person confirmed in the signer's frame, with the password where the key worker asked for
   * it (docs/signer-plan.md steps 4 and 5): the worker then signs it, once, without a password, and the view
   * sends Confirm. Never the password itself.
   */
  approved: string | null
  /** i18n key of the message when the worker asked for the password only at Confirm. */
  passwordError: 'vault.passwordRequired' | null
  /** The hash of the plan's own action (the supply, the repay, the transfer), not of an approval around it. */
  actionHash: Hex | null
  /** Hashes of the transactions broadcast so far, in plan order (earlier attempts included). */
  hashes: Hex[]
  /** Index (0-based, in `plan.calls`) of the step being signed, or of the step that failed. */
  step: number
  /** Why the plan failed or stopped part-way, as the view translates it. */
  error: ErrorMessage | null
  /**
   * The failed step's own reason (the revert inside '<Action> simulate failed: {reason}' or '<Action> failed:
   * {reason}'), for a text that already names the step; null when the failure was not a step's.
   */
  reason: ErrorMessage | null
}

/** What the executing actor reports back while it signs and broadcasts the reviewed plan. */
export type ExecuteEvent =
  | { type: 'execute.broadcast'; index: number; hash: Hex }
  | { type: 'execute.done' }
  /** The fee rose above the reviewed ceiling; steps before `index` are mined, the rest go back to review. */
  | { type: 'execute.feeRose'; index: number; fees: ReviewedFees; maxFee: bigint }
  | { type: 'execute.partial'; index: number; error: ErrorMessage; reason: ErrorMessage }
  | { type: 'execute.error'; error: ErrorMessage }
  /**
   * The worker needs the password at Confirm, typed in the signer's frame (and says why, when it does): back to
   * the ready review, which shows the frame.
   */
  | {
      type: 'execute.password'
      key: 'vault.passwordRequired'
      reasons?: PasswordReason[]
    }
  /** The review id died (10 minutes, a lock, used): the worker reads the plan again. */
  | { type: 'execute.reviewExpired' }

export type PlanEvent =
  /**
   * Confirmar. When the review says the worker needs the password (a new recipient above the limit, high fees, a
   * loan), it answers only once the signer's frame said this review was approved (`review.approved`).
   */
  | { type: 'review.confirm' }
  /** The signer's frame: the person confirmed review `reviewId` there (with the password, where it asked). */
  | { type: 'review.approved'; reviewId: string }
  | { type: 'review.back' }
  | { type: 'plan.continue' }
  | { type: 'plan.revoke' }
  | { type: 'plan.dismiss' }
  | ExecuteEvent

/** How a plan ended, as the invoking machine receives it (`xstate.done.actor.<id>`'s output). */
export type PlanOutput =
  | { status: 'done'; hashes: Hex[]; actionHash: Hex | null }
  | { status: 'failed'; error: ErrorMessage; reason: ErrorMessage | null; hashes: Hex[] }
  | { status: 'cancelled'; hashes: Hex[] }
