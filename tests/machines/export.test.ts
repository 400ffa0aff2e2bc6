import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ExportError } from '../../src/domain/export'
import {
  type ExportEvent,
  type ExportFile,
  type ExportResult,
  exportMachine,
  type PrepareInput,
} from '../../src/machines/export/exportMachine'
import type { ClockTick } from '../../src/machines/shared/clockMachine'
import { leafStates } from './leafStates'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const activityFile: ExportResult = {
  kind: 'activity',
  file: { name: 'billetera-movimientos-2026-11-24.csv', text: '\uFEFF"Fecha"\r\n' },
  count: 3,
  incomplete: [],
  failed: [],
  unpriced: [],
  quoted: true,
}
const never = () => new Promise<never>(() => {})

/**
 * The time is the machine's input and its clock actor's events, never the test's own clock: the paths below
 * mean the same whatever day they are computed and replayed on (the suite runs at awkward instants too).
 * 24 November 2026, 16:40 in the users' zone (UTC−3); then the clock reaches the next day, 1 December.
 */
const now = Date.UTC(2026, 10, 24, 19, 40)
const nextDay = Date.UTC(2026, 11, 1, 3, 0)
const stillClock = fromCallback<ClockTick>(() => {})

type Snapshot = SnapshotFrom<typeof exportMachine>
const seen = (s: Snapshot) => ({
  value: s.value,
  now: s.context.now,
  date: s.context.holdingsDate,
  dateError: s.context.dateError,
  request: s.context.request,
  result: s.context.result?.kind ?? null,
  error: s.context.error,
})

describe('exportMachine, model-based', () => {
  const testMachine = exportMachine.provide({
    actors: {
      prepareExport: fromPromise<ExportResult, PrepareInput>(never),
      saveFile: fromPromise<void, ExportFile>(never),
      readClock: stillClock,
    },
  })
  const events = [
    { type: 'activity.export', language: 'es' },
    { type: 'holdings.export', language: 'en' },
    { type: 'holdings.date.change', date: '2026-12-01' },
    { type: 'holdings.date.change', date: '2025-02-30' },
    { type: 'xstate.done.actor.prepareExport', output: activityFile },
    {
      type: 'xstate.error.actor.prepareExport',
      error: new ExportError('export.holdings.noArchive', { network: 'Ethereum' }),
    },
    { type: 'export.save' },
    { type: 'clock.tick', now: nextDay },
  ] as unknown as ExportEvent[]
  const paths = getShortestPaths(testMachine, {
    events,
    input: { address, now },
    serializeState: (s) => JSON.stringify(seen(s as Snapshot)),
  })

  it('reaches every state the machine declares', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    expect([...reached].sort()).toEqual(leafStates(exportMachine.root).sort())
  })

  for (const path of paths.filter((p) => p.steps.length <= 3)) {
    const route = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ') || 'start'
    it(`shows ${JSON.stringify(seen(path.state as Snapshot))} after ${route}`, () => {
      const actor = createActor(testMachine, { input: { address, now } }).start()
      for (const step of path.steps) {
        actor.send(step.event)
        expect(seen(actor.getSnapshot())).toEqual(seen(step.state as Snapshot))
      }
      actor.stop()
    })
  }
})

