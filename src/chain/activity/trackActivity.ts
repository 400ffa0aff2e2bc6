import type { PublicClient } from 'viem'
import type { ActivityEntry, ActivityStatus } from '../pipeline/types'

/** What became of one pending transaction. */
export type ActivityUpdate = { hash: ActivityEntry['hash']; status: Exclude<ActivityStatus, 'pending'> }

/**
 * Looks at each pending entry on its chain: a receipt makes it confirmed (status success) or failed
 * (reverted); no receipt while the sender's mined nonce has already passed the entry's nonce means another
 * transaction took that nonce, so it was dropped or replaced. Entries still waiting give no update; a chain
 * that cannot be reached leaves its entries pending for the next look.
 * @example
 * for (const u of await trackActivity((id) => clients[id], pending)) await updateActivity(u.hash, u)
 */
export async function trackActivity(
  clientFor: (chainId: number) => PublicClient | undefined,
  entries: readonly ActivityEntry[],
): Promise<ActivityUpdate[]> {
  const pending = entries.filter((e) => e.status === 'pending')
  const looks = await Promise.all(
    pending.map(async (entry): Promise<ActivityUpdate | null> => {
      const client = clientFor(entry.chainId)
      if (!client) return null
      try {
        const receipt = await client.getTransactionReceipt({ hash: entry.hash }).catch((error: unknown) => {
          if (error instanceof Error && error.name === 'TransactionReceiptNotFoundError') return null
          throw error
        })
        if (receipt)
          return { hash: entry.hash, status: receipt.status === 'success' ? 'confirmed' : 'failed' }
        const mined = await client.getTransactionCount({ address: entry.from, blockTag: 'latest' })
        return mined > entry.nonce ? { hash: entry.hash, status: 'dropped' } : null
      } catch (error) {
        console.warn('[activity] could not look at a pending transaction', entry.hash, error)
        return null
      }
    }),
  )
  return looks.filter((u): u is ActivityUpdate => u !== null)
}
