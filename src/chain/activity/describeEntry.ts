import { describeStep, type StepDescription } from '../../domain/activity/describeStep'
import { approvalSpender } from '../pipeline/approvalSteps'
import type { ActivityEntry } from '../pipeline/types'

/**
 * What one transaction the app broadcast is ({@link describeStep}), from its activity entry: the spender of an
 * approval from the entry, or, for entries recorded before it was kept, from the call that was signed.
 * @example describeEntry(approvalEntry) // { action: 'approve', token: 'USDC', amount: 100_000_000n, moves: false, counterparty: { name: 'Aave v3', address: pool } }
 */
export function describeEntry(entry: ActivityEntry, names?: ReadonlyMap<string, string>): StepDescription {
  const { intent } = entry
  const spender =
    entry.spender ??
    approvalSpender(entry.sent?.data) ??
    (intent.kind === 'approve' || intent.kind === 'revoke' ? intent.spender : undefined)
  return describeStep(
    {
      step: entry.step,
      tokenKey: entry.tokenKey,
      amount: entry.amount,
      target: entry.target,
      spender,
      to: intent.kind === 'transfer' ? intent.to : entry.sent?.to,
      received:
        intent.kind === 'swap' && entry.received !== undefined
          ? { token: intent.toTokenKey, amount: entry.received }
          : undefined,
    },
    names,
  )
}
