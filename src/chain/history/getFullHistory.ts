import { type NetworkId, networkIds } from '../../domain/catalogue/networks'
import type { Clients } from '../clients'
import { type Transaction, withoutTokenCalls } from '../getHistory'
import type { Address, ChainProfile } from '../profile'
import { explorerHistory, type HistoryPart } from './explorerHistory'
import { nodeHistory } from './nodeHistory'

/** Everything the chain knows of a wallet, for the activity export. */
export type FullHistory = {
  /** Native and token transfers over the four networks, oldest first (a token call's 0-value row left out). */
  transactions: Transaction[]
  /** Network fee of each transaction the wallet itself sent, in wei, by `network:hash` (lowercase). */
  fees: Map<string, bigint>
  /** Networks whose source stopped before the first transaction (a cap was reached). */
  incomplete: NetworkId[]
  /** Networks no source answered for: none of their movements are in `transactions`. */
  failed: NetworkId[]
}

/** The key of one transaction in {@link FullHistory.fees}. */
export const feeKey = (network: NetworkId, hash: string) => `${network}:${hash.toLowerCase()}`

/**
 * The whole history of `address` on the four networks, in parallel: an Etherscan-compatible explorer where
 * the profile has one (paged by block, see explorerHistory), else or when it fails the node's Otterscan
 * index and Transfer logs (see nodeHistory). Unlike home's `getHistory` (the newest 5), nothing is cut; what
 * a source could not give is reported per network instead of thrown.
 * @example const { transactions, fees } = await getFullHistory(clients, { address, profile })
 */
export async function getFullHistory(
  clients: Clients,
  args: { address: Address; profile: ChainProfile; fetch?: typeof fetch },
): Promise<FullHistory> {
  const me = args.address.toLowerCase()
  const parts = await Promise.all(
    networkIds.map(async (network): Promise<HistoryPart | null> => {
      const api = args.profile.networks[network].explorerApi
      if (api) {
        try {
          return await explorerHistory(api, args.profile, {
            address: args.address,
            network,
            ...(args.fetch ? { fetch: args.fetch } : {}),
          })
        } catch (error) {
          console.warn(`[export] explorer history on ${network} failed; asking the node`, error)
        }
      }
      try {
        return await nodeHistory(clients[network], args.profile, { address: args.address, network })
      } catch (error) {
        console.warn(`[export] node history on ${network} failed`, error)
        return null
      }
    }),
  )
  const fees = new Map<string, bigint>()
  const transactions: Transaction[] = []
  parts.forEach((part) => {
    if (!part) return
    // A node's index also lists transactions that only touched the wallet inside a call (a contract paying
    // it ETH): their value is the outer call's, not what the wallet got, so only its own in and out stay.
    const native = part.transactions.filter(
      (t) => t.token === null && (t.from.toLowerCase() === me || t.to?.toLowerCase() === me),
    )
    const tokenTxs = part.transactions.filter((t) => t.token !== null)
    for (const t of native) {
      if (t.from.toLowerCase() === me && t.fee !== undefined) fees.set(feeKey(t.network, t.hash), t.fee)
    }
    transactions.push(...withoutTokenCalls(native, tokenTxs), ...tokenTxs)
  })
  return {
    transactions: transactions.sort((a, b) => a.timeStamp - b.timeStamp),
    fees,
    incomplete: networkIds.filter((_, i) => parts[i] && !parts[i].complete),
    failed: networkIds.filter((_, i) => !parts[i]),
  }
}
