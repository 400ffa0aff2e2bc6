import { fromPromise, setup } from 'xstate'
import type { WalletKind } from '../../workers/vaultApi'

type Address = `0x${string}`

/** Which secret, and for the private key which account's (null: a watched address, which has none). */
export type SecretPageInput = { what: WalletKind; account?: Address | null }
/** Which secret the page is about. Never the secret nor the password: those stay in the signer's frame. */
export type SecretPageContext = { what: WalletKind; account: Address | null }
/** What the signer's reveal screen tells the page: the secret is on screen, or hidden again. */
export type SecretPageEvent = { type: 'secret.shown' } | { type: 'secret.hidden' }

const notImplemented = () => Promise.reject(new Error('provide this actor'))

/**
 * /view-private-key and /view-seed-phrase: checking → notAvailable | hidden ⇄ shown. The password is typed,
 * and the secret shown, hidden and copied, in the signer's reveal screen (docs/signer-plan.md step 4), a frame
 * of another origin laid out in the page; this machine only learns from it that the secret is on screen or
 * hidden again.
 */
export const secretPageMachine = setup({
  types: {
    context: {} as SecretPageContext,
    events: {} as SecretPageEvent,
    input: {} as SecretPageInput,
  },
  actors: {
    /** Whether this wallet has the secret at all (seed-imported wallets have no private key to show). */
    checkAvailable: fromPromise<boolean, { what: WalletKind; account: Address | null }>(notImplemented),
  },
}).createMachine({
  id: 'secretPage',
  context: ({ input }) => ({ what: input.what, account: input.account ?? null }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkAvailable',
        src: 'checkAvailable',
        input: ({ context }) => ({ what: context.what, account: context.account }),
        onDone: [{ guard: ({ event }) => event.output, target: 'hidden' }, { target: 'notAvailable' }],
        onError: 'notAvailable',
      },
    },
    notAvailable: {},
    hidden: { on: { 'secret.shown': 'shown' } },
    shown: { on: { 'secret.hidden': 'hidden' } },
  },
})
