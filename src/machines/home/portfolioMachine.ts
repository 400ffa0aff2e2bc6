import {
  type ActorRefFrom,
  type AnyActorRef,
  assign,
  cancel,
  enqueueActions,
  fromCallback,
  raise,
  type SnapshotFrom,
  setup,
} from 'xstate'
import type { LoanPosition } from '../../chain/protocols/aavePosition'
import type { NetworkId } from '../../domain/catalogue/networks'
import { healthInputOf, valueTokens } from '../../domain/health/holdings'
import { type DollarKind, defaultDollarKind } from '../../domain/pesos/dollarKinds'
import { loanAlertMachine, watchesWhileHidden } from '../lending'
import type { sessionMachine } from '../session/sessionMachine'
import { clockMachine } from '../shared/clockMachine'
import { type PendingWatchParentEvent, pendingWatchMachine } from '../write'
import { dollarQuoteMachine } from './dollarQuoteMachine'
import { faucetMachine } from './faucetMachine'
import { gasMachine } from './gasMachine'
import { healthMachine } from './healthMachine'
import { watchActivityChanges } from './historyActors'
import { historyMachine } from './historyMachine'
import { inflationMachine } from './inflationMachine'
import { networkSwitchMachine } from './networkSwitchMachine'
import { pendingActionsMachine } from './pendingActionsMachine'
import { pricesMachine } from './pricesMachine'
import { refreshMachine } from './refreshMachine'

type Balances = SnapshotFrom<typeof sessionMachine>['context']['balances']
type Address = `0x${string}`
/** The part of the session's snapshot the portfolio reads. */
type SessionSnapshot = {
  context: { address: string | null; watchOnly?: boolean; balances: Balances; loan?: LoanPosition | null }
}

/**
 * What the portfolio follows of the session: whose wallet (and whether it is only watched), its balances, and
 * its loan (read with them).
 */
export type SessionView = {
  address: Address
  watchOnly: boolean
  balances: Balances
  loan: LoanPosition | null
}

/** The part of the preferences' snapshot the portfolio reads: the dólar pesos are shown at. */
type PreferencesSnapshot = { context: { dollar: DollarKind } }

/**
 * The portfolio's input: the app's session actor (balances live there, read by one multicall per chain) and
 * its preferences actor (the dólar for pesos; MEP without one).
 */
export type PortfolioInput = { session: AnyActorRef; preferences?: AnyActorRef }

export type PortfolioContext = {
  session: PortfolioInput['session']
  preferences: AnyActorRef | null
  address: Address
  balances: Balances
  loan: LoanPosition | null
  /** What the session was last told: balances go on refreshing while the tab is hidden. */
  watchHidden: boolean
  network: NetworkId
  prices: ActorRefFrom<typeof pricesMachine>
  gas: ActorRefFrom<typeof gasMachine>
  history: ActorRefFrom<typeof historyMachine>
  /** Acelerar and Cancelar of the history's pending rows, one actor per row. */
  pendingActions: ActorRefFrom<typeof pendingActionsMachine>
  pending: ActorRefFrom<typeof pendingWatchMachine>
  health: ActorRefFrom<typeof healthMachine>
  inflation: ActorRefFrom<typeof inflationMachine>
  networkSwitch: ActorRefFrom<typeof networkSwitchMachine>
  faucet: ActorRefFrom<typeof faucetMachine>
  clock: ActorRefFrom<typeof clockMachine>
  /** The refresh buttons' one actor: busy while the balances are read again, then the time it ended. */
  refresh: ActorRefFrom<typeof refreshMachine>
  loanAlert: ActorRefFrom<typeof loanAlertMachine>
  dollarQuote: ActorRefFrom<typeof dollarQuoteMachine>
}

export type PortfolioEvent =
  | { type: 'session.update'; view: SessionView }
  | { type: 'activity.change' }
  | PendingWatchParentEvent
  | { type: 'dollar.change'; casa: DollarKind }
  | { type: 'xstate.snapshot.prices'; snapshot: SnapshotFrom<typeof pricesMachine> }
  | { type: 'xstate.snapshot.networkSwitch'; snapshot: SnapshotFrom<typeof networkSwitchMachine> }
  | { type: 'xstate.snapshot.faucet'; snapshot: SnapshotFrom<typeof faucetMachine> }
  | { type: 'xstate.snapshot.loanAlert'; snapshot: SnapshotFrom<typeof loanAlertMachine> }
  /** Activity settled down with a loan open: read the position (and balances) again. */
  | { type: 'loan.refresh' }

const noAddress = '0x0000000000000000000000000000000000000000' as const

const dollarOf = (preferences: AnyActorRef | null | undefined): DollarKind =>
  (preferences?.getSnapshot() as PreferencesSnapshot | undefined)?.context.dollar ?? defaultDollarKind

const viewOf = (s: SessionSnapshot): SessionView => ({
  address: (s.context.address as Address | null) ?? noAddress,
  watchOnly: s.context.watchOnly ?? false,
  balances: s.context.balances,
  loan: s.context.loan ?? null,
})

