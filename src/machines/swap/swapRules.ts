import type { Hex } from 'viem'
import type { ActorRefFrom } from 'xstate'
import { parseAmount } from '../../domain/amounts'
import { catalogueContracts } from '../../domain/catalogue/contracts'
import type { NetworkId } from '../../domain/catalogue/networks'
import {
  DEFAULT_SLIPPAGE_BPS,
  minimumReceived,
  swapTokens,
  uniswapV3,
} from '../../domain/catalogue/swapVenues'
import { type TokenKey, tokens } from '../../domain/catalogue/tokens'
import type { ErrorMessage } from '../../domain/errors/message'
import type { Intent } from '../../domain/write/types'
import type { sessionMachine } from '../session/sessionMachine'
import type { PlanChildEvent, PlanOutput } from '../write'
import type { SwapQuoteView } from './swapActors'

/**
 * The swap machine's types and the rules its actions and guards apply: the pair a network starts with, what is
 * wrong with the form, the least the swap may pay back, the intents of the swap and of the revoke after it, and
 * how a failed swap is told.
 */

type SessionRef = ActorRefFrom<typeof sessionMachine>

export type SwapContext = {
  /** The wallet; null when none is loaded (the swap then fails with 'No wallet available'). */
  address: `0x${string}` | null
  /** The app's session: its balances fill the form's, and a finished swap asks it to read them again. */
  session: SessionRef | null
  network: NetworkId
  from: TokenKey
  to: TokenKey
  amountText: string
  /** Basis points the swap may pay less than its quote (50 = 0.5 %), stated in the review. */
  slippageBps: number
  balances: Partial<Record<TokenKey, bigint>>
  /** The best quote for the form as it stands, kept fresh block by block while it is shown. */
  quote: SwapQuoteView | null
  /** Why there is no quote (no route for the pair, the network did not answer). */
  quoteError: ErrorMessage | null
  /** What the finished swap gave and got, for "Cambiaste 100 USDT por al menos 99,45 USDC". */
  done: { amountIn: bigint; minimum: bigint } | null
  txHash: Hex | null
  explorerUrl: string | null
  error: ErrorMessage | null
  /**
   * The swap step stopped after its approval went on chain (the plan is partial: it was not sent); what the plan
   * does next (revoke the approval, or leave it) ends the write, never as a swap done.
   */
  swapStopped: boolean
  /** The venue the quote under review swaps at, whose approval a reverted swap leaves behind. */
  venue: SwapQuoteView['venue'] | null
}

export type SwapInput = {
  address: `0x${string}` | null
  session?: SessionRef | null
  network?: NetworkId | undefined
  from?: TokenKey | undefined
  to?: TokenKey | undefined
  balances?: Partial<Record<TokenKey, bigint>>
}

export type SwapEvent =
  | { type: 'network.change'; network: NetworkId }
  | { type: 'from.change'; tokenKey: TokenKey }
  | { type: 'to.change'; tokenKey: TokenKey }
  | { type: 'tokens.flip' }
  | { type: 'amount.change'; amountText: string }
  | { type: 'slippage.change'; slippageBps: number }
  | { type: 'balances.update'; balances: Partial<Record<TokenKey, bigint>> }
  | { type: 'block.new'; number: bigint }
  | { type: 'swap.submit' }
  | { type: 'swap.revoke' }
  | PlanChildEvent

/** The network a token lives on, when the swap screen offers it there. */
const networkOf = (key: TokenKey | undefined): NetworkId | null =>
  key && (Object.keys(swapTokens) as NetworkId[]).find((n) => swapTokens[n].includes(key))
    ? tokens[key].network
    : null

/** The pair the screen starts with on a network: its first dollar into its second, or what the input asks. */
export function startPair(
  network: NetworkId,
  from?: TokenKey,
  to?: TokenKey,
): { from: TokenKey; to: TokenKey } {
  const offered = swapTokens[network]
  const usable = (k: TokenKey | undefined) => (k && offered.includes(k) ? k : undefined)
  const a = usable(from)
  const b = usable(to)
  const first = offered.find((k) => k !== b && k !== a && tokens[k].address !== null) ?? offered[0] ?? 'USDT'
  if (a && b && a !== b) return { from: a, to: b }
  if (b) return { from: offered.find((k) => k !== b && tokens[k].category === 'stablecoin') ?? first, to: b }
  if (a) return { from: a, to: offered.find((k) => k !== a && tokens[k].category === 'stablecoin') ?? first }
  const stables = offered.filter((k) => tokens[k].category === 'stablecoin')
  return { from: stables[0] ?? first, to: stables[1] ?? first }
}

