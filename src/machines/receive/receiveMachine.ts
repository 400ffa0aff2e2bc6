import { assign, fromPromise, setup } from 'xstate'
import type { NetworkId } from '../../domain/catalogue/networks'
import { networks } from '../../domain/catalogue/networks'
import { type TokenKey, tokens, tokensOn } from '../../domain/catalogue/tokens'
import { buildEip681 } from '../../domain/eip681'

export type ReceiveContext = {
  address: `0x${string}` | null
  network: NetworkId
  tokenKey: TokenKey
  /** Token contract per key in the running profile (the devnet deploys its own), null for the native coin. */
  tokenAddresses: Partial<Record<TokenKey, `0x${string}` | null>>
  /** The EIP-681 link the QR carries; null without an address. */
  uri: string | null
  /** The QR as a PNG data URL. */
  qr: string | null
  /** What the last copy put on the clipboard: the bare address (for exchanges) or the payment link. */
  copiedWhat: 'address' | 'link'
}

export type ReceiveEvent =
  | { type: 'network.change'; network: NetworkId }
  | { type: 'token.change'; tokenKey: TokenKey }
  | { type: 'tokenAddresses.update'; tokenAddresses: ReceiveContext['tokenAddresses'] }
  | { type: 'qr.copy' }
  | { type: 'address.copy' }

/**
 * The payment link for the chosen network and token: `ethereum:<me>@<chainId>` for the native coin,
 * the ERC-20 transfer form for a token.
 */
export function receiveUri(c: Pick<ReceiveContext, 'address' | 'network' | 'tokenKey' | 'tokenAddresses'>) {
  if (!c.address) return null
  const chainId = networks[c.network].chainId
  const token = tokens[c.tokenKey]
  if (token.address === null) return buildEip681({ recipient: c.address, chainId })
  const contract = c.tokenAddresses[c.tokenKey] ?? token.address
  return buildEip681({ recipient: c.address, chainId, token: contract })
}

const withUri = (c: ReceiveContext): Partial<ReceiveContext> => ({ uri: receiveUri(c), qr: null })

/** Either Copy, from idle or while the last copy still shows. */
const copyOn = {
  'qr.copy': { target: 'copying', actions: 'copyLink' },
  'address.copy': { target: 'copying', actions: 'copyAddress' },
} as const

/**
 * The receive dialog: drawing the QR → ready | failed ('Código QR no disponible'); copying the address
 * ('Address copied to clipboard!') or the QR data (Copied) shows so for 2 s.
 */
export const receiveMachine = setup({
  types: {
    context: {} as ReceiveContext,
    events: {} as ReceiveEvent,
    input: {} as { address: `0x${string}` | null; network?: NetworkId },
  },
  actors: {
    drawQr: fromPromise<string, { uri: string | null }>(async ({ input }) => {
      if (!input.uri) throw new Error('no address')
      const QRCode = await import('qrcode')
      return QRCode.toDataURL(input.uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 })
    }),
    loadTokenAddresses: fromPromise<ReceiveContext['tokenAddresses'], { network: NetworkId }>(
      async ({ input }) => {
        const { loadProfile } = await import('../../chain/loadProfile')
        return (await loadProfile()).networks[input.network].tokenAddresses
      },
    ),
    copyText: fromPromise<void, { text: string | null }>(async ({ input }) => {
      if (input.text) await navigator.clipboard.writeText(input.text)
    }),
  },
  actions: {
    copyLink: assign({ copiedWhat: 'link' }),
    copyAddress: assign({ copiedWhat: 'address' }),
  },
}).createMachine({
  id: 'receive',
  context: ({ input }) => {
    const network = input.network ?? 'ethereum'
    const base = {
      address: input.address,
      network,
      tokenKey: tokensOn(network)[0]?.key ?? 'ETH',
      tokenAddresses: {},
    }
    return { ...base, uri: receiveUri(base), qr: null, copiedWhat: 'link' as const }
  },
  type: 'parallel',
  states: {
    qr: {
      initial: 'loading',
      on: {
        'network.change': {
          target: '.loading',
          actions: assign(({ context, event }) => {
            const next = {
              ...context,
              network: event.network,
              tokenKey: tokensOn(event.network)[0]?.key ?? context.tokenKey,
            }
            return { ...next, tokenAddresses: {}, ...withUri(next) }
          }),
        },
        'token.change': {
          target: '.drawing',
          actions: assign(({ context, event }) => {
            const next = { ...context, tokenKey: event.tokenKey }
            return { ...next, ...withUri(next) }
          }),
        },
      },
      states: {
        loading: {
          invoke: {
            src: 'loadTokenAddresses',
            input: ({ context }) => ({ network: context.network }),
            onDone: {
              target: 'drawing',
              actions: assign(({ context, event }) => {
                const next = { ...context, tokenAddresses: event.output }
                return { ...next, ...withUri(next) }
              }),
            },
            onError: {
              target: 'drawing',
              actions: ({ event }) => console.warn('[receive] profile', event.error),
            },
          },
        },
        drawing: {
          invoke: {
            src: 'drawQr',
            input: ({ context }) => ({ uri: context.uri }),
            onDone: { target: 'ready', actions: assign({ qr: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: ({ event }) => console.warn('[receive] QR', event.error) },
          },
        },
        ready: {},
        failed: {},
      },
    },
    clipboard: {
      initial: 'idle',
      states: {
        idle: { on: copyOn },
        copying: {
          invoke: {
            src: 'copyText',
            input: ({ context }) => ({
              text: context.copiedWhat === 'address' ? context.address : context.uri,
            }),
            onDone: 'copied',
            onError: {
              target: 'idle',
              actions: ({ event }) => console.warn('[receive] clipboard', event.error),
            },
          },
        },
        copied: {
          after: { 2000: 'idle' },
          on: copyOn,
        },
      },
    },
  },
})
