import { WalletError } from './base'

/**
 * A figure said in the reader's language when the text is made: exact plain decimal text (`.` separator,
 * no grouping, as `toDecimalString` writes it), as dollars when `usd` is set. Carried as text, not as a
 * formatted string, so Spanish reads `US$ 24.150,00` and English `$24,150.00` from the same error.
 * @example { decimal: '24150.00', usd: true }
 */
export type DecimalValue = { decimal: string; usd?: boolean }

/**
 * What an error's text is filled with: text shown as it came (a contract's own revert reason), a count,
 * a figure to write in the reader's language, an on-chain amount in base units, or another message, translated
 * in its turn.
 */
export type ErrorValue = string | number | DecimalValue | ErrorMessage | AmountValue

/**
 * An on-chain amount inside an error's text: base units as a decimal string (plain data, so it survives
 * `postMessage`), the token's decimals, and how many decimals to show at most (truncated, never rounded up,
 * no trailing zeros).
 * @example amountValue(4_999_500_000_000_000_000_000n, 18, 2) // shown '4.999,5' in Spanish, '4,999.5' in English
 */
export type AmountValue = { amount: string; decimals: number; shown: number }

/** An {@link AmountValue} of `amount` base units. */
export function amountValue(amount: bigint, decimals: number, shown = Math.min(decimals, 6)): AmountValue {
  return { amount: amount.toString(), decimals, shown }
}

/**
 * An error as it crosses every boundary (worker, plan child, flow, view): the i18n key of its text and the
 * values of its placeholders. Plain data, so it survives `postMessage` and snapshots; the view translates
 * it once (`useErrorText`), and nothing ever reads its words back.
 * @example { key: 'pipeline.stepFailed.borrow', values: { reason: { key: 'pipeline.transactionFailed' } } }
 */
export type ErrorMessage = { key: string; values?: Record<string, ErrorValue> }

/** Spec §8: the fallback of a write that failed without a reason of its own. */
export const transactionFailed: ErrorMessage = { key: 'pipeline.transactionFailed' }
/** Spec §8: the fallback of a failure that says nothing at all. */
export const unknownError: ErrorMessage = { key: 'pipeline.unknownError' }

/** The spec's "short message and nested message joined with a dash", each part translated on its own. */
export function joined(short: ErrorMessage, nested: string): ErrorMessage {
  return { key: 'error.joined', values: { short, nested } }
}

/**
 * What a node or viem complains of, by the error class's name (viem's `name`, never its words), most
 * telling first: a rejected signature says more than the HTTP request that carried the rejection.
 */
const nodeComplaints: [key: string, names: string[]][] = [
  ['error.userRejected', ['UserRejectedRequestError']],
  ['error.insufficientFunds', ['InsufficientFundsError']],
  ['error.nonce', ['NonceTooLowError', 'NonceTooHighError', 'NonceMaxValueError']],
  ['error.reverted', ['ContractFunctionRevertedError', 'ExecutionRevertedError', 'RawContractError']],
  [
    'error.rejected',
    [
      'TransactionRejectedRpcError',
      'FeeCapTooLowError',
      'FeeCapTooHighError',
      'TipAboveFeeCapError',
      'IntrinsicGasTooLowError',
      'IntrinsicGasTooHighError',
      'TransactionTypeNotSupportedError',
    ],
  ],
  ['error.timeout', ['TimeoutError', 'WaitForTransactionReceiptTimeoutError']],
  ['error.http', ['HttpRequestError', 'WebSocketRequestError', 'SocketClosedError']],
  [
    'error.rpc',
    [
      'RpcRequestError',
      'InternalRpcError',
      'UnknownRpcError',
      'InvalidInputRpcError',
      'InvalidParamsRpcError',
      'InvalidRequestRpcError',
      'LimitExceededRpcError',
      'MethodNotFoundRpcError',
      'MethodNotSupportedRpcError',
      'ResourceNotFoundRpcError',
      'ResourceUnavailableRpcError',
      'ParseRpcError',
      'UnknownNodeError',
    ],
  ],
]

type Link = { name?: unknown; reason?: unknown; shortMessage?: unknown; message?: unknown; cause?: unknown }

/** The error and the causes under it (viem nests a node's error a few levels down). */
function causesOf(error: unknown): Link[] {
  const links: Link[] = []
  let current = error
  while (current && typeof current === 'object' && links.length < 8) {
    links.push(current as Link)
    current = (current as Link).cause
  }
  return links
}

function firstLine(text: unknown): string | null {
  return typeof text === 'string' && text.trim() ? (text.trim().split('\n')[0] ?? null) : null
}

/**
 * The reason inside a failure (spec 001 §8): our own error's message when one is in the chain; else what
 * the node said (by its class) and the contract's revert reason joined with a dash; either alone when the
 * other is missing; else 'Unknown error', with the unknown thing's own line after the dash.
 * @param revert The contract's revert reason when the caller decoded it (else the first `reason` found).
 * @example reasonMessage(viemRevert) // { key: 'error.joined', values: { short: { key: 'error.reverted' }, nested: '28' } }
 */
export function reasonMessage(error: unknown, revert?: string | null): ErrorMessage {
  const links = causesOf(error)
  const own = links.find((link) => link instanceof WalletError) as WalletError | undefined
  if (own) return own.toErrorMessage()
  const reason = revert ?? links.map((link) => link.reason).find((r) => typeof r === 'string' && r) ?? null
  const names = links.map((link) => link.name)
  const complaint = nodeComplaints.find(([, known]) => names.some((name) => known.includes(name as string)))
  if (reason) return joined({ key: complaint?.[0] ?? 'error.reverted' }, reason as string)
  if (complaint) return { key: complaint[0] }
  const text = firstLine(links[0]?.shortMessage) ?? firstLine(links[0]?.message)
  return text ? joined(unknownError, text) : unknownError
}

/**
 * Turns anything caught into the `{ key, values }` that crosses every boundary, exactly once: a
 * `WalletError` says its own (a pipeline error its step and reason), a viem or node error becomes the
 * spec's '{short} - {nested}' reason, anything else 'Unknown error' with its own line, and nothing at all
 * 'Transaction failed'.
 * @example errorMessage(new SimulationFailedError('borrow', 0, reason)) // { key: 'pipeline.simulateFailed.borrow', values: { reason } }
 */
export function errorMessage(error: unknown): ErrorMessage {
  if (error instanceof WalletError) return error.toErrorMessage()
  const reason = reasonMessage(error)
  // A failure that says nothing at all is, as a whole, the spec's 'Transaction failed'.
  return reason === unknownError ? transactionFailed : reason
}

/**
 * The reason a pipeline step's own failure carries (a simulation's revert, a step refused or reverted on
 * chain: the `reason` of `SimulationFailedError` and `PlanStepFailedError`), read from the error itself, for a
 * text that already names the action (the loans page's 'Borrow failed: {reason}'); null for any other error.
 */
export function stepFailureReason(error: unknown): ErrorMessage | null {
  if (!(error instanceof WalletError)) return null
  const reason = (error as { reason?: unknown }).reason
  return typeof reason === 'object' && reason !== null && typeof (reason as ErrorMessage).key === 'string'
    ? (reason as ErrorMessage)
    : null
}
