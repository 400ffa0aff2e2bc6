import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ExportError } from '../../src/domain/export'
import {
  type ExportEvent,
  type ExportFile,
  type ExportResult,
  exportMachine,
  type PrepareInput,
} from '../../src/machines/exportMachine'
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

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 10, 24, 16, 40))
})
afterAll(() => vi.useRealTimers())

type Snapshot = SnapshotFrom<typeof exportMachine>
const seen = (s: Snapshot) => ({
  value: s.value,
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
  ] as unknown as ExportEvent[]
  const paths = getShortestPaths(testMachine, {
    events,
    input: { address },
    serializeState: (s) => JSON.stringify(seen(s as Snapshot)),
  })

  it('reaches every state the machine declares', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    expect([...reached].sort()).toEqual(leafStates(exportMachine.root).sort())
  })

  for (const path of paths.filter((p) => p.steps.length <= 3)) {
    const route = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ') || 'start'
    it(`shows ${JSON.stringify(seen(path.state as Snapshot))} after ${route}`, () => {
      const actor = createActor(testMachine, { input: { address } }).start()
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
        },
      }),
      { input: { address } },
    ).start()
    return { actor, saved, prepared }
  }
  const settled = (actor: ReturnType<typeof run>['actor']) =>
    vi.waitUntil(() => !actor.getSnapshot().hasTag('busy'))

  it('offers 31 December of last year and values pesos at the MEP (bolsa) dollar unless told', () => {
    const { actor } = run(never)
    expect(actor.getSnapshot().context).toMatchObject({ holdingsDate: '2025-12-31', dollar: 'bolsa' })
    const cripto = createActor(exportMachine, { input: { address, dollar: 'cripto' } }).start()
    expect(cripto.getSnapshot().context.dollar).toBe('cripto')
  })

  it('prepares the activity in the language asked, hands the file over, and again on request', async () => {
    const { actor, saved, prepared } = run(async () => activityFile)
    actor.send({ type: 'activity.export', language: 'en' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await settled(actor)
    expect(prepared).toEqual([{ request: { kind: 'activity', language: 'en' }, address, dollar: 'bolsa' }])
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
    expect(today.prepared.at(-1)?.request).toMatchObject({ day: '2026-11-24', at: Date.now() })
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
