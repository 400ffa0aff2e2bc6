import { afterEach, describe, expect, it } from 'vitest'
import { parseGasOracle } from '../../src/chain/getGasPrices'
import { parseTxList } from '../../src/chain/getHistory'
import { fetchQuotesLatest, parseQuotesLatest } from '../../src/chain/prices/fetchQuotesLatest'
import { fetchSimplePrice, parseSimplePrice } from '../../src/chain/prices/fetchSimplePrice'
import { startJsonServer } from './support/loopback'

/** Recorded shape of a CoinGecko simple/price answer (trimmed). */
const simplePrice = {
  ethereum: { usd: 3456.78, usd_market_cap: 415e9, usd_24h_vol: 12e9, usd_24h_change: -1.52 },
  tether: { usd: 1.0, usd_market_cap: 1.1e11, usd_24h_vol: 4e10, usd_24h_change: 0.01 },
  'wrapped-bitcoin': { usd: 64000.5, usd_24h_change: 2.1 },
  'ethena-usde': { usd: 0.999 },
}

/** Recorded shape of a CoinMarketCap v2 quotes/latest answer (trimmed). */
const quotesLatest = {
  status: { error_code: 0 },
  data: {
    LINK: [
      {
        symbol: 'LINK',
        quote: { USD: { price: 14.2, percent_change_24h: 5.5, market_cap: 8e9, volume_24h: 3e8 } },
      },
    ],
    DAI: {
      symbol: 'DAI',
      quote: { USD: { price: 1.0001, percent_change_24h: 0, market_cap: 5e9, volume_24h: 1e8 } },
    },
  },
}

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c()))
})

describe('price service parsing', () => {
  it('maps ids to symbols with 24 h change, market cap and volume', () => {
    const q = parseSimplePrice(simplePrice)
    expect(q.ETH).toEqual({ price: 3456.78, change24h: -1.52, marketCap: 415e9, volume24h: 12e9 })
    expect(q.WBTC).toEqual({ price: 64000.5, change24h: 2.1, marketCap: 0, volume24h: 0 })
    expect(q.USDe?.price).toBe(0.999)
    expect(q.LINK).toBeUndefined()
  })

  it('asks for the spec ids in usd over HTTP', async () => {
    const server = await startJsonServer(() => ({ status: 200, body: simplePrice }))
    closers.push(server.close)
    await fetchSimplePrice(server.url)
    const url = new URL(server.seen[0]!.url, server.url)
    expect(url.pathname).toBe('/simple/price')
    expect(url.searchParams.get('vs_currencies')).toBe('usd')
    expect(url.searchParams.get('include_24hr_change')).toBe('true')
    expect(url.searchParams.get('ids')?.split(',').sort()).toEqual([
      'chainlink',
      'dai',
      'ethena-usde',
      'ethereum',
      'polygon-pos',
      'tether',
      'usd-coin',
      'weth',
      'wrapped-bitcoin',
    ])
  })

  it.each([429, 500])('raises "HTTP error! status: %d"', async (status) => {
    const server = await startJsonServer(() => ({ status, body: {} }))
    closers.push(server.close)
    await expect(fetchSimplePrice(server.url)).rejects.toThrow(`HTTP error! status: ${status}`)
    await expect(fetchQuotesLatest(server.url, 'key')).rejects.toThrow(`HTTP error! status: ${status}`)
  })
})

describe('keyed market data parsing', () => {
  it('reads price, percent_change_24h, market_cap and volume_24h (v1 and v2 shapes)', () => {
    const q = parseQuotesLatest(quotesLatest)
    expect(q.LINK).toEqual({ price: 14.2, change24h: 5.5, marketCap: 8e9, volume24h: 3e8 })
    expect(q.DAI?.price).toBe(1.0001)
  })

  it('sends the key in a header with a JSON accept header', async () => {
    const server = await startJsonServer(() => ({ status: 200, body: quotesLatest }))
    closers.push(server.close)
    await fetchQuotesLatest(server.url, 'secret')
    expect(server.seen[0]?.headers['x-cmc_pro_api_key']).toBe('secret')
    expect(server.seen[0]?.headers.accept).toBe('application/json')
    expect(server.seen[0]?.url).toMatch(/^\/cryptocurrency\/quotes\/latest\?symbol=ETH,MATIC/)
  })
})

describe('explorer parsing', () => {
  it('reads a gas oracle answer in gwei', () => {
    const g = parseGasOracle({
      status: '1',
      message: 'OK',
      result: { SafeGasPrice: '12', ProposeGasPrice: '13.5', FastGasPrice: '15', suggestBaseFee: '11.5' },
    })
    expect(g).toMatchObject({ slow: 12_000_000_000n, standard: 13_500_000_000n, fast: 15_000_000_000n })
    expect(g.priorityFee).toEqual({ slow: 500_000_000n, standard: 2_000_000_000n, fast: 3_500_000_000n })
  })

  it('refuses a failed gas oracle answer', () => {
    expect(() => parseGasOracle({ status: '0', result: 'Invalid API Key' })).toThrow('gas.oracle')
  })

  it('reads a txlist answer, timestamps in ms', () => {
    const list = parseTxList(
      {
        status: '1',
        message: 'OK',
        result: [
          {
            hash: '0xaa',
            from: '0x1',
            to: '0x2',
            value: '1000000000000000000',
            timeStamp: '1700000000',
            isError: '0',
          },
          { hash: '0xbb', from: '0x1', to: '', value: '0', timeStamp: '1690000000', isError: '1' },
        ],
      },
      'polygon',
    )
    expect(list[0]).toMatchObject({ valueWei: 10n ** 18n, timeStamp: 1_700_000_000_000, isError: false })
    expect(list[1]).toMatchObject({ to: null, isError: true, network: 'polygon' })
    expect(parseTxList({ status: '0', message: 'No transactions found', result: [] }, 'ethereum')).toEqual([])
  })
})
