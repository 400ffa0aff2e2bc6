import { assign, setup } from 'xstate'
import { type VisibilityEvent, watchVisibility } from './visibility'

/** Spec 000 §4: the home clock ticks every second. */
export const clockIntervalMs = 1000

export type ClockContext = { now: number }

/**
 * The clock in home's header: ticking (every second) ↔ paused while the tab is hidden, so an idle phone does
 * no work for it; back in view it shows the time at once.
 */
export const clockMachine = setup({
  types: { context: {} as ClockContext, events: {} as VisibilityEvent },
  actors: { watchVisibility },
  actions: { assignNow: assign({ now: () => Date.now() }) },
  delays: { tick: clockIntervalMs },
}).createMachine({
  id: 'clock',
  context: () => ({ now: Date.now() }),
  invoke: { src: 'watchVisibility' },
  initial: 'ticking',
  states: {
    ticking: {
      after: { tick: { target: 'ticking', reenter: true, actions: 'assignNow' } },
      on: { 'visibility.hidden': 'paused' },
    },
    paused: { on: { 'visibility.visible': { target: 'ticking', actions: 'assignNow' } } },
  },
})
