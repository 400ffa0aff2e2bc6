import type { Address, Hex } from 'viem'
import { type ActorRefFrom, assign, enqueueActions, sendTo, setup } from 'xstate'
import type { Intent } from '../../chain/pipeline/types'
import type { GrantedAllowance } from '../../chain/protocols/readVaults'
import { type ProtocolId, protocolIds } from '../../domain/catalogue/protocols'
import type { TokenKey } from '../../domain/catalogue/tokens'
import { type ErrorMessage, errorMessage } from '../../domain/errors/message'
import { networkSwitchMachine } from '../home'
import type { sessionMachine } from '../session/sessionMachine'
import type { VisibilityEvent } from '../shared/visibility'
import {
  type PlanChildEvent,
  planChildActions,
  planErrorOf,
  planGuards,
  planMachine,
  planOutputOf,
} from '../write'
import type { VaultFacts } from './vaultModalForm'
import { vaultModalMachine } from './vaultModalMachine'
import {
  defaultVaultsSettings,
  type VaultsPageData,
  type VaultsSettings,
  vaultsPageActors,
} from './vaultsPageActors'
import type { Period, Risk, Strategy } from './vaultsPageRules'

/** Spec 001 §9: reserve data every 30 s (balances, positions and allowances come in the same request). */
export const VAULTS_POLL_MS = 30_000

export type VaultsPageInput = {
  address: Address | null
  /** The address is watched, not the wallet's: positions show, nothing is signed. */
  watchOnly?: boolean
  session?: ActorRefFrom<typeof sessionMachine> | null
}

export type VaultModalRef = ActorRefFrom<typeof vaultModalMachine>

export type VaultsPageContext = {
  address: Address | null
  watchOnly: boolean
  session: ActorRefFrom<typeof sessionMachine> | null
  amountText: string
  period: Period
  strategy: Strategy
  risk: Risk
  settings: VaultsSettings
  data: VaultsPageData | null
  /** Why the last read failed, as the view translates it. */
  error: ErrorMessage | null
  hidden: boolean
  dialog: 'analytics' | 'settings' | null
  /** One modal per card, spawned with the page. */
  modals: Record<ProtocolId, VaultModalRef>
  /** The allowance under review for Revoke, its outcome. */
  revoking: GrantedAllowance | null
  revokeError: ErrorMessage | null
  revokeHash: Hex | null
}

export type VaultsPageEvent =
  | { type: 'amount.change'; amountText: string }
  | { type: 'period.set'; period: Period }
  | { type: 'strategy.set'; strategy: Strategy }
  | { type: 'risk.set'; risk: Risk }
  | { type: 'dialog.open'; dialog: 'analytics' | 'settings' }
  | { type: 'dialog.close' }
  | { type: 'settings.change'; settings: Partial<VaultsSettings> }
  | { type: 'network.switch' }
  | { type: 'data.refresh' }
  | { type: 'allowance.revoke'; allowance: GrantedAllowance }
  | { type: 'modal.sent'; protocol: ProtocolId; hash: Hex }
  | PlanChildEvent
  | VisibilityEvent

/** What one card's modal needs from a read: wallet balances, its position per asset, Ethena's cooldown. */
export function factsFor(protocol: ProtocolId, data: VaultsPageData): VaultFacts {
  const { read } = data
  const positions: Partial<Record<TokenKey, bigint>> = {}
  for (const p of read.positions)
    if (p.protocol === protocol) positions[p.asset] = (positions[p.asset] ?? 0n) + p.value
  const e = read.ethena
  return {
    wallet: read.wallet,
    positions,
    cooldown:
      protocol === 'ethena' && e && e.underlyingAmount > 0n
        ? { end: e.cooldownEnd, amount: e.underlyingAmount }
        : null,
    now: read.timestamp,
    ...(read.limits ? { limits: read.limits } : {}),
  }
}

/**
 * The vaults page (/inflation): one refresh reads every card's rate, the positions, balances and allowances
 * (one Multicall3) plus gas, inflation and the activity store, every 30 s while visible; holds the controls
 * (amount, period, strategy, risk tolerance), spawns one vaultModalMachine per card and feeds it each read,
 * keeps the network switch for the Ethereum banner, and runs Revoke through the review pipeline.
 */
