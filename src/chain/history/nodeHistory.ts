import { type Hex, type Log, type PublicClient, parseAbiItem } from 'viem'
import type { NetworkId } from '../../domain/catalogue/networks'
import { type Transaction, tokensByAddress } from '../getHistory'
import type { Address, ChainProfile } from '../profile'
import type { HistoryPart } from './explorerHistory'

/** Otterscan's page size: erigon and anvil return whole blocks until at least this many transactions. */
export const OTTERSCAN_PAGE = 25

type OtsPage = {
  txs: { hash: Hex; from: Address; to: Address | null; value: Hex | string; blockNumber?: Hex | string }[]
  receipts: {
    status: Hex | number | string
    timestamp: Hex | number | string
    gasUsed?: Hex | string
    effectiveGasPrice?: Hex | string
    /** OP-stack chains charge the L1 data fee apart. */
    l1Fee?: Hex | string | null
  }[]
  lastPage: boolean
}

const big = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? BigInt(v) : 0n)
const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)')

/**
 * Every transaction the node's Otterscan index lists for `address` (those it sent, and those whose calls
 * touch it), newest first: `ots_searchTransactionsBefore(address, block, 25)` from the tip (block 0), then
 * from the block of the oldest transaction seen, until the node says `lastPage`, or `maxPages` (incomplete).
 */
async function otterscanTransactions(
  client: PublicClient,
  args: { address: Address; network: NetworkId; maxPages: number },
): Promise<HistoryPart> {
  const transactions: Transaction[] = []
  let before = 0
  for (let i = 0; i < args.maxPages; i++) {
    const page = (await client.request({
      method: 'ots_searchTransactionsBefore' as 'eth_chainId',
      params: [args.address, before, OTTERSCAN_PAGE] as unknown as undefined,
    })) as unknown as OtsPage
    page.txs.forEach((t, k) => {
      const r = page.receipts[k]
      const fee = big(r?.gasUsed) * big(r?.effectiveGasPrice) + big(r?.l1Fee ?? 0)
      transactions.push({
        hash: t.hash,
        from: t.from,
        to: t.to,
        valueWei: BigInt(t.value),
        timeStamp: Number(big(r?.timestamp)) * 1000,
        isError: Number(big(r?.status)) === 0,
        network: args.network,
        token: null,
        ...(t.blockNumber !== undefined ? { blockNumber: BigInt(t.blockNumber) } : {}),
        ...(r?.gasUsed !== undefined ? { fee } : {}),
      })
    })
    const oldest = page.txs.at(-1)?.blockNumber
    if (page.lastPage || oldest === undefined) return { transactions, complete: true }
    before = Number(oldest)
  }
  return { transactions, complete: false }
}

type TransferLog = Log<bigint, number, false, typeof transferEvent, true>

/**
 * `Transfer` logs of the catalogue tokens to or from `address` over [from, to]. Public nodes refuse wide
 * ranges or many results, each in its own words; whatever the refusal, the range is halved and both halves
 * asked, within a budget of requests shared by the whole search (then the result is incomplete).
 */
async function transferLogs(
  client: PublicClient,
  args: { tokens: Address[]; side: 'from' | 'to'; address: Address; from: bigint; to: bigint },
  budget: { left: number },
): Promise<{ logs: TransferLog[]; complete: boolean }> {
  if (budget.left <= 0) return { logs: [], complete: false }
  budget.left--
  try {
    const logs = await client.getLogs({
      address: args.tokens,
      event: transferEvent,
      args: { [args.side]: args.address },
      fromBlock: args.from,
      toBlock: args.to,
      strict: true,
    })
    return { logs: logs as TransferLog[], complete: true }
  } catch (error) {
    if (args.from >= args.to) throw error
    const mid = (args.from + args.to) / 2n
    const low = await transferLogs(client, { ...args, to: mid }, budget)
    const high = await transferLogs(client, { ...args, from: mid + 1n }, budget)
    return { logs: [...low.logs, ...high.logs], complete: low.complete && high.complete }
  }
}

/**
 * The whole history of `address` on one network from its node, when no explorer answers: Otterscan's index
 * (anvil and erigon serve it) for the transactions it sent, with their fees, and `Transfer` logs of the
 * catalogue tokens for token transfers both ways (an incoming transfer is not the wallet's transaction, so
 * Otterscan does not list it), with their blocks' times. Limits: nodes without Otterscan fail here; a node's
 * log range and result caps are met by halving ranges, within `maxLogRequests` per direction; internal ETH
 * transfers are not seen.
 * @example await nodeHistory(clients.polygon, profile, { address, network: 'polygon' })
 */
export async function nodeHistory(
  client: PublicClient,
  profile: ChainProfile,
  args: { address: Address; network: NetworkId; maxPages?: number; maxLogRequests?: number },
): Promise<HistoryPart> {
  const sent = await otterscanTransactions(client, { ...args, maxPages: args.maxPages ?? 400 })
  const byAddress = tokensByAddress(profile, args.network)
  // The node's latest block now, not viem's cached figure: a transfer mined since would fall outside the range.
  const latest = await client.getBlockNumber({ cacheTime: 0 })
  const range = { tokens: [...byAddress.keys()] as Address[], address: args.address, from: 0n, to: latest }
  const [inbound, outbound] = await Promise.all(
    (['to', 'from'] as const).map((side) =>
      transferLogs(client, { ...range, side }, { left: args.maxLogRequests ?? 64 }),
    ),
  )
  const me = args.address.toLowerCase()
  const logs = [
    ...(inbound?.logs ?? []),
    ...(outbound?.logs ?? []).filter((l) => l.args.to.toLowerCase() !== me),
  ].sort((a, b) => Number(a.blockNumber - b.blockNumber) || a.logIndex - b.logIndex)
  const times = new Map<bigint, number>()
  for (const t of sent.transactions) if (t.blockNumber !== undefined) times.set(t.blockNumber, t.timeStamp)
  for (const n of new Set(logs.map((l) => l.blockNumber))) {
    if (!times.has(n)) times.set(n, Number((await client.getBlock({ blockNumber: n })).timestamp) * 1000)
  }
  const tokenTxs: Transaction[] = logs.map((l) => ({
    hash: l.transactionHash,
    from: l.args.from,
    to: l.args.to,
    valueWei: l.args.value,
    timeStamp: times.get(l.blockNumber) ?? 0,
    isError: false,
    network: args.network,
    token: byAddress.get(l.address.toLowerCase()) ?? null,
    blockNumber: l.blockNumber,
  }))
  return {
    transactions: [...sent.transactions, ...tokenTxs],
    complete: sent.complete && (inbound?.complete ?? false) && (outbound?.complete ?? false),
  }
}
