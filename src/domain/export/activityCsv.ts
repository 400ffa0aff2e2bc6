import { networks } from '../catalogue/networks'
import type { Language } from '../i18n'
import { csvStyle, exactDecimal, fixedDecimal, toCsv } from './csv'
import { dayText, localDateTime, localDay } from './dates'
import { exportText } from './labels'
import { assetOf, type Movement, type PriceFact, type Valuation, valueMovement } from './movement'
import type { DollarName, DollarRate } from './quotes'

/** How a price is named in a file: "Estable, 1 USD", "Oráculo on-chain del 02/01/2026", "Sin precio histórico". */
export function priceSourceText(language: Language, price: PriceFact | null): string {
  if (!price) return exportText(language, 'export.price.none')
  if (price.source === 'stable') return exportText(language, 'export.price.stable')
  return exportText(language, 'export.price.feed', { date: dayText(language, price.day) })
}

/** How a quote is named in a file: "Dólar MEP (bolsa) del 30/09/2025 (ArgentinaDatos)", or "Sin cotización". */
export function quoteText(language: Language, dollar: DollarName, quote: DollarRate | null): string {
  if (!quote) return exportText(language, 'export.quote.none')
  const kind = exportText(language, `export.dollar.${dollar}`)
  return exportText(language, 'export.quote.used', { kind, date: dayText(language, quote.date) })
}

/**
 * How a file names the quote it used for a local day: as {@link quoteText} when the quote is that day's own, and
 * saying so when none was published that day and the last one before it is used (a weekend, a holiday, or a
 * history that ends months earlier): "Dólar MEP (bolsa) del 30/09/2025 (ArgentinaDatos), el último anterior al
 * 07/12/2026". A reader never takes an older month's rate for the day's.
 * @example quoteUsedText('en', 'bolsa', { date: '2025-09-26', sell: 1400 }, '2025-09-28') // 'MEP (bolsa) dollar of 2025-09-26 (ArgentinaDatos), the latest before 2025-09-28'
 */
export function quoteUsedText(
  language: Language,
  dollar: DollarName,
  quote: DollarRate | null,
  day: string,
): string {
  if (!quote || quote.date === day) return quoteText(language, dollar, quote)
  return exportText(language, 'export.quote.earlier', {
    kind: exportText(language, `export.dollar.${dollar}`),
    date: dayText(language, quote.date),
    day: dayText(language, day),
  })
}

/** The activity file's header, in the user's language. */
export function activityHeader(language: Language): string[] {
  return (
    [
      'date',
      'network',
      'type',
      'status',
      'token',
      'amount',
      'counterparty',
      'fee',
      'feeCoin',
      'hash',
      'usdPrice',
      'priceSource',
      'usdValue',
      'quote',
      'quoteUsed',
      'arsValue',
      'approved',
      'received',
      'receivedToken',
    ] as const
  ).map((column) => exportText(language, `export.csv.${column}`))
}

/**
 * The activity export ("Exportar movimientos (CSV)"): one line per movement, oldest first, as a ledger
 * reads. Columns: local date and time, network, type (a protocol call names its protocol), status, token,
 * exact amount, counterparty, the network fee this wallet paid in the native coin, hash, then the estimates:
 * USD price and its source, USD value, the day's dollar quote and which one (saying when it is an earlier
 * day's, see quoteUsedText), ARS value; last, the amount an
 * approval allowed (0 for a revoke), and what a swap brought in and its token (the amount and token columns
 * say what left). An approval or a revoke moves nothing: its amount is blank, it has no
 * value, and what it allowed stands in that last column, which no total of moved amounts should count; its
 * counterparty is the spender. Spanish files use `;`
 * and a decimal comma, English ones `,` and a point (see csvStyle); every field is quoted, with a BOM.
 * @example activityCsv([sentMovement], { dollar: 'bolsa', quotes, feedPrice: () => null }, 'es')
 */
export function activityCsv(
  movements: readonly Movement[],
  valuation: Valuation,
  language: Language,
): string {
  const style = csvStyle(language)
  const money = (v: number | null) => (v === null ? '' : fixedDecimal(v, 2, style))
  const rows = [...movements]
    .sort((a, b) => a.timeStamp - b.timeStamp)
    .map((m) => {
      const { symbol, decimals } = assetOf(m)
      const value = valueMovement(m, valuation)
      const kind = exportText(language, `export.kind.${m.kind}`)
      const allowance = m.approved !== undefined
      const moved = m.status !== 'failed' && m.status !== 'dropped' && !allowance
      return [
        localDateTime(m.timeStamp),
        networks[m.network].name,
        m.protocol ? `${kind} · ${m.protocol}` : kind,
        exportText(language, `export.status.${m.status}`),
        // An approval of a token outside the catalogue (Convex's 3Crv) is never one of the native coin.
        allowance && m.token === null ? '' : symbol,
        allowance ? '' : exactDecimal(m.amount, decimals, style),
        m.counterparty ?? '',
        m.fee === null ? '' : exactDecimal(m.fee, 18, style),
        m.fee === null ? '' : networks[m.network].nativeSymbol,
        m.hash,
        value.price ? fixedDecimal(value.price.usd, value.price.usd >= 1 ? 2 : 4, style) : '',
        moved ? priceSourceText(language, value.price) : '',
        money(value.usd),
        value.quote ? fixedDecimal(value.quote.sell, 2, style) : '',
        quoteUsedText(language, valuation.dollar, value.quote, localDay(m.timeStamp)),
        money(value.ars),
        m.approved === undefined ? '' : exactDecimal(m.approved, decimals, style),
        // A swap's other half: what came in, on the same line as what left.
        ...(m.received && m.status === 'confirmed'
          ? [
              exactDecimal(
                m.received.amount,
                assetOf({ token: m.received.token, network: m.network }).decimals,
                style,
              ),
              assetOf({ token: m.received.token, network: m.network }).symbol,
            ]
          : ['', '']),
      ]
    })
  return toCsv([activityHeader(language), ...rows], style)
}
