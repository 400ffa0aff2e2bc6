import { type Address, parseAbi, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEVNET_OWNER, setProtocolFaults } from '../../../devnet/index.mjs'
import { readVaults } from '../../../src/chain/protocols/readVaults'
import { vaultRates } from '../../../src/chain/protocols/vaultRates'
import { SECONDS_PER_YEAR } from '../../../src/domain/vaults/apy'
import { convexBooster } from '../helpers/abis'
import { chain, devnetClient, fundedAccount, isolateEachTest, send, skip } from '../helpers/devnet'
import { appSide, countingReaders } from './support'

/**
 * Convex's card on the devnet: the reward pool (rewardRate, periodFinish, totalSupply as on mainnet's
 * BaseRewardPool), CVX at its mainnet address with 90 M minted (cliff 900: 0.1 CVX per CRV) and the CRV / USD
 * (US$ 0.50) and CVX / USD (US$ 2) feeds at their mainnet addresses, all in the vaults page's one request.
 */
const client = devnetClient(1)
const countingReader = countingReaders()
const c1 = () => chain(1)
const E18 = 10n ** 18n
const pool = parseAbi([
  'function rewardRate() view returns (uint256)',
  'function periodFinish() view returns (uint256)',
  'function totalSupply() view returns (uint256)',
  'function earned(address) view returns (uint256)',
  'function getReward() returns (bool)',
])
const erc20 = parseAbi(['function balanceOf(address) view returns (uint256)'])
const feedAbi = parseAbi(['function setUpdatedAt(uint256 updatedAt)'])
const yearAgo = (read: { timestamp: number }, price: bigint) => ({
  samples: { convex: [{ at: read.timestamp - SECONDS_PER_YEAR, price }] },
  defiLlama: {},
})

describe('Convex APY: the Curve base yield + CRV + CVX rewards', () => {
  isolateEachTest(client)

  it('reads the reward pool, CVX supply and both feeds in the one request, and adds their rates to the base', async () => {
    const { profile } = appSide()
    const me = '0x000000000000000000000000000000000000c0de' as Address
    const { counted, endpoint } = await countingReader(profile)
    const read = await readVaults(counted, { profile, address: me })
    expect(endpoint.requests).toBe(1)

    const rewardPool = profile.vaults.convexRewardPool
    const [rewardRate, periodFinish, staked] = await Promise.all(
      (['rewardRate', 'periodFinish', 'totalSupply'] as const).map((functionName) =>
        client.readContract({ address: rewardPool, abi: pool, functionName }),
      ),
    )
    const vp = read.rates.sharePrices.convex!
    expect(read.rates.convexRewards).toEqual({
      rewardRate,
      periodFinish: Number(periodFinish),
      totalSupply: staked,
      cvxSupply: 90_000_000n * E18,
      crvUsd: E18 / 2n,
      cvxUsd: 2n * E18,
      lpUsd: vp,
    })
    expect(rewardRate).toBeGreaterThan(0n)
    expect(Number(periodFinish)).toBeGreaterThan(read.timestamp)

    // Recomputed here from the raw reads: a year of CRV at US$ 0.50, and a tenth of it in CVX at US$ 2,
    // over the staked 3Crv at the virtual price.
    const stakedUsd = (Number(staked) * Number(vp)) / 1e36
    const crvYear = (Number(rewardRate) * SECONDS_PER_YEAR) / 1e18
    const crv = (crvYear * 0.5) / stakedUsd
    const cvx = (crvYear * 0.1 * 2) / stakedUsd
    const base = (vp * 100n) / 104n // the share price a year ago: 4 % base
    const shown = vaultRates(read, yearAgo(read, base)).convex
    expect(shown.source).toBe('samples')
    expect(shown.parts!.crv).toBeCloseTo(crv, 9)
    expect(shown.parts!.cvx).toBeCloseTo(cvx, 9)
    expect(shown.parts!.base).toBeCloseTo(0.04, 6)
    expect(shown.apy).toBeCloseTo(shown.parts!.base + crv + cvx, 9)
    expect(shown.parts!.crv).toBeGreaterThan(0.01)
  })

  it('pays a staker CRV at rewardRate × their share, and CVX by the cliff (0.1 per CRV)', async () => {
    const { profile } = appSide()
    const booster = profile.vaults.convexBooster
    const lp = profile.vaults.curve3crv
    const me = await fundedAccount(client, lp, parseEther('500000'), booster)
    await send(client, me, {
      address: booster,
      abi: convexBooster,
      functionName: 'deposit',
      args: [BigInt(c1().markets?.convexPid ?? 0), parseEther('500000'), true],
    })
    const rewardPool = profile.vaults.convexRewardPool
    await skip(client, 3_600)
    const owed = await client.readContract({
      address: rewardPool,
      abi: pool,
      functionName: 'earned',
      args: [me],
    })
    await send(client, me, { address: rewardPool, abi: pool, functionName: 'getReward' })
    const crv = await client.readContract({
      address: profile.vaults.crv,
      abi: erc20,
      functionName: 'balanceOf',
      args: [me],
    })
    const cvx = await client.readContract({
      address: profile.vaults.cvx,
      abi: erc20,
      functionName: 'balanceOf',
      args: [me],
    })
    expect(crv).toBeGreaterThanOrEqual(owed)
    expect(cvx).toBe(crv / 10n)
  })

  it('adds nothing once the reward period has ended', async () => {
    const { profile, reader } = appSide()
    const me = '0x000000000000000000000000000000000000c0de' as Address
    const before = await readVaults(reader, { profile, address: me })
    const rate = before.rates.convexRewards!.rewardRate
    await setProtocolFaults(c1(), {
      convex: { rewards: { rate, periodFinish: BigInt(before.timestamp - 1) } },
    })
    const read = await readVaults(reader, { profile, address: me })
    expect(read.rates.convexRewards!.periodFinish).toBe(before.timestamp - 1)
    const price = (read.rates.sharePrices.convex! * 100n) / 104n
    const shown = vaultRates(read, yearAgo(read, price)).convex
    const baseOnly = vaultRates(
      { ...read, rates: { ...read.rates, convexRewards: null } },
      yearAgo(read, price),
    ).convex
    expect(shown.parts).toEqual({ base: baseOnly.apy, crv: 0, cvx: 0 })
    expect(shown.apy).toBe(baseOnly.apy)
  })

  it('leaves the rewards out while the CVX / USD feed is older than its 24 h heartbeat, and says nothing of them', async () => {
    const { profile, reader } = appSide()
    const me = '0x000000000000000000000000000000000000c0de' as Address
    const before = await readVaults(reader, { profile, address: me })
    expect(profile.priceFeeds.feeds.CVX).toBe('0xd962fC30A72A84cE50161031391756Bf2876Af5D')
    await client.impersonateAccount({ address: DEVNET_OWNER })
    await client.setBalance({ address: DEVNET_OWNER, value: parseEther('10') })
    await send(client, DEVNET_OWNER, {
      address: profile.priceFeeds.feeds.CVX!,
      abi: feedAbi,
      functionName: 'setUpdatedAt',
      args: [BigInt(before.timestamp - 86_401)],
    })
    const read = await readVaults(reader, { profile, address: me })
    expect(read.rates.convexRewards).toBeNull()
    const price = (read.rates.sharePrices.convex! * 100n) / 104n
    const shown = vaultRates(read, yearAgo(read, price)).convex
    expect(shown.parts).toBeUndefined()
    expect(shown.apy).toBeCloseTo(0.04, 6)
  })
})
