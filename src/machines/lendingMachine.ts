import { maxUint256 } from 'viem'
import { assign, raise, setup } from 'xstate'
import type { Plan } from '../chain/pipeline/types'
import type { Address, ChainProfile } from '../chain/profile'
import type { LendingSnapshot } from '../chain/protocols/aaveLending'
import {
  buildBorrowPlan,
  buildRepayPlan,
  buildSupplyPlan,
  buildWithdrawPlan,
} from '../chain/protocols/aaveLendingPlans'
import type { LendingAsset } from '../domain/lending/assets'
import type { LendingHistoryEntry } from '../domain/lending/history'
import { lendingActors } from './lendingActors'
import { checkForm, type FormCheck, fillText, type LendingTab } from './lendingForm'
import { errorText, type VisibilityEvent } from './visibility'

export type { LendingTab }

/** Spec §9: reserve data every 30 s (account data every 60 s comes with it in the same request). */
export const LENDING_POLL_MS = 30_000

/** The status line of the last action: the view shows `lending.status.<action>.<phase>` with the reason. */
export type LendingStatus = {
  action: LendingTab
  phase: 'pending' | 'success' | 'failure'
  reason: string | null
}

export type LendingInput = { address: Address; profile: ChainProfile; canSign: boolean }

export type LendingContext = LendingInput & {
  tab: LendingTab
  assets: Record<LendingTab, LendingAsset>
  amountText: string
  form: FormCheck
  acknowledged: boolean
  data: LendingSnapshot | null
  readError: string | null
  hidden: boolean
  plan: Plan | null
  /** Set when a repay plan leaves accrued-interest dust; the view says so before signing. */
  leavesDust: boolean
  status: LendingStatus | null
  lastHash: `0x${string}` | null
  history: LendingHistoryEntry[]
}

export type LendingEvent =
  | { type: 'tab.change'; tab: LendingTab }
  | { type: 'asset.change'; asset: LendingAsset }
  | { type: 'amount.change'; amountText: string }
  | { type: 'amount.fill'; percent: 25 | 50 | 75 | 100 }
  | { type: 'risk.acknowledge'; checked: boolean }
  | { type: 'signer.change'; canSign: boolean }
  | { type: 'action.confirm' }
  | { type: 'action.dismiss' }
  | { type: 'data.refresh' }
  | VisibilityEvent

const emptyForm: FormCheck = { amount: null, error: null, newHealthFactor: null, needsAcknowledgement: false }

const recheck = (c: LendingContext, patch: Partial<LendingContext>) => {
  const next = { ...c, ...patch }
  return { ...patch, form: checkForm(next.tab, next.assets[next.tab], next.amountText, next.data) }
}

const buildPlan = (c: LendingContext): { plan: Plan; leavesDust: boolean } => {
  const data = c.data as LendingSnapshot
  const asset = c.assets[c.tab]
  const args = {
    profile: c.profile,
    from: c.address,
    reserve: data.reserves[asset],
    amount: c.form.amount as bigint,
  }
  if (c.tab === 'borrow') return { plan: buildBorrowPlan(args), leavesDust: false }
  if (c.tab === 'supply') return { plan: buildSupplyPlan(args), leavesDust: false }
  if (c.tab === 'withdraw') {
    return {
      plan: buildWithdrawPlan({ ...args, hasDebt: data.account.totalDebtBase > 0n }),
      leavesDust: false,
    }
  }
  const repay = buildRepayPlan({
    ...args,
    amount: args.amount >= args.reserve.debt ? maxUint256 : args.amount,
  })
  return { plan: repay.plan, leavesDust: repay.leavesDust }
}

const historyType = { borrow: 'BORROW', repay: 'REPAY', withdraw: 'WITHDRAW', supply: 'SUPPLY' } as const

/**
 * The loans page: tabs (borrow by default, repay, withdraw, supply collateral), the asset and amount of each,
 * quick-fills, the position read (every 30 s, paused while hidden) and one action at a time:
 * idle → pending → success | failure (spec §4). Each write is a plan run by the pipeline (`runPlan`).
 */
