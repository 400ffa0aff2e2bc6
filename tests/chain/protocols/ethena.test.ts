import { maxUint256, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { createNetworkClient } from '../../../src/chain/clients'
import { SimulationFailedError, simulatePlan } from '../../../src/chain/pipeline'
import { erc4626Abi, sUSDeAbi } from '../../../src/chain/protocols/abis'
import { readVaults } from '../../../src/chain/protocols/readVaults'
import { sUSDe } from '../helpers/abis'
import { allowancesLeft } from '../helpers/allowancesLeft'
import { DAY, devnetClient, isolateEachTest, manifest, readAsMined, send, skip } from '../helpers/devnet'
import { testProfile } from '../support/manifest'
import { planEthenaClaim, planEthenaStake, planEthenaUnstake } from '../support/vaultIntents'
import { balanceOf, fundedWallet, runExactDeposit, runPlan } from './support'

const client = devnetClient(1)
const timeOf = async (blockNumber: bigint) => Number((await client.getBlock({ blockNumber })).timestamp)

describe('Ethena sUSDe adapter through the wallet path on the devnet', () => {
  isolateEachTest(client)

  it('stakes for previewDeposit shares, starts the 7-day cooldown, and unstakes the exact USDe on the date shown', async () => {
    const amount = parseEther('500')
    const { profile, reader, w, me, token: usde } = await fundedWallet(client, 'USDe', amount)
    const vault = profile.vaults.sUSDe

    const stake = await planEthenaStake(reader, { profile, from: me, amount })
    const staked = await runExactDeposit(client, w, stake, { token: usde, to: vault, step: 'stake', amount })
    expect(await allowancesLeft(client, me, staked)).toEqual([])
    const shares = await balanceOf(client, vault, me, staked)
    const promised = await client.readContract({
      address: vault,
      abi: erc4626Abi,
      functionName: 'previewDeposit',
      args: [amount],
      blockNumber: staked,
    })
    expect(shares).toBe(promised)

    await skip(client, 10 * DAY)
    const unstake = await planEthenaUnstake(reader, { profile, from: me, amount: maxUint256 })
    expect(unstake.intent.kind).toBe('cooldown')
    expect(unstake.calls.map((c) => c.step)).toEqual(['cooldown'])
    const [cooled] = await runPlan(client, w, unstake)
    const block = await client.getBlock({ blockNumber: cooled!.blockNumber })
    expect(await allowancesLeft(client, me, block.number)).toEqual([])
    const [end, owed] = await client.readContract({
      address: vault,
      abi: sUSDeAbi,
      functionName: 'cooldowns',
      args: [me],
      blockNumber: cooled!.blockNumber,
    })
    expect(end).toBe(block.timestamp + BigInt(7 * DAY))
    // cooldownShares puts exactly what the shares were worth, when it ran, in the silo.
    expect(owed).toBe(
      await readAsMined(client, cooled!, {
        address: vault,
        abi: erc4626Abi,
        functionName: 'convertToAssets',
        args: [shares],
      }),
    )
    expect(await balanceOf(client, vault, me, cooled!.blockNumber)).toBe(0n)

    // The date the app shows is the contract's own cooldownEnd.
    const shown = (await readVaults(reader, { profile, address: me })).ethena!
    expect(shown).toEqual({ cooldownDuration: 7 * DAY, cooldownEnd: Number(end), underlyingAmount: owed })

    // A minute before that date the wallet's simulation refuses the claim; once it has passed, it goes through.
    const claim = planEthenaClaim({ profile, from: me, underlyingAmount: owed })
    expect(claim.calls.map((c) => [c.step, c.to, c.amount])).toEqual([['unstake', vault, owed]])
    await skip(client, 7 * DAY - 60)
    await expect(simulatePlan(createNetworkClient('ethereum', testProfile()), claim)).rejects.toBeInstanceOf(
      SimulationFailedError,
    )
    await skip(client, 60)
    const [claimed] = await runPlan(client, w, claim)
    expect((await client.getBlock({ blockNumber: claimed!.blockNumber })).timestamp).toBeGreaterThanOrEqual(
      end,
    )
    expect(await balanceOf(client, usde, me, claimed!.blockNumber)).toBe(owed)
    expect(await allowancesLeft(client, me, claimed!.blockNumber)).toEqual([])
    expect(owed).toBeGreaterThan(amount)
    const after = (await readVaults(reader, { profile, address: me })).ethena!
    expect(after.underlyingAmount).toBe(0n)
  })

  it('cools down a chosen amount of USDe with cooldownAssets, burning the shares previewWithdraw promises', async () => {
    const { profile, reader, w, me, token: usde } = await fundedWallet(client, 'USDe', parseEther('100'))
    const vault = profile.vaults.sUSDe
    const stake = await runPlan(
      client,
      w,
      await planEthenaStake(reader, { profile, from: me, amount: parseEther('100') }),
    )
    expect(await allowancesLeft(client, me, stake.at(-1)!.blockNumber)).toEqual([])
    const plan = await planEthenaUnstake(reader, { profile, from: me, amount: parseEther('30') })
    expect(plan.intent.kind).toBe('cooldown')
    const [cooled] = await runPlan(client, w, plan)
    const at = cooled!.blockNumber
    expect(await allowancesLeft(client, me, at)).toEqual([])
    const [, owed] = await client.readContract({
      address: vault,
      abi: sUSDeAbi,
      functionName: 'cooldowns',
      args: [me],
      blockNumber: at,
    })
    expect(owed).toBe(parseEther('30'))
    const burnt = (await balanceOf(client, vault, me, at - 1n)) - (await balanceOf(client, vault, me, at))
    expect(burnt).toBe(
      await client.readContract({
        address: vault,
        abi: erc4626Abi,
        functionName: 'previewWithdraw',
        args: [parseEther('30')],
        blockNumber: at,
      }),
    )
    // Seven days later (chain time), unstake pays exactly the 30 USDe into the wallet, which held none.
    const shown = (await readVaults(reader, { profile, address: me })).ethena!
    expect(shown.cooldownEnd).toBe((await timeOf(at)) + 7 * DAY)
    await skip(client, 7 * DAY)
    const [claimed] = await runPlan(client, w, planEthenaClaim({ profile, from: me, underlyingAmount: owed }))
    expect(await balanceOf(client, usde, me, claimed!.blockNumber)).toBe(parseEther('30'))
    expect(await allowancesLeft(client, me, claimed!.blockNumber)).toEqual([])
  })

  it('withdraws directly when the cooldown is off', async () => {
    const { profile, reader, w, me, token: usde } = await fundedWallet(client, 'USDe', parseEther('100'))
    const vault = profile.vaults.sUSDe
    const owner = manifest().owner
    await client.impersonateAccount({ address: owner })
    await send(client, owner, { address: vault, abi: sUSDe, functionName: 'setCooldownDuration', args: [0] })
    const stake = await runPlan(
      client,
      w,
      await planEthenaStake(reader, { profile, from: me, amount: parseEther('100') }),
    )
    expect(await allowancesLeft(client, me, stake.at(-1)!.blockNumber)).toEqual([])
    const part = await planEthenaUnstake(reader, { profile, from: me, amount: parseEther('40') })
    expect(part.intent.kind).toBe('unstake')
    const [out] = await runPlan(client, w, part)
    expect(await balanceOf(client, usde, me, out!.blockNumber)).toBe(parseEther('40'))
    expect(await allowancesLeft(client, me, out!.blockNumber)).toEqual([])
    const left = await balanceOf(client, vault, me)
    const [all] = await runPlan(
      client,
      w,
      await planEthenaUnstake(reader, { profile, from: me, amount: maxUint256 }),
    )
    // Redeeming every share pays what they were worth when it ran.
    const promised = await readAsMined(client, all!, {
      address: vault,
      abi: erc4626Abi,
      functionName: 'convertToAssets',
      args: [left],
    })
    expect(await balanceOf(client, vault, me, all!.blockNumber)).toBe(0n)
    expect(await allowancesLeft(client, me, all!.blockNumber)).toEqual([])
    expect(await balanceOf(client, usde, me, all!.blockNumber)).toBe(parseEther('40') + promised)
  })
})
