import { assign, fromCallback, fromPromise, setup } from 'xstate'
import type { DollarKind } from '../../chain/inflation/fetchDollarHistory'
import type { NetworkId } from '../../domain/catalogue/networks'
import type { ErrorMessage } from '../../domain/errors/message'
import { errorMessage } from '../../domain/errors/message'
import { type DollarRate, defaultHoldingsDate, holdingsMoment } from '../../domain/export'
import type { Language } from '../../domain/i18n'
import type { ClockTick } from '../shared/clockMachine'

/** What to export: all the activity, or the holdings at the end of a day (`at`, ms). */
export type ExportRequest =
  | { kind: 'activity'; language: Language }
  | { kind: 'holdings'; language: Language; day: string; at: number }

/** A file ready to hand to the browser. */
export type ExportFile = { name: string; text: string }

/** What an export produced: the file, and what the screen says about it. */
export type ExportResult =
  | {
      kind: 'activity'
      file: ExportFile
      count: number
      /** Networks cut short by a source's cap, and networks no source answered for. */
      incomplete: NetworkId[]
      failed: NetworkId[]
      /** Assets moved on days without a historical price. */
      unpriced: string[]
      /** Whether the dollar quotes were read (else the peso columns are empty). */
      quoted: boolean
    }
  | {
      kind: 'holdings'
      file: ExportFile
      day: string
      /** How many lines the file holds: tokens in the wallet, protocol deposits and debts. */
      held: number
      usd: number
      ars: number | null
      quote: DollarRate | null
      unpriced: string[]
      /** Protocols whose positions could not be read at that date (not in the file). */
      unread: string[]
    }

/**
 * What the export actor needs besides the request: whose wallet, which dollar values the pesos, and the time
 * the person asked (ms), which names the file and ends the activity.
 */
export type PrepareInput = { request: ExportRequest; address: `0x${string}`; dollar: DollarKind; now: number }

export type ExportContext = {
  address: `0x${string}`
  /** The dollar the peso values use (bolsa = MEP unless the user picked another). */
  dollar: DollarKind
  /** The time as the clock last said (ms): what "today" and "the future" mean for the holdings date. */
  now: number
  /** The holdings date as the date field holds it (`YYYY-MM-DD`). */
  holdingsDate: string
  /** Why the date was refused (future, not a date); the last result stays as it was. */
  dateError: ErrorMessage | null
  request: ExportRequest | null
  result: ExportResult | null
  error: ErrorMessage | null
}

export type ExportEvent =
  | { type: 'activity.export'; language: Language }
  | { type: 'holdings.date.change'; date: string }
  | { type: 'holdings.export'; language: Language }
  /** Hand the last file to the browser again. */
  | { type: 'export.save' }
  | ClockTick

/** `now`: the time the flow opens at (ms); later readings come from the `readClock` actor. */
export type ExportInput = { address: `0x${string}`; dollar?: DollarKind; now: number }

const notImplemented = () => Promise.reject(new Error('provide this actor'))

/** The ways to start an export, from every state but preparing (one file at a time). */
const start = {
  'activity.export': { target: '#export.preparing', actions: 'requestActivity' },
  'holdings.export': [
    { guard: 'isValidDate', target: '#export.preparing', actions: 'requestHoldings' },
    { actions: 'refuseDate' },
  ],
  'holdings.date.change': { actions: 'changeDate' },
} as const

/**
 * "Exportar movimientos (CSV)" and "Resumen de tenencias": idle → preparing → ready (the file is handed to
 * the browser; Descargar de nuevo hands it again) | failed. A holdings date in the future or not a date is
 * refused with its message, in whatever state, and changes nothing else. The dollar of the peso values is
 * an input (bolsa, the MEP, unless the user chose another in Settings).
 */
export const exportMachine = setup({
  types: {
    context: {} as ExportContext,
    events: {} as ExportEvent,
    input: {} as ExportInput,
  },
  actors: {
    /** Reads what the file needs and writes it: the activity or the holdings, in the request's language. */
    prepareExport: fromPromise<ExportResult, PrepareInput>(notImplemented),
    /** Hands a file to the browser's downloads. */
    saveFile: fromPromise<void, ExportFile>(notImplemented),
    /** The wall clock, as `clock.tick` events (a minute apart is enough for a date). */
    readClock: fromCallback<ClockTick>(() => {}),
  },
  actions: {
    requestActivity: assign(({ event }) => ({
      request:
        event.type === 'activity.export' ? ({ kind: 'activity', language: event.language } as const) : null,
      dateError: null,
    })),
    changeDate: assign(({ event }) => ({
      holdingsDate: event.type === 'holdings.date.change' ? event.date : '',
      dateError: null,
    })),
    assignNow: assign({
      now: ({ context, event }) => (event.type === 'clock.tick' ? event.now : context.now),
    }),
    requestHoldings: assign(({ context, event }) => {
      const moment = holdingsMoment(context.holdingsDate, context.now)
      const language = event.type === 'holdings.export' ? event.language : 'es'
      return {
        dateError: null,
        request: moment.ok ? { kind: 'holdings' as const, language, day: moment.day, at: moment.at } : null,
      }
    }),
    refuseDate: assign(({ context }) => {
      const moment = holdingsMoment(context.holdingsDate, context.now)
      return { dateError: moment.ok ? null : moment.error }
    }),
  },
  guards: {
    isValidDate: ({ context }) => holdingsMoment(context.holdingsDate, context.now).ok,
  },
}).createMachine({
  id: 'export',
  context: ({ input }) => ({
    address: input.address,
    dollar: input.dollar ?? 'bolsa',
    now: input.now,
    holdingsDate: defaultHoldingsDate(input.now),
    dateError: null,
    request: null,
    result: null,
    error: null,
  }),
  invoke: { src: 'readClock' },
  on: { 'clock.tick': { actions: 'assignNow' } },
  initial: 'idle',
  states: {
    idle: { on: start },
    preparing: {
      tags: ['busy'],
      entry: assign({ result: null, error: null }),
      on: { 'holdings.date.change': { actions: 'changeDate' } },
      invoke: {
        id: 'prepareExport',
        src: 'prepareExport',
        input: ({ context }) => ({
          request: context.request as ExportRequest,
          address: context.address,
          dollar: context.dollar,
          now: context.now,
        }),
        onDone: { target: 'ready', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    ready: {
      on: { ...start, 'export.save': { target: 'ready', reenter: true } },
      invoke: {
        id: 'saveFile',
        src: 'saveFile',
        input: ({ context }) => context.result?.file ?? { name: '', text: '' },
        onError: { actions: assign({ error: { key: 'export.failed' } }) },
      },
    },
    failed: { on: start },
  },
})
