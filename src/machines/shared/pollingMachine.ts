import { assign, type PromiseActorLogic, setup } from 'xstate'
import { type ErrorMessage, errorMessage } from '../../domain/errors/message'
import { type VisibilityEvent, watchVisibility } from './visibility'

/** Context of a polling machine: its input, the last data (kept on failure) and whether it is current. */
export type PollingContext<I, D> = {
  input: I
  data: D | null
  /** Why the last load failed, as the view translates it; the data, if any, is then the last known one. */
  error: ErrorMessage | null
  /** False after a failed refresh: the view marks the data as not current. */
  current: boolean
  hidden: boolean
  /** A refresh was asked while a load ran: what it read may predate the change, so it loads once more. */
  again: boolean
}

/** Events every polling machine takes. */
export type PollingEvent<I> = { type: 'data.refresh' } | { type: 'input.change'; input: I } | VisibilityEvent

const same = (a: unknown, b: unknown) =>
  JSON.stringify(a, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)) ===
  JSON.stringify(b, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))

/**
 * A machine that loads data, keeps it, and reloads every `intervalMs` (spec §4 refresh intervals), on
 * `data.refresh`, and whenever its input changes. It pauses while the tab is hidden and reloads on return. A
 * refresh asked during a load is kept and done right after it (the load may have read before the change).
 * States: loading (tag busy) → idle → loading …; idle ↔ paused.
 */
export function createPollingMachine<I, D>(config: {
  id: string
  intervalMs: number
  load: PromiseActorLogic<D, I>
  /**
   * The data belongs to its input (history to one account): a new input drops it, so nothing of the last
   * input shows while the new one loads. Otherwise the last data stays until the new one comes.
   */
  dropOnInputChange?: boolean
}) {
  return setup({
    types: {
      context: {} as PollingContext<I, D>,
      events: {} as PollingEvent<I>,
      input: {} as I,
    },
    actors: { load: config.load, watchVisibility },
    delays: { interval: config.intervalMs },
    actions: {
      assignHidden: assign({ hidden: true }),
      assignVisible: assign({ hidden: false }),
      assignInput: assign(({ event, context }) =>
        event.type !== 'input.change'
          ? context
          : config.dropOnInputChange
            ? { input: event.input, data: null, error: null, current: false }
            : { input: event.input },
      ),
    },
    guards: {
      isHidden: ({ context }) => context.hidden,
      askedAgain: ({ context }) => context.again,
      inputChanged: ({ context, event }) =>
        event.type === 'input.change' && !same(context.input, event.input),
    },
  }).createMachine({
    id: config.id,
    context: ({ input }) => ({
      input,
      data: null,
      error: null,
      current: false,
      hidden: false,
      again: false,
    }),
    invoke: { src: 'watchVisibility' },
    on: {
      'visibility.hidden': { actions: 'assignHidden' },
      'visibility.visible': { actions: 'assignVisible' },
      'input.change': { guard: 'inputChanged', target: '.loading', actions: 'assignInput' },
    },
    initial: 'loading',
    states: {
      loading: {
        tags: ['busy'],
        entry: assign({ again: false }),
        on: { 'data.refresh': { actions: assign({ again: true }) } },
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }: { context: PollingContext<I, D> }) => context.input,
          onDone: {
            target: 'idle',
            actions: assign(({ event }: { event: { output: D } }) => ({
              data: event.output,
              error: null,
              current: true,
            })),
          },
          onError: {
            target: 'idle',
            actions: assign(({ event }: { event: { error: unknown } }) => ({
              error: errorMessage(event.error),
              current: false,
            })),
          },
          // xstate cannot check an invoke of a generic actor (`undefined extends I` stays unresolved); the
          // mapper and handlers above are typed by hand instead.
        } as never,
      },
      idle: {
        always: [
          { guard: 'askedAgain', target: 'loading' },
          { guard: 'isHidden', target: 'paused' },
        ],
        after: { interval: 'loading' },
        on: { 'data.refresh': 'loading' },
      },
      paused: {
        on: {
          'visibility.visible': { target: 'loading', actions: 'assignVisible' },
          'data.refresh': 'loading',
        },
      },
    },
  })
}
