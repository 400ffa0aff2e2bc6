import { type AnyActorRef, assign, fromCallback, sendTo, setup } from 'xstate'

/** What the refresh watches of the session: whether its balances are being read. */
type SessionSnapshot = { context: { balancesLoading: boolean } }
/** What it reads of the clock actor: the time of its last tick (ms). */
type ClockSnapshot = { context: { now: number } }

export type RefreshInput = { session: AnyActorRef; clock: AnyActorRef }

export type RefreshContext = RefreshInput & {
  /** The clock's time when the last refresh asked for here ended; null before the first. */
  doneAt: number | null
}

export type RefreshEvent =
  | { type: 'refresh.request' }
  /** The session's balance read ended, at the clock's time `at`. */
  | { type: 'refresh.settled'; at: number }

/**
 * Reports each end of the session's balance read (loading → not loading) with the clock actor's time, so the
 * machine never reads the wall clock itself (DESIGN §2).
 */
const followBalances = fromCallback<RefreshEvent, RefreshInput>(({ input, sendBack }) => {
  let loading = (input.session.getSnapshot() as SessionSnapshot).context.balancesLoading
  const sub = input.session.subscribe((s: SessionSnapshot) => {
    const now = s.context.balancesLoading
    if (loading && !now)
      sendBack({ type: 'refresh.settled', at: (input.clock.getSnapshot() as ClockSnapshot).context.now })
    loading = now
  })
  return () => sub.unsubscribe()
})

/**
 * The wallet's refresh buttons (home's Actualizar, Settings' "Actualizar datos de la billetera", /wallet's
 * Actualizar Datos): idle → refreshing (busy: the session reads every balance again) → done (the time it
 * ended, "Actualizado a las 14:05", until the next refresh). One actor, so every button says the same.
 */
export const refreshMachine = setup({
  types: {
    context: {} as RefreshContext,
    events: {} as RefreshEvent,
    input: {} as RefreshInput,
  },
  actors: { followBalances },
  actions: {
    askSession: sendTo(({ context }) => context.session, { type: 'session.refresh' }),
    assignDone: assign({ doneAt: ({ event }) => (event.type === 'refresh.settled' ? event.at : null) }),
  },
}).createMachine({
  id: 'refresh',
  context: ({ input }) => ({ ...input, doneAt: null }),
  invoke: {
    src: 'followBalances',
    input: ({ context }) => ({ session: context.session, clock: context.clock }),
  },
  initial: 'idle',
  states: {
    idle: { on: { 'refresh.request': { target: 'refreshing', actions: 'askSession' } } },
    refreshing: {
      tags: ['busy'],
      on: { 'refresh.settled': { target: 'done', actions: 'assignDone' } },
    },
    done: { on: { 'refresh.request': { target: 'refreshing', actions: 'askSession' } } },
  },
})
