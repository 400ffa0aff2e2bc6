import { maxUint256, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { beefyAbi, erc4626Abi } from '../../../src/chain/protocols/abis'
import { allowancesLeft } from '../helpers/allowancesLeft'
import { DAY, devnetClient, isolateEachTest, readAsMined, skip } from '../helpers/devnet'
import {
  planBeefyDeposit,
  planBeefyWithdraw,
  planYearnDeposit,
  planYearnWithdraw,
} from '../support/vaultIntents'
import { balanceOf, fundedWallet, grantElsewhere, runExactDeposit, runPlan } from './support'

const client = devnetClient(1)

describe('Yearn v3 adapter through the wallet path on the devnet', () => {
  isolateEachTest(client)

  it('deposits for previewDeposit shares, withdraws the amount exactly, then redeems every share', async () => {
    const amount = parseUnits('5000', 6)
    const { profile, reader, w, me, token: usdc } = await fundedWallet(client, 'USDC', amount)
    const vault = profile.vaults.yearnUsdcVault

    const plan = await planYearnDeposit(reader, { profile, from: me, amount })
    const deposited = await runExactDeposit(client, w, plan, {
      token: usdc,
      to: vault,
      step: 'deposit',
      amount,
    })
    expect(await allowancesLeft(client, me, deposited)).toEqual([])
    const promised = await client.readContract({
      address: vault,
      abi: erc4626Abi,
      functionName: 'previewDeposit',
      args: [amount],
      blockNumber: deposited,
    })
    expect(await balanceOf(client, vault, me, deposited)).toBe(promised)

    await skip(client, 60 * DAY)
    const [out] = await runPlan(
      client,
      w,
      await planYearnWithdraw(reader, { profile, from: me, amount: parseUnits('1000', 6) }),
    )
    // ERC-4626 withdraw pays exactly the assets asked for.
    expect(await balanceOf(client, usdc, me, out!.blockNumber)).toBe(parseUnits('1000', 6))
    expect(await allowancesLeft(client, me, out!.blockNumber)).toEqual([])
    const shares = await balanceOf(client, vault, me)
    const [all] = await runPlan(
      client,
      w,
      await planYearnWithdraw(reader, { profile, from: me, amount: maxUint256 }),
    )
    // Redeeming every share pays what convertToAssets promised for them when it ran.
    const promisedOut = await readAsMined(client, all!, {
      address: vault,
      abi: erc4626Abi,
      functionName: 'convertToAssets',
      args: [shares],
    })
    expect(await balanceOf(client, vault, me, all!.blockNumber)).toBe(0n)
    expect(await allowancesLeft(client, me, all!.blockNumber)).toEqual([])
    expect(await balanceOf(client, usdc, me, all!.blockNumber)).toBe(parseUnits('1000', 6) + promisedOut)
    expect(promisedOut + parseUnits('1000', 6)).toBeGreaterThan(amount)
  })

  it('brings a larger allowance a dapp left down to the deposit, so none stands after it', async () => {
    const amount = parseUnits('1000', 6)
    const { profile, reader, w, me, token: usdc } = await fundedWallet(client, 'USDC', amount)
    const vault = profile.vaults.yearnUsdcVault
    await grantElsewhere(client, me, usdc, vault, parseUnits('5000', 6))
    const plan = await planYearnDeposit(reader, { profile, from: me, amount })
    const deposited = await runExactDeposit(client, w, plan, {
      token: usdc,
      to: vault,
      step: 'deposit',
      amount,
    })
    expect(await allowancesLeft(client, me, deposited)).toEqual([])
  })
})

describe('Beefy adapter through the wallet path on the devnet', () => {
  isolateEachTest(client)

  it('deposits for amount × 1e18 / pricePerFullShare shares and withdraws them all at the new price', async () => {
    const amount = parseUnits('1000', 6)
    const { profile, reader, w, me, token: usdc } = await fundedWallet(client, 'USDC', amount)
    const vault = profile.vaults.beefyVault!

    const plan = await planBeefyDeposit(reader, { profile, from: me, amount })
    const deposited = await runExactDeposit(client, w, plan, {
      token: usdc,
      to: vault,
      step: 'deposit',
      amount,
    })
    expect(await allowancesLeft(client, me, deposited)).toEqual([])
    const ppfs = await client.readContract({
      address: vault,
      abi: beefyAbi,
      functionName: 'getPricePerFullShare',
      blockNumber: deposited,
    })
    const shares = await balanceOf(client, vault, me, deposited)
    expect(shares).toBe((amount * 10n ** 18n) / ppfs)

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
    expect(await allowancesLeft(client, me, withdrawn!.blockNumber)).toEqual([])
    expect(await balanceOf(client, usdc, me, withdrawn!.blockNumber)).toBe((shares * later) / 10n ** 18n)
  })

  it('withdraws at least a chosen amount', async () => {
    const { profile, reader, w, me, token: usdc } = await fundedWallet(client, 'USDC', parseUnits('1000', 6))
    const deposit = await runPlan(
      client,
      w,
      await planBeefyDeposit(reader, { profile, from: me, amount: parseUnits('1000', 6) }),
    )
    expect(await allowancesLeft(client, me, deposit.at(-1)!.blockNumber)).toEqual([])
    const [withdrawn] = await runPlan(
      client,
      w,
      await planBeefyWithdraw(reader, { profile, from: me, amount: parseUnits('300', 6) }),
    )
    expect(await allowancesLeft(client, me, withdrawn!.blockNumber)).toEqual([])
    expect(await balanceOf(client, usdc, me)).toBeGreaterThanOrEqual(parseUnits('300', 6))
    expect(await balanceOf(client, usdc, me)).toBeLessThanOrEqual(parseUnits('300.000002', 6))
  })
})
