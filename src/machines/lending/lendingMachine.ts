import type { Hex } from 'viem'
import { assign, raise, type SnapshotFrom, sendTo, setup } from 'xstate'
import type { Intent } from '../../chain/pipeline/types'
import type { Address } from '../../chain/profile'
import type { LendingSnapshot } from '../../chain/protocols/aaveLending'
import { type ErrorMessage, errorMessage, transactionFailed } from '../../domain/errors/message'
import type { LendingAsset, LendingHistoryEntry, NewLendingHistoryEntry } from '../../domain/lending'
import type { Secret } from '../../domain/secret'
import type { VisibilityEvent } from '../shared/visibility'
import { type PlanChildEvent, planChildActions, planGuards, planOutputOf, planSnapshotOf } from '../write'
import { lendingActors } from './lendingActors'
import {
  allText,
  checkForm,
  emptyForm,
  type FormCheck,
  fillsAll,
  fillText,
  type LendingTab,
  repayFillText,
} from './lendingForm'

export type { LendingTab }

/** Spec §9: reserve data every 30 s (account data every 60 s comes with it in the same request). */
export const LENDING_POLL_MS = 30_000

/**
 * The status line of the last action: the view shows `lending.status.<action>.<phase>` (the phase is the
 * action's state: pending, success or failure) with the reason (the plan's failure, translated in the view).
 * `step` is set when a plan stopped part-way: which step failed, of how many (earlier ones went on chain).
 */
export type LendingStatus = {
  action: LendingTab
  reason: ErrorMessage | null
  step: { failed: number; count: number } | null
}

/** The write under review or on its way: frozen when the user pressed the action button. */
export type LendingRequest = {
  tab: LendingTab
  asset: LendingAsset
  /** The amount typed, in the asset's base units (what the history keeps). */
  amount: bigint
  intent: Intent
  /** The new health factor is below 1.5: Confirmar needs "Entiendo el riesgo" ticked. */
  needsAcknowledgement: boolean
  leavesDust: boolean
  /** The position after the action, as the form showed it. */
  after: FormCheck['after']
  newHealthFactor: bigint | null
}

export type LendingInput = {
  address: Address
  canSign: boolean
  /** The account is only watched (no key on this device): the page reads, it never writes. */
  watchOnly?: boolean
}

/** The reason every action of the loans page is refused (a watched account: read-only), or null. */
export const writeRefusal = (context: Pick<LendingInput, 'watchOnly'>): ErrorMessage | null =>
  context.watchOnly ? { key: 'accounts.watchOnly.note' } : null

export type LendingContext = LendingInput & {
  tab: LendingTab
  assets: Record<LendingTab, LendingAsset>
  amountText: string
  /**
   * Max was pressed on the withdraw or repay tab: the user asked for everything, not for the figure shown.
   * The text follows each new read, and the Pool is asked for Aave's own "everything" amount.
   */
  all: boolean
  /** The decimal separator the reader's last fill used (`,` in Spanish), kept for the text Max follows. */
  separator: ',' | '.'
  form: FormCheck
  acknowledged: boolean
  data: LendingSnapshot | null
  /** Why the last read of the position failed, as the view translates it. */
  readError: ErrorMessage | null
  hidden: boolean
  request: LendingRequest | null
  status: LendingStatus | null
  /** The action's own transaction (the repay, not the approve(0) that closes the plan): the link and history. */
  lastHash: Hex | null
  /** Chain id of the last plan sent (the explorer link is for chain 1 only). */
  chainId: number | null
  history: LendingHistoryEntry[]
  /** The header's Analysis and Settings buttons only show or hide their panels (spec §2.4). */
  panels: { analysis: boolean; settings: boolean }
}

export type LendingEvent =
  | { type: 'tab.change'; tab: LendingTab }
  | { type: 'asset.change'; asset: LendingAsset }
  | { type: 'amount.change'; amountText: string }
  // `separator`: the decimal separator the reader writes (`,` in Spanish), for the text the fill puts in.
  | { type: 'amount.fill'; percent: 25 | 50 | 75 | 100; separator?: ',' | '.' }
  | { type: 'amount.max'; source: 'wallet' | 'debt'; separator?: ',' | '.' }
  | { type: 'amount.slide'; percent: number; separator?: ',' | '.' }
  | { type: 'panel.toggle'; panel: 'analysis' | 'settings' }
  | { type: 'risk.acknowledge'; checked: boolean }
  | { type: 'signer.change'; canSign: boolean }
  | { type: 'action.confirm' }
  /** Confirmar on the review; a loan's carries the wallet's password, which the plan hands the key worker. */
  | { type: 'review.confirm'; password?: Secret }
  | { type: 'action.dismiss' }
  | { type: 'data.refresh' }
  | PlanChildEvent
  | VisibilityEvent

