import type { Address, Hex } from 'viem'
import { assign, enqueueActions, type SnapshotFrom, setup, spawnChild, stopChild } from 'xstate'
import { networks } from '../../domain/catalogue/networks'
import type { ProtocolId } from '../../domain/catalogue/protocols'
import type { TokenKey } from '../../domain/catalogue/tokens'
import { type ErrorMessage, errorMessage } from '../../domain/errors/message'
import { type PlanOutput, planMachine } from '../write'
import { vaultPlanActors, waitForVaultReceipt } from './vaultModalActors'
import {
  canSubmit,
  checkAmount,
  emptyFacts,
  lastStep,
  type ModalText,
  maxFill,
  type VaultAction,
  type VaultFacts,
  type VaultForm,
  type VaultResult,
  vaultAssets,
  vaultIntent,
  withdrawAsset,
  withdrawRefusal,
} from './vaultModalForm'

export type { ModalText, VaultAction, VaultFacts, VaultResult }

export type VaultModalContext = VaultForm & {
  /** Whether the dialog is on screen. */
  open: boolean
  /** Why the amount is refused or the write failed, as the view translates it. */
  error: ErrorMessage | null
  txHash: Hex | null
  explorerUrl: string | null
  /** What the last submit sends (kept for success's "Depositaste 100 USDC en Aave v3"); null until then. */
  result: VaultResult | null
}

export type VaultModalInput = { protocol: ProtocolId; address: Address | null; facts?: VaultFacts }

type PlanSnapshot = Pick<SnapshotFrom<typeof planMachine>, 'value'> & {
  context: Pick<SnapshotFrom<typeof planMachine>['context'], 'plan' | 'step'>
}

export type VaultModalEvent =
  | { type: 'modal.open'; action: VaultAction }
  | { type: 'modal.close' }
  | { type: 'asset.change'; asset: TokenKey }
  | { type: 'amount.change'; amountText: string }
  /** Max; `separator` is the decimal separator the reader writes (`,` in Spanish). */
  | { type: 'amount.max'; separator?: ',' | '.' }
  | { type: 'modal.submit' }
  | { type: 'facts.update'; facts: VaultFacts; address: Address | null }
  | { type: 'xstate.snapshot.plan'; snapshot: PlanSnapshot }
  | { type: 'xstate.done.actor.plan'; output: PlanOutput }

/** What the modal tells the page: a transaction went out (balances and positions are due a refresh). */
export type VaultModalParentEvent = { type: 'modal.sent'; protocol: ProtocolId; hash: Hex }

/** The busy phase a plan snapshot stands for: simulating, the review on screen, an approval or the action. */
export function planPhase(snapshot: PlanSnapshot): 'simulating' | 'reviewing' | 'approving' | 'sending' {
  const value = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]
  if (value === 'reviewing' || value === 'partial') return 'reviewing'
  if (value !== 'executing') return 'simulating'
  const step = snapshot.context.plan?.calls[snapshot.context.step]?.step
  return step === 'approve' || step === 'resetApproval' ? 'approving' : 'sending'
}

const planOutput = (event: VaultModalEvent) => (event.type === 'xstate.done.actor.plan' ? event.output : null)
const phaseIs =
  (phase: ReturnType<typeof planPhase>) =>
  ({ event }: { event: VaultModalEvent }) =>
    event.type === 'xstate.snapshot.plan' && planPhase(event.snapshot) === phase
const editing = { error: null, exact: null }
/** The action a `modal.open` stands for on this card: a claim is a withdraw except on Ethena. */
const openedAction = (context: VaultModalContext, action: VaultAction): VaultAction =>
  action === 'claim' && context.protocol !== 'ethena' ? 'withdraw' : action

/**
 * One vault card's modal (spec 001 §4): idle → busy (simulating → reviewing → approving → sending →
 * confirming, buttons disabled) → success (the hash, mined; balances refresh) | error; busy always clears;
 * opening clears the last error and hash. The amount is checked by the spec's rules (§5) before anything
 * is read; the write itself is the pipeline's plan machine (`plan` child): busy's substates follow it, its
 * review is shown while busy.reviewing, Volver there brings the form back with nothing sent.
 */
