import type { Hex } from 'viem'
import { assign, emit, setup } from 'xstate'
import { parseAmount } from '../../domain/amounts'
import { catalogueContracts } from '../../domain/catalogue/contracts'
import { type NetworkId, networks } from '../../domain/catalogue/networks'
import {
  DEFAULT_SLIPPAGE_BPS,
  MAX_SLIPPAGE_BPS,
  minimumReceived,
  swapTokens,
  uniswapV3,
} from '../../domain/catalogue/swapVenues'
import { type TokenKey, tokens } from '../../domain/catalogue/tokens'
import { type ErrorMessage, errorMessage } from '../../domain/errors/message'
import type { Intent } from '../../domain/write/types'
import {
  assignPlanError,
  type PlanChildEvent,
  planChildActions,
  planGuards,
  planOutputOf,
  startPlan,
} from '../write'
import { type SwapQuoteView, swapActors } from './swapActors'

export type SwapContext = {
  /** The wallet; null when none is loaded (the swap then fails with 'No wallet available'). */
  address: `0x${string}` | null
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

/** `swap.sent` when the swap is broadcast (balances are due for a refresh). */
export type SwapEmitted = { type: 'swap.sent'; hash: Hex }

/** The network a token lives on, when the swap screen offers it there. */
const networkOf = (key: TokenKey | undefined): NetworkId | null =>
  key && (Object.keys(swapTokens) as NetworkId[]).find((n) => swapTokens[n].includes(key))
    ? tokens[key].network
    : null

/** The pair the screen starts with on a network: its first dollar into its second, or what the input asks. */
function startPair(network: NetworkId, from?: TokenKey, to?: TokenKey): { from: TokenKey; to: TokenKey } {
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

function swapIntent(c: SwapContext): Intent {
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

const cleared = {
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
function revokeIntent(c: SwapContext): Intent {
  const spender = venueSpender[c.venue === 'curve3pool' ? 'curve3pool' : 'uniswapV3'].address
  return { kind: 'revoke', network: c.network, tokenKey: c.from, spender }
}

/** The swap reverted on chain (the price moved past the minimum): nothing was swapped, only the fee was paid. */
const reverted: ErrorMessage = { key: 'swap.reverted' }
/** The swap was not sent after its approval: nothing was swapped. */
const stopped: ErrorMessage = { key: 'swap.stopped' }

/**
 * The swap screen, *Cambiar* (issue 43): idle (editing → quoting → quoted, the quote asked again on every new
 * block while it is shown; review) → sending → success | error. Cambiar does not sign: it starts the money
 * pipeline (the `plan` child), whose plan is quoted once more at the freshest block before the review; the form
 * is frozen while it is reviewed. A swap that reverts because the price moved past the minimum is the plan's
 * failure: the screen says so and the next Cambiar quotes again.
 */
export const swapMachine = setup({
  types: {
    context: {} as SwapContext,
    events: {} as SwapEvent,
    input: {} as SwapInput,
    emitted: {} as SwapEmitted,
    children: {} as { plan: 'planFlow' },
  },
  actors: swapActors,
  actions: {
    assignNetwork: assign(({ event }) =>
      event.type === 'network.change'
        ? { ...cleared, network: event.network, ...startPair(event.network) }
        : {},
    ),
    assignFrom: assign(({ context, event }) =>
      event.type === 'from.change' && swapTokens[context.network].includes(event.tokenKey)
        ? { ...cleared, from: event.tokenKey, ...(event.tokenKey === context.to ? { to: context.from } : {}) }
        : {},
    ),
    assignTo: assign(({ context, event }) =>
      event.type === 'to.change' && swapTokens[context.network].includes(event.tokenKey)
        ? { ...cleared, to: event.tokenKey, ...(event.tokenKey === context.from ? { from: context.to } : {}) }
        : {},
    ),
    flip: assign(({ context }) => ({ ...cleared, from: context.to, to: context.from, amountText: '' })),
    assignAmount: assign(({ event }) =>
      event.type === 'amount.change' ? { ...cleared, amountText: event.amountText } : {},
    ),
    assignSlippage: assign(({ event }) =>
      event.type === 'slippage.change' &&
      Number.isInteger(event.slippageBps) &&
      event.slippageBps > 0 &&
      event.slippageBps <= MAX_SLIPPAGE_BPS
        ? { slippageBps: event.slippageBps, error: null }
        : {},
    ),
    assignBalances: assign(({ event }) =>
      event.type === 'balances.update' ? { balances: event.balances } : {},
    ),
    clearQuote: assign({ quote: null, quoteError: null }),
    ...planChildActions<SwapContext, SwapEvent>((context) => ({
      intent: swapIntent(context),
      from: context.address,
      // A swap's outcome is on chain: a reverted swap (the price moved) is the plan's failure, not a success.
      waitForReceipt: true,
    })),
    assignSent: assign(({ context, event }) => {
      const hash = planOutputOf(event)?.hashes.at(-1) ?? null
      return {
        txHash: hash,
        explorerUrl: hash ? `${networks[context.network].explorer}/tx/${hash}` : null,
        done: { amountIn: swapAmount(context) ?? 0n, minimum: quoteMinimum(context) ?? 0n },
        error: null,
      }
    }),
    assignPlanError: assignPlanError<SwapContext, SwapEvent>(),
    markStopped: assign({ swapStopped: true }),
    /** The venue of the swap being reviewed, for a revoke should it revert. */
    keepVenue: assign(({ context }) => ({ venue: context.quote?.venue ?? null })),
    startRevoke: startPlan<SwapContext, SwapEvent>((context) => ({
      intent: revokeIntent(context),
      from: context.address,
      waitForReceipt: true,
    })),
    assignRevoked: assign({ error: { key: 'swap.revoked' } as ErrorMessage }),
    clearStopped: assign({ swapStopped: false }),
    assignStopped: assign({ error: stopped }),
    /** The swap's own transaction went on chain and reverted: said in plain words, not as the node's reason. */
    assignSwapFailure: assign(({ event }) => {
      const output = planOutputOf(event)
      if (output?.status !== 'failed') return {}
      const swapReverted = output.error.key === 'pipeline.stepFailed.swap' && output.hashes.length > 0
      // The swap's simulation failed once the review was out (a new block, or after the approval): the price moved.
      const priceMoved = output.error.key === 'pipeline.simulateFailed.swap'
      return { error: swapReverted ? reverted : priceMoved ? { key: 'swap.priceMoved' } : output.error }
    }),
    announceSent: emit(({ context }) => ({ type: 'swap.sent' as const, hash: context.txHash ?? '0x' })),
  },
  guards: {
    canQuote: ({ context }) => swapProblem(context) === null,
    canSwap: ({ context }) =>
      context.address !== null && swapProblem(context) === null && context.quote !== null,
    /** A block newer than the quote's: the quote is asked again. */
    quoteOutdated: ({ context, event }) =>
      event.type === 'block.new' && context.quote !== null && event.number > context.quote.blockNumber,
    ...planGuards,
    /** The swap stopped after its approval (a revoke or a dismiss ends the plan now, whatever its status). */
    swapStopped: ({ context }) => context.swapStopped,
    /** A swap of a token (not the native coin) reverted on chain: its exact approval is still standing (an unwrap has none). */
    approvalLeft: ({ context }) =>
      context.error?.key === 'swap.reverted' &&
      tokens[context.from].address !== null &&
      context.venue !== null &&
      context.venue !== 'wrap',
  },
}).createMachine({
  id: 'swap',
  context: ({ input }) => {
    const network = input.network ?? networkOf(input.to) ?? networkOf(input.from) ?? 'ethereum'
    return {
      address: input.address,
      network,
      ...startPair(network, input.from, input.to),
      amountText: '',
      slippageBps: DEFAULT_SLIPPAGE_BPS,
      balances: input.balances ?? {},
      ...cleared,
      venue: null,
    }
  },
  on: {
    'balances.update': { actions: 'assignBalances' },
  },
  initial: 'idle',
  states: {
    idle: {
      initial: 'editing',
      on: {
        'network.change': { target: '.editing', reenter: true, actions: 'assignNetwork' },
        'from.change': { target: '.editing', reenter: true, actions: 'assignFrom' },
        'to.change': { target: '.editing', reenter: true, actions: 'assignTo' },
        'tokens.flip': { target: '.editing', reenter: true, actions: 'flip' },
        'amount.change': { target: '.editing', reenter: true, actions: 'assignAmount' },
        'slippage.change': { actions: 'assignSlippage' },
        'swap.submit': {
          guard: 'canSwap',
          target: '.review',
          actions: ['clearStopped', 'keepVenue', 'startPlan'],
        },
      },
      states: {
        // Typing pauses for 400 ms before the network is asked; any edit re-enters here.
        editing: {
          entry: 'clearQuote',
          after: { 400: { guard: 'canQuote', target: 'quoting' } },
        },
        quoting: {
          tags: ['quoting'],
          invoke: {
            id: 'quoteSwap',
            src: 'quoteSwap',
            input: ({ context }) => ({
              network: context.network,
              from: context.from,
              to: context.to,
              amountIn: swapAmount(context) ?? 0n,
            }),
            onDone: {
              target: 'quoted',
              actions: assign({ quote: ({ event }) => event.output, quoteError: null }),
            },
            onError: {
              target: 'quoted',
              actions: assign({ quote: null, quoteError: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
        // The quote is kept fresh: each new block asks it again.
        quoted: {
          invoke: {
            id: 'watchBlocks',
            src: 'watchBlocks',
            input: ({ context }) => ({ network: context.network }),
          },
          on: { 'block.new': { guard: 'quoteOutdated', target: 'quoting' } },
        },
        review: {
          // What is reviewed is what gets signed: the form does not change under the review.
          on: {
            'network.change': {},
            'from.change': {},
            'to.change': {},
            'tokens.flip': {},
            'amount.change': {},
            'slippage.change': {},
            'swap.submit': {},
            'xstate.snapshot.plan': { guard: 'planExecuting', target: '#swap.sending' },
            'xstate.done.actor.plan': [
              { guard: 'swapStopped', target: '#swap.error', actions: 'assignStopped' },
              { guard: 'planCancelled', target: 'quoting', actions: 'stopPlan' },
              { guard: 'planFailed', target: '#swap.error', actions: 'assignSwapFailure' },
            ],
          },
        },
      },
    },
    sending: {
      tags: ['busy'],
      on: {
        'xstate.snapshot.plan': [
          { guard: 'planPartial', actions: 'markStopped' },
          { guard: 'planReviewing', target: 'idle.review' },
        ],
        'xstate.done.actor.plan': [
          { guard: 'swapStopped', target: 'error', actions: 'assignStopped' },
          { guard: 'planDone', target: 'success', actions: 'assignSent' },
          { guard: 'planFailed', target: 'error', actions: 'assignSwapFailure' },
        ],
      },
    },
    success: {
      entry: ['stopPlan', 'announceSent'],
      on: {
        'amount.change': { target: 'idle', actions: 'assignAmount' },
        'network.change': { target: 'idle', actions: 'assignNetwork' },
        'from.change': { target: 'idle', actions: 'assignFrom' },
        'to.change': { target: 'idle', actions: 'assignTo' },
        'tokens.flip': { target: 'idle', actions: 'flip' },
      },
    },
    // The swap failed (a reverted swap: the price moved past the minimum): the form stays; any edit, or
    // Cambiar again, asks a new quote.
    error: {
      entry: 'stopPlan',
      on: {
        'network.change': { target: 'idle', actions: 'assignNetwork' },
        'from.change': { target: 'idle', actions: 'assignFrom' },
        'to.change': { target: 'idle', actions: 'assignTo' },
        'tokens.flip': { target: 'idle', actions: 'flip' },
        'amount.change': { target: 'idle', actions: 'assignAmount' },
        'slippage.change': { actions: 'assignSlippage' },
        'swap.submit': { target: 'idle.quoting', actions: assign({ error: null }) },
        // Revocar el permiso: after a swap that reverted on chain, its approval goes back to 0.
        'swap.revoke': { guard: 'approvalLeft', target: 'revoking', actions: 'startRevoke' },
      },
    },
    // The revoke's own review and transaction (the plan child, through the same review); then the form again.
    revoking: {
      on: {
        'xstate.done.actor.plan': [
          { guard: 'planDone', target: 'error', actions: 'assignRevoked' },
          { target: 'error', actions: 'assignPlanError' },
        ],
      },
    },
  },
})
