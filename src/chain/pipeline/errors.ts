import { WalletError } from '../../domain/errors/base'
import type { ReviewedFees, StepKind } from './types'

/** Spec 001 §8: the catch-all texts when a write fails without a reason of its own. */
export const TRANSACTION_FAILED = 'Transaction failed'
export const UNKNOWN_ERROR = 'Unknown error'

/** The verb each step's messages start with ('Approve simulate failed: …'), as spec 001 §8 words them. */
export const stepAction: Record<StepKind, string> = {
  transfer: 'Transfer',
  approve: 'Approve',
  resetApproval: 'Approve',
  revoke: 'Revoke',
  supply: 'Supply',
  deposit: 'Supply',
  addLiquidity: 'Supply',
  withdraw: 'Withdraw',
  stake: 'Stake',
  cooldown: 'Cooldown',
  unstake: 'Unstake',
  borrow: 'Borrow',
  repay: 'Repay',
}

/** The `pipeline.action.*` key naming a step's verb in the user's language. */
export function actionKey(step: StepKind): string {
  return `pipeline.action.${stepAction[step].toLowerCase()}`
}

function firstLine(text: unknown): string | null {
  return typeof text === 'string' && text.trim() ? (text.trim().split('\n')[0] ?? null) : null
}

/**
 * The reason inside a node or viem error, as spec 001 §8 asks: the error's short message and the nested
 * (revert) reason joined with a dash; either alone when the other is missing or repeats it; 'Unknown error'
 * when there is neither.
 * @example reasonOf(viemRevertError) // 'Execution reverted - ERC20: transfer amount exceeds balance'
 */
export function reasonOf(error: unknown): string {
  let nested: string | null = null
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const e = current as { reason?: unknown; cause?: unknown }
    if (typeof e.reason === 'string' && e.reason) {
      nested = e.reason
      break
    }
    current = e.cause
  }
  let short: string | null = null
  if (error && typeof error === 'object') {
    const e = error as { shortMessage?: unknown; message?: unknown }
    short = firstLine(e.shortMessage) ?? firstLine(e.message)
  }
  if (short && nested && !short.includes(nested)) return `${short} - ${nested}`
  return nested ?? short ?? UNKNOWN_ERROR
}

/**
 * A step of a plan that reverted in simulation: nothing was signed. The text is the spec's form,
 * '<Action> simulate failed: {reason}'.
 * @example new SimulationFailedError('approve', 0, 'ERC20: insufficient allowance').shortMessage
 * // 'Approve simulate failed: ERC20: insufficient allowance'
 */
export class SimulationFailedError extends WalletError {
  override name = 'SimulationFailedError'
  readonly step: StepKind
  readonly stepIndex: number
  readonly reason: string
  /** The `pipeline` dictionary key and its values, for views that show the text in the user's language. */
  readonly messageKey = 'pipeline.simulateFailed'
  readonly messageValues: { action: string; reason: string }
  constructor(step: StepKind, stepIndex: number, reason: string, options: { cause?: unknown } = {}) {
    super(`${stepAction[step]} simulate failed: ${reason}`, { ...options, details: `step ${stepIndex + 1}` })
    this.messageValues = { action: actionKey(step), reason }
    this.step = step
    this.stepIndex = stepIndex
    this.reason = reason
  }
}

/**
 * The network now asks a higher fee than the ceiling the user reviewed (checked before signing, or a node
 * that refused a step for its fee). Step `stepIndex` and the ones after it were not sent; the flow goes back
 * to review them with these figures. `confirmed` are the earlier steps already mined.
 */
export class FeeAboveCeilingError extends WalletError {
  override name = 'FeeAboveCeilingError'
  readonly fees: ReviewedFees
  readonly maxFee: bigint
  readonly stepIndex: number
  readonly confirmed: readonly `0x${string}`[]
  readonly messageKey = 'pipeline.feeAboveCeiling'
  constructor(
    fees: ReviewedFees,
    maxFee: bigint,
    options: { stepIndex?: number; confirmed?: readonly `0x${string}`[] } = {},
  ) {
    super('The network fee rose above the reviewed maximum', { details: `new max fee ${maxFee} wei` })
    this.fees = fees
    this.maxFee = maxFee
    this.stepIndex = options.stepIndex ?? 0
    this.confirmed = options.confirmed ?? []
  }
}

/** Node answers that mean "the fee is too low for the block being built" (geth, anvil, erigon, nethermind). */
const FEE_REFUSAL =
  /max fee per gas less than block base fee|fee cap (is )?(less|lower) than (the )?(block )?base fee|maxFeePerGas.*(too low|below)|^transaction underpriced/i

/**
 * Whether a node refused a transaction for its fee (viem's FeeCapTooLowError, or the node's own words),
 * as opposed to anything else. A replacement refused as underpriced is a nonce clash, not a fee quote.
 * @example isFeeRefusal(await client.sendRawTransaction(raw).catch((e) => e)) // true for 'max fee per gas less than block base fee'
 */
export function isFeeRefusal(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    const e = current as { name?: unknown; details?: unknown; message?: unknown; cause?: unknown }
    if (e.name === 'FeeCapTooLowError') return true
    for (const text of [e.details, e.message]) {
      if (typeof text === 'string' && !/replacement/i.test(text) && FEE_REFUSAL.test(text.trim())) return true
    }
    current = e.cause
  }
  return false
}

/**
 * Step `stepIndex` of a plan failed on chain (reverted, or could not be sent) after `confirmed` earlier
 * steps were mined. The text is the spec's '<Action> failed: {reason}' form.
 */
export class PlanStepFailedError extends WalletError {
  override name = 'PlanStepFailedError'
  readonly step: StepKind
  readonly stepIndex: number
  /** Hashes of the steps before it, all confirmed. */
  readonly confirmed: readonly `0x${string}`[]
  readonly hash: `0x${string}` | null
  readonly messageKey = 'pipeline.stepFailed'
  readonly messageValues: { action: string; reason: string }
  constructor(
    step: StepKind,
    stepIndex: number,
    reason: string,
    confirmed: readonly `0x${string}`[],
    options: { hash?: `0x${string}` | null; cause?: unknown } = {},
  ) {
    super(`${stepAction[step]} failed: ${reason}`, { cause: options.cause, details: `step ${stepIndex + 1}` })
    this.messageValues = { action: actionKey(step), reason }
    this.step = step
    this.stepIndex = stepIndex
    this.confirmed = confirmed
    this.hash = options.hash ?? null
  }
}