export const vaultModalMachine = setup({
  types: {
    context: {} as VaultModalContext,
    events: {} as VaultModalEvent,
    input: {} as VaultModalInput,
    children: {} as { plan: 'planFlow' },
  },
  actors: { planFlow: planMachine.provide({ actors: vaultPlanActors }), waitForReceipt: waitForVaultReceipt },
  actions: {
    openFor: assign(({ context, event }) => {
      if (event.type !== 'modal.open') return {}
      const action = openedAction(context, event.action)
      const asset = action === 'withdraw' ? withdrawAsset(context) : context.asset
      return {
        open: true,
        action,
        asset,
        amountText: '',
        error: null,
        exact: null,
        txHash: null,
        explorerUrl: null,
        result: null,
      }
    }),
    close: assign({ open: false }),
    assignAsset: assign(({ context, event }) =>
      event.type === 'asset.change' && vaultAssets[context.protocol].includes(event.asset)
        ? { asset: event.asset, amountText: '', ...editing }
        : {},
    ),
    assignAmount: assign(({ event }) =>
      event.type === 'amount.change' ? { amountText: event.amountText, ...editing } : {},
    ),
    fillMax: assign(({ context, event }) => ({
      ...maxFill(context, event.type === 'amount.max' ? event.separator : undefined),
      error: null,
    })),
    assignFacts: assign(({ event }) =>
      event.type === 'facts.update' ? { facts: event.facts, address: event.address } : {},
    ),
    assignInputError: assign(({ context }) => {
      const check = checkAmount(context)
      return { error: check.ok ? null : check.error }
    }),
    startPlan: spawnChild('planFlow', {
      id: 'plan',
      syncSnapshot: true,
      input: ({ context }) => {
        const check = checkAmount(context)
        return { intent: vaultIntent(context, check.ok ? check.amount : 0n), from: context.address }
      },
    }),
    stopPlan: stopChild('plan'),
    assignResult: assign(({ context }) => {
      const check = checkAmount(context)
      return {
        result: { action: context.action, asset: context.asset, amount: check.ok ? check.amount : 0n },
      }
    }),
    assignHash: assign(({ event }) => ({ txHash: planOutput(event)?.hashes.at(-1) ?? null })),
    assignSent: assign(({ context }) => ({
      explorerUrl: context.txHash ? `${networks.ethereum.explorer}/tx/${context.txHash}` : null,
      error: null,
      amountText: '',
      exact: null,
    })),
    assignPlanError: assign(({ event }) => {
      const output = planOutput(event)
      return { error: output?.status === 'failed' ? output.error : null }
    }),
    tellPage: enqueueActions(({ context, self, enqueue }) => {
      // A modal on its own (tests, a story) has no page to tell.
      if (self._parent && context.txHash)
        enqueue.sendParent({ type: 'modal.sent', protocol: context.protocol, hash: context.txHash })
    }),
  },
  guards: {
    /** Withdraw (Unstake) opens only on a card that holds something: it is disabled with its reason. */
    mayOpen: ({ context, event }) =>
      event.type === 'modal.open' &&
      (openedAction(context, event.action) !== 'withdraw' || withdrawRefusal(context) === null),
    canSubmit: ({ context }) => canSubmit(context),
    amountValid: ({ context }) => canSubmit(context) && checkAmount(context).ok,
    planSimulating: phaseIs('simulating'),
    planReviewing: phaseIs('reviewing'),
    planApproving: phaseIs('approving'),
    planSending: phaseIs('sending'),
    planDone: ({ event }) => planOutput(event)?.status === 'done',
    planFailed: ({ event }) => planOutput(event)?.status === 'failed',
    planCancelled: ({ event }) => planOutput(event)?.status === 'cancelled',
  },
}).createMachine({
  id: 'vaultModal',
  context: ({ input }) => ({
    protocol: input.protocol,
    address: input.address,
    facts: input.facts ?? emptyFacts,
    action: 'deposit',
    asset: vaultAssets[input.protocol][0] as TokenKey,
    amountText: '',
    exact: null,
    open: false,
    error: null,
    txHash: null,
    explorerUrl: null,
    result: null,
  }),
  on: { 'facts.update': { actions: 'assignFacts' } },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'modal.open': { guard: 'mayOpen', actions: 'openFor' },
        'modal.close': { actions: 'close' },
        'asset.change': { actions: 'assignAsset' },
        'amount.change': { actions: 'assignAmount' },
        'amount.max': { actions: 'fillMax' },
        'modal.submit': [
          { guard: 'amountValid', target: 'busy', actions: ['assignResult', 'startPlan'] },
          { guard: 'canSubmit', target: 'error', actions: 'assignInputError' },
        ],
      },
    },
    busy: {
      tags: ['busy'],
      initial: 'simulating',
      on: {
        'xstate.snapshot.plan': [
          { guard: 'planSimulating', target: '.simulating' },
          { guard: 'planReviewing', target: '.reviewing' },
          { guard: 'planApproving', target: '.approving' },
          { guard: 'planSending', target: '.sending' },
        ],
        'xstate.done.actor.plan': [
          { guard: 'planDone', target: '.confirming', actions: 'assignHash' },
          { guard: 'planFailed', target: 'error', actions: 'assignPlanError' },
          { guard: 'planCancelled', target: 'idle', actions: 'stopPlan' },
        ],
      },
      states: {
        simulating: { on: { 'modal.close': { target: '#vaultModal.idle', actions: ['stopPlan', 'close'] } } },
        // The review is on screen: closing is Volver, nothing was signed.
        reviewing: { on: { 'modal.close': { target: '#vaultModal.idle', actions: ['stopPlan', 'close'] } } },
        approving: {},
        sending: {},
        // The last transaction is out; success is it mined, so one that reverts on chain is a failure.
        confirming: {
          invoke: {
            id: 'waitForReceipt',
            src: 'waitForReceipt',
            input: ({ context, event }) => ({
              hashes: planOutput(event)?.hashes ?? [],
              step: lastStep(context),
            }),
            onDone: { target: '#vaultModal.success', actions: 'assignSent' },
            onError: {
              target: '#vaultModal.error',
              actions: assign(({ event }) => ({ error: errorMessage(event.error), txHash: null })),
            },
          },
        },
      },
    },
    success: {
      entry: ['stopPlan', 'tellPage'],
      on: {
        'modal.open': { guard: 'mayOpen', target: 'idle', actions: 'openFor' },
        'modal.close': { target: 'idle', actions: 'close' },
        'amount.change': { target: 'idle', actions: 'assignAmount' },
      },
    },
    error: {
      entry: 'stopPlan',
      on: {
        'modal.open': { guard: 'mayOpen', target: 'idle', actions: 'openFor' },
        'modal.close': { target: 'idle', actions: 'close' },
        'asset.change': { target: 'idle', actions: 'assignAsset' },
        'amount.change': { target: 'idle', actions: 'assignAmount' },
        'amount.max': { target: 'idle', actions: 'fillMax' },
        'modal.submit': [
          { guard: 'amountValid', target: 'busy', actions: ['assignResult', 'startPlan'] },
          { guard: 'canSubmit', target: 'error', reenter: true, actions: 'assignInputError' },
        ],
      },
    },
  },
})
