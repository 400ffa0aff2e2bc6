import { maxUint256, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { convexRewardPoolAbi, curve3poolAbi } from '../../../src/chain/protocols/abis'
import { planConvexDeposit, planConvexWithdraw } from '../../../src/chain/protocols/convex'
import { minusSlippage, planCurveDeposit, planCurveWithdraw } from '../../../src/chain/protocols/curve'
import { DAY, deal, devnetClient, freshAccount, isolateEachTest, skip } from '../helpers/devnet'
import { allowanceOf, appSide, balanceOf, executeCalls } from './support'

const client = devnetClient(1)

describe('Curve 3pool adapter on the devnet', () => {
  isolateEachTest(client)

  it('adds USDC for the 3Crv calc_token_amount promises and removes it all back to USDC', async () => {
    const { profile, reader } = appSide()
    const me = await freshAccount(client)
    const usdc = profile.networks.ethereum.tokenAddresses.USDC!
    const { curve3pool: pool, curve3crv: lp } = profile.vaults
    const amount = parseUnits('1000', 6)
    await deal(client, usdc, me, amount)

    const plan = await planCurveDeposit(reader, { profile, from: me, amount })
    expect(plan.calls.map((c) => c.step)).toEqual(['approve', 'addLiquidity'])
    const [, added] = await executeCalls(client, plan)
    const at = added!.blockNumber
    const promised = await client.readContract({
      address: pool,
      abi: curve3poolAbi,
      functionName: 'calc_token_amount',
      args: [[0n, amount, 0n], true],
      blockNumber: at,
    })
    const minted = await balanceOf(client, lp, me)
    expect(minted).toBe(promised)
    expect(await allowanceOf(client, usdc, me, pool)).toBe(0n)

    await skip(client, 90 * DAY)
    const [removed] = await executeCalls(
      client,
      await planCurveWithdraw(reader, { profile, from: me, amount: maxUint256 }),
    )
    const out = await client.readContract({
      address: pool,
      abi: curve3poolAbi,
      functionName: 'calc_withdraw_one_coin',
      args: [minted, 1n],
      blockNumber: removed!.blockNumber,
    })
    expect(await balanceOf(client, lp, me)).toBe(0n)
    expect(await balanceOf(client, usdc, me)).toBe(out)
    expect(out).toBeGreaterThan(amount)
  })

  it('removes a chosen USDC amount, burning just enough 3Crv', async () => {
    const { profile, reader } = appSide()
    const me = await freshAccount(client)
    const usdc = profile.networks.ethereum.tokenAddresses.USDC!
    await deal(client, usdc, me, parseUnits('1000', 6))
    await executeCalls(
      client,
      await planCurveDeposit(reader, { profile, from: me, amount: parseUnits('1000', 6) }),
    )
    await executeCalls(
      client,
      await planCurveWithdraw(reader, { profile, from: me, amount: parseUnits('250', 6) }),
    )
    expect(await balanceOf(client, usdc, me)).toBeGreaterThanOrEqual(parseUnits('250', 6))
    expect(await balanceOf(client, usdc, me)).toBeLessThan(parseUnits('250.5', 6))
  })
})

describe('Convex route (USDC → 3pool → booster with stake) on the devnet', () => {
  isolateEachTest(client)

  it('stakes the guaranteed 3Crv in Convex and unwinds it all back to USDC', async () => {
    const { profile, reader } = appSide()
    const me = await freshAccount(client)
    const usdc = profile.networks.ethereum.tokenAddresses.USDC!
    const {
      curve3pool: pool,
      curve3crv: lp,
      convexBooster: booster,
      convexRewardPool: rewards,
    } = profile.vaults
    const amount = parseUnits('2000', 6)
    await deal(client, usdc, me, amount)

    const quote = await reader.readContract({
      address: pool,
      abi: curve3poolAbi,
      functionName: 'calc_token_amount',
      args: [[0n, amount, 0n], true],
    })
    const plan = await planConvexDeposit(reader, { profile, from: me, amount })
    expect(plan.calls.map((c) => [c.step, c.to])).toEqual([
      ['approve', usdc],
      ['addLiquidity', pool],
      ['approve', lp],
      ['stake', booster],
    ])
    const staked = minusSlippage(quote)
    expect(plan.calls[3]!.amount).toBe(staked)
    const receipts = await executeCalls(client, plan)
    const minted = await client.readContract({
      address: pool,
      abi: curve3poolAbi,
      functionName: 'calc_token_amount',
      args: [[0n, amount, 0n], true],
      blockNumber: receipts[1]!.blockNumber,
    })
    expect(
      await client.readContract({
        address: rewards,
        abi: convexRewardPoolAbi,
        functionName: 'balanceOf',
        args: [me],
      }),
    ).toBe(staked)
    expect(await balanceOf(client, lp, me)).toBe(minted - staked)
    expect(await balanceOf(client, usdc, me)).toBe(0n)
    expect(await allowanceOf(client, usdc, me, pool)).toBe(0n)
    expect(await allowanceOf(client, lp, me, booster)).toBe(0n)

    await skip(client, 30 * DAY)
    const back = await planConvexWithdraw(reader, { profile, from: me, amount: maxUint256 })
    expect(back.calls.map((c) => [c.step, c.to])).toEqual([
      ['unstake', rewards],
      ['withdraw', pool],
    ])
    const [, removed] = await executeCalls(client, back)
    const out = await client.readContract({
      address: pool,
      abi: curve3poolAbi,
      functionName: 'calc_withdraw_one_coin',
      args: [staked, 1n],
      blockNumber: removed!.blockNumber,
    })
    expect(
      await client.readContract({
        address: rewards,
        abi: convexRewardPoolAbi,
        functionName: 'balanceOf',
        args: [me],
      }),
    ).toBe(0n)
    expect(await balanceOf(client, usdc, me)).toBe(out)
    expect(await balanceOf(client, profile.vaults.crv, me)).toBeGreaterThan(0n) // CRV claimed on the way out
  })
})
