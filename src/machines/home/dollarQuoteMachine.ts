import { fromPromise, type SnapshotFrom } from 'xstate'
import type { PesoQuote } from '../../chain/inflation/getDollarQuote'
import type { DollarKind } from '../../domain/pesos/dollarKinds'
import { chain } from '../shared/chain'
import { createPollingMachine } from '../shared/pollingMachine'

const load = () => Promise.all([chain(), import('../../chain/inflation/getDollarQuote')])

/** Input of the dólar machine: which quote pesos are shown at (the user's choice in Settings). */
export type DollarQuoteInput = { casa: DollarKind }

/**
 * Spec 000 §4 reads home's inflation data every 5 minutes; the dólar comes from the same source at the same
 * pace (the chain layer keeps each quote 5 minutes, so home, vaults and loans share one request).
 */
export const dollarQuoteIntervalMs = 300_000

/**
 * The chosen dólar's latest quote from ArgentinaDatos, with its 12-month rise; reloads when the user picks
 * another dollar. Pauses while the tab is hidden.
 */
export const dollarQuoteMachine = createPollingMachine<DollarQuoteInput, PesoQuote>({
  id: 'dollarQuote',
  intervalMs: dollarQuoteIntervalMs,
  load: fromPromise(async ({ input }) => {
    const [service, { getDollarQuote }] = await load()
    return getDollarQuote(service.profile, { casa: input.casa })
  }),
})

/** What the screens may show in pesos: a quote for the dollar the user chose, or why there is none. */
export type PesoQuoteView =
  | { status: 'ready'; quote: PesoQuote }
  | { status: 'loading' }
  | { status: 'unavailable' }

/**
 * The quote of the dollar `casa`, read from the machine: only a quote of that very dollar is ever given (a
 * quote of the dollar picked before is no answer, even for a moment), else loading while one is on its way,
 * else unavailable. A failed refresh keeps the last quote: it stays true for the date it names.
 */
export function pesoQuoteOf(
  snapshot: SnapshotFrom<typeof dollarQuoteMachine>,
  casa: DollarKind,
): PesoQuoteView {
  const { data, input } = snapshot.context
  if (data?.casa === casa) return { status: 'ready', quote: data }
  if (snapshot.hasTag('busy') || input.casa !== casa) return { status: 'loading' }
  return { status: 'unavailable' }
}