/** The amount typed, in base units of the token given, or null when it is not a positive amount it can hold. */
export function swapAmount(c: Pick<SwapContext, 'amountText' | 'from'>): bigint | null {
  try {
    return parseAmount(c.amountText, tokens[c.from].decimals)
  } catch {
    return null
  }
}

/** What is wrong with the form, as an i18n key, or null when it can be quoted. */
export function swapProblem(
  c: SwapContext,
): 'swap.problem.sameToken' | 'swap.problem.amount' | 'swap.problem.balance' | null {
  if (c.from === c.to) return 'swap.problem.sameToken'
  const amount = swapAmount(c)
  if (amount === null || amount <= 0n) return 'swap.problem.amount'
  const balance = c.balances[c.from]
  if (balance !== undefined && amount > balance) return 'swap.problem.balance'
  return null
}

/** The least the swap may pay back: the quote less the slippage. */
export const quoteMinimum = (c: Pick<SwapContext, 'quote' | 'slippageBps'>): bigint | null =>
  !c.quote
    ? null
    : c.quote.venue === 'wrap'
      ? c.quote.amountOut // WETH9 wraps and unwraps exactly 1:1: no price to move, the amount itself.
      : minimumReceived(c.quote.amountOut, c.slippageBps)

/** The swap the plan makes, quotes once more and reviews: the form's pair, amount, quote and slippage. */
export function swapIntent(c: SwapContext): Intent {
  return {
    kind: 'swap',
    network: c.network,
    tokenKey: c.from,
    toTokenKey: c.to,
    amount: swapAmount(c) ?? 0n,
    quotedOut: c.quote?.amountOut ?? 0n,
    slippageBps: c.slippageBps,
  }
}

/** What an edit of the form clears: the quote, and how the last swap ended. */
export const cleared = {
  quote: null,
  quoteError: null,
  txHash: null,
  explorerUrl: null,
  error: null,
  done: null,
  swapStopped: false,
}

/** Where each venue takes its approval (the canonical addresses, where the devnet deploys them too). */
const venueSpender = {
  uniswapV3: { address: uniswapV3.swapRouter, name: 'Uniswap v3' },
  curve3pool: { address: catalogueContracts.curve3pool.address, name: 'Curve 3pool' },
} as const

/** The revoke of what a reverted swap left allowed: its token to its venue, back to 0. */
export function revokeIntent(c: SwapContext): Intent {
  const spender = venueSpender[c.venue === 'curve3pool' ? 'curve3pool' : 'uniswapV3'].address
  return { kind: 'revoke', network: c.network, tokenKey: c.from, spender }
}

/** The swap reverted on chain (the price moved past the minimum): nothing was swapped, only the fee was paid. */
export const reverted: ErrorMessage = { key: 'swap.reverted' }
/** The swap was not sent after its approval: nothing was swapped. */
export const stopped: ErrorMessage = { key: 'swap.stopped' }

/** The form as the screen opens: the network and pair asked for (or the network's first two dollars), 0.5 %. */
export function initialContext(input: SwapInput): SwapContext {
  const network = input.network ?? networkOf(input.to) ?? networkOf(input.from) ?? 'ethereum'
  const session = input.session ?? null
  return {
    address: input.address,
    session,
    network,
    ...startPair(network, input.from, input.to),
    amountText: '',
    slippageBps: DEFAULT_SLIPPAGE_BPS,
    balances: input.balances ?? session?.getSnapshot().context.balances ?? {},
    ...cleared,
    venue: null,
  }
}

/**
 * A failed swap as the screen says it: its own transaction went on chain and reverted (the price moved past the
 * minimum), or its simulation failed once the review was out (a new block, or after the approval: the price
 * moved), in plain words, not as the node's reason; any other failure as the plan gives it.
 */
export function swapFailureOf(output: Extract<PlanOutput, { status: 'failed' }>): ErrorMessage {
  if (output.error.key === 'pipeline.stepFailed.swap' && output.hashes.length > 0) return reverted
  if (output.error.key === 'pipeline.simulateFailed.swap') return { key: 'swap.priceMoved' }
  return output.error
}
