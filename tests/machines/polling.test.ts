import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { httpError } from '../../src/chain/errors'
import { errorMessage } from '../../src/domain/errors/message'
import { gasIntervalMs, gasMachine } from '../../src/machines/home/gasMachine'
import { healthIntervalMs, healthMachine } from '../../src/machines/home/healthMachine'
import { historyIntervalMs, historyMachine } from '../../src/machines/home/historyMachine'
import { inflationIntervalMs, inflationMachine } from '../../src/machines/home/inflationMachine'
import { pricesIntervalMs, pricesMachine } from '../../src/machines/home/pricesMachine'

const never = () => new Promise<never>(() => {})

/** The five pollers share one definition; each is walked on its real machine. */
const machines = [
  ['prices', pricesMachine, null, 10_000, pricesIntervalMs],
  ['gas', gasMachine, { network: 'polygon' }, 30_000, gasIntervalMs],
  ['history', historyMachine, { address: '0x1' }, 60_000, historyIntervalMs],
  ['health', healthMachine, { holdings: [] }, 300_000, healthIntervalMs],
  ['inflation', inflationMachine, null, 300_000, inflationIntervalMs],
] as const

describe.each(machines)('%s machine, model-based', (id, machine, input, specInterval, interval) => {
  const stubbed = (machine as typeof pricesMachine).provide({
    actors: { load: fromPromise<never, null>(never) as never, watchVisibility: fromCallback(() => {}) },
  })
  const events = [
    { type: 'xstate.done.actor.load', output: { ok: 1 } },
    { type: 'xstate.error.actor.load', error: { shortMessage: 'boom' } },
    { type: `xstate.after.interval.${id}.idle` },
    { type: 'data.refresh' },
    { type: 'visibility.hidden' },
    { type: 'visibility.visible' },
    { type: 'input.change', input: { other: true } },
  ]
  const paths = getShortestPaths(machine as typeof pricesMachine, {
    input: input as null,
    events: events as never,
    serializeState: (s) => `${JSON.stringify(s.value)}|${s.context.hidden}|${s.context.current}`,
  })

  it(`polls at the spec interval (${specInterval} ms)`, () => {
    expect(interval).toBe(specInterval)
  })

  it('reaches loading, idle and paused', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['loading', 'idle', 'paused']))
  })

  for (const path of paths) {
    const label = path.steps.map((s) => s.event.type).join(' → ') || 'start'
    it(`reaches ${JSON.stringify(path.state.value)} (current ${path.state.context.current}) by ${label}`, () => {
      const actor = createActor(stubbed, { input: input as null }).start()
      for (const step of path.steps) {
        actor.send(step.event)
        expect(actor.getSnapshot().value).toEqual(step.state.value)
      }
      const snap = actor.getSnapshot()
      expect(snap.context.hidden).toBe(path.state.context.hidden)
      expect(snap.context.current).toBe(path.state.context.current)
      actor.stop()
    })
  }
})

describe('polling rules', () => {
  const stubbed = pricesMachine.provide({
    actors: { load: fromPromise<never, null>(never) as never, watchVisibility: fromCallback(() => {}) },
  })

  it('keeps the last data, marked not current, when a refresh fails', () => {
    const actor = createActor(stubbed, { input: null }).start()
    actor.send({ type: 'xstate.done.actor.load', output: { price: 1 } } as never)
    actor.send({ type: 'data.refresh' })
    actor.send({ type: 'xstate.error.actor.load', error: httpError(500) } as never)
    // The failure travels as { key, values } for the view to translate, never as a string.
    expect(actor.getSnapshot().context).toMatchObject({
      data: { price: 1 },
      current: false,
      error: errorMessage(httpError(500)),
    })
    expect(actor.getSnapshot().context.error).toHaveProperty('key')
  })

  it('does not poll while hidden and reloads when shown', () => {
    const actor = createActor(stubbed, { input: null }).start()
    actor.send({ type: 'xstate.done.actor.load', output: {} } as never)
    actor.send({ type: 'visibility.hidden' })
    expect(actor.getSnapshot().value).toBe('paused')
    expect(actor.getSnapshot().can({ type: 'xstate.after.interval.prices.idle' } as never)).toBe(false)
    actor.send({ type: 'visibility.visible' })
    expect(actor.getSnapshot().value).toBe('loading')
  })

  it('reloads only when the input really changes', () => {
    const gas = gasMachine.provide({
      actors: { load: fromPromise(never) as never, watchVisibility: fromCallback(() => {}) },
    })
    const actor = createActor(gas, { input: { network: 'ethereum' } }).start()
    actor.send({ type: 'xstate.done.actor.load', output: {} } as never)
    actor.send({ type: 'input.change', input: { network: 'ethereum' } })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'input.change', input: { network: 'optimism' } })
    expect(actor.getSnapshot().value).toBe('loading')
  })

  it("drops one account's history the moment another account is chosen; gas keeps its figures while it reloads", () => {
    const quiet = { load: fromPromise(never) as never, watchVisibility: fromCallback(() => {}) as never }
    const history = createActor(historyMachine.provide({ actors: quiet }), {
      input: { address: '0x00000000000000000000000000000000000000a1' },
    }).start()
    history.send({ type: 'xstate.done.actor.load', output: [{ hash: '0xsent-by-a1' }] } as never)
    history.send({ type: 'input.change', input: { address: '0x00000000000000000000000000000000000000b2' } })
    expect(history.getSnapshot().value).toBe('loading')
    expect(history.getSnapshot().context).toMatchObject({ data: null, current: false })

    const gas = createActor(gasMachine.provide({ actors: quiet }), { input: { network: 'ethereum' } }).start()
    gas.send({ type: 'xstate.done.actor.load', output: { standard: 1 } } as never)
    gas.send({ type: 'input.change', input: { network: 'optimism' } })
    expect(gas.getSnapshot().context.data).toEqual({ standard: 1 })
  })

  it('loads once more after a load during which a refresh was asked (it may have read before the change)', async () => {
    // The activity store changed twice while the history was loading: the list must end with the last state.
    const reads: string[] = []
    let store = 'sent'
    const history = historyMachine.provide({
      actors: {
        load: fromPromise(async () => {
          const read = store
          reads.push(read)
          await new Promise((done) => setTimeout(done, 0))
          return [read]
        }) as never,
        watchVisibility: fromCallback(() => {}),
      },
    })
    const actor = createActor(history, { input: { address: '0x1' } }).start()
    store = 'mined'
    actor.send({ type: 'data.refresh' })
    actor.send({ type: 'data.refresh' })
    await waitFor(actor, (s) => s.matches('idle') && (s.context.data as unknown[] | null)?.[0] === 'mined')
    expect(reads).toEqual(['sent', 'mined'])
    expect(actor.getSnapshot().context.again).toBe(false)
    actor.stop()
  })
})
