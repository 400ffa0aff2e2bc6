import { maxUint256, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { convexRewardPoolAbi, curve3poolAbi } from '../../../src/chain/protocols/abis'
import { minusSlippage } from '../../../src/chain/protocols/curve'
import { allowancesLeft } from '../helpers/allowancesLeft'
import { DAY, devnetClient, isolateEachTest, readAsMined, skip } from '../helpers/devnet'
import {
  planConvexDeposit,
  planConvexWithdraw,
  planCurveDeposit,
  planCurveWithdraw,
} from '../support/vaultIntents'
import { allowanceOf, balanceOf, fundedWallet, runExactDeposit, runPlan } from './support'

const client = devnetClient(1)

describe('Curve 3pool adapter through the wallet path on the devnet', () => {
  isolateEachTest(client)

  it('adds USDC for the 3Crv calc_token_amount promises and removes it all back to USDC', async () => {
    const amount = parseUnits('1000', 6)
    const { profile, reader, w, me, token: usdc } = await fundedWallet(client, 'USDC', amount)
    const { curve3pool: pool, curve3crv: lp } = profile.vaults

    const plan = await planCurveDeposit(reader, { profile, from: me, amount })
    const at = await runExactDeposit(client, w, plan, { token: usdc, to: pool, step: 'addLiquidity', amount })
    expect(await allowancesLeft(client, me, at)).toEqual([])
    const promised = await client.readContract({
      address: pool,
      abi: curve3poolAbi,
      functionName: 'calc_token_amount',
      args: [[0n, amount, 0n], true],
      blockNumber: at,
    })
    // calc_token_amount leaves the pool's fee out, as mainnet's: the deposit mints that less the 0.01 % × 3/8
    // fee on the part that unbalances the pool (0.005 % of a one-coin deposit), well above the plan's minimum.
    const minted = await balanceOf(client, lp, me, at)
    expect(minted).toBeLessThan(promised)
    expect(promised - minted).toBeLessThanOrEqual((promised * 6n) / 100_000n)

    await skip(client, 90 * DAY)
    const [removed] = await runPlan(
      client,
      w,
      await planCurveWithdraw(reader, { profile, from: me, amount: maxUint256 }),
    )
    // What calc_withdraw_one_coin promised as the removal ran (the pool's state just before it).
    const out = await readAsMined(client, removed!, {
      address: pool,
      abi: curve3poolAbi,
      functionName: 'calc_withdraw_one_coin',
      args: [minted, 1n],
    })
    expect(await balanceOf(client, lp, me, removed!.blockNumber)).toBe(0n)
    expect(await allowancesLeft(client, me, removed!.blockNumber)).toEqual([])
    expect(await balanceOf(client, usdc, me, removed!.blockNumber)).toBe(out)
    expect(out).toBeGreaterThan(amount)
  })

  it('removes a chosen USDC amount, burning just enough 3Crv', async () => {
    const { profile, reader, w, me, token: usdc } = await fundedWallet(client, 'USDC', parseUnits('1000', 6))
    const added = await runPlan(
      client,
      w,
      await planCurveDeposit(reader, { profile, from: me, amount: parseUnits('1000', 6) }),
    )
    expect(await allowancesLeft(client, me, added.at(-1)!.blockNumber)).toEqual([])
    const lp = profile.vaults.curve3crv
    const [removed] = await runPlan(
      client,
      w,
      await planCurveWithdraw(reader, { profile, from: me, amount: parseUnits('250', 6) }),
    )
    const at = removed!.blockNumber
    expect(await allowancesLeft(client, me, at)).toEqual([])
    const burnt = (await balanceOf(client, lp, me, at - 1n)) - (await balanceOf(client, lp, me, at))
    // The pool pays what calc_withdraw_one_coin promised for the 3Crv burnt when it ran, never under the amount
    // asked.
    const promised = await readAsMined(client, removed!, {
      address: profile.vaults.curve3pool,
      abi: curve3poolAbi,
      functionName: 'calc_withdraw_one_coin',
      args: [burnt, 1n],
    })
    const got = await balanceOf(client, usdc, me, at)
    expect(got).toBe(promised)
    expect(got).toBeGreaterThanOrEqual(parseUnits('250', 6))
    // The burn is rounded up by the 0.5 % slippage bound, so at most that much more arrives.
    expect(got).toBeLessThan(parseUnits('251.26', 6))
  })
})

describe('Convex route (USDC → 3pool → booster with stake) through the wallet path on the devnet', () => {
  isolateEachTest(client)

  it('stakes the guaranteed 3Crv in Convex and unwinds it all back to USDC', async () => {
    const amount = parseUnits('2000', 6)
    const { profile, reader, w, me, token: usdc } = await fundedWallet(client, 'USDC', amount)
    const {
      curve3pool: pool,
      curve3crv: lp,
      convexBooster: booster,
      convexRewardPool: rewards,
    } = profile.vaults

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
    const [approveUsdc, added, approveLp, stakedAt] = await runPlan(client, w, plan)
    // Each step checked at its own block: the exact USDC approval, the add, the exact 3Crv approval, the stake.
    expect(await allowanceOf(client, usdc, me, pool, approveUsdc!.blockNumber)).toBe(amount)
    expect(await allowanceOf(client, usdc, me, pool, added!.blockNumber)).toBe(0n)
    expect(await allowanceOf(client, lp, me, booster, approveLp!.blockNumber)).toBe(staked)
    const promised = await client.readContract({
      address: pool,
      abi: curve3poolAbi,
      functionName: 'calc_token_amount',
      args: [[0n, amount, 0n], true],
      blockNumber: added!.blockNumber,
    })
    // What the pool minted: its quote less the fee on the imbalance (calc_token_amount leaves it out).
    const minted = await balanceOf(client, lp, me, added!.blockNumber)
    expect(minted).toBeLessThan(promised)
    expect(promised - minted).toBeLessThanOrEqual((promised * 6n) / 100_000n)
    expect(minted).toBeGreaterThanOrEqual(staked)
    const s = stakedAt!.blockNumber
    expect(
      await client.readContract({
        address: rewards,
        abi: convexRewardPoolAbi,
        functionName: 'balanceOf',
        args: [me],
        blockNumber: s,
      }),
    ).toBe(staked)
    expect(await balanceOf(client, lp, me, s)).toBe(minted - staked)
    expect(await balanceOf(client, usdc, me, s)).toBe(0n)
    expect(await allowanceOf(client, usdc, me, pool, s)).toBe(0n)
    expect(await allowanceOf(client, lp, me, booster, s)).toBe(0n)
    expect(await allowancesLeft(client, me, s)).toEqual([])

    await skip(client, 30 * DAY)
    const back = await planConvexWithdraw(reader, { profile, from: me, amount: maxUint256 })
    expect(back.calls.map((c) => [c.step, c.to])).toEqual([
      ['unstake', rewards],
      ['withdraw', pool],
    ])
    const [unstaked, removed] = await runPlan(client, w, back)
    expect(await balanceOf(client, lp, me, unstaked!.blockNumber)).toBe(minted)
    expect(await allowancesLeft(client, me, removed!.blockNumber)).toEqual([])
    const out = await readAsMined(client, removed!, {
      address: pool,
      abi: curve3poolAbi,
      functionName: 'calc_withdraw_one_coin',
      args: [staked, 1n],
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
