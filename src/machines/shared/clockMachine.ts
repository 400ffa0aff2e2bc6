import { assign, fromCallback, setup } from 'xstate'
import { type VisibilityEvent, watchVisibility } from './visibility'

/** Spec 000 §4: the home clock ticks every second. */
export const clockIntervalMs = 1000

export type ClockContext = { now: number }

/** The wall clock's reading, as the clock actor reports it. */
export type ClockTick = { type: 'clock.tick'; now: number }
export type ClockEvent = VisibilityEvent | ClockTick

/**
 * A clock actor: reads the wall clock once at start, then every `intervalMs`, and reports it as `clock.tick`.
 * Machines take the time from it (or from their input), never from `Date.now()` in a guard, an assign or a
 * context factory (DESIGN §2), so tests give them their own instants.
 * @example invoke: { src: 'readClock' } // with actors: { readClock: wallClock(60_000) }
 */
export const wallClock = (intervalMs: number) =>
  fromCallback<ClockTick>(({ sendBack }) => {
    const tick = () => sendBack({ type: 'clock.tick', now: Date.now() })
    tick()
    const id = setInterval(tick, intervalMs)
    return () => clearInterval(id)
  })

/** Home's clock actor: the wall clock every second. */
export const readClock = wallClock(clockIntervalMs)

/**
 * The clock in home's header: ticking (every second) ↔ paused while the tab is hidden, so an idle phone does
 * no work for it; back in view it shows the time at once. The time comes from `readClock`, as events.
 */
export const clockMachine = setup({
  types: { context: {} as ClockContext, events: {} as ClockEvent, input: {} as { now?: number } | undefined },
  actors: { watchVisibility, readClock },
  actions: { assignNow: assign({ now: ({ event }) => (event.type === 'clock.tick' ? event.now : 0) }) },
}).createMachine({
  id: 'clock',
  context: ({ input }) => ({ now: input?.now ?? 0 }),
  invoke: { src: 'watchVisibility' },
  initial: 'ticking',
  states: {
    ticking: {
      invoke: { src: 'readClock' },
      on: { 'clock.tick': { actions: 'assignNow' }, 'visibility.hidden': 'paused' },
    },
    paused: { on: { 'visibility.visible': 'ticking' } },
  },
})
