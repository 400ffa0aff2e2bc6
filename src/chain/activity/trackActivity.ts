import { formatTransactionReceipt, type PublicClient, type TransactionReceipt } from 'viem'
import { uniswapV3, wrapDirection, wrappedNative } from '../../domain/catalogue/swapVenues'
import { tokens } from '../../domain/catalogue/tokens'
import type { ActivityEntry, ActivityStatus } from '../pipeline/types'

/** What became of one pending transaction; a confirmed swap also says what it brought in. */
export type ActivityUpdate = {
  hash: ActivityEntry['hash']
  status: Exclude<ActivityStatus, 'pending'>
  received?: bigint
}

/** The part of an update the activity store keeps: the status, and what a swap brought in. */
export const updatePatch = (u: ActivityUpdate): Pick<ActivityEntry, 'status' | 'received'> =>
  u.received === undefined ? { status: u.status } : { status: u.status, received: u.received }

const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** WETH9's `Deposit(address indexed dst, uint256 wad)`: a wrap minted this much to dst. */
const DEPOSIT_TOPIC = '0xe1fffcc4923d04b559f4d29a8bfc6cda04eb5b0d3c460751c2402c5c5cc9109c'
/** WETH9's `Withdrawal(address indexed src, uint256 wad)`: an unwrap sent this much native coin back to src. */
const WITHDRAWAL_TOPIC = '0x7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b65'

/**
 * What a mined swap paid the wallet: the sum of its receipt's Transfer logs of the intent's target token to the
 * sender (a wrap or unwrap: WETH9's Deposit or Withdrawal logs for the sender; to the native coin through
 * Uniswap: what WETH9 unwrapped for the router); undefined for any other step.
 */
export function swapReceived(entry: ActivityEntry, receipt: TransactionReceipt): bigint | undefined {
  if (entry.step !== 'swap' || entry.intent.kind !== 'swap' || receipt.status !== 'success') return undefined
  const { network, tokenKey, toTokenKey } = entry.intent
  const to = `0x${entry.from.slice(2).toLowerCase().padStart(64, '0')}`
  const wrap = wrapDirection(network, tokenKey, toTokenKey)
  if (wrap) {
    const wrapped = tokens[wrap === 'wrap' ? toTokenKey : tokenKey].address?.toLowerCase()
    const topic = wrap === 'wrap' ? DEPOSIT_TOPIC : WITHDRAWAL_TOPIC
    return receipt.logs
      .filter(
        (l) =>
          l.address.toLowerCase() === wrapped && l.topics[0] === topic && l.topics[1]?.toLowerCase() === to,
      )
      .reduce((sum, l) => sum + BigInt(l.data), 0n)
  }
  const token = tokens[toTokenKey].address?.toLowerCase()
  if (!token) {
    // To the native coin through Uniswap: the router unwrapped all it got (WETH9's Withdrawal from the router),
    // then sent it to the wallet in the same call.
    const router = `0x${uniswapV3.swapRouter.slice(2).toLowerCase().padStart(64, '0')}`
    const wrapped = wrappedNative[network].address.toLowerCase()
    const logs = receipt.logs.filter(
      (l) =>
        l.address.toLowerCase() === wrapped &&
        l.topics[0] === WITHDRAWAL_TOPIC &&
        l.topics[1]?.toLowerCase() === router,
    )
    return logs.length ? logs.reduce((sum, l) => sum + BigInt(l.data), 0n) : undefined
  }
  return receipt.logs
    .filter(
      (l) =>
        l.address.toLowerCase() === token &&
        l.topics[0] === TRANSFER_TOPIC &&
        l.topics[2]?.toLowerCase() === to,
    )
    .reduce((sum, l) => sum + BigInt(l.data), 0n)
}

const settled = (entry: ActivityEntry, receipt: TransactionReceipt): ActivityUpdate => {
  const received = swapReceived(entry, receipt)
  return {
    hash: entry.hash,
    status: receipt.status === 'success' ? 'confirmed' : 'failed',
    ...(received === undefined ? {} : { received }),
  }
}

/**
 * The transaction's receipt, or null while there is none: the node's own answer to eth_getTransactionReceipt,
 * formatted as viem formats it. Not viem's getTransactionReceipt, which answers "none yet" by building an error:
 * the watcher asks every second while a transaction is pending, and building that error (its message, its
 * details) was a long task each second on the unlock bench's phone (80 ms at 4× CPU), for as long as a
 * transaction stayed pending.
 */
