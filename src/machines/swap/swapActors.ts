import { type ActorRefFrom, fromCallback, fromPromise } from 'xstate'
import { type NetworkId, networks } from '../../domain/catalogue/networks'
import type { SwapVenue } from '../../domain/catalogue/swapVenues'
import { type TokenKey, tokens } from '../../domain/catalogue/tokens'
import { WalletError } from '../../domain/errors/base'
import type { sessionMachine } from '../session/sessionMachine'
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
  /**
   * The network fee the swap's transactions should cost (the venue's gas figure, a plain transaction's 21 000 and
   * an approval's where one is needed, at the quote block's base fee and a quarter more), and its US$ estimate
   * when prices answer; null when the base fee was not read.
   */
  networkFee: { wei: bigint; usd: number | null } | null
}

/** What an ERC-20 approval transaction costs in gas, about (USDT's is the dearest of the catalogue). */
const APPROVAL_GAS = 60_000n
/** What every transaction costs before its call runs. */
const TRANSACTION_GAS = 21_000n

export type QuoteInput = { network: NetworkId; from: TokenKey; to: TokenKey; amountIn: bigint }

/** No venue quotes the pair: the screen says so. */
export const noRoute = () => new WalletError('swap.noRoute')

type SessionRef = ActorRefFrom<typeof sessionMachine>

const swapModule = () => import('../../chain/swap')

/** The best on-chain quote for the pair and amount (one JSON-RPC request), or `swap.noRoute`. */
export const quoteSwap = fromPromise<SwapQuoteView, QuoteInput>(async ({ input }) => {
  const [service, { quoteSwap: quote }] = await Promise.all([chain(), swapModule()])
  const found = await quote(service.clients[input.network], service.profile, input)
  if (!found) throw noRoute()
  let networkFee: SwapQuoteView['networkFee'] = null
  if (found.baseFee !== null) {
    const approval = tokens[input.from].address === null || found.best.venue === 'wrap' ? 0n : APPROVAL_GAS
    const gas = found.best.gasEstimate + TRANSACTION_GAS + approval
    const wei = (gas * found.baseFee * 5n) / 4n
    let usd: number | null = null
    try {
      const { toApproximateNumber } = await import('../../domain/amounts')
      const price = (await service.prices()).quotes[networks[input.network].nativeSymbol].price
      usd = toApproximateNumber(wei, 18) * price
    } catch (error) {
      console.warn('[swap] no price for the fee estimate', error)
    }
    networkFee = { wei, usd }
  }
  return {
    amountIn: found.amountIn,
    amountOut: found.best.amountOut,
    venue: found.best.venue,
    fee: found.best.fee ?? null,
    priceImpact: found.best.priceImpact,
    blockNumber: found.blockNumber,
    networkFee,
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
 * Hands the form each new reading of the session's balances (`balances.update`): the hint under the amount and
 * the balance check follow a refresh, the one a finished swap asks for included.
 */
export const watchSession = fromCallback<
  { type: 'balances.update'; balances: Partial<Record<TokenKey, bigint>> },
  { session: SessionRef | null }
>(({ input, sendBack }) => {
  if (!input.session) return
  let last = input.session.getSnapshot().context.balances
  const sub = input.session.subscribe((s) => {
    if (s.context.balances === last) return
    last = s.context.balances
    sendBack({ type: 'balances.update', balances: last })
  })
  return () => sub.unsubscribe()
})

export const swapActors = {
  quoteSwap,
  watchBlocks,
  watchSession,
  planFlow: planMachine,
}
