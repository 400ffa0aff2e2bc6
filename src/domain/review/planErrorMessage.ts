import { TRANSACTION_FAILED } from '../send/errors'

/** Spec §8: the fallback when a failure carries no message at all. */
export const UNKNOWN_ERROR = 'Unknown error'

const firstLine = (text: unknown) =>
  typeof text === 'string' && text.trim() ? (text.split('\n')[0] ?? '').trim() : null

/**
 * The text a failed plan shows, in the spec's form: the error's short message ('Transfer simulate
 * failed: …', 'No wallet available') and, when its cause says more, the cause's short message after a
 * dash; the error's message otherwise; `fallback` ('Transaction failed' or 'Unknown error') when neither.
 * @example planErrorMessage(new Error('nonce too low')) // 'nonce too low'
 */
export function planErrorMessage(error: unknown, fallback = TRANSACTION_FAILED): string {
  if (!error || typeof error !== 'object') return fallback
  const e = error as { shortMessage?: unknown; message?: unknown; cause?: unknown }
  const short = firstLine(e.shortMessage)
  if (!short) return firstLine(e.message) ?? fallback
  const cause = e.cause as { shortMessage?: unknown } | undefined
  const nested = cause && typeof cause === 'object' ? firstLine(cause.shortMessage) : null
  return nested && !short.includes(nested) ? `${short} - ${nested}` : short
}
