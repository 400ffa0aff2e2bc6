import { type Address, parseAbi, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  aavePoolAbi,
  cometAbi,
  curve3poolAbi,
  erc4626Abi,
  morphoAbi,
} from '../../../src/chain/protocols/abis'
import { readVaults } from '../../../src/chain/protocols/readVaults'
import { vaultRates } from '../../../src/chain/protocols/vaultRates'
import { SECONDS_PER_YEAR } from '../../../src/domain/vaults/apy'
import { addSamples } from '../../../src/domain/vaults/samples'
import { morpho as morphoWrites } from '../helpers/abis'
import { DAY, devnetClient, isolateEachTest, send, skip } from '../helpers/devnet'
import { planAaveDeposit, planCompoundDeposit } from '../support/vaultIntents'
import { appSide, balanceOf, fundedWallet, newWallet, runPlan } from './support'

/**
 * Each card's rate recomputed in the test from raw on-chain reads with the protocol's documented formula,
 * then held against what the chain actually pays over time:
 * - Aave (docs "APY and APR"): APY = (1 + currentLiquidityRate/1e27 / YEAR)^YEAR − 1; between updates the
 *   liquidity index grows linearly at currentLiquidityRate per year.
 * - Compound v3 (docs "Interest Rates"): rate = getSupplyRate(getUtilization()) per second (1e18), APR = rate ×
 *   YEAR; the index grows by rate × elapsed at each accrual, so the APY compounds it per second.
 * - Morpho Blue (docs "Interest Rate Model"): borrowAPY = e^(borrowRate × YEAR) − 1, supplyAPY = borrowAPY ×
 *   utilization × (1 − fee); accrueInterest adds totalBorrow × wTaylorCompounded(borrowRate, elapsed).
 */
const client = devnetClient(1)
const YEAR = SECONDS_PER_YEAR
const noSources = { samples: {}, defiLlama: {} }
const irmAbi = parseAbi([
  'struct MarketParams { address loanToken; address collateralToken; address oracle; address irm; uint256 lltv; }',
  'struct Market { uint128 totalSupplyAssets; uint128 totalSupplyShares; uint128 totalBorrowAssets; uint128 totalBorrowShares; uint128 lastUpdate; uint128 fee; }',
  'function borrowRateView(MarketParams marketParams, Market market) view returns (uint256)',
])
const timeOf = async (blockNumber: bigint) => Number((await client.getBlock({ blockNumber })).timestamp)
const latest = () => client.getBlockNumber({ cacheTime: 0 })
const RAY = 10n ** 27n
/** (1 + apr/YEAR)^YEAR − 1 in ray fixed point (squaring, 27 digits): the docs' formula without float loss. */
function perSecondCompoundedRay(aprRay: bigint): number {
  let base = RAY + aprRay / BigInt(YEAR)
  let result = RAY
  for (let n = YEAR; n > 0; n >>= 1) {
    if (n & 1) result = (result * base) / RAY
    base = (base * base) / RAY
  }
  return Number(result - RAY) / 1e27
}
/** Relative difference, for the float APYs a card shows. */
const rel = (a: number, b: number) => Math.abs(a - b) / Math.abs(b)

