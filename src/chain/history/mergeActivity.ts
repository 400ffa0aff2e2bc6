import { describeEntry } from '../activity/describeEntry'
import { groupPayments, type Payment } from '../activity/payments'
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
  ...named(e),
})

/** A contract call of the app: its step, and what it is ({@link describeEntry}: an approval is not a deposit). */
const named = (e: ActivityEntry): Pick<Transaction, 'step' | 'described'> =>
  e.step === 'transfer' ? {} : { step: e.step, described: describeEntry(e) }

/** What the row of a payment says beyond its transaction: how a replacement went, and what can be done now. */
const paymentFields = (p: Payment): Partial<Transaction> => ({
  payment: p.original.hash,
  status: p.status,
  ...(p.outcome ? { outcome: p.outcome } : {}),
  ...(p.replacing ? { replacing: p.replacing } : {}),
  ...(p.waiting ? { waiting: p.waiting } : {}),
})

/**
 * The row of a payment: the chain's transaction when it lists the one mined (its amounts win); else what the
 * payment was to do (the original's token, amount and recipient: a cancel waiting or mined moves none of it,
 * and the row still names the payment), under the hash of the transaction that stands for it now.
 */
function rowOf(p: Payment, listed: Transaction | undefined): Transaction {
  const shown = p.mined ?? p.waiting ?? (p.attempts.at(-1) as ActivityEntry)
  if (listed && p.status !== 'cancelled') {
    const status = listed.isError ? 'failed' : 'confirmed'
    return { ...listed, ...named(shown), ...paymentFields(p), status }
  }
  const base = fromEntry(p.original)
  return { ...base, hash: shown.hash, timeStamp: listed?.timeStamp ?? base.timeStamp, ...paymentFields(p) }
}

/**
 * Home's recent transactions: the chain's history joined with the activity store (DESIGN.md §4a), one row per
 * payment: a transaction sped up or cancelled and its replacements are one row, saying where the payment
 * stands ("Acelerada", "Cancelada", "La original se confirmó antes…"), never two. A transaction the chain
 * already lists keeps the chain's amounts, is named by the intent the app recorded (a deposit, a borrow…) and
 * is `confirmed` or `failed` as the chain says; one the chain does not list yet (not mined, or mined before the
 * explorer caught up, or never to be mined) is shown from the store, in the token and amount of its step, with
 * the store's status. Pending first, then newest first, at most `limit`.
 * @example mergeActivity(await getHistory(clients, { address, profile }), await readActivity({ from: address }))
 */
export function mergeActivity(
  chain: readonly Transaction[],
  activity: readonly ActivityEntry[],
  limit = 5,
): Transaction[] {
  const payments = groupPayments(activity)
  const paymentByKey = new Map<string, Payment>()
  for (const p of payments) for (const e of p.attempts) paymentByKey.set(keyOf(e.network, e.hash), p)
  /** The transaction each payment is listed under: a transaction moving two tokens has two chain rows. */
  const listed = new Map<Payment, string>()
  const named = chain.flatMap((tx): Transaction[] => {
    const key = keyOf(tx.network, tx.hash)
    const payment = paymentByKey.get(key)
    if (!payment) return [tx]
    // One payment, one transaction on screen: another of its transactions the chain lists stays out.
    if ((listed.get(payment) ?? key) !== key) return []
    listed.set(payment, key)
    return [rowOf(payment, tx)]
  })
  const unlisted = payments.filter((p) => !listed.has(p)).map((p) => rowOf(p, undefined))
  const newestFirst = (a: Transaction, b: Transaction) => b.timeStamp - a.timeStamp
  const pending = unlisted.filter((t) => t.status === 'pending').sort(newestFirst)
  const settled = [...named, ...unlisted.filter((t) => t.status !== 'pending')].sort(newestFirst)
  return [...pending, ...settled].slice(0, limit)
}
