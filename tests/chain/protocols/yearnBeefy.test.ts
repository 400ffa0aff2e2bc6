import { maxUint256, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { beefyAbi, erc4626Abi } from '../../../src/chain/protocols/abis'
import { planBeefyDeposit, planBeefyWithdraw } from '../../../src/chain/protocols/beefy'
import { planYearnDeposit, planYearnWithdraw } from '../../../src/chain/protocols/yearn'
import { DAY, deal, devnetClient, isolateEachTest, skip } from '../helpers/devnet'
import { allowanceOf, appSide, balanceOf, newWallet, runPlan } from './support'

const client = devnetClient(1)

describe('Yearn v3 adapter through the wallet path on the devnet', () => {
  isolateEachTest(client)

  it('deposits for previewDeposit shares, withdraws the amount exactly, then redeems every share', async () => {
    const { profile, reader } = appSide()
    const w = await newWallet(client)
    const me = w.address
    const usdc = profile.networks.ethereum.tokenAddresses.USDC!
    const vault = profile.vaults.yearnUsdcVault
    const amount = parseUnits('5000', 6)
    await deal(client, usdc, me, amount)

    const plan = await planYearnDeposit(reader, { profile, from: me, amount })
    expect(plan.calls.map((c) => [c.step, c.to, c.amount])).toEqual([
      ['approve', usdc, amount],
      ['deposit', vault, amount],
    ])
    const [approved, deposited] = await runPlan(client, w, plan)
    expect(await allowanceOf(client, usdc, me, vault, approved!.blockNumber)).toBe(amount)
    const promised = await client.readContract({
      address: vault,
      abi: erc4626Abi,
      functionName: 'previewDeposit',
      args: [amount],
      blockNumber: deposited!.blockNumber,
    })
    expect(await balanceOf(client, vault, me, deposited!.blockNumber)).toBe(promised)
    expect(await allowanceOf(client, usdc, me, vault, deposited!.blockNumber)).toBe(0n)

    await skip(client, 60 * DAY)
    const [out] = await runPlan(
      client,
      w,
      await planYearnWithdraw(reader, { profile, from: me, amount: parseUnits('1000', 6) }),
    )
    // ERC-4626 withdraw pays exactly the assets asked for.
    expect(await balanceOf(client, usdc, me, out!.blockNumber)).toBe(parseUnits('1000', 6))
    const shares = await balanceOf(client, vault, me)
    const [all] = await runPlan(
      client,
      w,
      await planYearnWithdraw(reader, { profile, from: me, amount: maxUint256 }),
    )
    // Redeeming every share pays what convertToAssets promised for them.
    const promisedOut = await client.readContract({
      address: vault,
      abi: erc4626Abi,
      functionName: 'convertToAssets',
      args: [shares],
      blockNumber: all!.blockNumber - 1n,
    })
    expect(await balanceOf(client, vault, me, all!.blockNumber)).toBe(0n)
    expect(await balanceOf(client, usdc, me, all!.blockNumber)).toBe(parseUnits('1000', 6) + promisedOut)
    expect(promisedOut + parseUnits('1000', 6)).toBeGreaterThan(amount)
  })
})

describe('Beefy adapter through the wallet path on the devnet', () => {
  isolateEachTest(client)

  it('deposits for amount × 1e18 / pricePerFullShare shares and withdraws them all at the new price', async () => {
    const { profile, reader } = appSide()
    const w = await newWallet(client)
    const me = w.address
    const usdc = profile.networks.ethereum.tokenAddresses.USDC!
    const vault = profile.vaults.beefyVault!
    const amount = parseUnits('1000', 6)
    await deal(client, usdc, me, amount)

    const plan = await planBeefyDeposit(reader, { profile, from: me, amount })
    expect(plan.calls.map((c) => [c.step, c.to, c.amount])).toEqual([
      ['approve', usdc, amount],
      ['deposit', vault, amount],
    ])
    const [approved, deposited] = await runPlan(client, w, plan)
    expect(await allowanceOf(client, usdc, me, vault, approved!.blockNumber)).toBe(amount)
    const ppfs = await client.readContract({
      address: vault,
      abi: beefyAbi,
      functionName: 'getPricePerFullShare',
      blockNumber: deposited!.blockNumber,
    })
    const shares = await balanceOf(client, vault, me, deposited!.blockNumber)
    expect(shares).toBe((amount * 10n ** 18n) / ppfs)
    expect(await allowanceOf(client, usdc, me, vault, deposited!.blockNumber)).toBe(0n)

    await skip(client, 90 * DAY)
    const [withdrawn] = await runPlan(
      client,
      w,
      await planBeefyWithdraw(reader, { profile, from: me, amount: maxUint256 }),
    )
    const later = await client.readContract({
      address: vault,
      abi: beefyAbi,
      functionName: 'getPricePerFullShare',
      blockNumber: withdrawn!.blockNumber,
    })
    expect(await balanceOf(client, vault, me, withdrawn!.blockNumber)).toBe(0n)
    expect(await balanceOf(client, usdc, me, withdrawn!.blockNumber)).toBe((shares * later) / 10n ** 18n)
  })

  it('withdraws at least a chosen amount', async () => {
    const { profile, reader } = appSide()
    const w = await newWallet(client)
    const me = w.address
    const usdc = profile.networks.ethereum.tokenAddresses.USDC!
    await deal(client, usdc, me, parseUnits('1000', 6))
    await runPlan(
      client,
      w,
      await planBeefyDeposit(reader, { profile, from: me, amount: parseUnits('1000', 6) }),
    )
    await runPlan(
      client,
      w,
      await planBeefyWithdraw(reader, { profile, from: me, amount: parseUnits('300', 6) }),
    )
    expect(await balanceOf(client, usdc, me)).toBeGreaterThanOrEqual(parseUnits('300', 6))
    expect(await balanceOf(client, usdc, me)).toBeLessThanOrEqual(parseUnits('300.000002', 6))
  })
})
