import { type Address, numberToHex, pad, parseAbi, parseUnits } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { DEVNET_OWNER } from '../../devnet/index.mjs'
import { createClients } from '../../src/chain/clients'
import { getAllBalances } from '../../src/chain/getBalances'
import { aavePoolAbi } from '../../src/chain/protocols/aaveLendingAbis'
import { networkIds } from '../../src/domain/catalogue/networks'
import { healthFactorAt, loanAlertOf, NO_DEBT_HEALTH_FACTOR, WAD } from '../../src/domain/lending'
import { chain, isolateEachTest, send } from './helpers/devnet'
import { accountData, borrower, client, pool, read } from './helpers/lending'
import { type Loopback, startRpcEndpoint } from './support/loopback'
import { devnetManifest, freshAddress, testProfile } from './support/manifest'

const E8 = 10n ** 8n
const feedAbi = parseAbi([
  'function setAnswer(int256 answer)',
  'function latestAnswer() view returns (int256)',
])
/** The devnet's ETH / USD feed, which Aave's oracle reads for WETH. */
const ethFeed = () => chain(1).priceFeeds.ETH as Address

/** Moves the ETH price as the feed's owner does (impersonated): what a market fall looks like to Aave. */
async function setEthPrice(price: bigint) {
  await client.impersonateAccount({ address: DEVNET_OWNER as Address })
  await client.setBalance({ address: DEVNET_OWNER as Address, value: 10n ** 20n })
  await send(client, DEVNET_OWNER as Address, {
    address: ethFeed(),
    abi: feedAbi,
    functionName: 'setAnswer',
    args: [price],
  })
}

/**
 * The pool's own health factor of `user` at `blockNumber` had the ETH feed said `price` (an eth_call state
 * override of the feed's `answer`, storage slot 2): the liquidation price checked by Aave itself, in one block.
 */
async function poolHealthFactorAt(user: Address, blockNumber: bigint, price: bigint) {
  const [, , , , , healthFactor] = await client.readContract({
    address: pool(),
    abi: aavePoolAbi,
    functionName: 'getUserAccountData',
    args: [user],
    blockNumber,
    stateOverride: [
      { address: ethFeed(), stateDiff: [{ slot: pad(numberToHex(2)), value: pad(numberToHex(price)) }] },
    ],
  })
  return healthFactor
}

describe('home’s balance read carries the Aave position, in the same request as Ethereum’s balances', () => {
  isolateEachTest(client)
  const proxies: Loopback[] = []
  afterAll(async () => {
    await Promise.all(proxies.map((p) => p.close()))
  })

  /** The app's profile with every chain behind a loopback endpoint that counts HTTP requests. */
  async function countedProfile() {
    const manifest = devnetManifest()
    const profile = testProfile()
    const counted: Loopback[] = []
    for (const id of networkIds) {
      const p = await startRpcEndpoint({
        kind: 'forward',
        target: manifest.chains[String(profile.networks[id].chainId)]!.rpcUrl,
      })
      counted.push(p)
      profile.networks[id].rpcUrls = [p.url]
    }
    proxies.push(...counted)
    return { profile, counted }
  }

  it('a loan made over RPC, then ETH falling: the pool’s own health factor each time, one request per chain', async () => {
    // 10 WETH at $3 000 (LT 83 %) against 18 000 USDC: 30 000 × 0.83 / 18 000 ≈ 1.38, a warning.
    const me = await borrower('USDC', parseUnits('18000', 6))
    const { profile, counted } = await countedProfile()
    const clients = createClients(profile)

    const first = await getAllBalances(clients, { address: me.address, profile })
    expect(counted.map((p) => p.requests)).toEqual([1, 1, 1, 1])
    expect(first.failedNetworks).toEqual([])
    expect(first.balances.USDC).toBe(parseUnits('18000', 6))
    const loan = first.loan!
    const onChain = await accountData(me.address, loan.blockNumber)
    expect(loan.account.healthFactor).toBe(onChain.healthFactor)
    expect(loan.account.totalDebtBase).toBe(onChain.debt)
    // Aave's formula on the reserves read beside it gives the pool's figure exactly.
    expect(healthFactorAt(loan.reserves)).toBe(onChain.healthFactor)
    const warning = loanAlertOf(loan)
    expect(warning).toMatchObject({
      level: 'warning',
      open: true,
      collateral: 'WETH',
      collateralPriceBase: 3_000n * E8,
    })

    // ETH at $2 500: 25 000 × 0.83 / 18 000 ≈ 1.15, critical.
    await setEthPrice(2_500n * E8)
    for (const p of counted) p.requests = 0
    const fallen = (await getAllBalances(clients, { address: me.address, profile })).loan!
    expect(counted.map((p) => p.requests)).toEqual([1, 1, 1, 1])
    expect(fallen.account.healthFactor).toBe((await accountData(me.address, fallen.blockNumber)).healthFactor)
    const critical = loanAlertOf(fallen)
    expect(critical).toMatchObject({ level: 'critical', collateralPriceBase: 2_500n * E8 })

    // The price the banner names is the pool's edge, to the oracle's unit: at it 1.00 or more, one unit lower not.
    const edge = critical.liquidationPriceBase!
    expect(edge).toBeGreaterThan(2_100n * E8)
    expect(edge).toBeLessThan(2_200n * E8)
    expect(await poolHealthFactorAt(me.address, fallen.blockNumber, edge)).toBeGreaterThanOrEqual(WAD)
    expect(await poolHealthFactorAt(me.address, fallen.blockNumber, edge - 1n)).toBeLessThan(WAD)

    // The loans page's read is built on the same position reads: the pool's figure, and the reserve facts.
    const page = await read(me.address)
    expect(page.account.healthFactor).toBe((await accountData(me.address, page.blockNumber)).healthFactor)
    expect(page.reserves.WETH).toMatchObject({
      collateralEnabled: true,
      liquidationThresholdBps: 8_300n,
      liquidationBonusBps: 10_500n,
    })
    expect(page.reserves.USDC.debt).toBeGreaterThanOrEqual(parseUnits('18000', 6))
  })

  it('a wallet that never used Aave: the position reads as empty and nothing warns', async () => {
    const { profile, counted } = await countedProfile()
    const { loan } = await getAllBalances(createClients(profile), { address: freshAddress(), profile })
    expect(counted.map((p) => p.requests)).toEqual([1, 1, 1, 1])
    expect(loan?.account.healthFactor).toBe(NO_DEBT_HEALTH_FACTOR)
    expect(loan?.account.totalDebtBase).toBe(0n)
    expect(loanAlertOf(loan!)).toMatchObject({ level: 'none', open: false, liquidationPriceBase: null })
  })

  it('Ethereum down: the other balances come, and no position (the last one stays on screen)', async () => {
    const { profile } = await countedProfile()
    const down = await startRpcEndpoint({ kind: 'status', status: 503 })
    proxies.push(down)
    profile.networks.ethereum.rpcUrls = [down.url]
    const result = await getAllBalances(createClients(profile), { address: freshAddress(), profile })
    expect(result.failedNetworks).toEqual(['ethereum'])
    expect(result.loan).toBeNull()
  })
})
