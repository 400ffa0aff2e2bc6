import { type ActorRefFrom, type AnyActorRef, assign, enqueueActions, fromCallback, setup } from 'xstate'
import type { Transaction } from '../../domain/history/transaction'
import type { ActivityEntry } from '../../domain/write/types'
import { replaceMachine } from '../write'
import type { historyMachine } from './historyMachine'

export type ReplaceRef = ActorRefFrom<typeof replaceMachine>

export type PendingActionsInput = {
  history: ActorRefFrom<typeof historyMachine>
  /** The app's session: each row's actions ask it for fresh balances once a replacement is broadcast. */
  session: AnyActorRef | null
}

type RowsEvent = { type: 'rows.update'; rows: readonly Transaction[] }

/** A pending payment's row by its lasting name: its network and the hash of its first transaction. */
export const pendingRowKey = (row: Pick<Transaction, 'network' | 'payment'>) =>
  `${row.network}:${row.payment}`

/** The rows with a transaction still waiting, by key, with that newest waiting transaction. */
const waitingRows = (rows: readonly Transaction[]) =>
  new Map(
    rows.flatMap((row) => (row.waiting && row.payment ? [[pendingRowKey(row), row.waiting] as const] : [])),
  )

/**
 * Acelerar and Cancelar of the history's pending rows: one {@link replaceMachine} per payment still waiting,
 * spawned when its row appears, told each newer waiting transaction of its payment (a replacement sent here or
 * in another tab is what the next one replaces), and stopped when its row has nothing waiting any more.
 */
export const pendingActionsMachine = setup({
  types: {
    context: {} as {
      session: AnyActorRef | null
      history: PendingActionsInput['history']
      rows: Record<string, ReplaceRef>
      waiting: Record<string, ActivityEntry>
    },
    events: {} as RowsEvent,
    input: {} as PendingActionsInput,
  },
  actors: {
    replace: replaceMachine,
    /** The history's rows, now and each time they change. */
    followHistory: fromCallback<RowsEvent, { history: PendingActionsInput['history'] }>(
      ({ input, sendBack }) => {
        let last = input.history.getSnapshot().context.data
        sendBack({ type: 'rows.update', rows: last ?? [] })
        const subscription = input.history.subscribe((s) => {
          if (s.context.data === last) return
          last = s.context.data
          sendBack({ type: 'rows.update', rows: last ?? [] })
        })
        return () => subscription.unsubscribe()
      },
    ),
  },
  actions: {
    updateRows: enqueueActions(({ context, event, enqueue }) => {
      const live = waitingRows(event.rows)
      for (const [key, ref] of Object.entries(context.rows)) {
        const entry = live.get(key)
        if (!entry) enqueue.stopChild(ref)
        else if (entry !== context.waiting[key]) enqueue.sendTo(ref, { type: 'entry.update', entry })
      }
    }),
    assignRows: assign(({ context, event, spawn }) => {
      const live = waitingRows(event.rows)
      const rows: Record<string, ReplaceRef> = {}
      for (const [key, entry] of live)
        rows[key] =
          context.rows[key] ??
          spawn('replace', { id: `replace:${key}`, input: { entry, session: context.session } })
      return { rows, waiting: Object.fromEntries(live) }
    }),
  },
}).createMachine({
  id: 'pendingActions',
  context: ({ input }) => ({ session: input.session, history: input.history, rows: {}, waiting: {} }),
  invoke: { src: 'followHistory', input: ({ context }) => ({ history: context.history }) },
  on: { 'rows.update': { actions: ['updateRows', 'assignRows'] } },
})
