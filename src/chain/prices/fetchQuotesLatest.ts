import type { TokenSymbol } from '../../domain/catalogue/tokens'
import { ChainError, httpError } from '../errors'
import { type PriceQuote, priceSymbols } from './types'

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)

/**
 * The keyed market-data fallback (CoinMarketCap-style `cryptocurrency/quotes/latest` by symbol, key in the
 * `X-CMC_PRO_API_KEY` header, JSON accept header).
 * @throws ChainError `HTTP error! status: N`, or `prices.empty`.
 */
export async function fetchQuotesLatest(
  baseUrl: string,
  apiKey: string,
  options: { timeoutMs?: number } = {},
): Promise<Partial<Record<TokenSymbol, PriceQuote>>> {
  const url = `${baseUrl.replace(/\/$/, '')}/cryptocurrency/quotes/latest?symbol=${priceSymbols.join(',')}&convert=USD`
  const res = await fetch(url, {
    headers: { 'X-CMC_PRO_API_KEY': apiKey, accept: 'application/json' },
    signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
  })
  if (!res.ok) throw httpError(res.status)
  return parseQuotesLatest(await res.json())
}

/** Parses a `quotes/latest` body (v1 objects or v2 arrays per symbol): price, percent_change_24h, market_cap, volume_24h. */
export function parseQuotesLatest(body: unknown): Partial<Record<TokenSymbol, PriceQuote>> {
  const data = ((body ?? {}) as { data?: Record<string, unknown> }).data ?? {}
  const out: Partial<Record<TokenSymbol, PriceQuote>> = {}
  for (const symbol of priceSymbols) {
    const entry = data[symbol] ?? data[symbol.toUpperCase()]
    const first = (Array.isArray(entry) ? entry[0] : entry) as { quote?: { USD?: Record<string, unknown> } }
    const usd = first?.quote?.USD
    if (!usd || typeof usd.price !== 'number' || !(usd.price > 0)) continue
    out[symbol] = {
      price: usd.price,
      change24h: num(usd.percent_change_24h),
      marketCap: num(usd.market_cap),
      volume24h: num(usd.volume_24h),
    }
  }
  if (Object.keys(out).length === 0) throw new ChainError('prices.empty')
  return out
}
