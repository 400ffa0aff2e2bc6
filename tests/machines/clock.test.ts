import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback } from 'xstate'
import { formatTime } from '../../src/domain/i18n/numbers'
import { clockIntervalMs, clockMachine } from '../../src/machines/shared/clockMachine'

const clock = clockMachine.provide({ actors: { watchVisibility: fromCallback(() => {}) as never } })

describe('home clock (spec §4: 1 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date(2026, 10, 23, 9, 5, 7))
  })
  afterEach(() => vi.useRealTimers())

  it('ticks every second, not before', () => {
    expect(clockIntervalMs).toBe(1000)
    const actor = createActor(clock).start()
    const start = actor.getSnapshot().context.now
    vi.advanceTimersByTime(999)
    expect(actor.getSnapshot().context.now).toBe(start)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().context.now).toBe(start + 1000)
    vi.advanceTimersByTime(3000)
    expect(actor.getSnapshot().context.now).toBe(start + 4000)
    actor.stop()
  })

  it('stops ticking while the tab is hidden and shows the time at once when it is back', () => {
    const actor = createActor(clock).start()
    const start = actor.getSnapshot().context.now
    actor.send({ type: 'visibility.hidden' })
    vi.advanceTimersByTime(60_000)
    expect(actor.getSnapshot().value).toBe('paused')
    expect(actor.getSnapshot().context.now).toBe(start)
    actor.send({ type: 'visibility.visible' })
    expect(actor.getSnapshot().context.now).toBe(start + 60_000)
    vi.advanceTimersByTime(1000)
    expect(actor.getSnapshot().context.now).toBe(start + 61_000)
    actor.stop()
  })

  it('shows 24 h time with seconds in both languages', () => {
    const at = new Date(2026, 10, 23, 21, 5, 7)
    expect(formatTime('es', at)).toBe('21:05:07')
    expect(formatTime('en', at)).toBe('21:05:07')
  })
})
