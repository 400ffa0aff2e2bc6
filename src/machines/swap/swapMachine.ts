import { assign, enqueueActions, setup } from 'xstate'
import { networks } from '../../domain/catalogue/networks'
import { MAX_SLIPPAGE_BPS, swapTokens } from '../../domain/catalogue/swapVenues'
import { tokens } from '../../domain/catalogue/tokens'
import { type ErrorMessage, errorMessage } from '../../domain/errors/message'
import { assignPlanError, planChildActions, planGuards, planOutputOf, startPlan } from '../write'
import { swapActors } from './swapActors'
import {
  cleared,
  initialContext,
  quoteMinimum,
  revokeIntent,
  type SwapContext,
  type SwapEvent,
  type SwapInput,
  startPair,
  stopped,
  swapAmount,
  swapFailureOf,
  swapIntent,
  swapProblem,
} from './swapRules'

export type { SwapContext, SwapEvent, SwapInput } from './swapRules'
export { quoteMinimum, swapAmount, swapProblem } from './swapRules'

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
    assignSwapFailure: assign(({ event }) => {
      const output = planOutputOf(event)
      return output?.status === 'failed' ? { error: swapFailureOf(output) } : {}
    }),
    /** The swap is on chain: the session reads the balances again (which come back here through watchSession). */
    refreshSession: enqueueActions(({ context, enqueue }) => {
      if (context.session) enqueue.sendTo(context.session, { type: 'session.refresh' })
    }),
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
  context: ({ input }) => initialContext(input),
  // The session's balances follow the form: a refresh (the one a swap asks for, or any other) lands here.
  invoke: { id: 'watchSession', src: 'watchSession', input: ({ context }) => ({ session: context.session }) },
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
      entry: ['stopPlan', 'refreshSession'],
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
