import type { Transaction } from '../getHistory'
import type { ActivityEntry } from '../pipeline/types'

/**
 * Home's recent transactions: the chain's history joined with the activity store (DESIGN.md §4a). A
 * transaction the chain already lists keeps the chain's amounts and is named by the intent the app recorded
 * (a deposit, a borrow…); one the app broadcast that is not mined yet is listed first as pending, in the
 * token and amount of its step. Pending first, then newest first, at most `limit`.
 * @example mergeActivity(await getHistory(clients, { address, profile }), await readActivity({ from: address }))
 */
export function mergeActivity(
  chain: readonly Transaction[],
  activity: readonly ActivityEntry[],
  limit = 5,
): Transaction[] {
  const byHash = new Map(activity.map((e) => [`${e.chainId}:${e.hash.toLowerCase()}`, e]))
  const listed = new Set<string>()
  const named = chain.map((tx): Transaction => {
    const entry = [...byHash.values()].find(
      (e) => e.network === tx.network && e.hash.toLowerCase() === tx.hash.toLowerCase(),
    )
    if (!entry) return tx
    listed.add(`${entry.chainId}:${entry.hash.toLowerCase()}`)
    return entry.step === 'transfer' ? tx : { ...tx, step: entry.step }
  })
  const pending = activity
    .filter((e) => e.status === 'pending' && !listed.has(`${e.chainId}:${e.hash.toLowerCase()}`))
    .map(
      (e): Transaction => ({
        hash: e.hash,
        from: e.from,
        to: e.intent.kind === 'transfer' ? e.intent.to : null,
        valueWei: e.amount ?? 0n,
        timeStamp: e.createdAt,
        isError: false,
        network: e.network,
        token: e.tokenKey ?? null,
        pending: true,
        ...(e.step === 'transfer' ? {} : { step: e.step }),
      }),
    )
  return [...pending.sort((a, b) => b.timeStamp - a.timeStamp), ...named].slice(0, limit)
}
