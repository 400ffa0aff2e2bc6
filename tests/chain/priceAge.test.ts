import { type Address, parseAbi, parseEther } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { DEVNET_OWNER } from '../../devnet/index.mjs'
import { createClients } from '../../src/chain/clients'
import { clearPriceCache, getPrices } from '../../src/chain/prices/getPrices'
import { readFeedPrices } from '../../src/chain/prices/readPriceFeeds'
import { chain, isolateEachTest, send } from './helpers/devnet'
import { client } from './helpers/lending'
import { testProfile } from './support/manifest'

const feedAbi = parseAbi([
  'function setAnswer(int256 answer)',
  'function setUpdatedAt(uint256 updatedAt)',
  'function description() view returns (string)',
])
const feed = (symbol: string) => chain(1).priceFeeds[symbol] as Address

/** The feed's owner (the devnet owner, impersonated) calls it. */
async function asOwner(symbol: string, functionName: 'setAnswer' | 'setUpdatedAt', value: bigint) {
  await client.impersonateAccount({ address: DEVNET_OWNER })
  await client.setBalance({ address: DEVNET_OWNER, value: parseEther('10') })
  return send(client, DEVNET_OWNER, { address: feed(symbol), abi: feedAbi, functionName, args: [value] })
}

const profile = () => testProfile()
const prices = () => {
  clearPriceCache()
  const p = profile()
  return getPrices(createClients(p).ethereum, p)
}

describe('prices that say their age (chain 1)', () => {
  isolateEachTest(client)
  afterEach(() => clearPriceCache())

  it('prices WBTC as the WBTC / BTC feed, at its mainnet address, times BTC / USD', async () => {
    expect(feed('WBTC').toLowerCase()).toBe('0xfdfd9c85ad200c506cf9e21f1fd8dd01932fbb23')
    expect(
      await client.readContract({ address: feed('WBTC'), abi: feedAbi, functionName: 'description' }),
    ).toBe('WBTC / BTC')
    await asOwner('WBTC', 'setAnswer', 95_000_000n) // 0.95 BTC per WBTC
    const p = await prices()
    expect(p.source).toBe('priceFeeds')
    expect(p.quotes.WBTC.price).toBeCloseTo(0.95 * 60_000, 6)
    expect(p.stale).toEqual({})
  })

  it("an ETH answer older than the feed's hour is not live: the reference price is used, and its age is said", async () => {
    await asOwner('ETH', 'setAnswer', 3_500_00000000n)
    // The blocks' times are set here, not left to the clock: a block mined a second later than the one read
    // would make any time this test names for the next block one in the past.
    const start = (await client.getBlock()).timestamp + 10n
    const made = start + 1n - 3_600n
    await client.setNextBlockTimestamp({ timestamp: start })
    await asOwner('ETH', 'setUpdatedAt', made)
    // Exactly one heartbeat old at the read's block: still live.
    await client.setNextBlockTimestamp({ timestamp: made + 3_600n })
    await client.mine({ blocks: 1 })
    const atHour = await readFeedPrices(createClients(profile()).ethereum, profile())
    expect(atHour.chainTime).toBe(Number(made + 3_600n))
    expect(atHour.quotes.ETH).toMatchObject({ price: 3_500, updatedAt: Number(made) })
    // A second later it has stopped: ETH and WETH fall to the fixed reference, the others stay live.
    await client.setNextBlockTimestamp({ timestamp: made + 3_601n })
    await client.mine({ blocks: 1 })
    const p = await prices()
    expect(p.source).toBe('priceFeeds')
    expect(p.stale).toEqual({ ETH: Number(made), WETH: Number(made) })
    expect(p.chainTime).toBe(Number(made + 3_601n))
    expect(p.quotes.ETH.price).toBe(3_000)
    expect(p.quotes.ETH.updatedAt).toBeUndefined()
    expect(p.quotes.WBTC.price).toBe(60_000)
    // A stopped BTC / USD stops WBTC too.
    await asOwner('BTC', 'setUpdatedAt', made)
    expect((await prices()).stale).toEqual({ ETH: Number(made), WETH: Number(made), WBTC: Number(made) })
  })

  it('a stablecoin feed lives a day: 23 h old is still live', async () => {
    const block = await client.getBlock()
    await asOwner('USDC', 'setUpdatedAt', block.timestamp - 23n * 3_600n)
    const p = await prices()
    expect(p.stale).toEqual({})
    expect(p.quotes.USDC.updatedAt).toBe(Number(block.timestamp - 23n * 3_600n))
  })
})
