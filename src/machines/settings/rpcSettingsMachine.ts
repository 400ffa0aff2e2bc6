import { assign, fromPromise, setup } from 'xstate'
import type { NetworkId } from '../../domain/catalogue/networks'

/** The optional keys settings offer: the keyed price service and the Etherscan explorer API. */
export type ApiKeyName = 'coinmarketcap' | 'etherscan'

/** Why an endpoint was not saved; each is a text key the view translates. */
export type RejectReason = 'rpc.invalidUrl' | 'rpc.unreachable' | 'rpc.wrongChain'

/** A key change: a new value, or null to remove the key. Keys not listed stay as they are. */
export type ApiKeyChanges = Partial<Record<ApiKeyName, string | null>>

/** What the user last changed, for the confirmation or the rejection message. */
export type RpcSettingsNotice =
  | { kind: 'added' | 'removed'; network: NetworkId; url: string }
  | { kind: 'keysSaved' }
  | { kind: 'rejected'; reason: RejectReason; network: NetworkId; url: string }

export type RpcSettingsContext = {
  /** The user's own endpoints per network, in fallback order (first tried first). */
  urls: Partial<Record<NetworkId, string[]>>
  /** Configured keys, masked; the real keys never enter the machine's context. */
  maskedKeys: Partial<Record<ApiKeyName, string>>
  /** The endpoint being checked or last checked. */
  attempt: { network: NetworkId; url: string } | null
  notice: RpcSettingsNotice | null
}

export type RpcSettingsEvent =
  | { type: 'endpoint.add'; network: NetworkId; url: string }
  | { type: 'endpoint.remove'; network: NetworkId; url: string }
  | { type: 'keys.save'; changes: ApiKeyChanges }
  | { type: 'notice.dismiss' }

/** What storage holds: the user's endpoints and the configured keys, masked. */
export type RpcSettings = Pick<RpcSettingsContext, 'urls' | 'maskedKeys'>

const reasons: readonly RejectReason[] = ['rpc.invalidUrl', 'rpc.unreachable', 'rpc.wrongChain']

/** The text key of a rejection; anything unexpected reads as an unreachable endpoint. */
export function rejectReason(error: unknown): RejectReason {
  const key = (error as { shortMessage?: unknown } | null)?.shortMessage
  return reasons.find((r) => r === key) ?? 'rpc.unreachable'
}

const notImplemented = () => Promise.reject(new Error('provide this actor'))

/** From every resting state the user can add, remove or save keys again. */
const editing = {
  'endpoint.add': 'checking',
  'endpoint.remove': 'removing',
  'keys.save': 'savingKeys',
} as const

/**
 * Settings → Networks and endpoints: loading (what storage holds) → idle → checking → saved | rejected for a
 * new endpoint (saved only when it answers eth_chainId with the network's id), removing → saved,
 * savingKeys → saved. The actors apply the change to storage and rebuild the chain layer, so the next
 * refresh already goes through it.
 */
export const rpcSettingsMachine = setup({
  types: {
    context: {} as RpcSettingsContext,
    events: {} as RpcSettingsEvent,
  },
  actors: {
    /** Reads the user's endpoints and keys (masked) from storage. */
    readSettings: fromPromise<RpcSettings>(notImplemented),
    /** Checks the endpoint's chain id, saves it first in the network's list; resolves with that list. */
    addEndpoint: fromPromise<string[], { network: NetworkId; url: string }>(notImplemented),
    /** Removes one endpoint; resolves with the network's remaining list. */
    removeEndpoint: fromPromise<string[], { network: NetworkId; url: string }>(notImplemented),
    /** Applies key changes; resolves with every configured key, masked. */
    saveKeys: fromPromise<Partial<Record<ApiKeyName, string>>, ApiKeyChanges>(notImplemented),
  },
  actions: {
    assignAttempt: assign({
      attempt: ({ event }) =>
        event.type === 'endpoint.add' || event.type === 'endpoint.remove'
          ? { network: event.network, url: event.url.trim() }
          : null,
      notice: null,
    }),
  },
}).createMachine({
  id: 'rpcSettings',
  context: { urls: {}, maskedKeys: {}, attempt: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'readSettings',
        src: 'readSettings',
        onDone: { target: 'idle', actions: assign(({ event }) => event.output) },
        // Unreadable storage reads as nothing configured (chain/settings already falls back so).
        onError: 'idle',
      },
    },
    idle: { on: editing },
    checking: {
      tags: ['busy'],
      entry: 'assignAttempt',
      invoke: {
        id: 'addEndpoint',
        src: 'addEndpoint',
        input: ({ context }) => context.attempt ?? { network: 'ethereum', url: '' },
        onDone: {
          target: 'saved',
          actions: assign(({ context, event }) => {
            const { network, url } = context.attempt ?? { network: 'ethereum' as const, url: '' }
            return {
              urls: { ...context.urls, [network]: event.output },
              notice: { kind: 'added', network, url },
            }
          }),
        },
        onError: {
          target: 'rejected',
          actions: assign(({ context, event }) => {
            const { network, url } = context.attempt ?? { network: 'ethereum' as const, url: '' }
            return { notice: { kind: 'rejected', reason: rejectReason(event.error), network, url } }
          }),
        },
      },
    },
    removing: {
      tags: ['busy'],
      entry: 'assignAttempt',
      invoke: {
        id: 'removeEndpoint',
        src: 'removeEndpoint',
        input: ({ context }) => context.attempt ?? { network: 'ethereum', url: '' },
        onDone: {
          target: 'saved',
          actions: assign(({ context, event }) => {
            const { network, url } = context.attempt ?? { network: 'ethereum' as const, url: '' }
            return {
              urls: { ...context.urls, [network]: event.output },
              notice: { kind: 'removed', network, url },
            }
          }),
        },
        onError: 'idle',
      },
    },
    savingKeys: {
      tags: ['busy'],
      entry: assign({ attempt: null, notice: null }),
      invoke: {
        id: 'saveKeys',
        src: 'saveKeys',
        input: ({ event }) => (event.type === 'keys.save' ? event.changes : {}),
        onDone: {
          target: 'saved',
          actions: assign({ maskedKeys: ({ event }) => event.output, notice: { kind: 'keysSaved' } }),
        },
        onError: 'idle',
      },
    },
    saved: { on: { ...editing, 'notice.dismiss': { target: 'idle', actions: assign({ notice: null }) } } },
    rejected: { on: { ...editing, 'notice.dismiss': { target: 'idle', actions: assign({ notice: null }) } } },
  },
})