async function receiptOf(
  client: PublicClient,
  hash: ActivityEntry['hash'],
): Promise<TransactionReceipt | null> {
  const raw = await client.request({ method: 'eth_getTransactionReceipt', params: [hash] })
  if (!raw) return null
  const format = client.chain?.formatters?.transactionReceipt?.format ?? formatTransactionReceipt
  return format(raw) as TransactionReceipt
}

const sameSlot = (a: ActivityEntry, b: ActivityEntry) =>
  a.chainId === b.chainId && a.nonce === b.nonce && a.from.toLowerCase() === b.from.toLowerCase()

/** One chain's look: receipts and the senders' mined nonces, asked in the same tick. */
async function lookOnChain(
  client: PublicClient,
  pending: readonly ActivityEntry[],
  known: readonly ActivityEntry[],
): Promise<ActivityUpdate[]> {
  const senders = [...new Set(pending.map((e) => e.from.toLowerCase() as ActivityEntry['from']))]
  // Asked together: on a batching client (the watcher's) this is one HTTP request for the whole chain.
  const [mined, receipts] = await Promise.all([
    Promise.all(senders.map((address) => client.getTransactionCount({ address, blockTag: 'latest' }))),
    Promise.all(pending.map((e) => receiptOf(client, e.hash))),
  ])
  const minedNonce = new Map(senders.map((address, i) => [address, mined[i] ?? 0]))
  const receiptByHash = new Map(pending.map((e, i) => [e.hash, receipts[i] ?? null]))
  const updates: ActivityUpdate[] = []
  for (const entry of pending) {
    const receipt = receiptByHash.get(entry.hash)
    if (receipt) {
      updates.push(settled(entry, receipt))
      continue
    }
    if ((minedNonce.get(entry.from.toLowerCase() as ActivityEntry['from']) ?? 0) <= entry.nonce) continue
    // The nonce is spent. A node may answer a batch's calls in any order, so the receipt is asked once more,
    // strictly after the nonce was read: still none means another transaction took the nonce.
    const late = await receiptOf(client, entry.hash)
    if (late) {
      updates.push(settled(entry, late))
      continue
    }
    const sibling = known.find(
      (other) =>
        other.hash !== entry.hash &&
        sameSlot(other, entry) &&
        (other.status === 'confirmed' || other.status === 'failed' || receiptByHash.get(other.hash)),
    )
    // The app's own cancel took the nonce: the payment was cancelled. Any other of its transactions (a speed-up,
    // or the original mined before its replacement): replaced. Someone else's: dropped.
    const status = !sibling ? 'dropped' : sibling.replaces?.kind === 'cancel' ? 'cancelled' : 'replaced'
    updates.push({ hash: entry.hash, status })
  }
  return updates
}

/**
 * Looks at each pending entry on its chain, one round per chain: a receipt makes it confirmed (status
 * success) or failed (reverted); no receipt while the sender's mined nonce has already passed the entry's
 * nonce means another transaction took that nonce: `cancelled` when that one is this app's cancel (among
 * `entries`), `replaced` when it is another of this app's (a speed-up, or the original that was mined before
 * the replacement), `dropped` otherwise. Entries still waiting give no update; a chain that cannot be reached leaves
 * its entries pending for the next look. Pass every entry of the sender, not only the pending ones, so a
 * replacement that already settled is recognised.
 * @example
 * for (const u of await trackActivity((id) => clients[id], entries)) await updateActivity(u.hash, u)
 */
export async function trackActivity(
  clientFor: (chainId: number) => PublicClient | undefined,
  entries: readonly ActivityEntry[],
): Promise<ActivityUpdate[]> {
  const pending = entries.filter((e) => e.status === 'pending')
  const chainIds = [...new Set(pending.map((e) => e.chainId))]
  const looks = await Promise.all(
    chainIds.map(async (chainId) => {
      const client = clientFor(chainId)
      if (!client) return []
      const onChain = pending.filter((e) => e.chainId === chainId)
      try {
        return await lookOnChain(client, onChain, entries)
      } catch (error) {
        console.warn('[activity] could not look at pending transactions on chain', chainId, error)
        return []
      }
    }),
  )
  return looks.flat()
}
