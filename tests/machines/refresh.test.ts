import { describe, expect, it } from 'vitest'
import { assign, createActor, createMachine } from 'xstate'
import { refreshMachine } from '../../src/machines/home/refreshMachine'

/** 14:05 on 7 December 2026 in Buenos Aires, as the clock actor last ticked it. */
const at1405 = Date.UTC(2026, 11, 7, 17, 5, 0)

/** A session with just the balance read: Actualizar starts it, `read.end` ends it. */
const session = () =>
  createActor(
    createMachine({
      types: {} as { context: { balancesLoading: boolean; asked: number } },
      context: { balancesLoading: false, asked: 0 },
      on: {
        'session.refresh': {
          actions: assign({ balancesLoading: true, asked: ({ context }) => context.asked + 1 }),
        },
        'read.end': { actions: assign({ balancesLoading: false }) },
      },
    }),
  ).start()
const clock = (now: number) => createActor(createMachine({ context: { now } })).start()

describe('refreshMachine: the refresh buttons say they work and when they are done', () => {
  it('is busy from Actualizar until the balances are read, then keeps the clock’s time of the end', () => {
    const s = session()
    const actor = createActor(refreshMachine, { input: { session: s, clock: clock(at1405) } }).start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    actor.send({ type: 'refresh.request' })
    expect(s.getSnapshot().context.asked).toBe(1)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    s.send({ type: 'read.end' })
    expect(actor.getSnapshot().value).toBe('done')
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    expect(actor.getSnapshot().context.doneAt).toBe(at1405)
    // Again from done: busy once more, and a new time when it ends.
    actor.send({ type: 'refresh.request' })
    expect(s.getSnapshot().context.asked).toBe(2)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
  })

  it('does not call a read it did not ask for a refresh, nor end before the read does', () => {
    const s = session()
    const actor = createActor(refreshMachine, { input: { session: s, clock: clock(at1405) } }).start()
    s.send({ type: 'session.refresh' })
    s.send({ type: 'read.end' })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'refresh.request' })
    expect(actor.getSnapshot().value).toBe('refreshing')
  })
})
