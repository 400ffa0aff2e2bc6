import type { Address } from 'viem'
import { assign, fromPromise, setup } from 'xstate'

/** The faucet's events: fund the chosen account, or hear that the chosen account changed (from home's coordinator). */
export type FaucetEvent =
  | { type: 'faucet.fund'; address: Address }
  | { type: 'account.change'; watchOnly: boolean }

/**
 * Devnet only: the "Fund with test tokens" button. idle → funding → funded | failed; the view then asks the
 * session to refresh balances. A watched address is not the user's: it is never funded as if it were
 * (`ownsAccount`), and home offers no way to fund it (the view asks `can('faucet.fund')`).
 */
export const faucetMachine = setup({
  types: {
    context: {} as { watchOnly: boolean },
    events: {} as FaucetEvent,
    input: {} as { watchOnly?: boolean } | undefined,
  },
  actors: {
    fundWallet: fromPromise<void, { address: Address }>(async ({ input }) => {
      const { loadChainService } = await import('../../chain/chainService')
      await (await loadChainService()).fund(input.address)
    }),
  },
  guards: {
    /** The chosen account is one of the wallet's: a watched address has no key here and is not funded. */
    ownsAccount: ({ context }) => !context.watchOnly,
  },
}).createMachine({
  id: 'faucet',
  context: ({ input }) => ({ watchOnly: input?.watchOnly ?? false }),
  initial: 'idle',
  // Another account chosen: what was said about the last one's funding goes.
  on: {
    'account.change': { target: '.idle', actions: assign({ watchOnly: ({ event }) => event.watchOnly }) },
  },
  states: {
    idle: { on: { 'faucet.fund': { guard: 'ownsAccount', target: 'funding' } } },
    funding: {
      tags: ['busy'],
      invoke: {
        id: 'fundWallet',
        src: 'fundWallet',
        input: ({ event }) => ({ address: (event as { address: Address }).address }),
        onDone: 'funded',
        onError: 'failed',
      },
    },
    funded: { on: { 'faucet.fund': { guard: 'ownsAccount', target: 'funding' } } },
    failed: { on: { 'faucet.fund': { guard: 'ownsAccount', target: 'funding' } } },
  },
})
