import type { NetworkId } from '../catalogue/networks'
import type { TokenKey } from '../catalogue/tokens'

/** Which way the money went, seen from the wallet. */
export type HistoryDirection = 'sent' | 'received' | 'self'

/** Where a transaction stands; `pending` only ever comes from the activity store. */
export type HistoryStatus = 'pending' | 'confirmed' | 'failed' | 'dropped' | 'replaced'

/**
 * One row of recent transactions: what moved (token or native coin, in base units), which way, with whom,
 * on which network, and how it ended. `intent` names a contract call the app made (supply, borrow…).
 */
export type HistoryItem = {
  hash: `0x${string}`
  network: NetworkId
  /** null for the network's native coin. */
  token: TokenKey | null
  symbol: string
  decimals: number
  /** Base units of the asset moved. */
  amount: bigint
  direction: HistoryDirection
  counterparty: `0x${string}` | null
  status: HistoryStatus
  /** Milliseconds since the epoch. */
  timeStamp: number
  intent?: string
}

/** The fields of an activity-store entry the merge needs (the store's `ActivityEntry` fits). */
export type ActivityLike = {
  hash: `0x${string}`
  network: NetworkId
  intent: { kind: string; to?: string }
  tokenKey?: TokenKey
  amount?: bigint
  target: string
  status: HistoryStatus
  createdAt: number
}