export const vaultsPageMachine = setup({
  types: {
    context: {} as VaultsPageContext,
    events: {} as VaultsPageEvent,
    input: {} as VaultsPageInput,
    children: {} as { plan: 'planFlow'; network: 'networkSwitch' },
  },
  actors: {
    ...vaultsPageActors,
    vaultModal: vaultModalMachine,
    networkSwitch: networkSwitchMachine,
    planFlow: planMachine,
  },
  delays: { poll: VAULTS_POLL_MS },
  actions: {
    feedModals: enqueueActions(({ context, enqueue }) => {
      const data = context.data
      if (!data) return
      for (const id of protocolIds)
        enqueue.sendTo(context.modals[id], {
          type: 'facts.update',
          facts: factsFor(id, data),
          address: context.address,
        })
    }),
    refreshSession: enqueueActions(({ context, enqueue }) => {
      if (context.session) enqueue.sendTo(context.session, { type: 'session.refresh' })
    }),
    // Revoke is a write like any other: the same plan child and glue as the flows (write/planChild).
    ...planChildActions<VaultsPageContext, VaultsPageEvent>((context) => {
      const a = context.revoking as GrantedAllowance
      const intent: Intent = {
        kind: 'revoke',
        network: 'ethereum',
        tokenKey: a.tokenKey ?? 'USDC',
        spender: a.spender,
      }
      return { intent, from: context.address }
    }),
  },
  guards: {
    isHidden: ({ context }) => context.hidden,
    hasWallet: ({ context }) => context.address !== null && !context.watchOnly,
    ...planGuards,
  },
}).createMachine({
  id: 'vaultsPage',
  type: 'parallel',
  context: ({ input, spawn }) => ({
    address: input.address,
    watchOnly: input.watchOnly ?? false,
    session: input.session ?? null,
    amountText: '',
    period: 'year',
    strategy: 'all',
    risk: defaultVaultsSettings.risk,
    settings: defaultVaultsSettings,
    data: null,
    error: null,
    hidden: false,
    dialog: null,
    modals: Object.fromEntries(
      protocolIds.map((protocol) => [
        protocol,
        spawn('vaultModal', {
          id: `modal-${protocol}`,
          input: { protocol, address: input.address, watchOnly: input.watchOnly ?? false },
        }),
      ]),
    ) as Record<ProtocolId, VaultModalRef>,
    revoking: null,
    revokeError: null,
    revokeHash: null,
  }),
  invoke: [
    { id: 'watchVisibility', src: 'watchVisibility' },
    { id: 'watchActivity', src: 'watchActivity' },
    { id: 'watchSession', src: 'watchSession', input: ({ context }) => ({ session: context.session }) },
    { id: 'network', src: 'networkSwitch' },
  ],
  on: {
    'amount.change': { actions: assign(({ event }) => ({ amountText: event.amountText })) },
    'period.set': { actions: assign(({ event }) => ({ period: event.period })) },
    'strategy.set': { actions: assign(({ event }) => ({ strategy: event.strategy })) },
    // The tolerance chosen is remembered: the list opens at it next time.
    'risk.set': {
      actions: [
        assign(({ context, event }) => ({
          risk: event.risk,
          settings: { ...context.settings, risk: event.risk },
        })),
        enqueueActions(({ context, enqueue }) =>
          enqueue.spawnChild('saveSettings', { input: context.settings }),
        ),
      ],
    },
    'dialog.open': { actions: assign(({ event }) => ({ dialog: event.dialog })) },
    'dialog.close': { actions: assign({ dialog: null }) },
    'network.switch': { actions: sendTo('network', { type: 'network.select', network: 'ethereum' }) },
    'visibility.hidden': { actions: assign({ hidden: true }) },
    'visibility.visible': { actions: assign({ hidden: false }) },
    'modal.sent': { actions: ['refreshSession', sendTo(({ self }) => self, { type: 'data.refresh' })] },
  },
  states: {
    data: {
      initial: 'starting',
      states: {
        starting: {
          invoke: {
            src: 'loadSettings',
            onDone: {
              target: 'loading',
              actions: assign(({ event }) => ({ settings: event.output, risk: event.output.risk })),
            },
            onError: 'loading',
          },
        },
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({
              address: context.address,
              settings: context.settings,
              balances: context.session?.getSnapshot().context.balances ?? {},
            }),
            onDone: {
              target: 'idle',
              actions: [assign(({ event }) => ({ data: event.output, error: null })), 'feedModals'],
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({ error: errorMessage(event.error) })),
            },
          },
          // A deposit that just landed must show: start the read again rather than keep a stale one.
          on: { 'data.refresh': { target: 'loading', reenter: true } },
        },
        idle: {
          always: { guard: 'isHidden', target: 'paused' },
          after: { poll: 'loading' },
          on: { 'data.refresh': 'loading' },
        },
        paused: {
          on: {
            'visibility.visible': { target: 'loading', actions: assign({ hidden: false }) },
            'data.refresh': 'loading',
          },
        },
      },
      on: {
        'settings.change': {
          target: '.loading',
          actions: [
            assign(({ context, event }) => ({ settings: { ...context.settings, ...event.settings } })),
            enqueueActions(({ context, enqueue }) =>
              enqueue.spawnChild('saveSettings', { input: context.settings }),
            ),
          ],
        },
      },
    },
    approvals: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'allowance.revoke': {
              guard: 'hasWallet',
              target: 'reviewing',
              actions: [
                assign(({ event }) => ({ revoking: event.allowance, revokeError: null, revokeHash: null })),
                'startPlan',
              ],
            },
          },
        },
        reviewing: {
          tags: ['revoking'],
          on: {
            'xstate.done.actor.plan': [
              {
                guard: 'planDone',
                target: 'idle',
                actions: [
                  assign(({ event }) => ({
                    revoking: null,
                    revokeHash: planOutputOf(event)?.hashes.at(-1) ?? null,
                  })),
                  'stopPlan',
                  sendTo(({ self }) => self, { type: 'data.refresh' }),
                ],
              },
              {
                guard: 'planFailed',
                target: 'idle',
                actions: [
                  assign(({ event }) => ({ revoking: null, revokeError: planErrorOf(event) })),
                  'stopPlan',
                ],
              },
              { target: 'idle', actions: [assign({ revoking: null }), 'stopPlan'] },
            ],
          },
        },
      },
    },
  },
})
