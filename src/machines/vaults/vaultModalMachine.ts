import type { Address, Hex } from 'viem'
import { assign, enqueueActions, setup } from 'xstate'
import { networks } from '../../domain/catalogue/networks'
import type { ProtocolId } from '../../domain/catalogue/protocols'
import type { TokenKey } from '../../domain/catalogue/tokens'
import type { ErrorMessage } from '../../domain/errors/message'
import type { Intent } from '../../domain/write/types'
import {
  assignPlanError,
  type PlanChildEvent,
  planChildActions,
  planGuards,
  planMachine,
  planOutputOf,
} from '../write'
import {
  canSubmit,
  checkAmount,
  emptyFacts,
  type ModalText,
  maxFill,
  type VaultAction,
  type VaultFacts,
  type VaultForm,
  type VaultResult,
  vaultAssets,
  withdrawAsset,
  withdrawRefusal,
} from './vaultModalForm'

export type { ModalText, VaultAction, VaultFacts, VaultResult }

export type VaultModalContext = VaultForm & {
  /** The account is only watched: every write is refused (`writeRefusal`). */
  watchOnly: boolean
  /** Whether the dialog is on screen. */
  open: boolean
  /** Why the amount is refused or the write failed, as the view translates it. */
  error: ErrorMessage | null
  txHash: Hex | null
  explorerUrl: string | null
  /** What the last submit sends (kept for success's "Depositaste 100 USDC en Aave v3"); null until then. */
  result: VaultResult | null
}

export type VaultModalInput = {
  protocol: ProtocolId
  address: Address | null
  facts?: VaultFacts
  /** The account is only watched (no key on this device): it reads, it never writes. */
  watchOnly?: boolean
}

/** The reason this card's modal refuses every write (a watched account: read-only), or null. */
export const writeRefusal = (context: Pick<VaultModalContext, 'watchOnly'>): ErrorMessage | null =>
  context.watchOnly ? { key: 'accounts.watchOnly.note' } : null

export type VaultModalEvent =
  | { type: 'modal.open'; action: VaultAction }
  | { type: 'modal.close' }
  | { type: 'asset.change'; asset: TokenKey }
  | { type: 'amount.change'; amountText: string }
  /** Max; `separator` is the decimal separator the reader writes (`,` in Spanish). */
  | { type: 'amount.max'; separator?: ',' | '.' }
  | { type: 'modal.submit' }
  | { type: 'facts.update'; facts: VaultFacts; address: Address | null }
  | PlanChildEvent

/** What the modal tells the page: a transaction went out (balances and positions are due a refresh). */
export type VaultModalParentEvent = { type: 'modal.sent'; protocol: ProtocolId; hash: Hex }

/**
 * The write's one intent (the plan actor's registry hands it to the card's adapter, which builds the calls from it):
 * Deposit is a supply (a stake on Ethena and Convex), Withdraw a withdraw, Ethena's claim an unstake.
 */
export function vaultIntent(f: VaultForm, amount: bigint): Intent {
  const stakes = f.protocol === 'ethena' || f.protocol === 'convex'
  const kind =
    f.action === 'claim' ? 'unstake' : f.action === 'withdraw' ? 'withdraw' : stakes ? 'stake' : 'supply'
  return { kind, protocol: f.protocol, network: 'ethereum', tokenKey: f.asset, amount }
}

const editing = { error: null, exact: null }
/** The action a `modal.open` stands for on this card: a claim is a withdraw except on Ethena. */
const openedAction = (context: VaultModalContext, action: VaultAction): VaultAction =>
  action === 'claim' && context.protocol !== 'ethena' ? 'withdraw' : action

/**
 * One vault card's modal (spec 001 §4): idle → busy (buttons disabled) → success (the hash, mined; balances
 * refresh) | error; busy always clears; opening clears the last error and hash. The amount is checked by the
 * spec's rules (§5) before anything is read; the write itself, from the plan to the receipt, is the
 * pipeline's plan machine (the `plan` child, which holds the phase: simulating, the review, an approval, the
 * action, the receipt awaited). Busy only tells whether the modal may still be closed: while the plan is
 * made and reviewed (closing is Volver, nothing sent), not once it is signed.
 */
export const vaultModalMachine = setup({
  types: {
    context: {} as VaultModalContext,
    events: {} as VaultModalEvent,
    input: {} as VaultModalInput,
    children: {} as { plan: 'planFlow' },
  },
  actors: { planFlow: planMachine },
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
    // The modal's write ends when the action is mined: one that reverts on chain is a failure.
    ...planChildActions<VaultModalContext, VaultModalEvent>((context) => {
      const check = checkAmount(context)
      return {
        intent: vaultIntent(context, check.ok ? check.amount : 0n),
        from: context.address,
        waitForReceipt: true,
      }
    }),
    assignResult: assign(({ context }) => {
      const check = checkAmount(context)
      return {
        result: { action: context.action, asset: context.asset, amount: check.ok ? check.amount : 0n },
      }
    }),
    assignSent: assign(({ event }) => {
      const txHash = planOutputOf(event)?.hashes.at(-1) ?? null
      return {
        txHash,
        explorerUrl: txHash ? `${networks.ethereum.explorer}/tx/${txHash}` : null,
        error: null,
        amountText: '',
        exact: null,
      }
    }),
    assignPlanError: assignPlanError<VaultModalContext, VaultModalEvent>(),
    tellPage: enqueueActions(({ context, self, enqueue }) => {
      // A modal on its own (tests, a story) has no page to tell.
      if (self._parent && context.txHash)
        enqueue.sendParent({ type: 'modal.sent', protocol: context.protocol, hash: context.txHash })
    }),
  },
  guards: {
    /** Withdraw (Unstake) opens only on a card that holds something: it is disabled with its reason. */
    // A watched account opens nothing and submits nothing: read-only, whatever the view draws.
    mayOpen: ({ context, event }) =>
      event.type === 'modal.open' &&
      writeRefusal(context) === null &&
      (openedAction(context, event.action) !== 'withdraw' || withdrawRefusal(context) === null),
    canSubmit: ({ context }) => writeRefusal(context) === null && canSubmit(context),
    amountValid: ({ context }) =>
      writeRefusal(context) === null && canSubmit(context) && checkAmount(context).ok,
    ...planGuards,
  },
}).createMachine({
  id: 'vaultModal',
  context: ({ input }) => ({
    protocol: input.protocol,
    address: input.address,
    watchOnly: input.watchOnly ?? false,
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
      initial: 'reviewing',
      on: {
        'xstate.done.actor.plan': [
          { guard: 'planDone', target: 'success', actions: 'assignSent' },
          { guard: 'planFailed', target: 'error', actions: 'assignPlanError' },
          { guard: 'planCancelled', target: 'idle', actions: 'stopPlan' },
        ],
      },
      states: {
        // The plan is made, simulated, reviewed (or stopped part-way): closing is Volver, nothing more is signed.
        reviewing: {
          on: {
            'modal.close': { target: '#vaultModal.idle', actions: ['stopPlan', 'close'] },
            'xstate.snapshot.plan': { guard: 'planExecuting', target: 'signing' },
          },
        },
        // Confirmed: an approval or the action is signed and sent, then the action awaited on chain.
        signing: {
          on: {
            'xstate.snapshot.plan': [
              // The fee rose above the reviewed ceiling, or the worker asks for the password: the review again.
              { guard: 'planReviewing', target: 'reviewing' },
              // A step failed after earlier ones went on chain: the plan offers to go on or revoke.
              { guard: 'planPartial', target: 'reviewing' },
            ],
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
