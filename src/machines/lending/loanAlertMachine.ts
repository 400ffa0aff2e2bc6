import { assign, enqueueActions, type SnapshotFrom, setup, stateIn } from 'xstate'
import {
  type LoanAlert,
  type LoanAlertInput,
  type LoanAlertLevel,
  loanAlertLevelOf,
  loanAlertOf,
} from '../../domain/lending/loanAlert'
import { type VisibilityEvent, watchVisibility } from '../shared/visibility'
import { loanAlertActors, type NotifyConsent } from './loanAlertActors'

export type LoanAlertEvent =
  /** A new read of the wallet's position (home's balance refresh carries it). */
  | { type: 'position.change'; position: LoanAlertInput }
  /** Another wallet, or nothing known yet: no level until the next read. */
  | { type: 'position.reset' }
  /** Hides a warning until the level changes (a critical one stays). */
  | { type: 'banner.dismiss' }
  | { type: 'notify.enable' }
  | { type: 'notify.disable' }
  | VisibilityEvent

export type LoanAlertContext = {
  /** The last read's warning, null before the first read. */
  alert: LoanAlert | null
  hidden: boolean
  /** The warning on screen was put away by the user, for this level and this session. */
  dismissed: boolean
}

const levelOf = (event: LoanAlertEvent): LoanAlertLevel | null =>
  event.type === 'position.change' ? loanAlertLevelOf(event.position) : null
const consentOf = (event: unknown) => (event as { output: NotifyConsent }).output
const permissionOf = (event: unknown) => (event as { output: NotificationPermission }).output

/**
 * The loan warning every wallet screen shows (issue 23), spawned by the portfolio machine and fed with each
 * read of the position. `level` follows spec 001 §9: `none` (no debt, or health factor 1.5 or more),
 * `warning` (below 1.5), `critical` (below 1.2); `unknown` until the first read, so that first read is never
 * taken for a crossing. A crossing downwards (none → warning, none → critical, warning → critical) while the
 * tab is hidden and notifications are `on` sends one notification; staying at a level sends nothing more.
 * `notifications` holds the user's consent: asked with the browser's own prompt, kept on this device.
 */
export const loanAlertMachine = setup({
  types: {
    context: {} as LoanAlertContext,
    events: {} as LoanAlertEvent,
  },
  actors: { ...loanAlertActors, watchVisibility },
  actions: {
    assignAlert: assign(({ event }) =>
      event.type === 'position.change' ? { alert: loanAlertOf(event.position) } : {},
    ),
    clearAlert: assign({ alert: null, dismissed: false }),
    /** One notification for this crossing, when the user is elsewhere and asked for them. */
    notifyCrossing: enqueueActions(({ context, check, enqueue }) => {
      // (`check` is typed for inline predicates only; stateIn is a guard object it evaluates all the same.)
      const consenting = check(stateIn({ notifications: 'on' }) as never)
      if (!context.alert || !context.hidden || !consenting) return
      enqueue.spawnChild('notify', { input: { alert: context.alert } })
    }),
  },
  guards: {
    toCritical: ({ event }) => levelOf(event) === 'critical',
    toWarning: ({ event }) => levelOf(event) === 'warning',
    toNone: ({ event }) => levelOf(event) === 'none',
  },
}).createMachine({
  id: 'loanAlert',
  type: 'parallel',
  context: { alert: null, hidden: false, dismissed: false },
  invoke: { src: 'watchVisibility' },
  on: {
    'visibility.hidden': { actions: assign({ hidden: true }) },
    'visibility.visible': { actions: assign({ hidden: false }) },
  },
  states: {
    level: {
      initial: 'unknown',
      on: { 'position.reset': { target: '.unknown', actions: 'clearAlert' } },
      states: {
        unknown: {
          on: {
            'position.change': [
              { guard: 'toCritical', target: 'critical', actions: 'assignAlert' },
              { guard: 'toWarning', target: 'warning', actions: 'assignAlert' },
              { target: 'none', actions: 'assignAlert' },
            ],
          },
        },
        none: {
          on: {
            'position.change': [
              { guard: 'toCritical', target: 'critical', actions: ['assignAlert', 'notifyCrossing'] },
              { guard: 'toWarning', target: 'warning', actions: ['assignAlert', 'notifyCrossing'] },
              { actions: 'assignAlert' },
            ],
          },
        },
        warning: {
          exit: assign({ dismissed: false }),
          on: {
            'banner.dismiss': { actions: assign({ dismissed: true }) },
            'position.change': [
              { guard: 'toCritical', target: 'critical', actions: ['assignAlert', 'notifyCrossing'] },
              { guard: 'toNone', target: 'none', actions: 'assignAlert' },
              { actions: 'assignAlert' },
            ],
          },
        },
        critical: {
          on: {
            'position.change': [
              { guard: 'toWarning', target: 'warning', actions: 'assignAlert' },
              { guard: 'toNone', target: 'none', actions: 'assignAlert' },
              { actions: 'assignAlert' },
            ],
          },
        },
      },
    },
    notifications: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'readConsent',
            src: 'readConsent',
            onDone: [
              { guard: ({ event }) => !consentOf(event).supported, target: 'unsupported' },
              { guard: ({ event }) => consentOf(event).permission === 'denied', target: 'denied' },
              {
                guard: ({ event }) => consentOf(event).permission === 'granted' && consentOf(event).wanted,
                target: 'on',
              },
              { target: 'off' },
            ],
            onError: 'unsupported',
          },
        },
        unsupported: {},
        off: { on: { 'notify.enable': 'asking' } },
        asking: {
          invoke: {
            id: 'requestPermission',
            src: 'requestPermission',
            onDone: [
              { guard: ({ event }) => permissionOf(event) === 'granted', target: 'on' },
              { guard: ({ event }) => permissionOf(event) === 'denied', target: 'denied' },
              { target: 'off' },
            ],
            onError: 'off',
          },
        },
        on: { on: { 'notify.disable': 'turningOff' } },
        turningOff: { invoke: { id: 'forgetConsent', src: 'forgetConsent', onDone: 'off', onError: 'off' } },
        // Only the browser's site settings can lift a block (asking again would be refused unseen); the next
        // session reads what they say then.
        denied: {},
      },
    },
  },
})

export type LoanAlertSnapshot = SnapshotFrom<typeof loanAlertMachine>

/** The banner to show, if any: a warning not put away, or a critical alert (never put away). */
export function bannerOf(s: LoanAlertSnapshot): LoanAlert | null {
  if (s.matches({ level: 'critical' })) return s.context.alert
  if (s.matches({ level: 'warning' }) && !s.context.dismissed) return s.context.alert
  return null
}

/** Balances must go on refreshing in a hidden tab: a loan is open and the user asked to be notified. */
export function watchesWhileHidden(s: LoanAlertSnapshot): boolean {
  return s.matches({ notifications: 'on' }) && s.context.alert?.open === true
}
