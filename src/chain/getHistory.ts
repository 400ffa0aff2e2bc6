import { type Hex, type PublicClient, parseAbiItem } from 'viem'
import { type NetworkId, networkIds } from '../domain/catalogue/networks'
import { type TokenKey, tokensOn } from '../domain/catalogue/tokens'
import type { Transaction } from '../domain/history/transaction'
import type { Clients } from './clients'
import { ChainError, httpError } from './errors'
import type { Address, ChainProfile } from './profile'

export type { Transaction }

/** The block number and the sender's fee of an explorer row (gasUsed × gasPrice, the effective price). */
function blockAndFee(t: Record<string, string>): Pick<Transaction, 'blockNumber' | 'fee'> {
  const out: Pick<Transaction, 'blockNumber' | 'fee'> = {}
  if (/^\d+$/.test(t.blockNumber ?? '')) out.blockNumber = BigInt(t.blockNumber as string)
  if (/^\d+$/.test(t.gasUsed ?? '') && /^\d+$/.test(t.gasPrice ?? ''))
    out.fee = BigInt(t.gasUsed as string) * BigInt(t.gasPrice as string)
  return out
}

const hexOrNum = (v: unknown) => (typeof v === 'string' ? Number(v) : typeof v === 'number' ? v : 0)

/**
 * Parses an Etherscan-compatible `account/txlist` body (hash, from, to, value, timeStamp in seconds,
 * isError). "No transactions found" is an empty list.
 * @throws ChainError `history.explorer` on any other failure status.
 */
export function parseTxList(body: unknown, network: NetworkId): Transaction[] {
  const b = body as { status?: string; message?: string; result?: unknown }
  if (b?.status !== '1') {
    if (Array.isArray(b?.result) || /no transactions/i.test(String(b?.message))) return []
    throw new ChainError('history.explorer', { details: String(b?.result ?? b?.message) })
  }
  if (!Array.isArray(b.result)) throw new ChainError('history.explorer')
  return (b.result as Record<string, string>[]).map((t) => ({
    hash: t.hash as Hex,
    from: t.from as Address,
    to: (t.to || null) as Address | null,
    valueWei: BigInt(t.value ?? '0'),
    timeStamp: Number(t.timeStamp) * 1000,
    isError: t.isError === '1',
    network,
    token: null,
    ...blockAndFee(t),
  }))
}

/**
 * Parses an Etherscan-compatible `account/tokentx` body (hash, from, to, value, timeStamp in seconds,
 * contractAddress): transfers of catalogue tokens on `network`, in base units; others are left out.
 * @throws ChainError `history.explorer` on a failure status.
 */
export function parseTokenTxList(
  body: unknown,
  network: NetworkId,
  tokenByAddress: ReadonlyMap<string, TokenKey>,
): Transaction[] {
  const b = body as { status?: string; message?: string; result?: unknown }
  if (b?.status !== '1') {
    if (Array.isArray(b?.result) || /no (token )?transfers|no transactions/i.test(String(b?.message)))
      return []
    throw new ChainError('history.explorer', { details: String(b?.result ?? b?.message) })
  }
  if (!Array.isArray(b.result)) throw new ChainError('history.explorer')
  return (b.result as Record<string, string>[]).flatMap((t) => {
    const token = tokenByAddress.get(String(t.contractAddress).toLowerCase())
    if (!token) return []
    return [
      {
        hash: t.hash as Hex,
        from: t.from as Address,
        to: (t.to || null) as Address | null,
        valueWei: BigInt(t.value ?? '0'),
        timeStamp: Number(t.timeStamp) * 1000,
        isError: false,
        network,
        token,
        ...blockAndFee(t),
      },
    ]
  })
}

/** Catalogue token contracts of one network under a profile, by lowercase address. */
export function tokensByAddress(profile: ChainProfile, network: NetworkId): Map<string, TokenKey> {
  const byAddress = new Map<string, TokenKey>()
  for (const t of tokensOn(network)) {
    const a = profile.networks[network].tokenAddresses[t.key]
    if (a) byAddress.set(a.toLowerCase(), t.key)
  }
  return byAddress
}

/**
 * A token transfer is a 0-value call to the token contract: in the native list it would read
 * "0 MATIC to the USDC contract". Such rows give way to the token transfer with the same hash.
 */
export function withoutTokenCalls(native: Transaction[], tokenTxs: Transaction[]): Transaction[] {
  const hashes = new Set(tokenTxs.map((t) => t.hash.toLowerCase()))
  return native.filter((t) => !(t.valueWei === 0n && hashes.has(t.hash.toLowerCase())))
}