const recheck = (c: LendingContext, patch: Partial<LendingContext>) => {
  const next = { ...c, ...patch }
  const asset = next.assets[next.tab]
  const everything = next.all && next.data ? allText(next.tab, asset, next.data, next.separator) : null
  const amountText = everything ?? next.amountText
  const all = everything !== null
  return {
    ...patch,
    amountText,
    all,
    form: checkForm(next.tab, asset, amountText, next.data, all),
  }
}

const requestOf = (c: LendingContext): LendingRequest => {
  const asset = c.assets[c.tab]
  const f = c.form
  return {
    tab: c.tab,
    asset,
    amount: f.amount ?? 0n,
    intent: {
      kind: c.tab,
      protocol: 'aaveLending',
      network: 'ethereum',
      tokenKey: asset,
      amount: f.onChainAmount ?? 0n,
    },
    needsAcknowledgement: f.needsAcknowledgement,
    leavesDust: f.leavesDust,
    after: f.after,
    newHealthFactor: f.newHealthFactor,
  }
}

const status = (c: LendingContext, reason: ErrorMessage | null = null): LendingStatus => ({
  action: c.request?.tab ?? c.tab,
  reason,
  step: null,
})

/**
 * A failed action's status line as one message: the spec's 'Borrow failed: {reason}' (Repay, Withdraw,
 * Supply), the step that stopped a plan part-way, and the plan's reason. A step's own failure gives only
 * its reason, so the action is never named twice ('Borrow failed: Borrow failed: …').
 */
export function failureMessage(status: LendingStatus): ErrorMessage {
  const reason = status.reason ?? transactionFailed
  return {
    key: `lending.status.${status.action}.failure`,
    values: {
      reason: status.step ? { key: 'lending.status.partial', values: { ...status.step, reason } } : reason,
    },
  }
}

/** The status line's phase: the action's own state (null while there is no status to show). */
export function statusPhase(
  snapshot: SnapshotFrom<typeof lendingMachine>,
): 'pending' | 'success' | 'failure' | null {
  if (snapshot.matches({ action: 'pending' })) return 'pending'
  if (snapshot.matches({ action: 'success' })) return 'success'
  if (snapshot.matches({ action: 'failure' })) return 'failure'
  return null
}

const historyType = { borrow: 'BORROW', repay: 'REPAY', withdraw: 'WITHDRAW', supply: 'SUPPLY' } as const

/**
 * The loans page: tabs (borrow by default, repay, withdraw, supply collateral), the asset and amount of each,
 * quick-fills, the position read (every 30 s, paused while hidden) and one action at a time (spec §4):
 * idle → review → pending (signing, sending, the last transaction mined: the plan waits for its receipt) →
 * success | failure.
 * The action button spawns the money pipeline (the `plan` child); its review is shown, with "Entiendo el
 * riesgo" required below health factor 1.5; Confirmar signs, and a plan that stops part-way is a failure
 * naming the step.
 */
