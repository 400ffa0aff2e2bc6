import { parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { cometAbi, erc4626Abi } from '../../../src/chain/protocols/abis'
import { readVaults } from '../../../src/chain/protocols/readVaults'
import {
  aaveSupplyApy,
  cometSupplyRate,
  morphoSupplyApy,
  SECONDS_PER_YEAR,
} from '../../../src/domain/vaults/apy'
import { deal, devnetClient, isolateEachTest } from '../helpers/devnet'
import {
  planAaveDeposit,
  planEthenaStake,
  planEthenaUnstake,
  planYearnDeposit,
} from '../support/vaultIntents'
import { appSide, countingReaders, grantElsewhere, newWallet, runPlan } from './support'

const client = devnetClient(1)
const countingReader = countingReaders()

describe('readVaults on the devnet', () => {
  isolateEachTest(client)

  it('reads rates, positions, balances, allowances and the Ethena cooldown in one HTTP request', async () => {
    const { profile, reader } = appSide()
    const w = await newWallet(client, parseEther('2'))
    const me = w.address
    const usdc = profile.networks.ethereum.tokenAddresses.USDC!
    const usde = profile.networks.ethereum.tokenAddresses.USDe!
    await deal(client, usdc, me, parseUnits('1000', 6))
    await deal(client, usde, me, parseEther('100'))
    await runPlan(
      client,
      w,
      await planAaveDeposit(reader, { profile, from: me, asset: 'USDC', amount: parseUnits('100', 6) }),
    )
    await runPlan(
      client,
      w,
      await planYearnDeposit(reader, { profile, from: me, amount: parseUnits('200', 6) }),
    )
    await runPlan(client, w, await planEthenaStake(reader, { profile, from: me, amount: parseEther('100') }))
    const cooldown = await runPlan(
      client,
      w,
      await planEthenaUnstake(reader, { profile, from: me, amount: parseEther('30') }),
    )
    const cooldownBlock = await client.getBlock({ blockNumber: cooldown.at(-1)!.blockNumber })
    await grantElsewhere(client, me, usdc, profile.vaults.comet, 5_000_000n)

    const { counted, endpoint: proxy } = await countingReader(profile)
    const read = await readVaults(counted, { profile, address: me })
    expect(proxy.requests).toBe(1)

    const ySharesPrice = await client.readContract({
      address: profile.vaults.yearnUsdcVault,
      abi: erc4626Abi,
      functionName: 'convertToAssets',
      args: [10n ** 18n],
    })
    const yShares = await client.readContract({
      address: profile.vaults.yearnUsdcVault,
      abi: erc4626Abi,
      functionName: 'balanceOf',
      args: [me],
    })
    const sShares = await client.readContract({
      address: profile.vaults.sUSDe,
      abi: erc4626Abi,
      functionName: 'balanceOf',
      args: [me],
    })
    const sValue = await client.readContract({
      address: profile.vaults.sUSDe,
      abi: erc4626Abi,
      functionName: 'convertToAssets',
      args: [sShares],
    })
    // The 100 USDC supplied earn from their block on: by the read, a few blocks and seconds later, a wei or
    // more on a busy machine. The figure is the aToken's own at the block read (no block is mined after it).
    const aUsdc = await client.readContract({
      address: profile.vaults.aTokens.USDC,
      abi: erc4626Abi,
      functionName: 'balanceOf',
      args: [me],
    })
    expect(aUsdc).toBeGreaterThanOrEqual(parseUnits('100', 6))
    expect(read.positions).toEqual([
      { protocol: 'aave', receipt: 'aUSDC', asset: 'USDC', shares: aUsdc, value: aUsdc },
      { protocol: 'ethena', receipt: 'sUSDe', asset: 'USDe', shares: sShares, value: sValue },
      {
        protocol: 'yearn',
        receipt: 'yvUSDC-1',
        asset: 'USDC',
        shares: yShares,
        value: (yShares * ySharesPrice) / 10n ** 18n,
      },
    ])
    expect(read.wallet).toEqual({
      ETH: await client.getBalance({ address: me }),
      USDC: parseUnits('700', 6),
      DAI: 0n,
      USDe: 0n,
      USDT: 0n,
    })
    expect(read.allowances).toEqual([
      {
        token: usdc,
        tokenKey: 'USDC',
        symbol: 'USDC',
        spender: profile.vaults.comet,
        contract: 'comet',
        name: 'Compound v3',
        amount: 5_000_000n,
      },
    ])
    expect(read.ethena).toEqual({
      cooldownDuration: 7 * 24 * 3600,
      cooldownEnd: read.ethena!.cooldownEnd,
      underlyingAmount: parseEther('30'),
    })
    // The cooldown runs from the block that started it (later blocks, like the grant above, may be a second on).
    expect(read.ethena!.cooldownEnd).toBe(Number(cooldownBlock.timestamp) + 7 * 24 * 3600)
    expect(read.timestamp).toBeGreaterThanOrEqual(Number(cooldownBlock.timestamp))

    // Rates: Compound's curve gives getSupplyRate(getUtilization()) (the devnet rounds once, mainnet per term).
    const c = read.rates.compound!
    const onChain = await client.readContract({
      address: profile.vaults.comet,
      abi: cometAbi,
      functionName: 'getSupplyRate',
      args: [c.utilization],
    })
    const computed = cometSupplyRate(c.utilization, c.curve)
    expect(computed - onChain <= 1n && onChain - computed <= 1n).toBe(true)
    // Morpho's devnet IRM: a fixed 6 % borrow APR; suppliers get it × utilization (60 %).
    const m = read.rates.morpho!
    expect(m.ratePerSecond).toBe((6n * 10n ** 16n) / BigInt(SECONDS_PER_YEAR))
    expect(morphoSupplyApy(m.ratePerSecond!, m.market)).toBeGreaterThan(0.035)
    expect(morphoSupplyApy(m.ratePerSecond!, m.market)).toBeLessThan(0.038)
    expect(aaveSupplyApy(read.rates.aave.USDC!)).toBeGreaterThan(0)
    expect(Object.keys(read.rates.sharePrices).sort()).toEqual([
      'beefy',
      'convex',
      'curve',
      'ethena',
      'yearn',
    ])
  })
})
