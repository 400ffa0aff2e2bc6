import { decodeFunctionResult, encodeFunctionData, type PublicClient } from 'viem'
import type { TokenSymbol } from '../../domain/catalogue/tokens'
import { multicall3Abi, priceFeedAbi } from '../abis'
import { ChainError } from '../errors'
import type { ChainProfile } from '../profile'
import { bareQuote, type PriceQuote } from './types'

const feedToSymbols: Partial<Record<string, TokenSymbol[]>> = {
  ETH: ['ETH', 'WETH'],
  BTC: ['WBTC'],
  LINK: ['LINK'],
  USDC: ['USDC'],
  USDT: ['USDT'],
  DAI: ['DAI'],
  USDe: ['USDe'],
  MATIC: ['MATIC'],
}

/**
 * USD prices from the profile's price feeds (Chainlink on mainnet, the devnet's own), all in one
 * `aggregate3`: `decimals` and `latestRoundData` for each feed. Feeds give no 24 h change (0). With
 * `blockNumber`, the prices the feeds gave at the end of that block (the holdings at a past date).
 * @throws ChainError `prices.empty` when no feed answered.
 */
export async function readPriceFeeds(
  client: PublicClient,
  profile: ChainProfile,
  options: { blockNumber?: bigint } = {},
): Promise<Partial<Record<TokenSymbol, PriceQuote>>> {
  const feeds = Object.entries(profile.priceFeeds.feeds) as [string, `0x${string}`][]
  if (feeds.length === 0) throw new ChainError('prices.empty')
  const calls = feeds.flatMap(([, target]) => [
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
  ])
  const results = await client.readContract({
    address: profile.networks[profile.priceFeeds.network].multicall3,
    abi: multicall3Abi,
    functionName: 'aggregate3',
    args: [calls],
    ...(options.blockNumber === undefined ? {} : { blockNumber: options.blockNumber }),
  })
  const out: Partial<Record<TokenSymbol, PriceQuote>> = {}
  feeds.forEach(([feed], i) => {
    const dec = results[2 * i]
    const round = results[2 * i + 1]
    try {
      if (!dec?.success || !round?.success) throw new Error('feed call failed')
      const decimals = decodeFunctionResult({
        abi: priceFeedAbi,
        functionName: 'decimals',
        data: dec.returnData,
      })
      const [, answer] = decodeFunctionResult({
        abi: priceFeedAbi,
        functionName: 'latestRoundData',
        data: round.returnData,
      })
      if (answer <= 0n) throw new Error('non-positive answer')
      const price = Number(answer) / 10 ** decimals
      for (const symbol of feedToSymbols[feed] ?? []) out[symbol] = bareQuote(price)
    } catch (error) {
      console.warn(`price feed ${feed} unavailable`, error)
    }
  })
  if (Object.keys(out).length === 0) throw new ChainError('prices.empty')
  return out
}
