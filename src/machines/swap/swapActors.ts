import { fromCallback, fromPromise } from 'xstate'
import type { NetworkId } from '../../domain/catalogue/networks'
import type { SwapVenue } from '../../domain/catalogue/swapVenues'
import type { TokenKey } from '../../domain/catalogue/tokens'
import { WalletError } from '../../domain/errors/base'
import { NO_WALLET, SendError } from '../../domain/send/errors'
import type { Intent, Plan } from '../../domain/write/types'
import { chain } from '../shared/chain'
import { planMachine } from '../write'

/** A quote as the swap screen shows it: plain data, no client. */
export type SwapQuoteView = {
  amountIn: bigint
  amountOut: bigint
  venue: SwapVenue
  /** Uniswap's fee tier (hundredths of a basis point), absent on Curve. */
  fee: number | null
  priceImpact: number | null
  /** The block the quote was read at. */
  blockNumber: bigint
}

export type QuoteInput = { network: NetworkId; from: TokenKey; to: TokenKey; amountIn: bigint }

/** No venue quotes the pair: the screen says so. */
export const noRoute = () => new WalletError('swap.noRoute')

const swapModule = () => import('../../chain/swap')

/** The best on-chain quote for the pair and amount (one JSON-RPC request), or `swap.noRoute`. */
export const quoteSwap = fromPromise<SwapQuoteView, QuoteInput>(async ({ input }) => {
  const [service, { quoteSwap: quote }] = await Promise.all([chain(), swapModule()])
  const found = await quote(service.clients[input.network], service.profile, input)
  if (!found) throw noRoute()
  return {
    amountIn: found.amountIn,
    amountOut: found.best.amountOut,
    venue: found.best.venue,
    fee: found.best.fee ?? null,
    priceImpact: found.best.priceImpact,
    blockNumber: found.blockNumber,
  }
})

/** Reports each new block of the network (`block.new`), so the screen keeps its quote fresh. */
export const watchBlocks = fromCallback<{ type: 'block.new'; number: bigint }, { network: NetworkId }>(
  ({ input, sendBack }) => {
    let stop: (() => void) | null = null
    let stopped = false
    void chain().then((service) => {
      if (stopped) return
      stop = service.clients[input.network].watchBlockNumber({
        emitOnBegin: false,
        onBlockNumber: (number) => sendBack({ type: 'block.new', number }),
        onError: (error) => console.warn('[swap] block watch', error),
      })
    })
    return () => {
      stopped = true
      stop?.()
    }
  },
)

/**
 * The plan of a swap intent, asked again at the freshest block (issue 43: a quote older than a block or two is
 * asked again before review): the best route now, the exact approval, the swap paying the wallet with the new
 * quote less the intent's slippage. The clock (the deadline) is read here, in the actor, never in the machine.
 */
export const prepareSwapPlan = fromPromise<Plan, { intent: Intent; from: `0x${string}` | null }>(
  async ({ input }) => {
    const { intent, from } = input
    if (!from) throw new SendError(NO_WALLET)
    if (intent.kind !== 'swap') throw new Error(`No plan builder for ${intent.kind}`)
    const [service, swap] = await Promise.all([chain(), swapModule()])
    const client = service.clients[intent.network]
    const quote = await swap.quoteSwap(client, service.profile, {
      network: intent.network,
      from: intent.tokenKey,
      to: intent.toTokenKey,
      amountIn: intent.amount,
    })
    if (!quote) throw noRoute()
    return swap.planSwap(client, service.profile, {
      from,
      quote,
      slippageBps: intent.slippageBps,
      nowSeconds: BigInt(Math.floor(Date.now() / 1000)),
    })
  },
)

export const swapActors = {
  quoteSwap,
  watchBlocks,
  planFlow: planMachine.provide({ actors: { preparePlan: prepareSwapPlan } }),
}