describe('the export flow, as a user sees it', () => {
  const run = (prepare: (input: PrepareInput) => Promise<ExportResult>) => {
    const saved: ExportFile[] = []
    const prepared: PrepareInput[] = []
    const actor = createActor(
      exportMachine.provide({
        actors: {
          prepareExport: fromPromise<ExportResult, PrepareInput>(({ input }) => {
            prepared.push(input)
            return prepare(input)
          }),
          saveFile: fromPromise<void, ExportFile>(async ({ input }) => {
            saved.push(input)
          }),
          readClock: stillClock,
        },
      }),
      { input: { address, now } },
    ).start()
    return { actor, saved, prepared }
  }
  const settled = (actor: ReturnType<typeof run>['actor']) =>
    vi.waitUntil(() => !actor.getSnapshot().hasTag('busy'))

  it('offers 31 December of last year and values pesos at the MEP (bolsa) dollar unless told', () => {
    const { actor } = run(never)
    expect(actor.getSnapshot().context).toMatchObject({ holdingsDate: '2025-12-31', dollar: 'bolsa' })
    const cripto = createActor(exportMachine, { input: { address, dollar: 'cripto', now } }).start()
    expect(cripto.getSnapshot().context.dollar).toBe('cripto')
  })

  it('prepares the activity in the language asked, hands the file over, and again on request', async () => {
    const { actor, saved, prepared } = run(async () => activityFile)
    actor.send({ type: 'activity.export', language: 'en' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await settled(actor)
    expect(prepared).toEqual([
      { request: { kind: 'activity', language: 'en' }, address, dollar: 'bolsa', now },
    ])
    expect(actor.getSnapshot().value).toBe('ready')
    await vi.waitUntil(() => saved.length === 1)
    actor.send({ type: 'export.save' })
    await vi.waitUntil(() => saved.length === 2)
    expect(saved[1]).toEqual(activityFile.file)
  })

  it('reads the holdings at the end of the chosen local day, or now for today', async () => {
    const { actor, prepared } = run(never)
    actor.send({ type: 'holdings.export', language: 'es' })
    expect(prepared.at(-1)?.request).toEqual({
      kind: 'holdings',
      language: 'es',
      day: '2025-12-31',
      at: new Date(2025, 11, 31, 23, 59, 59, 999).getTime(),
    })
    const today = run(never)
    today.actor.send({ type: 'holdings.date.change', date: '2026-11-24' })
    today.actor.send({ type: 'holdings.export', language: 'es' })
    expect(today.prepared.at(-1)?.request).toMatchObject({ day: '2026-11-24', at: now })
  })

  it('takes "today" from its clock: a date refused as future is accepted once the clock reaches it', () => {
    const { actor, prepared } = run(never)
    actor.send({ type: 'holdings.date.change', date: '2026-12-01' })
    actor.send({ type: 'holdings.export', language: 'es' })
    expect(actor.getSnapshot().context.dateError).toEqual({ key: 'export.date.future' })
    actor.send({ type: 'clock.tick', now: nextDay })
    actor.send({ type: 'holdings.export', language: 'es' })
    expect(actor.getSnapshot().context.dateError).toBeNull()
    expect(prepared.at(-1)?.request).toMatchObject({ day: '2026-12-01', at: nextDay })
  })

  it('offers the last day of the year before the one it opens in, at the last second of a year too', () => {
    const lastSecond = Date.UTC(2027, 0, 1, 2, 59, 59) // 31 Dec 2026 23:59:59 in Buenos Aires
    const actor = createActor(exportMachine, { input: { address, now: lastSecond } }).start()
    expect(actor.getSnapshot().context.holdingsDate).toBe('2025-12-31')
  })

  it('refuses a future or impossible date with its message and changes nothing else', async () => {
    const { actor, prepared } = run(async () => activityFile)
    actor.send({ type: 'activity.export', language: 'es' })
    await settled(actor)
    const before = actor.getSnapshot().context.result
    for (const [date, key] of [
      ['2026-11-25', 'export.date.future'],
      ['2025-02-30', 'export.date.invalid'],
      ['', 'export.date.invalid'],
    ] as const) {
      actor.send({ type: 'holdings.date.change', date })
      actor.send({ type: 'holdings.export', language: 'es' })
      expect(actor.getSnapshot().value).toBe('ready')
      expect(actor.getSnapshot().context.dateError).toEqual({ key })
      expect(actor.getSnapshot().context.result).toBe(before)
    }
    expect(prepared).toHaveLength(1)
    actor.send({ type: 'holdings.date.change', date: '2026-01-15' })
    expect(actor.getSnapshot().context.dateError).toBeNull()
  })

  it('says why the holdings cannot be read (the node keeps no old state), without a file', async () => {
    const { actor, saved } = run(async () => {
      throw new ExportError('export.holdings.noArchive', { network: 'Ethereum' })
    })
    actor.send({ type: 'holdings.export', language: 'es' })
    await settled(actor)
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error).toEqual({
      key: 'export.holdings.noArchive',
      values: { network: 'Ethereum' },
    })
    expect(saved).toEqual([])
  })

  it('prepares one file at a time', () => {
    const { actor, prepared } = run(never)
    actor.send({ type: 'activity.export', language: 'es' })
    expect(actor.getSnapshot().can({ type: 'holdings.export', language: 'es' })).toBe(false)
    actor.send({ type: 'holdings.export', language: 'es' })
    actor.send({ type: 'activity.export', language: 'es' })
    expect(prepared).toHaveLength(1)
  })
})
