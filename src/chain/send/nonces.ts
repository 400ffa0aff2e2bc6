import type { PublicClient } from 'viem'
import type { Address } from '../profile'

/** The next nonce this tab has used per chain and sender, in case a node's pending count lags. */
const used = new Map<string, number>()
const keyOf = (chainId: number, address: Address) => `${chainId}:${address.toLowerCase()}`

/**
 * The nonce for the next transaction: the node's pending count, or one past the last this tab broadcast if
 * that is higher (so two sends in a row never reuse a nonce).
 */
export async function nextNonce(client: PublicClient, args: { chainId: number; address: Address }) {
  const pending = await client.getTransactionCount({ address: args.address, blockTag: 'pending' })
  return Math.max(pending, used.get(keyOf(args.chainId, args.address)) ?? 0)
}

/** Records a broadcast nonce, so the next send starts after it. */
export function markNonceUsed(args: { chainId: number; address: Address; nonce: number }) {
  const key = keyOf(args.chainId, args.address)
  used.set(key, Math.max(used.get(key) ?? 0, args.nonce + 1))
}
