import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClients } from '../../src/chain/clients'
import { balancesFailedMessage } from '../../src/chain/errors'
import { getAllBalances } from '../../src/chain/getBalances'
import { clearPriceCache, getPrices } from '../../src/chain/prices/getPrices'
import { networkIds } from '../../src/domain/catalogue/networks'
import { type Loopback, startJsonServer, startRpcEndpoint } from './support/loopback'
import { freshAddress, testProfile } from './support/manifest'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c()))
  clearPriceCache()
})

async function endpoint(mode: Parameters<typeof startRpcEndpoint>[0]): Promise<Loopback> {
  const e = await startRpcEndpoint(mode)
  closers.push(e.close)
  return e
}

describe('endpoint fallback', () => {
  it.each([
    ['down', { kind: 'status', status: 503 }],
    ['hanging', { kind: 'hang' }],
  ] as const)('skips a first endpoint that is %s and the next one answers', async (_label, mode) => {
    const first = await endpoint(mode)
    const profile = testProfile(Object.fromEntries(networkIds.map((id) => [id, [first.url]])), 500)
    const { failedNetworks } = await getAllBalances(createClients(profile), {
      address: freshAddress(),
      profile,
    })
    expect(failedNetworks).toEqual([])
    expect(first.requests).toBeGreaterThanOrEqual(4)
    // A hung request is given up by the app (its timeout closes it), not waited out: every one of them.
    if (mode.kind === 'hang')
      await vi.waitFor(() => expect(first.abandoned).toBe(first.requests), { timeout: 30_000 })
  })

  it('fails as a whole with the spec text when every endpoint is down', async () => {
    const down = await endpoint({ kind: 'status', status: 502 })
    const profile = testProfile({}, 300)
    for (const id of networkIds) profile.networks[id].rpcUrls = [down.url]
    await expect(
      getAllBalances(createClients(profile), { address: freshAddress(), profile }),
    ).rejects.toThrow(balancesFailedMessage)
  })

  it('reports a single network down without failing the others', async () => {
    const down = await endpoint({ kind: 'status', status: 500 })
    const profile = testProfile({}, 300)
    profile.networks.polygon.rpcUrls = [down.url]
    const result = await getAllBalances(createClients(profile), { address: freshAddress(), profile })
    expect(result.failedNetworks).toEqual(['polygon'])
    expect(result.balances.ETH).toBe(0n)
    expect(result.balances.MATIC).toBeUndefined()
  })
})

describe('price sources', () => {
  it('falls from a down price service to the keyed service', async () => {
    const service = await startJsonServer(() => ({ status: 503, body: {} }))
    const market = await startJsonServer(() => ({
      status: 200,
      body: {
        data: {
          ETH: { quote: { USD: { price: 2500, percent_change_24h: -3, market_cap: 1, volume_24h: 2 } } },
        },
      },
    }))
    closers.push(service.close, market.close)
    const profile = {
      ...testProfile(),
      priceServiceUrl: service.url,
      marketDataUrl: market.url,
      keys: { coinmarketcap: 'k' },
    }
    const prices = await getPrices(createClients(profile).ethereum, profile)
    expect(prices.source).toBe('marketData')
    expect(prices.quotes.ETH).toEqual({ price: 2500, change24h: -3, marketCap: 1, volume24h: 2 })
    expect(market.seen[0]?.headers['x-cmc_pro_api_key']).toBe('k')
    expect(service.seen).toHaveLength(1)
  })

  it('skips the keyed service without a key and reads the devnet price feeds', async () => {
    const service = await startJsonServer(() => ({ status: 500, body: {} }))
    closers.push(service.close)
    const profile = { ...testProfile(), priceServiceUrl: service.url, marketDataUrl: 'http://127.0.0.1:9' }
    const prices = await getPrices(createClients(profile).ethereum, profile)
    expect(prices.source).toBe('priceFeeds')
    expect(prices.quotes.ETH.price).toBe(3000)
    expect(prices.quotes.WBTC.price).toBe(60000)
    expect(prices.quotes.MATIC.price).toBe(0.5)
  })

  it('uses the spec defaults when everything is down, and caches for 60 s', async () => {
    const down = await endpoint({ kind: 'status', status: 500 })
    const profile = testProfile({}, 300)
    profile.networks.ethereum.rpcUrls = [down.url]
    const client = createClients(profile).ethereum
    const prices = await getPrices(client, profile, { now: 1_000_000 })
    expect(prices.source).toBe('defaults')
    expect(prices.quotes.MATIC.price).toBe(0.8)
    const before = down.requests
    expect(await getPrices(client, profile, { now: 1_059_000 })).toBe(prices)
    expect(down.requests).toBe(before)
    expect(await getPrices(client, profile, { now: 1_061_000 })).not.toBe(prices)
  })
})
