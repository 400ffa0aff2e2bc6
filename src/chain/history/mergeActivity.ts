import type { Transaction } from '../getHistory'
import type { ActivityEntry } from '../pipeline/types'

const keyOf = (network: string, hash: string) => `${network}:${hash.toLowerCase()}`

/** An activity entry the chain does not list (yet): in the token and amount of its step. */
const fromEntry = (e: ActivityEntry): Transaction => ({
  hash: e.hash,
  from: e.from,
  to: e.intent.kind === 'transfer' ? e.intent.to : null,
  valueWei: e.amount ?? 0n,
  timeStamp: e.createdAt,
  isError: e.status === 'failed',
  network: e.network,
  token: e.tokenKey ?? null,
  status: e.status,
  ...(e.step === 'transfer' ? {} : { step: e.step }),
})

/**
 * Home's recent transactions: the chain's history joined with the activity store (DESIGN.md §4a). A
 * transaction the chain already lists keeps the chain's amounts, is named by the intent the app recorded (a
 * deposit, a borrow…) and is `confirmed` or `failed` as the chain says; one the chain does not list yet (not
 * mined, or mined before the explorer caught up, or never to be mined) is shown from the store, in the token
 * and amount of its step, with the store's status. Pending first, then newest first, at most `limit`.
 * @example mergeActivity(await getHistory(clients, { address, profile }), await readActivity({ from: address }))
 */
export function mergeActivity(
  chain: readonly Transaction[],
  activity: readonly ActivityEntry[],
  limit = 5,
): Transaction[] {
  const byKey = new Map(activity.map((e) => [keyOf(e.network, e.hash), e]))
  const listed = new Set<string>()
  const named = chain.map((tx): Transaction => {
    const entry = byKey.get(keyOf(tx.network, tx.hash))
    if (!entry) return tx
    listed.add(keyOf(entry.network, entry.hash))
    const status = tx.isError ? 'failed' : 'confirmed'
    return entry.step === 'transfer' ? { ...tx, status } : { ...tx, step: entry.step, status }
  })
  const unlisted = activity.filter((e) => !listed.has(keyOf(e.network, e.hash))).map(fromEntry)
  const newestFirst = (a: Transaction, b: Transaction) => b.timeStamp - a.timeStamp
  const pending = unlisted.filter((t) => t.status === 'pending').sort(newestFirst)
  const settled = [...named, ...unlisted.filter((t) => t.status !== 'pending')].sort(newestFirst)
  return [...pending, ...settled].slice(0, limit)
}
