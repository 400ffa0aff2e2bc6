import { assign, raise, type SnapshotFrom, sendTo, setup } from 'xstate'
import { errorMessage } from '../../domain/errors/message'
import { planChildActions, planGuards, planOutputOf, planSnapshotOf } from '../write'
import { lendingActors } from './lendingActors'
import { emptyForm } from './lendingForm'
import {
  fillPatch,
  historyEntryOf,
  initialContext,
  type LendingContext,
  type LendingEvent,
  type LendingInput,
  type LendingRequest,
  recheck,
  requestOf,
  statusOf,
  writeRefusal,
} from './lendingRules'

export type {
  LendingContext,
  LendingEvent,
  LendingInput,
  LendingRequest,
  LendingStatus,
  LendingTab,
} from './lendingRules'
export { failureMessage, writeRefusal } from './lendingRules'

/** Spec §9: reserve data every 30 s (account data every 60 s comes with it in the same request). */
export const LENDING_POLL_MS = 30_000

/** The status line's phase: the action's own state (null while there is no status to show). */
export function statusPhase(
  snapshot: SnapshotFrom<typeof lendingMachine>,
): 'pending' | 'success' | 'failure' | null {
  if (snapshot.matches({ action: 'pending' })) return 'pending'
  if (snapshot.matches({ action: 'success' })) return 'success'
  if (snapshot.matches({ action: 'failure' })) return 'failure'
  return null
}

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
    assignFill: assign(({ context, event }) => fillPatch(context, event)),
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
    confirmPlan: sendTo('plan', { type: 'review.confirm' as const }),
    assignPending: assign(({ context, event }) => ({
      status: statusOf(context),
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
      status: statusOf(context),
      amountText: '',
      all: false,
      form: emptyForm,
    })),
    assignFailure: assign(({ context, event }) => {
      const output = planOutputOf(event)
      // A step's own failure gives only its reason: the status line names the action already.
      return {
        status: statusOf(context, output?.status === 'failed' ? (output.reason ?? output.error) : null),
      }
    }),
    assignPartial: assign(({ context, event }) => {
      const snapshot = planSnapshotOf(event)
      if (!snapshot) return {}
      const { step, error, reason, plan } = snapshot.context
      return {
        status: {
          ...statusOf(context, reason ?? error ?? null),
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
  context: ({ input }) => initialContext(input),
  invoke: [
    { id: 'watchVisibility', src: 'watchVisibility' },
    // The session says when a key can sign (locked, unlocked): the machine follows it, the view does not.
    { id: 'watchSigner', src: 'watchSigner', input: ({ context }) => ({ session: context.session }) },
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
            // The actor stamps the time it saves the entry: the clock is I/O, not the machine's.
            input: ({ context }) => ({ address: context.address, entry: historyEntryOf(context) }),
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
