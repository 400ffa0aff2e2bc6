import type { FeedSymbol } from '../../src/chain/profile'

/**
 * The longest a Chainlink USD feed on Ethereum goes without a new round when the price stays within its
 * deviation threshold (data.chain.link, "Heartbeat"): an answer older than this is not live. One hour for
 * the volatile assets (ETH, BTC, LINK, DAI), a day for the stablecoins and the rest. The devnet's feeds
 * answer with the block's own time, so they always pass.
 */
export const feedHeartbeats: Record<FeedSymbol, number> = {
  ETH: 3_600,
  BTC: 3_600,
  LINK: 3_600,
  DAI: 3_600,
  USDC: 86_400,
  USDT: 86_400,
  USDe: 86_400,
  MATIC: 86_400,
}

/** What a feed without a listed heartbeat gets: the loosest Chainlink uses on Ethereum. */
export const defaultHeartbeat = 86_400
