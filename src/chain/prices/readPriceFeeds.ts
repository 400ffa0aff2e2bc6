import { decodeFunctionResult, encodeFunctionData, type PublicClient } from 'viem'
import type { TokenSymbol } from '../../domain/catalogue/tokens'
import { multicall3Abi, priceFeedAbi } from '../abis'
import { ChainError } from '../errors'
import type { ChainProfile, FeedSymbol } from '../profile'
import { multicall3ReadsAbi } from '../protocols/abis'
import { feedIsLive } from './feedHeartbeats'
import { bareQuote, type PriceQuote } from './types'

/** The tokens each USD feed prices (WBTC is not BTC: it comes from the WBTC / BTC feed times BTC / USD). */
const feedToSymbols: Partial<Record<FeedSymbol, TokenSymbol[]>> = {
  ETH: ['ETH', 'WETH'],
  LINK: ['LINK'],
  USDC: ['USDC'],
  USDT: ['USDT'],
  DAI: ['DAI'],
  USDe: ['USDe'],
  MATIC: ['MATIC'],
}

/** What the feeds said: live prices (each with its `updatedAt`), and the tokens whose feed had stopped. */
export type FeedPrices = {
  quotes: Partial<Record<TokenSymbol, PriceQuote>>
  /** Tokens whose feed answer is older than its heartbeat, with that answer's `updatedAt` (unix seconds). */
  stale: Partial<Record<TokenSymbol, number>>
  /** The chain's time at the read (unix seconds), which the ages count to. */
  chainTime: number
}

type FeedAnswer = { price: number; updatedAt: number; live: boolean }

/**
 * USD prices from the profile's price feeds (Chainlink on mainnet, the devnet's own), all in one `aggregate3`
 * with the chain's time: `decimals` and `latestRoundData` for each feed. An answer whose `updatedAt` is older
 * than its feed's heartbeat ({@link feedHeartbeats}) is not live: its tokens are left out and listed in
 * `stale`. WBTC is the WBTC / BTC feed times BTC / USD, live only when both are. Feeds give no 24 h change (0).
 * With `blockNumber`, the prices the feeds gave at the end of that block (the holdings at a past date).
 * @throws ChainError `prices.empty` when no feed answered at all.
 */
export async function readFeedPrices(
  client: PublicClient,
  profile: ChainProfile,
  options: { blockNumber?: bigint } = {},
): Promise<FeedPrices> {
  const feeds = Object.entries(profile.priceFeeds.feeds) as [FeedSymbol, `0x${string}`][]
  if (feeds.length === 0) throw new ChainError('prices.empty')
  const multicall3 = profile.networks[profile.priceFeeds.network].multicall3
  const calls = [
    {
      target: multicall3,
      allowFailure: true,
      callData: encodeFunctionData({ abi: multicall3ReadsAbi, functionName: 'getCurrentBlockTimestamp' }),
    },
    ...feeds.flatMap(([, target]) => [
      {
        target,
        allowFailure: true,
        callData: encodeFunctionData({ abi: priceFeedAbi, functionName: 'decimals' }),
      },
      {
        target,
        allowFailure: true,
        callData: encodeFunctionData({ abi: priceFeedAbi, functionName: 'latestRoundData' }),
      },
    ]),
  ]
  const results = await client.readContract({
    address: multicall3,
    abi: multicall3Abi,
    functionName: 'aggregate3',
    args: [calls],
    ...(options.blockNumber === undefined ? {} : { blockNumber: options.blockNumber }),
  })
  const time = results[0]
  if (!time?.success) throw new ChainError('prices.empty')
  const chainTime = Number(
    decodeFunctionResult({
      abi: multicall3ReadsAbi,
      functionName: 'getCurrentBlockTimestamp',
      data: time.returnData,
    }),
  )
  const answers: Partial<Record<FeedSymbol, FeedAnswer>> = {}
  feeds.forEach(([feed], i) => {
    const dec = results[1 + 2 * i]
    const round = results[2 + 2 * i]
    try {
      if (!dec?.success || !round?.success) throw new Error('feed call failed')
      const decimals = decodeFunctionResult({
        abi: priceFeedAbi,
        functionName: 'decimals',
        data: dec.returnData,
      })
      const [, answer, , updatedAt] = decodeFunctionResult({
        abi: priceFeedAbi,
        functionName: 'latestRoundData',
        data: round.returnData,
      })
      if (answer <= 0n) throw new Error('non-positive answer')
      const at = Number(updatedAt)
      answers[feed] = {
        price: Number(answer) / 10 ** decimals,
        updatedAt: at,
        live: feedIsLive(feed, at, chainTime),
      }
    } catch (error) {
      console.warn(`price feed ${feed} unavailable`, error)
    }
  })
  const out: FeedPrices = { quotes: {}, stale: {}, chainTime }
  const put = (symbol: TokenSymbol, a: FeedAnswer) => {
    if (a.live) out.quotes[symbol] = { ...bareQuote(a.price), updatedAt: a.updatedAt }
    else out.stale[symbol] = a.updatedAt
  }
  for (const [feed, symbols] of Object.entries(feedToSymbols) as [FeedSymbol, TokenSymbol[]][]) {
    const a = answers[feed]
    if (a) for (const symbol of symbols) put(symbol, a)
  }
  const wbtc = answers.WBTC
  const btc = answers.BTC
  if (wbtc && btc)
    put('WBTC', {
      price: wbtc.price * btc.price,
      updatedAt: Math.min(wbtc.updatedAt, btc.updatedAt),
      live: wbtc.live && btc.live,
    })
  if (Object.keys(answers).length === 0) throw new ChainError('prices.empty')
  return out
}

/**
 * The live prices of {@link readFeedPrices} alone (the holdings at a past date value with these).
 * @throws ChainError `prices.empty` when no feed gave a live price.
 */
export async function readPriceFeeds(
  client: PublicClient,
  profile: ChainProfile,
  options: { blockNumber?: bigint } = {},
): Promise<Partial<Record<TokenSymbol, PriceQuote>>> {
  const { quotes } = await readFeedPrices(client, profile, options)
  if (Object.keys(quotes).length === 0) throw new ChainError('prices.empty')
  return quotes
}