export const lendingMachine = setup({
  types: {
    context: {} as LendingContext,
    events: {} as LendingEvent,
    input: {} as LendingInput,
    children: {} as { plan: 'planFlow' },
  },
  actors: lendingActors,
  delays: { poll: LENDING_POLL_MS },
  actions: {
    assignTab: assign(({ context, event }) =>
      event.type === 'tab.change' ? recheck(context, { tab: event.tab, amountText: '', all: false }) : {},
    ),
    assignAsset: assign(({ context, event }) =>
      event.type === 'asset.change'
        ? recheck(context, { assets: { ...context.assets, [context.tab]: event.asset }, all: false })
        : {},
    ),
    assignAmount: assign(({ context, event }) =>
      event.type === 'amount.change' ? recheck(context, { amountText: event.amountText, all: false }) : {},
    ),
    assignFill: assign(({ context: c, event }) => {
      if (!c.data) return {}
      const asset = c.assets[c.tab]
      const separator =
        event.type === 'amount.fill' || event.type === 'amount.slide' || event.type === 'amount.max'
          ? (event.separator ?? '.')
          : c.separator
      const fill = (percent: number) =>
        recheck(c, {
          amountText: fillText(c.tab, asset, c.data as LendingSnapshot, percent, separator),
          all: fillsAll(c.tab, asset, c.data as LendingSnapshot, percent),
          separator,
        })
      if (event.type === 'amount.fill') return fill(event.percent)
      if (event.type === 'amount.slide') return fill(Math.max(0, Math.min(100, Math.round(event.percent))))
      if (event.type === 'amount.max')
        return recheck(c, {
          amountText: repayFillText(asset, c.data, event.source, separator),
          all: event.source === 'debt',
          separator,
        })
      return {}
    }),
    assignAcknowledged: assign(({ event }) =>
      event.type === 'risk.acknowledge' ? { acknowledged: event.checked } : {},
    ),
    assignSigner: assign(({ event }) => (event.type === 'signer.change' ? { canSign: event.canSign } : {})),
    assignHidden: assign({ hidden: true }),
    assignVisible: assign({ hidden: false }),
    assignRequest: assign(({ context }) => ({
      request: requestOf(context),
      acknowledged: false,
      status: null,
      lastHash: null,
    })),
    // Broadcast is not done: the action is done when its last transaction is mined, so the reload sees it.
    ...planChildActions<LendingContext, LendingEvent>((context) => ({
      intent: (context.request as LendingRequest).intent,
      from: context.address,
      waitForReceipt: true,
    })),
    confirmPlan: sendTo('plan', ({ event }) =>
      event.type === 'review.confirm' && event.password
        ? { type: 'review.confirm' as const, password: event.password }
        : { type: 'review.confirm' as const },
    ),
    assignPending: assign(({ context, event }) => ({
      status: status(context),
      chainId: planSnapshotOf(event)?.context.plan?.chainId ?? null,
    })),
    togglePanel: assign(({ context, event }) =>
      event.type === 'panel.toggle'
        ? { panels: { ...context.panels, [event.panel]: !context.panels[event.panel] } }
        : {},
    ),
    clearPending: assign({ status: null }),
    assignHash: assign(({ event }) => {
      const output = planOutputOf(event)
      const last = output?.hashes.at(-1) ?? null
      return { lastHash: (output?.status === 'done' ? output.actionHash : null) ?? last }
    }),
    assignSuccess: assign(({ context }) => ({
      status: status(context),
      amountText: '',
      all: false,
      form: emptyForm,
    })),
    assignFailure: assign(({ context, event }) => {
      const output = planOutputOf(event)
      // A step's own failure gives only its reason: the status line names the action already.
      return { status: status(context, output?.status === 'failed' ? (output.reason ?? output.error) : null) }
    }),
    assignPartial: assign(({ context, event }) => {
      const snapshot = planSnapshotOf(event)
      if (!snapshot) return {}
      const { step, error, reason, plan } = snapshot.context
      return {
        status: {
          ...status(context, reason ?? error ?? null),
          step: { failed: step + 1, count: plan?.calls.length ?? step + 1 },
        },
      }
    }),
    clearRequest: assign({ request: null, acknowledged: false }),
    clearStatus: assign({ status: null, request: null, acknowledged: false }),
  },
  guards: {
    isHidden: ({ context }) => context.hidden,
    canConfirm: ({ context: c }) =>
      writeRefusal(c) === null &&
      c.canSign &&
      c.data !== null &&
      !c.data.poolMissing &&
      c.form.amount !== null &&
      c.form.error === null,
    riskAccepted: ({ context: c }) =>
      c.request !== null && (!c.request.needsAcknowledgement || c.acknowledged),
    ...planGuards,
  },
}).createMachine({
  id: 'lending',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    tab: 'borrow',
    assets: { borrow: 'USDC', repay: 'USDC', withdraw: 'WETH', supply: 'WETH' },
    amountText: '',
    all: false,
    separator: '.',
    form: emptyForm,
    acknowledged: false,
    data: null,
    readError: null,
    hidden: false,
    request: null,
    status: null,
    lastHash: null,
    chainId: null,
    history: [],
    panels: { analysis: false, settings: false },
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
    'panel.toggle': { actions: 'togglePanel' },
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
            input: ({ context }) => ({ address: context.address }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                ...recheck(context, { data: event.output }),
                readError: null,
              })),
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({ readError: errorMessage(event.error) })),
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
            'amount.max': { actions: 'assignFill' },
            'amount.slide': { actions: 'assignFill' },
            'action.confirm': {
              guard: 'canConfirm',
              target: 'review',
              actions: ['assignRequest', 'startPlan'],
            },
          },
        },
        // The pipeline's review is on screen; the form is frozen: what is reviewed is what gets signed.
        review: {
          on: {
            'risk.acknowledge': { actions: 'assignAcknowledged' },
            'review.confirm': { guard: 'riskAccepted', actions: 'confirmPlan' },
            'xstate.snapshot.plan': [
              { guard: 'planExecuting', target: 'pending', actions: 'assignPending' },
              { guard: 'planPartial', target: 'failure', actions: 'assignPartial' },
            ],
            'xstate.done.actor.plan': [
              { guard: 'planCancelled', target: 'idle', actions: ['stopPlan', 'clearRequest'] },
              { guard: 'planFailed', target: 'failure', actions: 'assignFailure' },
              {
                guard: 'planDone',
                target: 'success',
                actions: ['assignPending', 'assignHash', 'assignSuccess'],
              },
            ],
          },
        },
        // Signed and on its way; the plan ends when the last transaction is mined.
        pending: {
          tags: ['busy'],
          on: {
            'xstate.snapshot.plan': [
              // The network fee rose above the reviewed ceiling: the review comes back with the new figure.
              { guard: 'planReviewing', target: 'review', actions: 'clearPending' },
              { guard: 'planPartial', target: 'failure', actions: 'assignPartial' },
            ],
            'xstate.done.actor.plan': [
              { guard: 'planDone', target: 'success', actions: ['assignHash', 'assignSuccess'] },
              { guard: 'planFailed', target: 'failure', actions: 'assignFailure' },
            ],
          },
        },
        success: {
          entry: ['stopPlan', raise({ type: 'data.refresh' })],
          invoke: {
            id: 'saveHistory',
            src: 'saveHistory',
            input: ({ context }) => {
              const request = context.request as LendingRequest
              // The actor stamps the time it saves the entry: the clock is I/O, not the machine's.
              const entry: NewLendingHistoryEntry = {
                type: historyType[request.tab],
                token: request.asset,
                amount: request.amount,
                ...(context.lastHash ? { hash: context.lastHash } : {}),
              }
              return { address: context.address, entry }
            },
            onDone: { actions: assign(({ event }) => ({ history: event.output })) },
            onError: { actions: ({ event }) => console.warn('lending history not saved', event.error) },
          },
          on: {
            'action.dismiss': { target: 'idle', actions: 'clearStatus' },
            'tab.change': { target: 'idle', actions: ['clearStatus', 'assignTab'] },
            'asset.change': { target: 'idle', actions: ['clearStatus', 'assignAsset'] },
            'amount.change': { target: 'idle', actions: ['clearStatus', 'assignAmount'] },
            'amount.fill': { target: 'idle', actions: ['clearStatus', 'assignFill'] },
            'amount.max': { target: 'idle', actions: ['clearStatus', 'assignFill'] },
            'amount.slide': { target: 'idle', actions: ['clearStatus', 'assignFill'] },
          },
        },
        failure: {
          entry: 'stopPlan',
          on: {
            'action.dismiss': { target: 'idle', actions: 'clearStatus' },
            'action.confirm': {
              guard: 'canConfirm',
              target: 'review',
              actions: ['assignRequest', 'startPlan'],
            },
            'tab.change': { target: 'idle', actions: ['clearStatus', 'assignTab'] },
            'asset.change': { target: 'idle', actions: ['clearStatus', 'assignAsset'] },
            'amount.change': { target: 'idle', actions: ['clearStatus', 'assignAmount'] },
            'amount.fill': { target: 'idle', actions: ['clearStatus', 'assignFill'] },
            'amount.max': { target: 'idle', actions: ['clearStatus', 'assignFill'] },
            'amount.slide': { target: 'idle', actions: ['clearStatus', 'assignFill'] },
          },
        },
      },
    },
  },
})
