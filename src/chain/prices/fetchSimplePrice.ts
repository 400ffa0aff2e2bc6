import { symbolInfo, type TokenSymbol } from '../../domain/catalogue/tokens'
import { ChainError, httpError } from '../errors'
import { type PriceQuote, priceSymbols } from './types'

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)

/**
 * The public price service (CoinGecko-style `simple/price` by the spec's ids, vs usd, with 24 h change).
 * @throws ChainError `HTTP error! status: N`, or `prices.empty` when no known id came back.
 * @example await fetchSimplePrice('https://api.coingecko.com/api/v3')
 */
export async function fetchSimplePrice(
  baseUrl: string,
  options: { timeoutMs?: number } = {},
): Promise<Partial<Record<TokenSymbol, PriceQuote>>> {
  const ids = [...new Set(priceSymbols.map((s) => symbolInfo[s].priceId))].join(',')
  const url = `${baseUrl.replace(/\/$/, '')}/simple/price?ids=${ids}&vs_currencies=usd&include_24hr_change=true&include_market_cap=true&include_24hr_vol=true`
  const res = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
  })
  if (!res.ok) throw httpError(res.status)
  return parseSimplePrice(await res.json())
}

/** Parses a `simple/price` body into quotes per symbol; symbols sharing an id share its quote. */
export function parseSimplePrice(body: unknown): Partial<Record<TokenSymbol, PriceQuote>> {
  const out: Partial<Record<TokenSymbol, PriceQuote>> = {}
  const data = (body ?? {}) as Record<string, Record<string, unknown> | undefined>
  for (const symbol of priceSymbols) {
    const row = data[symbolInfo[symbol].priceId]
    if (!row || typeof row.usd !== 'number' || !(row.usd > 0)) continue
    out[symbol] = {
      price: row.usd,
      change24h: num(row.usd_24h_change),
      marketCap: num(row.usd_market_cap),
      volume24h: num(row.usd_24h_vol),
    }
  }
  if (Object.keys(out).length === 0) throw new ChainError('prices.empty')
  return out
}
