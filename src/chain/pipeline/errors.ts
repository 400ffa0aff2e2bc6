import { decodeErrorResult, type Hex, toFunctionSelector } from 'viem'
import { errorAction } from '../../domain/activity/describeStep'
import { WalletError } from '../../domain/errors/base'
import { amountValue, type ErrorMessage, reasonMessage } from '../../domain/errors/message'
import type { ReplacementKind, ReviewedFees, StepKind } from './types'

/** The contract's own revert reason, decoded from the revert data a node sent back (`Error(string)`). */
function revertReason(error: unknown): string | null {
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    const { data, cause } = current as { data?: unknown; cause?: unknown }
    if (typeof data === 'string' && data.startsWith('0x08c379a0')) {
      try {
        const decoded = decodeErrorResult({ abi: [], data: data as Hex })
        if (decoded.errorName === 'Error' && typeof decoded.args[0] === 'string') return decoded.args[0]
      } catch {
        return null
      }
    }
    current = cause
  }
  return null
}

/**
 * The reverts of the written protocols that mean their state refuses the plan (issue 42), in the words the
 * plan's own refusal uses: a Yearn strategy's loss past max_loss, liquidity it cannot free, its deposit limit, a
 * shut-down Convex pool, a Curve minimum the pool's price moved past. Met when the state changed between the
 * plan and its simulation (or its block).
 */
const protocolReverts: Record<string, ErrorMessage> = {
  'too much loss': { key: 'pipeline.refused.yearnLoss' },
  'insufficient assets in vault': { key: 'pipeline.refused.yearnShort' },
  'exceed deposit limit': { key: 'pipeline.refused.yearnNoRoom' },
  'pool is closed': { key: 'pipeline.refused.convexShutdown' },
  shutdown: { key: 'pipeline.refused.convexShutdown' },
  'Slippage screwed you': { key: 'pipeline.refused.curveSlippage' },
  'Not enough coins removed': { key: 'pipeline.refused.curveSlippage' },
}
/** Comet's `Paused()` (a custom error: no reason string). */
const COMET_PAUSED = toFunctionSelector('Paused()')

/** Comet's Paused() anywhere in the error's revert data. */
function cometPaused(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    const { data, cause } = current as { data?: unknown; cause?: unknown }
    if (typeof data === 'string' && data.toLowerCase() === COMET_PAUSED) return true
    if (data && typeof data === 'object' && (data as { errorName?: unknown }).errorName === 'Paused')
      return true
    current = cause
  }
  return false
}

/**
 * The reason inside a node or viem error, as spec 001 §8 asks: what the node said and the contract's
 * revert reason joined with a dash (`reasonMessage`), the revert reason decoded here where viem left it as
 * data (an `eth_call` or `estimateGas` revert). A written protocol's refusal (Yearn's "too much loss", a
 * shut-down Convex pool, Comet's Paused(), a Curve minimum) is said in plain words instead.
 * @example reasonOf(callRevert) // { key: 'error.joined', values: { short: { key: 'error.reverted' }, nested: '28' } }
 */
export function reasonOf(error: unknown): ErrorMessage {
  const reason = revertReason(error)
  const known = reason === null ? undefined : protocolReverts[reason]
  if (known) return known
  if (cometPaused(error)) return { key: 'pipeline.refused.cometPaused' }
  return reasonMessage(error, reason)
}

/** The first line a log gets of what went wrong underneath. */
function logLine(cause: unknown): string {
  const e = cause as { shortMessage?: unknown; message?: unknown } | undefined
  const text = typeof e?.shortMessage === 'string' ? e.shortMessage : e?.message
  return typeof text === 'string' ? (text.split('\n')[0] ?? '') : ''
}

/**
 * A step of a plan that reverted in simulation: nothing was signed. Its text is the spec's form,
 * '<Action> simulate failed: {reason}' (`pipeline.simulateFailed.<action>`), the reason a value of its own.
 * @example new SimulationFailedError('approve', 0, reasonOf(error), { cause: error }).toErrorMessage()
 * // { key: 'pipeline.simulateFailed.approve', values: { reason: { key: 'error.joined', … } } }
 */
export class SimulationFailedError extends WalletError {
  override name = 'SimulationFailedError'
  readonly step: StepKind
  readonly stepIndex: number
  readonly reason: ErrorMessage
  constructor(step: StepKind, stepIndex: number, reason: ErrorMessage, options: { cause?: unknown } = {}) {
    super(`pipeline.simulateFailed.${errorAction(step)}`, {
      ...options,
      details: `step ${stepIndex + 1}: ${logLine(options.cause)}`,
    })
    this.step = step
    this.stepIndex = stepIndex
    this.reason = reason
  }

