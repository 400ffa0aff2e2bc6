import { type ActorRefFrom, assign, enqueueActions, setup } from 'xstate'
import type { ActivityUpdate } from '../../chain/activity/trackActivity'
import type { ActivityEntry } from '../../chain/pipeline/types'
import type { Address } from '../../chain/profile'
import { type VisibilityEvent, watchVisibility } from '../shared/visibility'
import { type LeadEvent, pendingWatchActors } from './pendingWatchActors'

/** How often the chains are asked about pending transactions while there are some (one request per chain). */
export const pendingWatchIntervalMs = 1_000

/** Whose transactions are watched. */
export type PendingWatchInput = { address: Address }

export type PendingWatchContext = {
  address: Address
  /** The wallet's entries in the activity store at the last read, every account's (pending and settled). */
  entries: ActivityEntry[]
  hidden: boolean
}

export type PendingWatchEvent =
  /** The activity store changed, in this tab or another (a broadcast, or a look that settled something). */
  | { type: 'activity.change' }
  | { type: 'input.change'; input: PendingWatchInput }
  | LeadEvent
  | VisibilityEvent

/** What the watcher tells its parent: entries that were pending at the last read and are settled now. */
export type PendingWatchParentEvent = { type: 'pending.settled'; entries: ActivityEntry[] }

const pendingOf = (entries: readonly ActivityEntry[]) => entries.filter((e) => e.status === 'pending')
const keyOf = (e: ActivityEntry) => `${e.chainId}:${e.hash.toLowerCase()}`

/**
 * Follows the transactions this app broadcast until each is mined or replaced (DESIGN.md §4a, track). While
 * the activity store holds a pending entry of the wallet, it asks the chains every second (one batched
 * request per chain with something pending: receipts and the sender's mined nonce) and writes what settled
 * to the store, which tells every tab; with nothing pending it makes no request at all and waits for the
 * store to change. One visible tab looks for all of them (a Web Lock); a hidden tab pauses. Entries that
 * settled since the last read, whoever saw them, go to the parent as `pending.settled`.
 * States: reading → idle | watching (following ↔ leading: waiting → looking) | paused.
 */
export const pendingWatchMachine = setup({
  types: {
    context: {} as PendingWatchContext,
    events: {} as PendingWatchEvent,
    input: {} as PendingWatchInput,
  },
  actors: { ...pendingWatchActors, watchVisibility },
  delays: { interval: pendingWatchIntervalMs },
  guards: {
    nothingPending: ({ context }) => pendingOf(context.entries).length === 0,
    isHidden: ({ context }) => context.hidden,
    addressChanged: ({ context, event }) =>
      event.type === 'input.change' && event.input.address.toLowerCase() !== context.address.toLowerCase(),
  },
  actions: {
    /** Keeps what was read and tells the parent which entries settled since the last read. */
    keepEntries: enqueueActions(({ context, event, enqueue }) => {
      const next = (event as unknown as { output: ActivityEntry[] }).output
      const wasPending = new Set(pendingOf(context.entries).map(keyOf))
      const settled = next.filter((e) => e.status !== 'pending' && wasPending.has(keyOf(e)))
      if (settled.length > 0)
        enqueue.sendParent({ type: 'pending.settled', entries: settled } satisfies PendingWatchParentEvent)
      enqueue.assign({ entries: next })
    }),
  },
}).createMachine({
  id: 'pendingWatch',
  context: ({ input }) => ({ address: input.address, entries: [], hidden: false }),
  invoke: { src: 'watchVisibility' },
  on: {
    'visibility.hidden': { actions: assign({ hidden: true }) },
    'visibility.visible': { actions: assign({ hidden: false }) },
    'activity.change': '.reading',
    'input.change': {
      guard: 'addressChanged',
      target: '.reading',
      actions: assign(({ event }) => ({ address: event.input.address, entries: [] })),
    },
  },
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        src: 'readActivity',
        input: ({ context }) => ({ address: context.address }),
        onDone: [
          {
            guard: ({ event }) => pendingOf(event.output).length === 0,
            target: 'idle',
            actions: 'keepEntries',
          },
          { guard: 'isHidden', target: 'paused', actions: 'keepEntries' },
          { target: 'watching', actions: 'keepEntries' },
        ],
        onError: {
          target: 'idle',
          actions: ({ event }) => console.warn('[pending] activity store unavailable', event.error),
        },
      },
    },
    /** Nothing pending: no timer, no request. A broadcast in any tab changes the store and wakes it. */
    idle: {},
    watching: {
      invoke: { src: 'leadWatch' },
      always: { guard: 'isHidden', target: 'paused' },
      initial: 'following',
      states: {
        /** Another tab holds the watch: it writes what settles, and the store tells this tab. */
        following: { on: { 'lead.granted': 'leading' } },
        leading: {
          initial: 'waiting',
          states: {
            waiting: { after: { interval: 'looking' } },
            looking: {
              invoke: {
                src: 'lookAtPending',
                input: ({ context }) => ({ entries: context.entries }),
                onDone: [
                  {
                    guard: ({ event }) => (event.output as ActivityUpdate[]).length > 0,
                    target: '#pendingWatch.reading',
                  },
                  { target: 'waiting' },
                ],
                onError: {
                  target: 'waiting',
                  actions: ({ event }) => console.warn('[pending] look failed', event.error),
                },
              },
            },
          },
        },
      },
    },
    paused: {
      on: { 'visibility.visible': { target: 'reading', actions: assign({ hidden: false }) } },
    },
  },
})

export type PendingWatchActor = ActorRefFrom<typeof pendingWatchMachine>
