import type { Address } from 'viem'
import { fromPromise, setup } from 'xstate'

/**
 * Devnet only: the "Fund with test tokens" button. idle → funding → funded | failed; the view then asks the
 * session to refresh balances.
 */
export const faucetMachine = setup({
  types: { events: {} as { type: 'faucet.fund'; address: Address } },
  actors: {
    fundWallet: fromPromise<void, { address: Address }>(async ({ input }) => {
      const { loadChainService } = await import('../chain/chainService')
      await (await loadChainService()).fund(input.address)
    }),
  },
}).createMachine({
  id: 'faucet',
  initial: 'idle',
  states: {
    idle: { on: { 'faucet.fund': 'funding' } },
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
    funded: { on: { 'faucet.fund': 'funding' } },
    failed: { on: { 'faucet.fund': 'funding' } },
  },
})
