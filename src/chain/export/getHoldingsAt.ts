import type { PublicClient } from 'viem'
import { type NetworkId, networkIds, networks } from '../../domain/catalogue/networks'
import type { ProtocolId } from '../../domain/catalogue/protocols'
import { type TokenSymbol, tokensOn } from '../../domain/catalogue/tokens'
import {
  ExportError,
  type FeedPrice,
  type HoldingLine,
  type HoldingPlace,
  localDay,
} from '../../domain/export'
import { blockClock } from '../blocks/blockClock'
import type { Clients } from '../clients'
import { getBalances } from '../getBalances'
import { readPriceFeeds } from '../prices/readPriceFeeds'
import type { Address, ChainProfile } from '../profile'
import { type ProtocolPosition, readPositionsAt } from '../protocols/readPositionsAt'

/**
 * What the wallet held at a moment: per catalogue token, then its protocol deposits and debts on Ethereum;
 * the feeds' prices then; and the protocols whose positions could not be read at that block.
 */
export type HoldingsAt = {
  lines: HoldingLine[]
  feedPrices: Partial<Record<TokenSymbol, FeedPrice>>
  unread: ProtocolId[]
}

const wallet: HoldingPlace = { kind: 'wallet' }

/** A protocol position as a line of the summary: a debt negative, both in the asset's base units. */
function positionLine(p: ProtocolPosition, block: bigint): HoldingLine {
  return {
    token: p.asset,
    amount: p.kind === 'debt' ? -p.amount : p.amount,
    block,
    place:
      p.kind === 'debt'
        ? { kind: 'debt', protocol: p.protocol }
        : {
            kind: 'deposit',
            protocol: p.protocol,
            receipt: p.receipt,
            ...(p.collateral ? { collateral: true } : {}),
            ...(p.cooldown ? { cooldown: true } : {}),
          },
  }
}

/**
 * Why a read at an old block failed: when the same node answers at the tip, it holds no state that old (it
 * is not an archive node) — said by what the node does, not by its words, which differ per client. When it
 * does not answer at all, the network is unreachable.
 */
async function refusal(client: PublicClient, network: NetworkId, address: Address, cause: unknown) {
  const name = networks[network].name
  try {
    await client.getBalance({ address, blockTag: 'latest' })
    return new ExportError('export.holdings.noArchive', { network: name }, { cause })
  } catch {
    return new ExportError('export.holdings.unreachable', { network: name }, { cause })
  }
}

/**
 * The wallet's catalogue balances at a moment (`at`, ms) on the four networks: on each, the last block at or
 * before that moment (a block-time search, a handful of block reads), then the one Multicall3 balance read at
 * that block; a network whose first block came later held nothing. On Ethereum, the positions in the eight
 * protocols at that same block too (see readPositionsAt: deposits valued in their asset then, Aave's debt
 * negative). The price feeds are read at their network's block. Stablecoins need no price.
 * @throws ExportError `export.holdings.noArchive` when a node keeps no state that old (not an archive node),
 * `export.holdings.unreachable` when a network does not answer: a guess is never given instead.
 * @example await getHoldingsAt(clients, { address, profile, at: new Date(2025, 11, 31, 23, 59, 59, 999).getTime() })
 */
export async function getHoldingsAt(
  clients: Clients,
  args: { address: Address; profile: ChainProfile; at: number },
): Promise<HoldingsAt> {
  const seconds = BigInt(Math.floor(args.at / 1000))
  const perNetwork = await Promise.all(
    networkIds.map(
      async (
        network,
      ): Promise<{
        network: NetworkId
        block: bigint | null
        lines: HoldingLine[]
        unread: ProtocolId[]
      }> => {
        const client = clients[network]
        let block: bigint | null
        try {
          block = (await blockClock(client).blockAt(seconds))?.number ?? null
        } catch (error) {
          throw new ExportError(
            'export.holdings.unreachable',
            { network: networks[network].name },
            { cause: error },
          )
        }
        if (block === null) {
          return {
            network,
            block,
            lines: tokensOn(network).map((t) => ({ token: t.key, amount: 0n, block, place: wallet })),
            unread: [],
          }
        }
        try {
          const [balances, positions] = await Promise.all([
            getBalances(client, { ...args, network, blockNumber: block }),
            network === 'ethereum'
              ? readPositionsAt(client, { profile: args.profile, address: args.address, blockNumber: block })
              : { positions: [], unread: [] },
          ])
          const lines = [
            ...tokensOn(network).map(
              (t): HoldingLine => ({ token: t.key, amount: balances[t.key] ?? 0n, block, place: wallet }),
            ),
            ...positions.positions.map((p) => positionLine(p, block)),
          ]
          return { network, block, lines, unread: positions.unread }
        } catch (error) {
          throw await refusal(client, network, args.address, error)
        }
      },
    ),
  )
  const feedNetwork = args.profile.priceFeeds.network
  const feedBlock = perNetwork.find((n) => n.network === feedNetwork)?.block ?? null
  const feedPrices: HoldingsAt['feedPrices'] = {}
  if (feedBlock !== null) {
    try {
      const quotes = await readPriceFeeds(clients[feedNetwork], args.profile, { blockNumber: feedBlock })
      const day = localDay(args.at)
      for (const [symbol, q] of Object.entries(quotes) as [TokenSymbol, { price: number }][])
        feedPrices[symbol] = { price: q.price, day }
    } catch (error) {
      console.warn('[export] no price feeds at that block; non-stable holdings stay unpriced', error)
    }
  }
  return {
    lines: perNetwork.flatMap((n) => n.lines),
    feedPrices,
    unread: perNetwork.flatMap((n) => n.unread),
  }
}
