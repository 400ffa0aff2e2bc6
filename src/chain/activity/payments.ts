import type { PaymentOutcome } from '../../domain/history/paymentOutcome'
import type { ActivityEntry, ActivityStatus, ReplacementKind } from '../pipeline/types'

export type { PaymentOutcome }

/**
 * One payment as the user thinks of it: the transaction first sent and every replacement sent on its nonce,
 * shown as one row with where the payment stands.
 */
export type Payment = {
  /** The first transaction of the payment the store still has: the row shows its intent, token and amount. */
  original: ActivityEntry
  /** Every transaction of the payment in the order sent, the original first. */
  attempts: ActivityEntry[]
  /** The transaction that was mined (confirmed or failed), if any. */
  mined: ActivityEntry | null
  /** The newest transaction still waiting: the one a speed-up or cancel would replace. */
  waiting: ActivityEntry | null
  /** Where the payment stands: its mined transaction's status (`cancelled` when that was a cancel), else pending. */
  status: ActivityStatus
  outcome: PaymentOutcome | null
  /** While pending: the kind of replacement sent last, if any ("acelerada", "cancelación enviada"). */
  replacing: ReplacementKind | null
}

const keyOf = (chainId: number, hash: string) => `${chainId}:${hash.toLowerCase()}`
const isMined = (e: ActivityEntry) => e.status === 'confirmed' || e.status === 'failed'

function paymentOf(original: ActivityEntry, replacements: ActivityEntry[]): Payment {
  const attempts = [original, ...replacements.sort((a, b) => a.createdAt - b.createdAt)]
  const newest = attempts.at(-1) as ActivityEntry
  const mined = attempts.find(isMined) ?? null
  const waiting = mined ? null : ([...attempts].reverse().find((e) => e.status === 'pending') ?? null)
  let status: ActivityStatus
  let outcome: PaymentOutcome | null = null
  if (mined) {
    const kind = mined.replaces?.kind
    status = kind === 'cancel' && mined.status === 'confirmed' ? 'cancelled' : mined.status
    if (mined !== newest) outcome = mined === original ? 'originalFirst' : 'earlierFirst'
    else if (kind === 'cancel') outcome = 'cancelled'
    else if (kind === 'speedUp') outcome = 'spedUp'
  } else if (waiting) {
    status = 'pending'
  } else {
    // Never mined, and no transaction of this app took the nonce: someone else's did.
    status = attempts.some((e) => e.status === 'cancelled') ? 'cancelled' : 'dropped'
  }
  return { original, attempts, mined, waiting, status, outcome, replacing: waiting?.replaces?.kind ?? null }
}

/**
 * The activity store's transactions as payments: each replacement (speed-up or cancel) joins the payment of the
 * transaction it replaced, so a payment sped up twice is still one row. A replacement whose original the store
 * no longer has starts its own payment. Payments come in the order `entries` first lists one of their
 * transactions.
 * @example groupPayments(await readActivity({ from })).filter((p) => p.status === 'pending')
 */
export function groupPayments(entries: readonly ActivityEntry[]): Payment[] {
  const byKey = new Map(entries.map((e) => [keyOf(e.chainId, e.hash), e]))
  const rootOf = (entry: ActivityEntry): ActivityEntry => {
    let current = entry
    const seen = new Set<ActivityEntry>()
    while (current.replaces && !seen.has(current)) {
      seen.add(current)
      const previous = byKey.get(keyOf(current.chainId, current.replaces.hash))
      if (!previous) break
      current = previous
    }
    return current
  }
  const groups = new Map<ActivityEntry, ActivityEntry[]>()
  for (const entry of entries) {
    const root = rootOf(entry)
    if (!groups.has(root)) groups.set(root, [])
    if (entry !== root) groups.get(root)?.push(entry)
  }
  return [...groups].map(([original, replacements]) => paymentOf(original, replacements))
}

/**
 * Whether a pending transaction can be sped up or cancelled from the activity list. Both need what was signed
 * (entries recorded before speed-up existed have none). A speed-up re-sends the pending call alone, so not an
 * approval that a later step of its plan uses (the key worker signs an approval only beside the step that takes
 * it); a pending cancel is "sped up" by cancelling again.
 * @example replacementOffers(entry) // { speedUp: true, cancel: true }
 */
export function replacementOffers(entry: ActivityEntry): Record<ReplacementKind, boolean> {
  if (entry.status !== 'pending' || !entry.sent) return { speedUp: false, cancel: false }
  const approval = entry.step === 'approve' && (entry.amount ?? 0n) > 0n
  return { speedUp: !approval && entry.replaces?.kind !== 'cancel', cancel: true }
}
