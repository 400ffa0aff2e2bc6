import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import type { PesoQuote } from '../../src/chain/inflation/getDollarQuote'
import type { DollarKind } from '../../src/domain/pesos/dollarKinds'
import { dollarQuoteMachine, pesoQuoteOf } from '../../src/machines/home/dollarQuoteMachine'

const quote = (casa: DollarKind, sell: number): PesoQuote => ({
  casa,
  sell,
  date: '2025-09-30',
  source: 'ArgentinaDatos',
  fetchedAt: 0,
  rise12m: null,
  yearAverages: {},
})

/** The machine with a source the test answers by hand: each load waits for `answer` or `fail`. */
function setUp(casa: DollarKind) {
  let settle: { answer: (q: PesoQuote) => void; fail: () => void } | null = null
  const machine = dollarQuoteMachine.provide({
    actors: {
      load: fromPromise<PesoQuote, { casa: DollarKind }>(
        () =>
          new Promise((resolve, reject) => {
            settle = { answer: resolve, fail: () => reject(new Error('HTTP error! status: 503')) }
          }),
      ),
      watchVisibility: fromCallback(() => {}),
    },
  })
  const actor = createActor(machine, { input: { casa } }).start()
  const source = () => settle as unknown as NonNullable<typeof settle>
  return { actor, source }
}

describe('the dólar for pesos: a quote of the chosen dollar, or none', () => {
  it('is loading until the first quote, then ready with it', async () => {
    const { actor, source } = setUp('bolsa')
    expect(pesoQuoteOf(actor.getSnapshot(), 'bolsa')).toEqual({ status: 'loading' })
    source().answer(quote('bolsa', 1468))
    await waitFor(actor, (s) => s.matches('idle'))
    expect(pesoQuoteOf(actor.getSnapshot(), 'bolsa')).toEqual({
      status: 'ready',
      quote: quote('bolsa', 1468),
    })
    actor.stop()
  })

  it('is unavailable when the source fails and no quote of that dollar was ever read', async () => {
    const { actor, source } = setUp('blue')
    source().fail()
    await waitFor(actor, (s) => s.matches('idle'))
    expect(pesoQuoteOf(actor.getSnapshot(), 'blue')).toEqual({ status: 'unavailable' })
    actor.stop()
  })

  it('keeps the last quote, with its date, when a refresh fails', async () => {
    const { actor, source } = setUp('cripto')
    source().answer(quote('cripto', 1520))
    await waitFor(actor, (s) => s.matches('idle'))
    actor.send({ type: 'data.refresh' })
    source().fail()
    await waitFor(actor, (s) => s.matches('idle'))
    expect(actor.getSnapshot().context.current).toBe(false)
    expect(pesoQuoteOf(actor.getSnapshot(), 'cripto')).toEqual({
      status: 'ready',
      quote: quote('cripto', 1520),
    })
    actor.stop()
  })

  it('never gives the quote of the dollar picked before for the new one', async () => {
    const { actor, source } = setUp('bolsa')
    source().answer(quote('bolsa', 1468))
    await waitFor(actor, (s) => s.matches('idle'))
    // Settings changed the dollar before the machine heard of it: no answer yet, not MEP's price.
    expect(pesoQuoteOf(actor.getSnapshot(), 'oficial')).toEqual({ status: 'loading' })
    actor.send({ type: 'input.change', input: { casa: 'oficial' } })
    expect(pesoQuoteOf(actor.getSnapshot(), 'oficial')).toEqual({ status: 'loading' })
    source().fail()
    await waitFor(actor, (s) => s.matches('idle'))
    expect(actor.getSnapshot().context.data?.casa).toBe('bolsa')
    expect(pesoQuoteOf(actor.getSnapshot(), 'oficial')).toEqual({ status: 'unavailable' })
    actor.send({ type: 'data.refresh' })
    source().answer(quote('oficial', 1450))
    await waitFor(actor, (s) => s.matches('idle'))
    expect(pesoQuoteOf(actor.getSnapshot(), 'oficial')).toEqual({
      status: 'ready',
      quote: quote('oficial', 1450),
    })
    actor.stop()
  })
})
