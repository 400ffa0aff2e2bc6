import { WalletError } from '../../domain/errors/base'
import type { ErrorMessage } from '../../domain/errors/message'

type ErrorValues = NonNullable<ErrorMessage['values']>

/** Why a protocol's own state refuses a plan before anything is signed (issue 42), as `pipeline.refused.*` keys. */
export type ProtocolRefusal =
  | 'yearnLoss'
  | 'yearnLiquidity'
  | 'yearnFull'
  | 'cometSupplyPaused'
  | 'cometWithdrawPaused'
  | 'convexShutdown'

/**
 * The protocol would revert the plan, or take more than the review allows, as it stands now: a Yearn strategy
 * losing more than the max loss, a vault that cannot pay out or take more, Comet paused, a Convex pool shut down.
 * Thrown while planning, so the person reads why in plain words instead of a failed simulation.
 * @example new ProtocolRefusedError('yearnLiquidity', { amount: amountValue(400_000_000n, 6) })
 */
export class ProtocolRefusedError extends WalletError {
  override name = 'ProtocolRefusedError'
  readonly refusal: ProtocolRefusal
  readonly params: ErrorValues
  constructor(refusal: ProtocolRefusal, params: ErrorValues = {}) {
    super(`pipeline.refused.${refusal}`, { details: refusal })
    this.refusal = refusal
    this.params = params
  }

  override toErrorMessage(): ErrorMessage {
    return Object.keys(this.params).length
      ? { key: this.shortMessage, values: this.params }
      : { key: this.shortMessage }
  }
}
