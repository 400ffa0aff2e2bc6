import { maxUint256, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { createNetworkClient } from '../../src/chain/clients'
import { SimulationFailedError, simulatePlan } from '../../src/chain/pipeline'
import { REPAY_ALL_WINDOW_SECONDS, repayAllAllowance } from '../../src/domain/lending'
import { deal, isolateEachTest, skip } from './helpers/devnet'
import {
  accountData,
  balanceOf,
  borrower,
  client,
  debtTokenOf,
  execute,
  pool,
  profile,
  read,
  token,
} from './helpers/lending'
import { allowanceOf, grantElsewhere } from './protocols/support'
import { buildRepayPlan } from './support/lendingIntents'

describe('repaying an Aave debt leaves no allowance behind (devnet, chain 1)', () => {
  isolateEachTest(client)

  it('repays part of a debt taking exactly the amount, and leaves no allowance', async () => {
    const me = await borrower('USDC', parseUnits('100', 6))
    const owing = await read(me.address)
    const forty = parseUnits('40', 6)
    const { plan, remainingDebt } = buildRepayPlan({
      profile: profile(),
      from: me.address,
      reserve: owing.reserves.USDC,
      amount: forty,
    })
    expect(remainingDebt).toBe(owing.reserves.USDC.debt - forty)
    expect(plan.calls.map((c) => [c.step, c.amount])).toEqual([
      ['approve', forty],
      ['repay', forty],
      ['resetApproval', 0n],
    ])
    const [approved, repaid] = await execute(me, plan)
    const usdc = token('USDC')
    expect(await allowanceOf(client, usdc, me.address, pool(), repaid!.blockNumber)).toBe(0n)
    expect(
      (await balanceOf(usdc, me.address, approved!.blockNumber)) -
        (await balanceOf(usdc, me.address, repaid!.blockNumber)),
    ).toBe(forty)
  })

  it.each([
    ['USDC', 0n],
    ['USDT', 5n], // a USDT allowance left by a dapp: reset to 0 before the approve, as USDT demands
  ] as const)(
    'repays all %s to exactly 0 and leaves no allowance when the user confirms 10 minutes after the read',
    async (asset, standing) => {
      const thousand = parseUnits('1000', 6)
      const me = await borrower(asset, thousand)
      await deal(client, token(asset), me.address, parseUnits('2000', 6))
      if (standing) await grantElsewhere(client, me.address, token(asset), pool(), standing)
      const owing = (await read(me.address)).reserves[asset]
      expect(owing.allowance).toBe(standing)
      const { plan } = buildRepayPlan({
        profile: profile(),
        from: me.address,
        reserve: owing,
        amount: maxUint256,
      })
      expect(plan.calls.map((c) => c.step)).toEqual([
        ...(standing ? ['resetApproval'] : []),
        'approve',
        'repay',
        'resetApproval',
      ])
      // The review sat open: interest accrues between the read the plan was built on and the repay's block.
      await client.increaseTime({ seconds: 600 })
      const receipts = await execute(me, plan)
      const [approved, repaid] = receipts.slice(-3)
      const debtToken = debtTokenOf(asset)
      expect(await balanceOf(debtToken, me.address, repaid!.blockNumber)).toBe(0n)
      expect((await accountData(me.address, repaid!.blockNumber)).debt).toBe(0n)
      const taken =
        (await balanceOf(token(asset), me.address, approved!.blockNumber)) -
        (await balanceOf(token(asset), me.address, repaid!.blockNumber))
      expect(taken).toBeGreaterThan(owing.debt) // ten minutes of interest, paid too
      expect(taken).toBeLessThanOrEqual(repayAllAllowance(owing))
      expect(await allowanceOf(client, token(asset), me.address, pool(), receipts.at(-1)!.blockNumber)).toBe(
        0n,
      )
    },
  )

  it("names, in the review's balance changes, the debt a repay pays off by the token owed", async () => {
    const me = await borrower('USDC', parseUnits('100', 6))
    const owing = (await read(me.address)).reserves.USDC
    const forty = parseUnits('40', 6)
    const { plan } = buildRepayPlan({ profile: profile(), from: me.address, reserve: owing, amount: forty })
    const simulated = await simulatePlan(createNetworkClient('ethereum', profile()), plan)
    const usdc = simulated.assetChanges.find((c) => c.tokenKey === 'USDC')
    const debt = simulated.assetChanges.find(
      (c) => c.token?.toLowerCase() === debtTokenOf('USDC').toLowerCase(),
    )
    expect(usdc?.diff).toBe(-forty)
    // The debt token asked what it stands for (UNDERLYING_ASSET_ADDRESS), in the same request as its name.
    expect(debt).toMatchObject({ tokenKey: null, underlying: 'USDC', decimals: 6 })
    expect(debt?.symbol).toMatch(/^variableDebt/)
    expect(debt?.diff).toBeLessThan(0n)
    expect(debt?.diff).toBeGreaterThanOrEqual(-forty) // interest accrued since the borrow is booked first
  })

  it('refuses, before signing, a repay-all confirmed long after the hour its approval covers', async () => {
    const me = await borrower('USDC', parseUnits('1000', 6))
    await deal(client, token('USDC'), me.address, parseUnits('2000', 6))
    const owing = (await read(me.address)).reserves.USDC
    const { plan } = buildRepayPlan({
      profile: profile(),
      from: me.address,
      reserve: owing,
      amount: maxUint256,
    })
    await skip(client, Number(REPAY_ALL_WINDOW_SECONDS) * 24 * 30)
    const failed = await simulatePlan(createNetworkClient('ethereum', profile()), plan).catch((e) => e)
    expect(failed).toBeInstanceOf(SimulationFailedError)
    expect(failed.stepIndex).toBe(1)
  })
})
