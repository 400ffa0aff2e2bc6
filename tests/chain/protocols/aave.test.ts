import { encodeFunctionData, maxUint256, parseAbi, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { planApproval } from '../../../src/chain/pipeline'
import { aavePoolAbi } from '../../../src/chain/protocols/abis'
import { vaultPlan } from '../../../src/chain/protocols/vaultPlan'
import { erc20 } from '../helpers/abis'
import { allowancesLeft } from '../helpers/allowancesLeft'
import { DAY, devnetClient, isolateEachTest, skip } from '../helpers/devnet'
import { planAaveDeposit, planAaveWithdraw } from '../support/vaultIntents'
import { allowanceOf, balanceOf, fundedWallet, grantElsewhere, runExactDeposit, runPlan } from './support'

const client = devnetClient(1)
const scaledAbi = parseAbi(['function scaledBalanceOf(address) view returns (uint256)'])

describe('Aave v3 adapter through the wallet path on the devnet', () => {
  isolateEachTest(client)

  it('supplies USDC with an exact approval, then withdraws the amount exactly and then everything', async () => {
    const { profile, reader, w, me, token: usdc } = await fundedWallet(client, 'USDC', parseUnits('250', 6))
    const aUsdc = profile.vaults.aTokens.USDC
    const pool = profile.vaults.aavePool
    const amount = parseUnits('100', 6)

    const plan = await planAaveDeposit(reader, { profile, from: me, asset: 'USDC', amount })
    expect(plan.intent).toEqual({
      kind: 'supply',
      protocol: 'aave',
      network: 'ethereum',
      tokenKey: 'USDC',
      amount,
    })
    const at = await runExactDeposit(client, w, plan, { token: usdc, to: pool, step: 'supply', amount })
    expect(await allowancesLeft(client, me, at)).toEqual([])
    expect(await balanceOf(client, usdc, me, at)).toBe(parseUnits('150', 6))
    expect(await balanceOf(client, aUsdc, me, at)).toBe(amount)

    await skip(client, 30 * DAY)
    const grown = await balanceOf(client, aUsdc, me)
    expect(grown).toBeGreaterThan(amount)
    const [out] = await runPlan(
      client,
      w,
      await planAaveWithdraw(reader, { profile, from: me, asset: 'USDC', amount }),
    )
    // Aave pays exactly the amount asked for.
    expect(await balanceOf(client, usdc, me, out!.blockNumber)).toBe(parseUnits('250', 6))
    expect(await allowancesLeft(client, me, out!.blockNumber)).toEqual([])

    const [all] = await runPlan(
      client,
      w,
      await planAaveWithdraw(reader, { profile, from: me, asset: 'USDC', amount: maxUint256 }),
    )
    const n = all!.blockNumber
    expect(await balanceOf(client, aUsdc, me, n)).toBe(0n)
    expect(await allowancesLeft(client, me, n)).toEqual([])
    // The interest left after taking the principal out comes back too, to the wei: the scaled balance at the
    // liquidity index of that block (WadRayMath.rayMul, rounded half up).
    const scaled = await client.readContract({
      address: aUsdc,
      abi: scaledAbi,
      functionName: 'scaledBalanceOf',
      args: [me],
      blockNumber: n - 1n,
    })
    const { liquidityIndex } = await client.readContract({
      address: pool,
      abi: aavePoolAbi,
      functionName: 'getReserveData',
      args: [usdc],
      blockNumber: n,
    })
    const ray = 10n ** 27n
    expect(await balanceOf(client, usdc, me, n)).toBe(
      parseUnits('250', 6) + (scaled * liquidityIndex + ray / 2n) / ray,
    )
  })

  it('supplies DAI into aDAI and withdraws it back to the wei', async () => {
    const amount = parseUnits('42.5', 18)
    const { profile, reader, w, token: dai } = await fundedWallet(client, 'DAI', amount)
    const [, supplied] = await runPlan(
      client,
      w,
      await planAaveDeposit(reader, { profile, from: w.address, asset: 'DAI', amount }),
    )
    expect(await balanceOf(client, profile.vaults.aTokens.DAI, w.address, supplied!.blockNumber)).toBe(amount)
    expect(await balanceOf(client, dai, w.address, supplied!.blockNumber)).toBe(0n)
    expect(await allowanceOf(client, dai, w.address, profile.vaults.aavePool, supplied!.blockNumber)).toBe(0n)
    expect(await allowancesLeft(client, w.address, supplied!.blockNumber)).toEqual([])
    const [out] = await runPlan(
      client,
      w,
      await planAaveWithdraw(reader, { profile, from: w.address, asset: 'DAI', amount }),
    )
    expect(await balanceOf(client, dai, w.address, out!.blockNumber)).toBe(amount)
    expect(await allowancesLeft(client, w.address, out!.blockNumber)).toEqual([])
  })

  it('resets an existing USDT allowance to 0 before the new exact approve, then supplies USDT', async () => {
    const amount = parseUnits('100', 6)
    const { profile, reader, w, me, token: usdt } = await fundedWallet(client, 'USDT', amount)
    const pool = profile.vaults.aavePool
    await grantElsewhere(client, me, usdt, pool, 5_000_000n)
    // USDT refuses a non-zero to non-zero change: the reason the reset step exists.
    await expect(
      client.simulateContract({
        account: me,
        address: usdt,
        abi: erc20,
        functionName: 'approve',
        args: [pool, amount],
      }),
    ).rejects.toThrow()

    const approvals = await planApproval(reader, {
      token: usdt,
      tokenKey: 'USDT',
      owner: me,
      spender: pool,
      amount,
      target: 'Aave v3',
    })
    expect(approvals.map((c) => [c.step, c.to, c.amount])).toEqual([
      ['resetApproval', usdt, 0n],
      ['approve', usdt, amount],
    ])
    const supply = {
      step: 'supply' as const,
      to: pool,
      value: 0n,
      data: encodeFunctionData({
        abi: aavePoolAbi,
        functionName: 'supply',
        args: [usdt, amount, me, 0],
      }),
      tokenKey: 'USDT' as const,
      amount,
      target: 'Aave v3',
    }
    const plan = vaultPlan(
      profile,
      me,
      { kind: 'supply', protocol: 'aave', network: 'ethereum', tokenKey: 'USDT', amount },
      [...approvals, supply],
    )
    const [reset, approved, supplied] = await runPlan(client, w, plan)
    expect(await allowanceOf(client, usdt, me, pool, reset!.blockNumber)).toBe(0n)
    expect(await allowanceOf(client, usdt, me, pool, approved!.blockNumber)).toBe(amount)
    expect(await allowanceOf(client, usdt, me, pool, supplied!.blockNumber)).toBe(0n)
    expect(await allowancesLeft(client, me, supplied!.blockNumber)).toEqual([])
    expect(await balanceOf(client, profile.vaults.aTokens.USDT, me, supplied!.blockNumber)).toBe(amount)
    // Already 0: a new approval needs no reset.
    const next = await planApproval(reader, {
      token: usdt,
      tokenKey: 'USDT',
      owner: me,
      spender: pool,
      amount: 7n,
      target: 'Aave v3',
    })
    expect(next.map((c) => [c.step, c.amount])).toEqual([['approve', 7n]])
  })
})
