import { maxUint256, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { beefyAbi, erc4626Abi } from '../../../src/chain/protocols/abis'
import { planBeefyDeposit, planBeefyWithdraw } from '../../../src/chain/protocols/beefy'
import { planYearnDeposit, planYearnWithdraw } from '../../../src/chain/protocols/yearn'
import { DAY, deal, devnetClient, freshAccount, isolateEachTest, skip } from '../helpers/devnet'
import { allowanceOf, appSide, balanceOf, executeCalls } from './support'

const client = devnetClient(1)

describe('Yearn v3 adapter on the devnet', () => {
  isolateEachTest(client)

  it('deposits for previewDeposit shares, withdraws the amount exactly, then redeems every share', async () => {
    const { profile, reader } = appSide()
    const me = await freshAccount(client)
    const usdc = profile.networks.ethereum.tokenAddresses.USDC!
    const vault = profile.vaults.yearnUsdcVault
    const amount = parseUnits('5000', 6)
    await deal(client, usdc, me, amount)

    const [, deposited] = await executeCalls(
      client,
      await planYearnDeposit(reader, { profile, from: me, amount }),
    )
    const promised = await client.readContract({
      address: vault,
      abi: erc4626Abi,
      functionName: 'previewDeposit',
      args: [amount],
      blockNumber: deposited!.blockNumber,
    })
    expect(await balanceOf(client, vault, me)).toBe(promised)
    expect(await allowanceOf(client, usdc, me, vault)).toBe(0n)

    await skip(client, 60 * DAY)
    await executeCalls(
      client,
      await planYearnWithdraw(reader, { profile, from: me, amount: parseUnits('1000', 6) }),
    )
    expect(await balanceOf(client, usdc, me)).toBe(parseUnits('1000', 6))
    await executeCalls(client, await planYearnWithdraw(reader, { profile, from: me, amount: maxUint256 }))
    expect(await balanceOf(client, vault, me)).toBe(0n)
    expect(await balanceOf(client, usdc, me)).toBeGreaterThan(amount)
  })
})

describe('Beefy adapter on the devnet', () => {
  isolateEachTest(client)

  it('deposits for amount × 1e18 / pricePerFullShare shares and withdraws them all at the new price', async () => {
    const { profile, reader } = appSide()
    const me = await freshAccount(client)
    const usdc = profile.networks.ethereum.tokenAddresses.USDC!
    const vault = profile.vaults.beefyVault!
    const amount = parseUnits('1000', 6)
    await deal(client, usdc, me, amount)

    const [, deposited] = await executeCalls(
      client,
      await planBeefyDeposit(reader, { profile, from: me, amount }),
    )
    const ppfs = await client.readContract({
      address: vault,
      abi: beefyAbi,
      functionName: 'getPricePerFullShare',
      blockNumber: deposited!.blockNumber,
    })
    const shares = await balanceOf(client, vault, me)
    expect(shares).toBe((amount * 10n ** 18n) / ppfs)
    expect(await allowanceOf(client, usdc, me, vault)).toBe(0n)

    await skip(client, 90 * DAY)
    const [withdrawn] = await executeCalls(
      client,
      await planBeefyWithdraw(reader, { profile, from: me, amount: maxUint256 }),
    )
    const later = await client.readContract({
      address: vault,
      abi: beefyAbi,
      functionName: 'getPricePerFullShare',
      blockNumber: withdrawn!.blockNumber,
    })
    expect(await balanceOf(client, vault, me)).toBe(0n)
    expect(await balanceOf(client, usdc, me)).toBe((shares * later) / 10n ** 18n)
  })

  it('withdraws at least a chosen amount', async () => {
    const { profile, reader } = appSide()
    const me = await freshAccount(client)
    const usdc = profile.networks.ethereum.tokenAddresses.USDC!
    await deal(client, usdc, me, parseUnits('1000', 6))
    await executeCalls(
      client,
      await planBeefyDeposit(reader, { profile, from: me, amount: parseUnits('1000', 6) }),
    )
    await executeCalls(
      client,
      await planBeefyWithdraw(reader, { profile, from: me, amount: parseUnits('300', 6) }),
    )
    expect(await balanceOf(client, usdc, me)).toBeGreaterThanOrEqual(parseUnits('300', 6))
    expect(await balanceOf(client, usdc, me)).toBeLessThanOrEqual(parseUnits('300.000002', 6))
  })
})
