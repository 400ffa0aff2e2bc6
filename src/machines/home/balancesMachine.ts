import type { Address } from 'viem'
import { assign, fromPromise, sendParent, setup } from 'xstate'
import type { AllBalances } from '../../chain/getBalances'
import { recallBalances, rememberBalances } from '../../chain/lastBalances'
import { chain } from '../shared/chain'
import { type VisibilityEvent, watchVisibility } from '../shared/visibility'

/** Spec §4: portfolio data every 60 s. */
export const balancesIntervalMs = 60_000

/** What the balances machine tells its parent (the session, where balances live). */
export type BalancesParentEvent =
  | { type: 'balances.loading' }
  | { type: 'balances.loaded'; result: AllBalances }
  /** `lastKnown`: the balances kept from an earlier visit (shown as not current), when there are some. */
  | { type: 'balances.failed'; error: string; lastKnown?: Record<string, bigint> }

/** Events the balances machine takes. */
export type BalancesEvent =
  | { type: 'data.refresh' }
  | { type: 'wallet.change'; address: Address }
  /** Keep refreshing while the tab is hidden (a loan is watched for the user), or pause as usual. */
  | { type: 'watch.hidden'; on: boolean }
  | VisibilityEvent

/**
 * Context: whose balances, whether the tab is hidden, and whether to go on refreshing while it is. Balances
 * themselves live in the session.
 */
export type BalancesContext = { address: Address; hidden: boolean; watchHidden: boolean }

/**
 * Loads the wallet's balances on the four networks (one multicall each; Ethereum's also reads the Aave
 * position) when started, every 60 s, on `data.refresh` and when the wallet changes; pauses while the tab is
 * hidden, unless told to watch (`watch.hidden`: the user asked to be notified about a loan's health factor,
 * which only a read can see change). Each result goes to the parent
 * as `balances.loaded` or, when everything failed, `balances.failed` with the spec's text.
 */
export const balancesMachine = setup({
  types: {
    context: {} as BalancesContext,
    events: {} as BalancesEvent,
    input: {} as { address: Address; watchHidden?: boolean },
  },
  actors: {
    watchVisibility,
    /** Reads and keeps them; when nothing answers, the error carries the ones kept from the last read. */
    fetchBalances: fromPromise<AllBalances, { address: Address }>(async ({ input }) => {
      try {
        const result = await (await chain()).balances(input.address)
        if (result.failedNetworks.length === 0)
          await rememberBalances(input.address, result.balances).catch(() => {})
        return result
      } catch (error) {
        const lastKnown = await recallBalances(input.address)
        throw Object.assign(error instanceof Error ? error : new Error(String(error)), { lastKnown })
      }
    }),
  },
  delays: { interval: balancesIntervalMs },
  actions: {
    notifyLoading: sendParent({ type: 'balances.loading' } satisfies BalancesParentEvent),
    notifyLoaded: sendParent(({ event }) => {
      const result = (event as unknown as { output: AllBalances }).output
      return { type: 'balances.loaded', result } satisfies BalancesParentEvent
    }),
    notifyFailed: sendParent(({ event }) => {
      const error = (event as unknown as { error: unknown }).error
      console.warn('balances failed', error)
      const lastKnown = (error as { lastKnown?: Record<string, bigint> | null } | null)?.lastKnown
      return {
        type: 'balances.failed',
        // The spec's 'Unable to fetch balances right now.', by its key: the view says it in the user's language.
        error: 'balances.failed',
        ...(lastKnown ? { lastKnown } : {}),
      } satisfies BalancesParentEvent
    }),
  },
  guards: { isHidden: ({ context }) => context.hidden && !context.watchHidden },
}).createMachine({
  id: 'balances',
  context: ({ input }) => ({
    address: input.address,
    hidden: false,
    watchHidden: input.watchHidden ?? false,
  }),
  invoke: { src: 'watchVisibility' },
  on: {
    'visibility.hidden': { actions: assign({ hidden: true }) },
    'visibility.visible': { actions: assign({ hidden: false }) },
    'watch.hidden': { actions: assign({ watchHidden: ({ event }) => event.on }) },
    'wallet.change': { target: '.loading', actions: assign(({ event }) => ({ address: event.address })) },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'notifyLoading',
      invoke: {
        id: 'fetchBalances',
        src: 'fetchBalances',
        input: ({ context }) => ({ address: context.address }),
        onDone: {
          target: 'idle',
          actions: 'notifyLoaded',
        },
        onError: {
          target: 'idle',
          actions: 'notifyFailed',
        },
      },
    },
    idle: {
      always: { guard: 'isHidden', target: 'paused' },
      after: { interval: 'loading' },
      on: { 'data.refresh': 'loading' },
    },
    paused: {
      on: {
        'visibility.visible': { target: 'loading', actions: assign({ hidden: false }) },
        'watch.hidden': {
          guard: ({ event }) => event.on,
          target: 'loading',
          actions: assign({ watchHidden: true }),
        },
        'data.refresh': 'loading',
      },
    },
  },
})