/** How long activity must stay quiet before a loan is read again (a repay is up to three transactions). */
export const LOAN_REFRESH_DELAY_MS = 1_500

/**
 * Home's coordinator (DESIGN §2): spawns the live parts of the screens that show money — prices (10 s), gas
 * (30 s), history (60 s), health (5 min), inflation (5 min, each source asked at most hourly), the dólar for
 * pesos (5 min), the clock (1 s), the network switch, the devnet faucet and the pending watcher (every second
 * while a transaction this app sent is not mined yet) — and keeps their inputs in step: health is re-scored
 * whenever balances or prices change, gas follows the selected network, the dólar follows the user's choice
 * (in any tab), history and the watcher follow the address and any change of the activity store (a send or
 * deposit in any tab, a transaction mined), a transaction that settled refreshes balances, and a funded faucet
 * refreshes balances and history. The loan read with the balances goes to the loan warning (`loanAlert`),
 * which every wallet screen shows; while it watches a loan for a notification, the session's balances keep
 * refreshing in a hidden tab, and a change of activity (a repay) reads the loan again. Mounted above the
 * routes, so moving between screens keeps it; the vaults and loans pages read its dólar too.
 */
export const portfolioMachine = setup({
  types: {
    context: {} as PortfolioContext,
    events: {} as PortfolioEvent,
    input: {} as PortfolioInput,
  },
  actors: {
    prices: pricesMachine,
    gas: gasMachine,
    history: historyMachine,
    pendingWatch: pendingWatchMachine,
    pendingActions: pendingActionsMachine,
    health: healthMachine,
    inflation: inflationMachine,
    networkSwitch: networkSwitchMachine,
    faucet: faucetMachine,
    clock: clockMachine,
    refresh: refreshMachine,
    loanAlert: loanAlertMachine,
    dollarQuote: dollarQuoteMachine,
    /** Forwards the session's address and balances whenever they change. */
    followSession: fromCallback<PortfolioEvent, PortfolioInput>(({ input, sendBack }) => {
      let last: SessionSnapshot = input.session.getSnapshot()
      const sub = input.session.subscribe((s: SessionSnapshot) => {
        const same =
          s.context.address === last.context.address &&
          s.context.watchOnly === last.context.watchOnly &&
          s.context.balances === last.context.balances &&
          s.context.loan === last.context.loan
        if (same) return
        last = s
        sendBack({ type: 'session.update', view: viewOf(s) })
      })
      return () => sub.unsubscribe()
    }),
    /** The wallet screens closed (a public page, a lock): a watch in a hidden tab asked for ends with them. */
    endWatchOnStop: fromCallback<PortfolioEvent, PortfolioInput>(
      ({ input }) =>
        () =>
          input.session.send({ type: 'balances.watchHidden', on: false }),
    ),
    /** Forwards the dólar the user picks for pesos (Settings, here or in another tab). */
    followPreferences: fromCallback<PortfolioEvent, { preferences: AnyActorRef | null }>(
      ({ input, sendBack }) => {
        const preferences = input.preferences
        if (!preferences) return
        let last: DollarKind = dollarOf(preferences)
        const sub = preferences.subscribe(() => {
          const casa = dollarOf(preferences)
          if (casa === last) return
          last = casa
          sendBack({ type: 'dollar.change', casa })
        })
        return () => sub.unsubscribe()
      },
    ),
    /** Tells the portfolio when the activity store changes, in this tab or another. */
    watchActivity: fromCallback<PortfolioEvent>(({ sendBack }) => {
      let stop = () => {}
      let live = true
      void watchActivityChanges(() => sendBack({ type: 'activity.change' })).then((unsubscribe) => {
        if (live) stop = unsubscribe
        else unsubscribe()
      })
      return () => {
        live = false
        stop()
      }
    }),
  },
  actions: {
    /** Health is scored on the valued holdings, once there are prices to value them with. */
    rescoreHealth: enqueueActions(({ context, enqueue }) => {
      const quotes = context.prices.getSnapshot().context.data?.quotes
      if (!quotes) return
      const input = healthInputOf(valueTokens(context.balances, quotes))
      enqueue.sendTo(context.health, { type: 'input.change', input })
    }),
    refreshHistory: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo(context.history, { type: 'data.refresh' })
    }),
    /** A new read of the loan goes to the warning; no loan known (another wallet) resets it. */
    forwardLoan: enqueueActions(({ context, event, enqueue }) => {
      const loan =
        event.type === 'session.update'
          ? event.view.loan
          : viewOf(context.session.getSnapshot() as SessionSnapshot).loan
      if (loan === context.loan) return
      enqueue.sendTo(
        context.loanAlert,
        loan ? { type: 'position.change', position: loan } : { type: 'position.reset' },
      )
    }),
    /** After the activity store changed (a repay, a borrow, in any tab), an open loan is read again, once. */
    scheduleLoanRefresh: enqueueActions(({ context, enqueue }) => {
      if (!context.loan || context.loan.account.totalDebtBase === 0n) return
      enqueue(cancel('loanRefresh'))
      enqueue(raise({ type: 'loan.refresh' }, { id: 'loanRefresh', delay: LOAN_REFRESH_DELAY_MS }))
    }),
  },
}).createMachine({
  id: 'portfolio',
  context: ({ input, spawn }) => {
    const { address, watchOnly, balances } = viewOf(input.session.getSnapshot() as SessionSnapshot)
    const networkSwitch = spawn('networkSwitch', { id: 'networkSwitch', syncSnapshot: true })
    const network = networkSwitch.getSnapshot().context.network
    const clock = spawn('clock', { id: 'clock' })
    const history = spawn('history', { id: 'history', input: { address } })
    return {
      session: input.session,
      preferences: input.preferences ?? null,
      address,
      balances,
      network,
      networkSwitch,
      prices: spawn('prices', { id: 'prices', input: null, syncSnapshot: true }),
      gas: spawn('gas', { id: 'gas', input: { network } }),
      history,
      pendingActions: spawn('pendingActions', {
        id: 'pendingActions',
        input: { history, session: input.session },
      }),
      pending: spawn('pendingWatch', { id: 'pendingWatch', input: { address } }),
      health: spawn('health', { id: 'health', input: { holdings: [] } }),
      inflation: spawn('inflation', { id: 'inflation', input: null }),
      faucet: spawn('faucet', { id: 'faucet', input: { watchOnly }, syncSnapshot: true }),
      clock,
      refresh: spawn('refresh', { id: 'refresh', input: { session: input.session, clock } }),
      loanAlert: spawn('loanAlert', { id: 'loanAlert', syncSnapshot: true }),
      // The session's loan, if already read, goes to the warning as the machine starts (entry).
      loan: null,
      watchHidden: false,
      dollarQuote: spawn('dollarQuote', { id: 'dollarQuote', input: { casa: dollarOf(input.preferences) } }),
    }
  },
  entry: [
    'forwardLoan',
    assign({ loan: ({ context }) => viewOf(context.session.getSnapshot() as SessionSnapshot).loan }),
  ],
  invoke: [
    { src: 'followSession', input: ({ context }) => ({ session: context.session }) },
    { src: 'followPreferences', input: ({ context }) => ({ preferences: context.preferences }) },
    { src: 'watchActivity' },
    { src: 'endWatchOnStop', input: ({ context }) => ({ session: context.session }) },
  ],
  on: {
    'session.update': {
      actions: [
        enqueueActions(({ context, event, enqueue }) => {
          if (event.view.address !== context.address) {
            enqueue.sendTo(context.history, { type: 'input.change', input: { address: event.view.address } })
            enqueue.sendTo(context.pending, { type: 'input.change', input: { address: event.view.address } })
            enqueue.sendTo(context.faucet, { type: 'account.change', watchOnly: event.view.watchOnly })
          }
        }),
        'forwardLoan',
        assign(({ event }) => ({
          address: event.view.address,
          balances: event.view.balances,
          loan: event.view.loan,
        })),
        'rescoreHealth',
      ],
    },
    // The user asked to be notified and a loan is open: the session's balance read goes on in a hidden tab.
    'xstate.snapshot.loanAlert': {
      guard: ({ context, event }) => watchesWhileHidden(event.snapshot) !== context.watchHidden,
      actions: [
        assign({ watchHidden: ({ event }) => watchesWhileHidden(event.snapshot) }),
        enqueueActions(({ context, enqueue }) => {
          enqueue.sendTo(context.session, { type: 'balances.watchHidden', on: context.watchHidden })
        }),
      ],
    },
    'loan.refresh': {
      actions: enqueueActions(({ context, enqueue }) => {
        enqueue.sendTo(context.session, { type: 'session.refresh' })
      }),
    },
    'xstate.snapshot.prices': { actions: 'rescoreHealth' },
    'xstate.snapshot.networkSwitch': {
      guard: ({ context, event }) => event.snapshot.context.network !== context.network,
      actions: [
        assign({ network: ({ event }) => event.snapshot.context.network }),
        enqueueActions(({ context, enqueue }) => {
          enqueue.sendTo(context.gas, { type: 'input.change', input: { network: context.network } })
        }),
      ],
    },
    'xstate.snapshot.faucet': {
      guard: ({ event }) => event.snapshot.matches('funded'),
      actions: [
        enqueueActions(({ context, enqueue }) => {
          enqueue.sendTo(context.session, { type: 'session.refresh' })
        }),
        'refreshHistory',
      ],
    },
    'dollar.change': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        enqueue.sendTo(context.dollarQuote, { type: 'input.change', input: { casa: event.casa } })
      }),
    },
    'activity.change': {
      actions: [
        'refreshHistory',
        'scheduleLoanRefresh',
        enqueueActions(({ context, enqueue }) => {
          enqueue.sendTo(context.pending, { type: 'activity.change' })
        }),
      ],
    },
    // A transaction mined, failed or replaced (seen by this tab or another): its balances changed.
    'pending.settled': {
      actions: enqueueActions(({ context, enqueue }) => {
        enqueue.sendTo(context.session, { type: 'session.refresh' })
      }),
    },
  },
})

export type PortfolioActor = ActorRefFrom<typeof portfolioMachine>