async function fromExplorer(
  api: string,
  profile: ChainProfile,
  address: Address,
  network: NetworkId,
  limit: number,
  apiKey?: string,
) {
  const get = async (action: 'txlist' | 'tokentx') => {
    const q = new URLSearchParams({ module: 'account', action, address, sort: 'desc', page: '1' })
    q.set('offset', String(limit))
    if (apiKey) q.set('apikey', apiKey)
    const res = await fetch(`${api}?${q}`, { signal: AbortSignal.timeout(6_000) })
    if (!res.ok) throw httpError(res.status)
    return res.json()
  }
  const [native, tokenBody] = await Promise.all([get('txlist'), get('tokentx')])
  const tokenTxs = parseTokenTxList(tokenBody, network, tokensByAddress(profile, network))
  return [...withoutTokenCalls(parseTxList(native, network), tokenTxs), ...tokenTxs]
}

type OtsPage = {
  txs: { hash: Hex; from: Address; to: Address | null; value: Hex | string }[]
  receipts: { status: Hex | number | string; timestamp: Hex | number | string }[]
}

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)')

async function fromNode(
  client: PublicClient,
  profile: ChainProfile,
  address: Address,
  network: NetworkId,
  limit: number,
) {
  const page = (await client.request({
    method: 'ots_searchTransactionsBefore' as 'eth_chainId',
    params: [address, 0, limit] as unknown as undefined,
  })) as unknown as OtsPage
  const sent: Transaction[] = page.txs.map((t, i) => ({
    hash: t.hash,
    from: t.from,
    to: t.to,
    valueWei: BigInt(t.value),
    timeStamp: hexOrNum(page.receipts[i]?.timestamp) * 1000,
    isError: hexOrNum(page.receipts[i]?.status) === 0,
    network,
    token: null,
  }))
  const byAddress = tokensByAddress(profile, network)
  // The node's latest block now, not viem's cached figure (up to a polling interval old): a transfer mined
  // since would fall outside the range.
  const latest = await client.getBlockNumber({ cacheTime: 0 })
  const range = { fromBlock: latest > 50_000n ? latest - 50_000n : 0n, toBlock: latest }
  const tokenAddresses = [...byAddress.keys()] as Address[]
  // Sent and received token transfers: a token send is a 0-value call to the token contract, so the
  // Otterscan row alone would read "0 MATIC to the USDC contract".
  const [inbound, outbound] = await Promise.all([
    client.getLogs({ address: tokenAddresses, event: transferEvent, args: { to: address }, ...range }),
    client.getLogs({ address: tokenAddresses, event: transferEvent, args: { from: address }, ...range }),
  ])
  const logs = [
    ...inbound,
    ...outbound.filter((l) => l.args.to?.toLowerCase() !== address.toLowerCase()),
  ].sort((a, b) => Number(a.blockNumber - b.blockNumber) || a.logIndex - b.logIndex)
  const newest = logs.slice(-limit)
  const times = new Map<bigint, number>()
  for (const n of new Set(newest.map((l) => l.blockNumber))) {
    times.set(n, Number((await client.getBlock({ blockNumber: n })).timestamp) * 1000)
  }
  const tokenTxs: Transaction[] = newest.map((l) => ({
    hash: l.transactionHash,
    from: l.args.from as Address,
    to: l.args.to as Address,
    valueWei: l.args.value ?? 0n,
    timeStamp: times.get(l.blockNumber) ?? 0,
    isError: false,
    network,
    token: byAddress.get(l.address.toLowerCase()) ?? null,
  }))
  return [...withoutTokenCalls(sent, tokenTxs), ...tokenTxs]
}

/**
 * The newest `limit` transactions of `address` over the four networks, newest first: an Etherscan-compatible
 * API where the profile has one → else the node's Otterscan `ots_searchTransactionsBefore` plus Transfer
 * logs of tokens received → else nothing for that network. Never throws; failures are logged.
 */
export async function getHistory(
  clients: Clients,
  args: { address: Address; profile: ChainProfile; limit?: number },
): Promise<Transaction[]> {
  const limit = args.limit ?? 5
  const perNetwork = await Promise.all(
    networkIds.map(async (network) => {
      const api = args.profile.networks[network].explorerApi
      if (api) {
        try {
          return await fromExplorer(
            api,
            args.profile,
            args.address,
            network,
            limit,
            args.profile.keys.etherscan,
          )
        } catch (error) {
          console.warn(`explorer history on ${network} failed`, error)
        }
      }
      try {
        return await fromNode(clients[network], args.profile, args.address, network, limit)
      } catch (error) {
        console.warn(`node history on ${network} failed`, error)
        return []
      }
    }),
  )
  const seen = new Set<string>()
  return perNetwork
    .flat()
    .sort((a, b) => b.timeStamp - a.timeStamp)
    .filter((t) => {
      const id = `${t.network}:${t.hash.toLowerCase()}:${t.token}`
      if (seen.has(id)) return false
      seen.add(id)
      return true
    })
    .slice(0, limit)
}