  override toErrorMessage(): ErrorMessage {
    return { key: this.shortMessage, values: { reason: this.reason } }
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
    super('pipeline.feeAboveCeiling', { details: `new max fee ${maxFee} wei` })
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
 * steps were mined. Its text is the spec's '<Action> failed: {reason}' (`pipeline.stepFailed.<action>`).
 */
export class PlanStepFailedError extends WalletError {
  override name = 'PlanStepFailedError'
  readonly step: StepKind
  readonly stepIndex: number
  /** Hashes of the steps before it, all confirmed. */
  readonly confirmed: readonly `0x${string}`[]
  readonly hash: `0x${string}` | null
  readonly reason: ErrorMessage
  constructor(
    step: StepKind,
    stepIndex: number,
    reason: ErrorMessage,
    confirmed: readonly `0x${string}`[],
    options: { hash?: `0x${string}` | null; cause?: unknown } = {},
  ) {
    super(`pipeline.stepFailed.${errorAction(step)}`, {
      cause: options.cause,
      details: `step ${stepIndex + 1}: ${options.cause ? logLine(options.cause) : reason.key}`,
    })
    this.step = step
    this.stepIndex = stepIndex
    this.confirmed = confirmed
    this.hash = options.hash ?? null
    this.reason = reason
  }

  override toErrorMessage(): ErrorMessage {
    return { key: this.shortMessage, values: { reason: this.reason } }
  }
}

/** Node answers that mean "that nonce is already used by a mined transaction". */
const NONCE_TOO_LOW = /nonce too low|nonce (is )?(too small|already used)|already known.*nonce|invalid nonce/i

/**
 * Whether a node refused a transaction because its nonce is already spent (viem's NonceTooLowError, or the
 * node's own words).
 * @example isNonceTooLow(await client.sendRawTransaction(raw).catch((e) => e)) // true for 'nonce too low'
 */
export function isNonceTooLow(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    const e = current as { name?: unknown; details?: unknown; message?: unknown; cause?: unknown }
    if (e.name === 'NonceTooLowError') return true
    for (const text of [e.details, e.message])
      if (typeof text === 'string' && NONCE_TOO_LOW.test(text)) return true
    current = e.cause
  }
  return false
}

/**
 * A speed-up or cancel came too late: the transaction it was to replace is already mined (the node refused the
 * nonce, or a block had taken it before anything was signed). Nothing of the replacement was sent.
 * Its text says so: 'replace.tooLate.<kind>'.
 */
export class ReplacementTooLateError extends WalletError {
  override name = 'ReplacementTooLateError'
  readonly kind: ReplacementKind
  constructor(kind: ReplacementKind, options: { cause?: unknown } = {}) {
    super(`replace.tooLate.${kind}`, { ...options, details: 'the nonce is already mined' })
    this.kind = kind
  }
}

/**
 * Step `stepIndex` of a plan was cancelled from the activity list while the plan waited for it: the steps after
 * it are not sent (they would need what it did). Its text is '<Action> failed: cancelled'.
 */
export class StepCancelledError extends PlanStepFailedError {
  override name = 'StepCancelledError'
  constructor(
    step: StepKind,
    stepIndex: number,
    confirmed: readonly `0x${string}`[],
    options: { hash?: `0x${string}` | null } = {},
  ) {
    super(step, stepIndex, { key: 'replace.stepCancelled' }, confirmed, options)
  }
}

/**
 * Without eth_simulateV1, step `stepIndex` (the action after an approval) was simulated again once the approval
 * was mined, and would now revert: it was never signed nor sent, and the approval before it was set back to 0
 * in its place, as the review said (issue 42). `fee` is what the mined steps and the reset cost, in wei of the
 * network's coin. Its text says all of it in plain words: 'pipeline.actionNotSent', or, when steps other than
 * approvals were mined before it (Convex's add to the Curve pool), 'pipeline.actionNotSent.afterSteps', which
 * says they stand.
 */
export class ActionNotSentError extends WalletError {
  override name = 'ActionNotSentError'
  readonly step: StepKind
  readonly stepIndex: number
  readonly reason: ErrorMessage
  /** The steps mined before it, then the reset's hash. */
  readonly confirmed: readonly `0x${string}`[]
  readonly resetHash: `0x${string}`
  readonly fee: bigint
  readonly symbol: string
  /** How many steps other than approvals were mined before it: what they did stands. */
  readonly earlierSteps: number
  constructor(
    step: StepKind,
    stepIndex: number,
    reason: ErrorMessage,
    spent: {
      confirmed: readonly `0x${string}`[]
      resetHash: `0x${string}`
      fee: bigint
      symbol: string
      earlierSteps?: number
    },
  ) {
    super('pipeline.actionNotSent', { details: `step ${stepIndex + 1}: ${reason.key}` })
    this.step = step
    this.stepIndex = stepIndex
    this.reason = reason
    this.confirmed = spent.confirmed
    this.resetHash = spent.resetHash
    this.fee = spent.fee
    this.symbol = spent.symbol
    this.earlierSteps = spent.earlierSteps ?? 0
  }

  override toErrorMessage(): ErrorMessage {
    return {
      key: this.earlierSteps > 0 ? `${this.shortMessage}.afterSteps` : this.shortMessage,
      values: {
        action: { key: `pipeline.action.${errorAction(this.step)}` },
        reason: this.reason,
        fee: amountValue(this.fee, 18),
        symbol: this.symbol,
      },
    }
  }
}
