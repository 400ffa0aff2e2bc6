import { fromPromise } from 'xstate'
import { chain } from '../shared/chain'
import { wallClock } from '../shared/clockMachine'
import { downloadFile } from './download'
import { type ExportFile, type ExportResult, exportMachine, type PrepareInput } from './exportMachine'

/**
 * The export flow's real actors. The activity export reads the whole history of the four networks, the
 * app's activity store, the dollar quotes and the price feeds of the days a non-stable asset moved; the
 * holdings summary reads the balances, the protocol positions and the price feeds at the chosen moment and
 * that day's quote. Both write the file in the request's language and the browser downloads it.
 */
export const exportActors = {
  prepareExport: fromPromise<ExportResult, PrepareInput>(async ({ input }) => {
    const [service, exporting, domain, inflation, catalogue] = await Promise.all([
      chain(),
      import('../../chain/export'),
      import('../../domain/export'),
      import('../../chain/inflation/fetchDollarHistory'),
      import('../../domain/catalogue/protocols'),
    ])
    const { request, address, dollar, now } = input
    const { clients, profile } = service
    if (request.kind === 'activity') {
      const { readActivity } = await import('../../chain/activity')
      const activity = await readActivity({ from: address }).catch((error) => {
        console.warn('[export] activity store unavailable', error)
        return []
      })
      const found = await exporting.collectActivity(clients, { address, profile, activity, dollar, now })
      return {
        kind: 'activity',
        file: {
          name: domain.exportFileName('activity', request.language, domain.localDay(now)),
          text: domain.activityCsv(found.movements, found.valuation, request.language),
        },
        count: found.movements.length,
        incomplete: found.incomplete,
        failed: found.failed,
        unpriced: found.unpriced,
        quoted: found.valuation.quotes !== null,
      }
    }
    const base = profile.webApis.argentinaDatos
    const [read, quotes] = await Promise.all([
      exporting.getHoldingsAt(clients, { address, profile, at: request.at }),
      base
        ? inflation.fetchDollarHistory(base, dollar).catch((error) => {
            console.warn('[export] dollar quotes unavailable', error)
            return null
          })
        : null,
    ])
    const holdings = {
      day: request.day,
      at: request.at,
      lines: read.lines,
      feedPrices: read.feedPrices,
      dollar,
      quote: quotes ? domain.quoteOn(quotes, request.day) : null,
    }
    const valued = domain.valueHoldings(holdings)
    return {
      kind: 'holdings',
      file: {
        name: domain.exportFileName('holdings', request.language, request.day),
        text: domain.holdingsCsv(holdings, request.language),
      },
      day: request.day,
      held: valued.lines.length,
      usd: valued.usd,
      ars: valued.ars,
      quote: holdings.quote,
      unpriced: valued.unpriced,
      unread: read.unread.map((id) => catalogue.protocols[id].name),
    }
  }),
  saveFile: fromPromise<void, ExportFile>(async ({ input }) => {
    downloadFile(input.name, input.text, 'text/csv;charset=utf-8')
  }),
  /** Every second, like home's clock: "today" for the date field, and the moment a file is named by. */
  readClock: wallClock(1000),
}

/** The export flow wired to the chain, the activity store and the browser's downloads. */
export const liveExportMachine = exportMachine.provide({ actors: exportActors })
