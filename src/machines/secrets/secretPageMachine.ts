import { assign, fromPromise, setup } from 'xstate'
import { Secret } from '../../domain/secret'
import type { WalletKind } from '../../workers/vaultApi'

/** The secret pages' Copied! indicator (spec 000 §9: 2 s). */
export const SECRET_COPIED_MS = 2000

type Address = `0x${string}`

/** Which secret, and for the private key which account's (null: a watched address, which has none). */
export type SecretPageInput = { what: WalletKind; account?: Address | null }
export type SecretPageContext = {
  what: WalletKind
  account: Address | null
  secret: Secret | null
  error: string | null
}
export type SecretPageEvent =
  | { type: 'secret.reveal'; password: Secret }
  | { type: 'secret.hide' }
  | { type: 'secret.copy' }

const notImplemented = () => Promise.reject(new Error('provide this actor'))

/**
 * /view-private-key and /view-seed-phrase: checking → notAvailable | hidden → verifying (the password
 * again) → revealed (idle | copied for 2 s) → hidden. Hide drops the secret from the context.
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
    /** The secret from the worker, wrapped inside the actor so its completion event never carries the text. */
    revealSecret: fromPromise<Secret, { what: WalletKind; password: Secret; account: Address | null }>(
      notImplemented,
    ),
    copyText: fromPromise<void, { text: Secret }>(notImplemented),
  },
}).createMachine({
  id: 'secretPage',
  context: ({ input }) => ({ what: input.what, account: input.account ?? null, secret: null, error: null }),
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
    hidden: {
      entry: assign({ secret: null }),
      on: { 'secret.reveal': { guard: ({ event }) => event.password.length > 0, target: 'verifying' } },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'revealSecret',
        src: 'revealSecret',
        input: ({ context, event }) => ({
          what: context.what,
          account: context.account,
          password: event.type === 'secret.reveal' ? event.password : new Secret(''),
        }),
        onDone: {
          target: 'revealed',
          actions: assign({ secret: ({ event }) => event.output, error: null }),
        },
        onError: { target: 'hidden', actions: assign({ error: 'secrets.wrongPassword' }) },
      },
    },
    revealed: {
      initial: 'idle',
      on: { 'secret.hide': 'hidden' },
      states: {
        idle: { on: { 'secret.copy': 'copying' } },
        copying: {
          invoke: {
            id: 'copyText',
            src: 'copyText',
            input: ({ context }) => ({ text: context.secret ?? new Secret('') }),
            onDone: 'copied',
            onError: 'idle',
          },
        },
        copied: { after: { [SECRET_COPIED_MS]: 'idle' }, on: { 'secret.copy': 'copying' } },
      },
    },
  },
})
