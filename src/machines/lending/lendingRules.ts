import type { Hex } from 'viem'
import type { ActorRefFrom } from 'xstate'
import type { Address } from '../../chain/profile'
import type { LendingSnapshot } from '../../chain/protocols/aaveLending'
import { type ErrorMessage, transactionFailed } from '../../domain/errors/message'
import type { LendingAsset, LendingHistoryEntry, NewLendingHistoryEntry } from '../../domain/lending'
import type { Intent } from '../../domain/write/types'
import type { sessionMachine } from '../session/sessionMachine'
import type { VisibilityEvent } from '../shared/visibility'
import type { PlanChildEvent } from '../write'
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

/**
 * The lending machine's types and the rules its actions and guards apply: what the form makes of an edit,
 * the request an action freezes, the status line, the history entry, and whether the account can sign.
 */

export type { LendingTab }

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

type SessionRef = ActorRefFrom<typeof sessionMachine>

/** Whether the session's account can sign now: unlocked, and not an address only watched. */
export const canSignOf = (session: ReturnType<SessionRef['getSnapshot']>): boolean =>
  session.matches('unlocked') && !session.context.watchOnly

export type LendingInput = {
  address: Address
  /**
   * The app's session: the machine follows it to know whether a key can sign (locked, unlocked). Without one
   * (a test), `canSign` says it.
   */
  session?: SessionRef | null
  canSign?: boolean
  /** The account is only watched (no key on this device): the page reads, it never writes. */
  watchOnly?: boolean
}

/** The reason every action of the loans page is refused (a watched account: read-only), or null. */
export const writeRefusal = (context: Pick<LendingInput, 'watchOnly'>): ErrorMessage | null =>
  context.watchOnly ? { key: 'accounts.watchOnly.note' } : null

export type LendingContext = Omit<LendingInput, 'canSign' | 'session'> & {
  session: SessionRef | null
  canSign: boolean
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
  /**
   * Confirmar on the review; a loan's password is typed in the signer's frame, which approves the plan's review
   * in the key worker (the plan child hears it), never passed here.
   */
  | { type: 'review.confirm' }
  | { type: 'action.dismiss' }
  | { type: 'data.refresh' }
  | PlanChildEvent
  | VisibilityEvent

/** The page as it opens: borrow tab, nothing typed, nothing read yet. */
export function initialContext(input: LendingInput): LendingContext {
  const { session = null, canSign, ...rest } = input
  return {
    ...rest,
    session,
    canSign: session ? canSignOf(session.getSnapshot()) : (canSign ?? false),
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
  }
}

/** The context once `patch` applies, the form checked again (and "everything" following the last read). */
export const recheck = (c: LendingContext, patch: Partial<LendingContext>) => {
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

/** A quick-fill (25–100 %, the slider, Max from the wallet or the debt), as the context it makes. */
export function fillPatch(c: LendingContext, event: LendingEvent): Partial<LendingContext> {
  if (!c.data) return {}
  const data = c.data
  const asset = c.assets[c.tab]
  const separator =
    event.type === 'amount.fill' || event.type === 'amount.slide' || event.type === 'amount.max'
      ? (event.separator ?? '.')
      : c.separator
  const fill = (percent: number) =>
    recheck(c, {
      amountText: fillText(c.tab, asset, data, percent, separator),
      all: fillsAll(c.tab, asset, data, percent),
      separator,
    })
  if (event.type === 'amount.fill') return fill(event.percent)
  if (event.type === 'amount.slide') return fill(Math.max(0, Math.min(100, Math.round(event.percent))))
  if (event.type === 'amount.max')
    return recheck(c, {
      amountText: repayFillText(asset, data, event.source, separator),
      all: event.source === 'debt',
      separator,
    })
  return {}
}

/** The write the action button freezes: the tab's asset, the amount typed and the intent for the Pool. */
export const requestOf = (c: LendingContext): LendingRequest => {
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

/** The status line of the action under way (or just ended), with the plan's reason when it failed. */
export const statusOf = (c: LendingContext, reason: ErrorMessage | null = null): LendingStatus => ({
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

const historyType = { borrow: 'BORROW', repay: 'REPAY', withdraw: 'WITHDRAW', supply: 'SUPPLY' } as const

/** The history entry of a finished action (the actor that saves it stamps the time: the clock is I/O). */
export function historyEntryOf(c: LendingContext): NewLendingHistoryEntry {
  const request = c.request as LendingRequest
  return {
    type: historyType[request.tab],
    token: request.asset,
    amount: request.amount,
    ...(c.lastHash ? { hash: c.lastHash } : {}),
  }
}
