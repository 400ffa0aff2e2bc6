import { maxUint256, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { erc4626Abi, sUSDeAbi } from '../../../src/chain/protocols/abis'
import { planEthenaClaim, planEthenaStake, planEthenaUnstake } from '../../../src/chain/protocols/ethena'
import { sUSDe } from '../helpers/abis'
import {
  DAY,
  deal,
  devnetClient,
  freshAccount,
  isolateEachTest,
  manifest,
  send,
  skip,
} from '../helpers/devnet'
import { allowanceOf, appSide, balanceOf, executeCalls } from './support'

const client = devnetClient(1)

describe('Ethena sUSDe adapter on the devnet', () => {
  isolateEachTest(client)

  it('stakes for previewDeposit shares, starts the 7-day cooldown, and unstakes the exact USDe after it', async () => {
    const { profile, reader } = appSide()
    const me = await freshAccount(client)
    const usde = profile.networks.ethereum.tokenAddresses.USDe!
    const vault = profile.vaults.sUSDe
    const amount = parseEther('500')
    await deal(client, usde, me, amount)

    const stake = await planEthenaStake(reader, { profile, from: me, amount })
    expect(stake.calls.map((c) => c.step)).toEqual(['approve', 'stake'])
    const [, staked] = await executeCalls(client, stake)
    const shares = await balanceOf(client, vault, me)
    const promised = await client.readContract({
      address: vault,
      abi: erc4626Abi,
      functionName: 'previewDeposit',
      args: [amount],
      blockNumber: staked!.blockNumber,
    })
    expect(shares).toBe(promised)
    expect(await allowanceOf(client, usde, me, vault)).toBe(0n)

    await skip(client, 10 * DAY)
    const unstake = await planEthenaUnstake(reader, { profile, from: me, amount: maxUint256 })
    expect(unstake.intent.kind).toBe('cooldown')
    const [cooled] = await executeCalls(client, unstake)
    const block = await client.getBlock({ blockNumber: cooled!.blockNumber })
    const [end, owed] = await client.readContract({
      address: vault,
      abi: sUSDeAbi,
      functionName: 'cooldowns',
      args: [me],
    })
    expect(end).toBe(block.timestamp + BigInt(7 * DAY))
    expect(owed).toBe(
      await client.readContract({
        address: vault,
        abi: erc4626Abi,
        functionName: 'convertToAssets',
        args: [shares],
        blockNumber: cooled!.blockNumber,
      }),
    )
    expect(await balanceOf(client, vault, me)).toBe(0n)

    const claim = planEthenaClaim({ profile, from: me, underlyingAmount: owed })
    await expect(
      client.estimateGas({ account: me, to: vault, data: claim.calls[0]!.data! }),
    ).rejects.toThrow()
    await skip(client, 7 * DAY)
    await executeCalls(client, claim)
    expect(await balanceOf(client, usde, me)).toBe(owed)
    expect(owed).toBeGreaterThan(amount)
  })

  it('cools down a chosen amount of USDe with cooldownAssets', async () => {
    const { profile, reader } = appSide()
    const me = await freshAccount(client)
    await deal(client, profile.networks.ethereum.tokenAddresses.USDe!, me, parseEther('100'))
    await executeCalls(
      client,
      await planEthenaStake(reader, { profile, from: me, amount: parseEther('100') }),
    )
    await executeCalls(
      client,
      await planEthenaUnstake(reader, { profile, from: me, amount: parseEther('30') }),
    )
    const [, owed] = await client.readContract({
      address: profile.vaults.sUSDe,
      abi: sUSDeAbi,
      functionName: 'cooldowns',
      args: [me],
    })
    expect(owed).toBe(parseEther('30'))
  })

  it('withdraws directly when the cooldown is off', async () => {
    const { profile, reader } = appSide()
    const vault = profile.vaults.sUSDe
    const owner = manifest().owner
    await client.impersonateAccount({ address: owner })
    await send(client, owner, { address: vault, abi: sUSDe, functionName: 'setCooldownDuration', args: [0] })
    const me = await freshAccount(client)
    const usde = profile.networks.ethereum.tokenAddresses.USDe!
    await deal(client, usde, me, parseEther('100'))
    await executeCalls(
      client,
      await planEthenaStake(reader, { profile, from: me, amount: parseEther('100') }),
    )
    const part = await planEthenaUnstake(reader, { profile, from: me, amount: parseEther('40') })
    expect(part.intent.kind).toBe('unstake')
    await executeCalls(client, part)
    expect(await balanceOf(client, usde, me)).toBe(parseEther('40'))
    await executeCalls(client, await planEthenaUnstake(reader, { profile, from: me, amount: maxUint256 }))
    expect(await balanceOf(client, vault, me)).toBe(0n)
    expect(await balanceOf(client, usde, me)).toBeGreaterThanOrEqual(parseEther('99.99'))
  })
})
