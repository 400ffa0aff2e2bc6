import { networks } from '../catalogue/networks'
import { tokens } from '../catalogue/tokens'
import type { ActivityLike, HistoryItem } from './historyItem'

/** How many rows home shows. */
export const homeHistoryLimit = 5

function fromActivity(entry: ActivityLike): HistoryItem {
  const token = entry.tokenKey ? tokens[entry.tokenKey] : null
  const counterparty = (entry.intent.to ?? entry.target) as `0x${string}`
  return {
    hash: entry.hash,
    network: entry.network,
    token: entry.tokenKey ?? null,
    symbol: token?.symbol ?? networks[entry.network].nativeSymbol,
    decimals: token?.decimals ?? 18,
    amount: entry.amount ?? 0n,
    direction: 'sent',
    counterparty,
    status: entry.status,
    timeStamp: entry.createdAt,
    intent: entry.intent.kind,
  }
}

const key = (network: string, hash: string) => `${network}:${hash.toLowerCase()}`

/**
 * Merges what the chain says with what the app itself sent: one row per transaction hash (the chain's
 * amounts and counterparty win once it has them; the activity entry names the intent and gives the status
 * while the chain does not know the transaction yet), pending first, then newest first, at most `limit`.
 */
export function mergeHistory(
  chain: readonly HistoryItem[],
  activity: readonly ActivityLike[],
  limit = homeHistoryLimit,
): HistoryItem[] {
  const byHash = new Map<string, HistoryItem>()
  for (const item of chain) {
    const k = key(item.network, item.hash)
    if (!byHash.has(k)) byHash.set(k, item)
  }
  for (const entry of activity) {
    const k = key(entry.network, entry.hash)
    const known = byHash.get(k)
    if (!known) {
      byHash.set(k, fromActivity(entry))
    } else {
      const status =
        known.status === 'failed' ? 'failed' : entry.status === 'pending' ? 'confirmed' : entry.status
      byHash.set(k, { ...known, intent: entry.intent.kind, status })
    }
  }
  return [...byHash.values()]
    .sort(
      (a, b) => Number(b.status === 'pending') - Number(a.status === 'pending') || b.timeStamp - a.timeStamp,
    )
    .slice(0, limit)
}
