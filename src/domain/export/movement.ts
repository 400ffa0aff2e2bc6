import type { StepAction } from '../activity/describeStep'
import { type NetworkId, networks } from '../catalogue/networks'
import { type TokenKey, type TokenSymbol, tokens } from '../catalogue/tokens'
import { localDay } from './dates'
import { type DollarName, type DollarRate, quoteOn } from './quotes'

/**
 * What a movement was, seen from the wallet: a plain transfer (sent, received, to itself) or a contract call
 * this app made, named by its intent from the activity store.
 */
/** A line's kind: what the chain shows between two addresses, or the app's own step (a cancel is `self`). */
export type MovementKind = 'sent' | 'received' | 'self' | Exclude<StepAction, 'transfer' | 'cancel'>

/** How a movement ended; `pending` and `dropped` only come from the app's own activity store. */
export type MovementStatus = 'confirmed' | 'failed' | 'pending' | 'dropped' | 'replaced'

/** One line of the activity export: one asset moved by one transaction, amounts in base units. */
export type Movement = {
  hash: `0x${string}`
  network: NetworkId
  /** Milliseconds since the epoch. */
  timeStamp: number
  kind: MovementKind
  status: MovementStatus
  /** null for the network's native coin. */
  token: TokenKey | null
  /** Base units of the asset moved (0 for an approval or a revoke: they move nothing). */
  amount: bigint
  /**
   * On an approval or a revoke only: the allowance it set, in base units of `token` (0 for a revoke). Nothing
   * moved, so it is never valued; the file writes it in a column of its own and leaves the amount blank.
   */
  approved?: bigint
  /**
   * The other side's address: the recipient of a send, the sender of a receipt, the protocol's contract, the
   * spender of an approval or revoke.
   */
  counterparty: string | null
  /**
   * On a swap only: what came in for what left (the token, null for the native coin, and its base units, read
   * from the swap's receipt); the file writes it beside the amount that left, on the same line.
   */
  received?: { token: TokenKey | null; amount: bigint }
  /** The protocol of a contract call the app made ("Aave v3"), when there is one. */
  protocol?: string
  /** Network fee this wallet paid, in base units of the native coin; null when someone else paid it. */
  fee: bigint | null
}

/** A USD price read from an on-chain price feed, and the local day it is the price of. */
export type FeedPrice = { price: number; day: string }

/** What values the movements: the dollar chosen, its quote history, and historical prices of non-stables. */
export type Valuation = {
  dollar: DollarName
  /** Oldest first; null when the quotes could not be read. */
  quotes: readonly DollarRate[] | null
  /** The price feed's USD price of a non-stable symbol on a local day, or null when it cannot be known. */
  feedPrice: (symbol: TokenSymbol, day: string) => FeedPrice | null
}

/** The symbol and decimals of what a movement moved. */
export function assetOf(m: Pick<Movement, 'token' | 'network'>): { symbol: TokenSymbol; decimals: number } {
  const token = m.token ? tokens[m.token] : null
  return token
    ? { symbol: token.symbol, decimals: token.decimals }
    : { symbol: networks[m.network].nativeSymbol, decimals: 18 }
}

/** A price and where it came from: stablecoins count 1 USD, others the feed of that day. */
export type PriceFact = { usd: number; source: 'stable' } | { usd: number; source: 'feed'; day: string }

/** The USD price of one unit of `token` (null: the native coin of `network`) on a day, or null. */
export function priceOn(
  token: TokenKey | null,
  network: NetworkId,
  day: string,
  feedPrice: Valuation['feedPrice'],
): PriceFact | null {
  const t = token ? tokens[token] : null
  if (t?.category === 'stablecoin') return { usd: 1, source: 'stable' }
  const found = feedPrice(t?.symbol ?? networks[network].nativeSymbol, day)
  return found ? { usd: found.price, source: 'feed', day: found.day } : null
}

/** A movement's estimated value: the unit price, the USD value, the day's quote and the ARS value. */
export type MovementValue = {
  price: PriceFact | null
  usd: number | null
  quote: DollarRate | null
  ars: number | null
}

/**
 * Values one movement on its local day: the asset's USD price (1 for stablecoins, the on-chain feed's for
 * others) times the amount, then the dollar quote in force that day. A failed or dropped transaction moved
 * nothing, so it has no value (its fee is still in the file); nor has an approval or a revoke. Numbers are estimates; amounts stay exact.
 */
export function valueMovement(m: Movement, valuation: Valuation): MovementValue {
  const day = localDay(m.timeStamp)
  const quote = valuation.quotes ? quoteOn(valuation.quotes, day) : null
  if (m.status === 'failed' || m.status === 'dropped' || m.approved !== undefined)
    return { price: null, usd: null, quote, ars: null }
  const price = priceOn(m.token, m.network, day, valuation.feedPrice)
  const { decimals } = assetOf(m)
  const usd = price ? units(m.amount, decimals) * price.usd : null
  return { price, usd, quote, ars: usd !== null && quote ? usd * quote.sell : null }
}

/** An amount as a number, for estimates only. */
export function units(amount: bigint, decimals: number): number {
  const base = 10n ** BigInt(decimals)
  return Number(amount / base) + Number(amount % base) / Number(base)
}
