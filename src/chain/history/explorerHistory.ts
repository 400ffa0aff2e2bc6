import type { NetworkId } from '../../domain/catalogue/networks'
import { httpError } from '../errors'
import { parseTokenTxList, parseTxList, type Transaction, tokensByAddress } from '../getHistory'
import type { Address, ChainProfile } from '../profile'

/** Rows per explorer request: Etherscan and Blockscout answer at most 10 000 per query, 1 000 pages well. */
export const EXPLORER_PAGE = 1000

type Row = Record<string, string>
type Fetch = typeof fetch

/** A whole list from one source, and whether it reached the first transaction. */
export type HistoryPart = { transactions: Transaction[]; complete: boolean }

/**
 * Every row of one Etherscan-compatible list (`txlist` or `tokentx`) of an address, oldest first. The
 * explorers cap a query at 10 000 rows whatever the page (page × offset ≤ 10 000), so instead of turning
 * pages it slides `startblock`: each request asks for 1 000 rows from the last block seen, and that block's
 * rows are asked again by the next request (a block can be split between two answers). It stops when an
 * answer is short (the list is whole), after `maxRequests` (incomplete), or when 1 000 rows share one block.
 * @throws ChainError on an HTTP error or an explorer error status.
 */
async function allRows(
  api: string,
  action: 'txlist' | 'tokentx',
  args: { address: Address; network: NetworkId; apiKey?: string; maxRequests: number; fetch: Fetch },
): Promise<{ rows: Row[]; complete: boolean }> {
  const rows: Row[] = []
  let start = 0n
  for (let request = 0; request < args.maxRequests; request++) {
    const q = new URLSearchParams({
      module: 'account',
      action,
      address: args.address,
      startblock: String(start),
      endblock: '9999999999',
      page: '1',
      offset: String(EXPLORER_PAGE),
      sort: 'asc',
    })
    if (args.apiKey) q.set('apikey', args.apiKey)
    const res = await args.fetch(`${api}?${q}`, { signal: AbortSignal.timeout(15_000) })
    if (!res.ok) throw httpError(res.status)
    const body = (await res.json()) as { result?: unknown }
    // The parsers check the status ("No transactions found" is an empty list; an error status throws).
    if (action === 'txlist') parseTxList(body, args.network)
    else parseTokenTxList(body, args.network, new Map())
    const page = Array.isArray(body.result) ? (body.result as Row[]) : []
    if (page.length < EXPLORER_PAGE) {
      rows.push(...page)
      return { rows, complete: true }
    }
    const last = BigInt(page.at(-1)?.blockNumber ?? '0')
    const before = page.filter((r) => BigInt(r.blockNumber ?? '0') < last)
    if (before.length === 0) return { rows, complete: false }
    rows.push(...before)
    start = last
  }
  return { rows, complete: false }
}

/**
 * The whole history of `address` on one network from an Etherscan-compatible explorer (Blockscout keyless,
 * Etherscan with a key): native transactions and catalogue token transfers, oldest first, each with its
 * block and its sender's fee. Limits: the explorer's rate limit (Blockscout ~10 requests/s, Etherscan's free
 * key 5/s; requests here go one after another), `maxRequests` per list (default 50, i.e. 50 000 rows), and
 * internal transactions (ETH a contract sends) are not listed.
 * @throws ChainError on an HTTP error or an explorer error status.
 * @example await explorerHistory('https://polygon.blockscout.com/api', profile, { address, network: 'polygon' })
 */
export async function explorerHistory(
  api: string,
  profile: ChainProfile,
  args: { address: Address; network: NetworkId; maxRequests?: number; fetch?: Fetch },
): Promise<HistoryPart> {
  const options = {
    address: args.address,
    network: args.network,
    maxRequests: args.maxRequests ?? 50,
    fetch: args.fetch ?? fetch,
    ...(profile.keys.etherscan ? { apiKey: profile.keys.etherscan } : {}),
  }
  const native = await allRows(api, 'txlist', options)
  const tokenRows = await allRows(api, 'tokentx', options)
  return {
    transactions: [
      ...parseTxList({ status: '1', result: native.rows }, args.network),
      ...parseTokenTxList(
        { status: '1', result: tokenRows.rows },
        args.network,
        tokensByAddress(profile, args.network),
      ),
    ],
    complete: native.complete && tokenRows.complete,
  }
}
