import { assign, fromPromise, setup } from 'xstate'
import { type NetworkId, networkIds } from '../domain/catalogue/networks'
import { errorText } from './visibility'

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

function readNetwork(): NetworkId {
  try {
    const stored = globalThis.localStorage?.getItem(NETWORK_KEY)
    return networkIds.find((id) => id === stored) ?? 'ethereum'
  } catch {
    return 'ethereum'
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
    switchNetwork: fromPromise<SwitchOutcome, { network: NetworkId }>(async ({ input }) => {
      const { injectedProvider, switchInjectedChain } = await import('../chain/injectedWallet')
      const provider = injectedProvider()
      return provider ? switchInjectedChain(provider, input.network) : 'app'
    }),
  },
  actions: {
    storeNetwork: ({ context }) => {
      try {
        globalThis.localStorage?.setItem(NETWORK_KEY, context.network)
      } catch (error) {
        console.warn('could not store the network', error)
      }
    },
  },
}).createMachine({
  id: 'networkSwitch',
  context: () => ({ network: readNetwork(), target: null, notice: null }),
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
              kind: errorText(event.error) === 'network.addFailed' ? 'addFailed' : 'switchFailed',
              network: context.target ?? context.network,
            } as SwitchNotice,
          })),
        },
      },
    },
  },
})