export const lendingMachine = setup({
  types: {
    context: {} as LendingContext,
    events: {} as LendingEvent,
    input: {} as LendingInput,
  },
  actors: lendingActors,
  delays: { poll: LENDING_POLL_MS },
  actions: {
    assignTab: assign(({ context, event }) =>
      event.type === 'tab.change'
        ? recheck(context, { tab: event.tab, amountText: '', acknowledged: false })
        : {},
    ),
    assignAsset: assign(({ context, event }) =>
      event.type === 'asset.change'
        ? recheck(context, { assets: { ...context.assets, [context.tab]: event.asset }, acknowledged: false })
        : {},
    ),
    assignAmount: assign(({ context, event }) =>
      event.type === 'amount.change'
        ? recheck(context, { amountText: event.amountText, acknowledged: false })
        : {},
    ),
    assignFill: assign(({ context, event }) =>
      event.type === 'amount.fill' && context.data
        ? recheck(context, {
            amountText: fillText(context.tab, context.assets[context.tab], context.data, event.percent),
            acknowledged: false,
          })
        : {},
    ),
    assignAcknowledged: assign(({ event }) =>
      event.type === 'risk.acknowledge' ? { acknowledged: event.checked } : {},
    ),
    assignSigner: assign(({ event }) => (event.type === 'signer.change' ? { canSign: event.canSign } : {})),
    assignHidden: assign({ hidden: true }),
    assignVisible: assign({ hidden: false }),
    assignPlan: assign(({ context }) => {
      const { plan, leavesDust } = buildPlan(context)
      return { plan, leavesDust, status: { action: context.tab, phase: 'pending' as const, reason: null } }
    }),
    clearStatus: assign({ status: null, plan: null, leavesDust: false }),
  },
  guards: {
    isHidden: ({ context }) => context.hidden,
    canConfirm: ({ context: c }) =>
      c.canSign &&
      c.data !== null &&
      !c.data.poolMissing &&
      c.form.amount !== null &&
      c.form.error === null &&
      (!c.form.needsAcknowledgement || c.acknowledged),
  },
}).createMachine({
  id: 'lending',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    tab: 'borrow',
    assets: { borrow: 'USDC', repay: 'USDC', withdraw: 'WETH', supply: 'WETH' },
    amountText: '',
    form: emptyForm,
    acknowledged: false,
    data: null,
    readError: null,
    hidden: false,
    plan: null,
    leavesDust: false,
    status: null,
    lastHash: null,
    history: [],
  }),
  invoke: [
    { id: 'watchVisibility', src: 'watchVisibility' },
    {
      id: 'loadHistory',
      src: 'loadHistory',
      input: ({ context }) => ({ address: context.address }),
      onDone: { actions: assign(({ event }) => ({ history: event.output })) },
      onError: { actions: ({ event }) => console.warn('lending history unavailable', event.error) },
    },
  ],
  on: {
    'visibility.hidden': { actions: 'assignHidden' },
    'visibility.visible': { actions: 'assignVisible' },
    'signer.change': { actions: 'assignSigner' },
  },
  states: {
    data: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'readLending',
            src: 'readLending',
            input: ({ context }) => ({ address: context.address, profile: context.profile }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                ...recheck(context, { data: event.output }),
                readError: null,
              })),
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({ readError: errorText(event.error) })),
            },
          },
        },
        idle: {
          always: { guard: 'isHidden', target: 'paused' },
          after: { poll: 'loading' },
          on: { 'data.refresh': 'loading' },
        },
        paused: {
          on: {
            'visibility.visible': { target: 'loading', actions: 'assignVisible' },
            'data.refresh': 'loading',
          },
        },
      },
    },
    action: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'tab.change': { actions: 'assignTab' },
            'asset.change': { actions: 'assignAsset' },
            'amount.change': { actions: 'assignAmount' },
            'amount.fill': { actions: 'assignFill' },
            'risk.acknowledge': { actions: 'assignAcknowledged' },
            'action.confirm': { guard: 'canConfirm', target: 'pending', actions: 'assignPlan' },
          },
        },
        pending: {
          tags: ['busy'],
          invoke: {
            id: 'runPlan',
            src: 'runPlan',
            input: ({ context }) => ({ plan: context.plan as Plan }),
            onDone: {
              target: 'success',
              actions: assign(({ context, event }) => ({
                status: { action: context.tab, phase: 'success' as const, reason: null },
                lastHash: event.output.hashes.at(-1) ?? null,
                amountText: '',
                form: emptyForm,
                acknowledged: false,
              })),
            },
            onError: {
              target: 'failure',
              actions: assign(({ context, event }) => ({
                status: { action: context.tab, phase: 'failure' as const, reason: errorText(event.error) },
              })),
            },
          },
        },
        success: {
          invoke: {
            id: 'saveHistory',
            src: 'saveHistory',
            input: ({ context }) => ({
              address: context.address,
              entry: {
                type: historyType[context.status?.action ?? context.tab],
                token: (context.plan as Plan).intent.tokenKey as LendingAsset,
                amount: context.plan?.calls.at(-1)?.amount ?? 0n,
                ts: Date.now(),
                ...(context.lastHash ? { hash: context.lastHash } : {}),
              },
            }),
            onDone: { actions: assign(({ event }) => ({ history: event.output })) },
            onError: { actions: ({ event }) => console.warn('lending history not saved', event.error) },
          },
          entry: raise({ type: 'data.refresh' }),
          on: {
            'action.dismiss': { target: 'idle', actions: 'clearStatus' },
            'tab.change': { target: 'idle', actions: ['clearStatus', 'assignTab'] },
            'amount.change': { target: 'idle', actions: ['clearStatus', 'assignAmount'] },
          },
        },
        failure: {
          on: {
            'action.dismiss': { target: 'idle', actions: 'clearStatus' },
            'action.confirm': { guard: 'canConfirm', target: 'pending', actions: 'assignPlan' },
            'tab.change': { target: 'idle', actions: ['clearStatus', 'assignTab'] },
            'amount.change': { target: 'idle', actions: ['clearStatus', 'assignAmount'] },
          },
        },
      },
    },
  },
})
