import { assign, fromPromise, fromTransition, sendTo, setup } from 'xstate'
import { type NetworkId, networkIds } from '../../domain/catalogue/networks'
import { NetworkAddFailedError } from '../../domain/errors/network'

const NETWORK_KEY = 'network'

/** How a switch went, for the spec's alerts (§8). */
export type SwitchNotice =
  | { kind: 'switched' | 'added'; network: NetworkId }
  | { kind: 'switchFailed' | 'addFailed'; network: NetworkId }

/** What the switch actor reports: only the app changed, or the browser wallet switched / added the chain. */
export type SwitchOutcome = 'app' | 'switched' | 'added'

export type NetworkSwitchContext = {
  network: NetworkId
  target: NetworkId | null
  notice: SwitchNotice | null
}

export type NetworkSwitchEvent = { type: 'network.select'; network: NetworkId } | { type: 'notice.dismiss' }

/** What the network's store takes: the network to keep. */
export type NetworkStoreEvent = { type: 'network.write'; network: NetworkId }

function readNetwork(): NetworkId {
  try {
    const stored = globalThis.localStorage?.getItem(NETWORK_KEY)
    return networkIds.find((id) => id === stored) ?? 'ethereum'
  } catch {
    return 'ethereum'
  }
}

function writeNetwork(network: NetworkId) {
  try {
    globalThis.localStorage?.setItem(NETWORK_KEY, network)
  } catch (error) {
    console.warn('could not store the network', error)
  }
}

/**
 * The network selector (spec §4): switching changes the app's network and, when a browser wallet is
 * injected, asks it to switch too, adding the chain on error 4902. States: idle → switching → idle, with a
 * notice for the alert.
 */
export const networkSwitchMachine = setup({
  types: { context: {} as NetworkSwitchContext, events: {} as NetworkSwitchEvent },
  actors: {
    /**
     * The chosen network in localStorage: read as the store is made, which is when this machine's actor is
     * made, so the first render already shows it (and the gas panel asks for its fees, not Ethereum's);
     * written on every change.
     */
    networkStore: fromTransition((stored: NetworkId, event: NetworkStoreEvent) => {
      // Only a write is written: the actor also receives XState's own events (its stop among them).
      if (event.type !== 'network.write' || !networkIds.includes(event.network)) return stored
      writeNetwork(event.network)
      return event.network
    }, readNetwork),
    switchNetwork: fromPromise<SwitchOutcome, { network: NetworkId }>(async ({ input }) => {
      const { injectedProvider, switchInjectedChain } = await import('../../chain/injectedWallet')
      const provider = injectedProvider()
      return provider ? switchInjectedChain(provider, input.network) : 'app'
    }),
  },
  actions: {
    storeNetwork: sendTo(
      'networkStore',
      ({ context }): NetworkStoreEvent => ({ type: 'network.write', network: context.network }),
    ),
  },
}).createMachine({
  id: 'networkSwitch',
  context: ({ spawn }) => ({
    network: spawn('networkStore', { id: 'networkStore' }).getSnapshot().context,
    target: null,
    notice: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'network.select': {
          target: 'switching',
          actions: assign(({ event }) => ({ target: event.network, notice: null })),
        },
        'notice.dismiss': { actions: assign({ notice: null }) },
      },
    },
    switching: {
      tags: ['busy'],
      invoke: {
        id: 'switchNetwork',
        src: 'switchNetwork',
        input: ({ context }) => ({ network: context.target ?? context.network }),
        onDone: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => {
              const network = context.target ?? context.network
              return {
                network,
                target: null,
                notice: { kind: event.output === 'added' ? 'added' : 'switched', network } as SwitchNotice,
              }
            }),
            'storeNetwork',
          ],
        },
        onError: {
          target: 'idle',
          actions: assign(({ context, event }) => ({
            target: null,
            notice: {
              kind: event.error instanceof NetworkAddFailedError ? 'addFailed' : 'switchFailed',
              network: context.target ?? context.network,
            } as SwitchNotice,
          })),
        },
      },
    },
  },
})
