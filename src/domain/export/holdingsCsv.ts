import { type NetworkId, networks } from '../catalogue/networks'
import { type ProtocolId, protocols } from '../catalogue/protocols'
import { type TokenKey, type TokenSymbol, tokens } from '../catalogue/tokens'
import type { Language } from '../i18n'
import { priceSourceText, quoteUsedText } from './activityCsv'
import { csvStyle, exactDecimal, fixedDecimal, toCsv } from './csv'
import { localDateTime } from './dates'
import { exportText } from './labels'
import { type FeedPrice, type PriceFact, units } from './movement'
import type { DollarName, DollarRate } from './quotes'

/**
 * Where a holding is: in the wallet itself, deposited in a protocol (a vault's receipt, Aave's supply, USDe in
 * Ethena's cooldown), or owed to one (Aave's debt).
 */
export type HoldingPlace =
  | { kind: 'wallet' }
  | {
      kind: 'deposit'
      protocol: ProtocolId
      /** The receipt token the wallet holds for it (aUSDC, sUSDe…); null for USDe in the cooldown. */
      receipt: string | null
      /** Aave: the supply is the loan's collateral. */
      collateral?: boolean
      /** Ethena: USDe in the cooldown, not yet claimed. */
      cooldown?: boolean
    }
  | { kind: 'debt'; protocol: ProtocolId }

/**
 * One holding at the chosen moment, in base units of `token` (a position counted in its underlying asset; a
 * debt negative), with the block it was read at.
 */
export type HoldingLine = {
  token: TokenKey
  amount: bigint
  /** The block read on the token's network; null when the network had no block yet (nothing held). */
  block: bigint | null
  place: HoldingPlace
}

/** The holding's type as the file writes it: "En la billetera", "Depósito en Yearn v3", "Deuda en Aave v3". */
export function placeText(language: Language, place: HoldingPlace): string {
  if (place.kind === 'wallet') return exportText(language, 'export.place.wallet')
  const protocol = protocols[place.protocol].name
  if (place.kind === 'debt') return exportText(language, 'export.place.debt', { protocol })
  const deposit = exportText(language, 'export.place.deposit', { protocol })
  if (place.collateral) return `${deposit} ${exportText(language, 'export.place.collateral')}`
  if (place.cooldown) return `${deposit} ${exportText(language, 'export.place.cooldown')}`
  return deposit
}

/**
 * How the holdings summary names its quote: as the activity file does ({@link quoteUsedText}), for the holdings
 * day.
 * @example holdingsQuoteText('es', 'bolsa', { date: '2025-09-30', sell: 1468 }, '2026-01-01') // 'Dólar MEP (bolsa) del 30/09/2025 (ArgentinaDatos), el último anterior al 01/01/2026'
 */
export const holdingsQuoteText = quoteUsedText

/** Everything the holdings summary needs: what was held at a moment and how to value it. */
export type Holdings = {
  /** The local day chosen (`YYYY-MM-DD`) and the moment read (end of that day, or now for today). */
  day: string
  at: number
  lines: readonly HoldingLine[]
  /** The price feeds' USD prices at that moment, by symbol (stablecoins count 1 without them). */
  feedPrices: Partial<Record<TokenSymbol, FeedPrice>>
  dollar: DollarName
  /** The quote in force that day, or null when none could be read. */
  quote: DollarRate | null
}

/** One valued holding: price and source, USD and ARS values (null where no price or quote is known). */
export type ValuedHolding = HoldingLine & {
  network: NetworkId
  price: PriceFact | null
  usd: number | null
  ars: number | null
}

/**
 * Values every line held (a zero balance is left out; a debt counts against the total) and adds them up;
 * unpriced tokens are listed.
 */
export function valueHoldings(h: Holdings): {
  lines: ValuedHolding[]
  usd: number
  ars: number | null
  unpriced: TokenSymbol[]
} {
  const lines = h.lines
    .filter((l) => l.amount !== 0n)
    .map((l): ValuedHolding => {
      const t = tokens[l.token]
      const feed = h.feedPrices[t.symbol]
      const price: PriceFact | null =
        t.category === 'stablecoin'
          ? { usd: 1, source: 'stable' }
          : feed
            ? { usd: feed.price, source: 'feed', day: feed.day }
            : null
      const usd = price ? units(l.amount, t.decimals) * price.usd : null
      return {
        ...l,
        network: t.network,
        price,
        usd,
        ars: usd !== null && h.quote ? usd * h.quote.sell : null,
      }
    })
  const usd = lines.reduce((sum, l) => sum + (l.usd ?? 0), 0)
  const unpriced = [...new Set(lines.filter((l) => l.price === null).map((l) => tokens[l.token].symbol))]
  return { lines, usd, ars: h.quote ? usd * h.quote.sell : null, unpriced }
}

/**
 * The holdings summary ("Resumen de tenencias"): one line per holding at the chosen moment — what the wallet
 * held, then each protocol deposit and each debt (negative) — with network, type ("Depósito en Morpho Blue"),
 * token, exact quantity, the protocol's receipt token, USD price and its source, USD value, the dollar quote
 * of that day and which one, ARS value and the block read; then a total line, net of debts. Same CSV style as
 * the activity export.
 */
export function holdingsCsv(h: Holdings, language: Language): string {
  const style = csvStyle(language)
  const money = (v: number | null) => (v === null ? '' : fixedDecimal(v, 2, style))
  const text = (key: Parameters<typeof exportText>[1]) => exportText(language, key)
  const valued = valueHoldings(h)
  const asOf = localDateTime(h.at)
  const quote = h.quote ? fixedDecimal(h.quote.sell, 2, style) : ''
  const quoteUsed = holdingsQuoteText(language, h.dollar, h.quote, h.day)
  const header = (
    [
      'asOf',
      'network',
      'type',
      'token',
      'holding',
      'receipt',
      'usdPrice',
      'priceSource',
      'usdValue',
      'quote',
      'quoteUsed',
      'arsValue',
      'block',
    ] as const
  ).map((c) => text(`export.csv.${c}`))
  const rows = valued.lines.map((l) => [
    asOf,
    networks[l.network].name,
    placeText(language, l.place),
    tokens[l.token].symbol,
    exactDecimal(l.amount, tokens[l.token].decimals, style),
    l.place.kind === 'deposit' ? (l.place.receipt ?? '') : '',
    l.price ? fixedDecimal(l.price.usd, l.price.usd >= 1 ? 2 : 4, style) : '',
    priceSourceText(language, l.price),
    money(l.usd),
    quote,
    quoteUsed,
    money(l.ars),
    l.block === null ? '' : String(l.block),
  ])
  const total = [
    asOf,
    '',
    '',
    text('export.csv.total'),
    '',
    '',
    '',
    '',
    money(valued.usd),
    quote,
    quoteUsed,
    money(valued.ars),
    '',
  ]
  return toCsv([header, ...rows, total], style)
}
