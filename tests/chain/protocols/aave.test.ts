import { maxUint256, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { planAaveDeposit, planAaveWithdraw } from '../../../src/chain/protocols/aave'
import { approvalSteps } from '../../../src/chain/protocols/vaultPlan'
import { erc20 } from '../helpers/abis'
import { DAY, deal, devnetClient, freshAccount, isolateEachTest, send, skip } from '../helpers/devnet'
import { allowanceOf, appSide, balanceOf, executeCalls } from './support'

const client = devnetClient(1)

describe('Aave v3 adapter on the devnet', () => {
  isolateEachTest(client)

  it('supplies USDC with an exact approval, then withdraws the amount and then everything', async () => {
    const { profile, reader } = appSide()
    const me = await freshAccount(client)
    const usdc = profile.networks.ethereum.tokenAddresses.USDC!
    const aUsdc = profile.vaults.aTokens.USDC
    const pool = profile.vaults.aavePool
    const amount = parseUnits('100', 6)
    await deal(client, usdc, me, parseUnits('250', 6))

    const plan = await planAaveDeposit(reader, { profile, from: me, asset: 'USDC', amount })
    expect(plan.calls.map((c) => [c.step, c.amount])).toEqual([
      ['approve', amount],
      ['supply', amount],
    ])
    expect(plan.intent).toEqual({
      kind: 'supply',
      protocol: 'aave',
      network: 'ethereum',
      tokenKey: 'USDC',
      amount,
    })
    await executeCalls(client, plan)
    expect(await balanceOf(client, usdc, me)).toBe(parseUnits('150', 6))
    expect(await balanceOf(client, aUsdc, me)).toBe(amount)
    expect(await allowanceOf(client, usdc, me, pool)).toBe(0n)

    await skip(client, 30 * DAY)
    const grown = await balanceOf(client, aUsdc, me)
    expect(grown).toBeGreaterThan(amount)
    await executeCalls(client, planAaveWithdraw({ profile, from: me, asset: 'USDC', amount }))
    expect(await balanceOf(client, usdc, me)).toBe(parseUnits('250', 6))

    await executeCalls(client, planAaveWithdraw({ profile, from: me, asset: 'USDC', amount: maxUint256 }))
    expect(await balanceOf(client, aUsdc, me)).toBe(0n)
    // The interest left after taking the principal out comes back too: nothing stays behind.
    expect(await balanceOf(client, usdc, me)).toBeGreaterThanOrEqual(parseUnits('250', 6) + grown - amount)
  })

  it('supplies DAI into aDAI', async () => {
    const { profile, reader } = appSide()
    const me = await freshAccount(client)
    const dai = profile.networks.ethereum.tokenAddresses.DAI!
    const amount = parseUnits('42.5', 18)
    await deal(client, dai, me, amount)
    await executeCalls(client, await planAaveDeposit(reader, { profile, from: me, asset: 'DAI', amount }))
    expect(await balanceOf(client, profile.vaults.aTokens.DAI, me)).toBe(amount)
    expect(await balanceOf(client, dai, me)).toBe(0n)
  })

  it('resets a USDT allowance to 0 before approving the new exact amount', async () => {
    const { profile, reader } = appSide()
    const me = await freshAccount(client)
    const usdt = profile.networks.ethereum.tokenAddresses.USDT!
    const pool = profile.vaults.aavePool
    await send(client, me, { address: usdt, abi: erc20, functionName: 'approve', args: [pool, 5_000_000n] })
    // USDT refuses a non-zero to non-zero change: the reason the reset step exists.
    await expect(
      client.simulateContract({
        account: me,
        address: usdt,
        abi: erc20,
        functionName: 'approve',
        args: [pool, 7n],
      }),
    ).rejects.toThrow()

    const amount = parseUnits('100', 6)
    const calls = await approvalSteps(reader, {
      profile,
      token: usdt,
      tokenKey: 'USDT',
      owner: me,
      spender: pool,
      amount,
      target: 'Aave v3',
    })
    expect(calls.map((c) => [c.step, c.amount])).toEqual([
      ['resetApproval', 0n],
      ['approve', amount],
    ])
    await executeCalls(client, {
      intent: { kind: 'approve', network: 'ethereum', tokenKey: 'USDT', spender: pool, amount },
      network: 'ethereum',
      chainId: 1,
      from: me,
      calls,
    })
    expect(await allowanceOf(client, usdt, me, pool)).toBe(amount)
    // Already exact: nothing to sign.
    expect(
      await approvalSteps(reader, {
        profile,
        token: usdt,
        tokenKey: 'USDT',
        owner: me,
        spender: pool,
        amount,
        target: 'Aave v3',
      }),
    ).toEqual([])
  })
})
