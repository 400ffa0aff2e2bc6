/**
 * The longest a Chainlink feed on Ethereum goes without a new round when the price stays within its deviation
 * threshold (data.chain.link, "Heartbeat"): an answer older than this is not live. One table for the app and
 * this check: src/chain/prices/feedHeartbeats.ts (WBTC there is the WBTC / BTC feed). The devnet's feeds
 * answer with the block's own time unless a test stops them, so they pass.
 */
export { feedHeartbeats } from '../../src/chain/prices/feedHeartbeats'

/** What a feed without a listed heartbeat gets: the loosest Chainlink uses on Ethereum. */
export const defaultHeartbeat = 86_400