describe('card rates recomputed from raw reads on the devnet', () => {
  isolateEachTest(client)

  it('Aave: currentLiquidityRate compounded per second, and the index grows at that rate', async () => {
    const amount = parseUnits('1000000', 6)
    const { profile, reader, w, token: usdc } = await fundedWallet(client, 'USDC', amount)
    const [, supplied] = await runPlan(
      client,
      w,
      await planAaveDeposit(reader, { profile, from: w.address, asset: 'USDC', amount }),
    )
    const read = await readVaults(reader, { profile, address: w.address })
    const at = await latest()
    const raw = await client.readContract({
      address: profile.vaults.aavePool,
      abi: aavePoolAbi,
      functionName: 'getReserveData',
      args: [usdc],
      blockNumber: at,
    })
    expect(read.rates.aave.USDC).toBe(raw.currentLiquidityRate)
    const apr = Number(raw.currentLiquidityRate) / 1e27
    expect(apr).toBeGreaterThan(0)
    const shown = vaultRates(read, noSources).aave
    expect(shown.source).toBe('chain')
    expect(rel(shown.apy!, perSecondCompoundedRay(raw.currentLiquidityRate))).toBeLessThan(1e-9)

    // What the aToken balance really earns over 30 days is that yearly rate, pro rata.
    const before = await balanceOf(client, profile.vaults.aTokens.USDC, w.address, supplied!.blockNumber)
    await skip(client, 30 * DAY)
    const later = await latest()
    const grown = await balanceOf(client, profile.vaults.aTokens.USDC, w.address, later)
    const elapsed = (await timeOf(later)) - (await timeOf(supplied!.blockNumber))
    const earnedApr = (Number(grown - before) / Number(before)) * (YEAR / elapsed)
    expect(rel(earnedApr, apr)).toBeLessThan(1e-6)
  })

  it('Compound v3: getSupplyRate(getUtilization()) per second, compounded, and the balance grows at it', async () => {
    const amount = parseUnits('100000', 6)
    const { profile, reader, w } = await fundedWallet(client, 'USDC', amount)
    const comet = profile.vaults.comet
    const [, supplied] = await runPlan(
      client,
      w,
      await planCompoundDeposit(reader, { profile, from: w.address, amount }),
    )
    const read = await readVaults(reader, { profile, address: w.address })
    const at = await latest()
    const utilization = await client.readContract({
      address: comet,
      abi: cometAbi,
      functionName: 'getUtilization',
      blockNumber: at,
    })
    const rate = await client.readContract({
      address: comet,
      abi: cometAbi,
      functionName: 'getSupplyRate',
      args: [utilization],
      blockNumber: at,
    })
    expect(read.rates.compound!.utilization).toBe(utilization)
    expect(rate).toBeGreaterThan(0n)
    const apr = (Number(rate) / 1e18) * YEAR // the docs' "Supply APR"
    const shown = vaultRates(read, noSources).compound
    expect(shown.source).toBe('chain')
    // The card computes the rate from the curve in the same batch (mainnet rounds each term; the devnet
    // once, so a wei per second apart at most: under 1e-9 of the rate).
    expect(rel(shown.apy!, perSecondCompoundedRay(rate * 10n ** 9n * BigInt(YEAR)))).toBeLessThan(1e-8)
    expect(shown.apy!).toBeGreaterThan(apr)

    const before = await balanceOf(client, comet, w.address, supplied!.blockNumber)
    await skip(client, 30 * DAY)
    const later = await latest()
    const grown = await balanceOf(client, comet, w.address, later)
    const elapsed = (await timeOf(later)) - (await timeOf(supplied!.blockNumber))
    const earnedApr = (Number(grown - before) / Number(before)) * (YEAR / elapsed)
    expect(rel(earnedApr, apr)).toBeLessThan(1e-6)
  })

  it('Morpho Blue: the IRM borrow rate × utilization × (1 − fee), and accrual adds exactly that interest', async () => {
    const { profile, reader } = appSide()
    const w = await newWallet(client)
    const { morphoBlue: morpho, morphoDaiMarket: market } = profile.vaults
    const { id, ...params } = market
    const read = await readVaults(reader, { profile, address: w.address })
    const at = await latest()
    const [supplyAssets, supplyShares, borrowAssets, borrowShares, lastUpdate, fee] =
      await client.readContract({
        address: morpho,
        abi: morphoAbi,
        functionName: 'market',
        args: [id],
        blockNumber: at,
      })
    const borrowRate = await client.readContract({
      address: params.irm,
      abi: irmAbi,
      functionName: 'borrowRateView',
      args: [
        params,
        {
          totalSupplyAssets: supplyAssets,
          totalSupplyShares: supplyShares,
          totalBorrowAssets: borrowAssets,
          totalBorrowShares: borrowShares,
          lastUpdate,
          fee,
        },
      ],
      blockNumber: at,
    })
    expect(read.rates.morpho!.ratePerSecond).toBe(borrowRate)
    expect(read.rates.morpho!.lastUpdate).toBe(Number(lastUpdate))
    const utilization = Number(borrowAssets) / Number(supplyAssets)
    const expected = Math.expm1((Number(borrowRate) / 1e18) * YEAR) * utilization * (1 - Number(fee) / 1e18)
    const shown = vaultRates(read, noSources).morpho
    expect(shown.source).toBe('chain')
    expect(rel(shown.apy!, expected)).toBeLessThan(1e-9)

    // Morpho's own accrual over 30 days: totalBorrow × wTaylorCompounded(rate, elapsed), added to the supply.
    await skip(client, 30 * DAY)
    const keeper = (await newWallet(client)).address
    await client.impersonateAccount({ address: keeper })
    const accrued = await send(client, keeper, {
      address: morpho,
      abi: morphoWrites,
      functionName: 'accrueInterest',
      args: [params],
    })
    const [supplyAfter, , borrowAfter] = await client.readContract({
      address: morpho,
      abi: morphoAbi,
      functionName: 'market',
      args: [id],
      blockNumber: accrued.blockNumber,
    })
    const wad = 10n ** 18n
    const first = borrowRate * BigInt((await timeOf(accrued.blockNumber)) - Number(lastUpdate))
    const second = (first * first) / (2n * wad)
    const third = (second * first) / (3n * wad)
    const interest = (borrowAssets * (first + second + third)) / wad
    expect(borrowAfter - borrowAssets).toBe(interest)
    expect(supplyAfter - supplyAssets).toBe(interest)
  })

  it('share-price vaults: growth between two device samples, annualised', async () => {
    const { profile, reader } = appSide()
    const me = (await newWallet(client)).address as Address
    const first = await readVaults(reader, { profile, address: me })
    const t0 = await latest()
    const book = addSamples(
      {},
      Object.fromEntries(
        Object.entries(first.rates.sharePrices).map(([k, price]) => [k, { at: first.timestamp, price }]),
      ),
    )
    await skip(client, 30 * DAY)
    const second = await readVaults(reader, { profile, address: me })
    const t1 = await latest()
    const rates = vaultRates(second, { samples: book, defiLlama: {} })
    const span = second.timestamp - first.timestamp
    expect(span).toBe((await timeOf(t1)) - (await timeOf(t0)))
    const unit = parseEther('1')
    const priceAt = {
      ethena: (n: bigint) =>
        client.readContract({
          address: profile.vaults.sUSDe,
          abi: erc4626Abi,
          functionName: 'convertToAssets',
          args: [unit],
          blockNumber: n,
        }),
      yearn: (n: bigint) =>
        client.readContract({
          address: profile.vaults.yearnUsdcVault,
          abi: erc4626Abi,
          functionName: 'convertToAssets',
          args: [unit],
          blockNumber: n,
        }),
      beefy: (n: bigint) =>
        client.readContract({
          address: profile.vaults.beefyVault!,
          abi: parseAbi(['function getPricePerFullShare() view returns (uint256)']),
          functionName: 'getPricePerFullShare',
          blockNumber: n,
        }),
      curve: (n: bigint) =>
        client.readContract({
          address: profile.vaults.curve3pool,
          abi: curve3poolAbi,
          functionName: 'get_virtual_price',
          blockNumber: n,
        }),
    }
    for (const [idKey, price] of Object.entries(priceAt)) {
      const key = idKey as keyof typeof priceAt
      const [p0, p1] = [await price(t0), await price(t1)]
      expect(p1, key).toBeGreaterThan(p0)
      const growth = Number(p1 - p0) / Number(p0)
      const expected = (1 + growth) ** (YEAR / span) - 1
      expect(rates[key].source, key).toBe('samples')
      expect(rel(rates[key].apy!, expected), key).toBeLessThan(1e-9)
    }
    // Convex stakes the same 3Crv: its base grows with the 3pool's virtual price, and its reward pool's CRV and
    // CVX come on top (tests/chain/protocols/convexRewards.test.ts recomputes them).
    expect(rates.convex.parts?.base).toBe(rates.curve.apy)
    expect(rates.convex.parts!.crv).toBeGreaterThan(0)
    expect(rates.convex.apy).toBe(rates.curve.apy! + rates.convex.parts!.crv + rates.convex.parts!.cvx)
  })
})
