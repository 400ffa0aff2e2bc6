import { type Address, maxUint256, parseAbi, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Intent } from '../../src/chain/pipeline/types'
import { planLendingIntent } from '../../src/chain/protocols/aaveLending'
import { aavePoolAbi } from '../../src/chain/protocols/abis'
import type { LendingAsset } from '../../src/domain/lending'
import { allText, checkForm } from '../../src/machines/lending/lendingForm'
import { chain, DAY, deal, isolateEachTest, skip } from './helpers/devnet'
import {
  accountData,
  balanceOf,
  client,
  debtTokenOf,
  execute,
  pool,
  profile,
  read,
  supplyWeth,
  token,
} from './helpers/lending'
import { newWallet } from './protocols/support'

const scaledAbi = parseAbi(['function scaledBalanceOf(address) view returns (uint256)'])
const RAY = 10n ** 27n

const lendingIntent = (kind: 'borrow' | 'repay' | 'withdraw', tokenKey: LendingAsset, amount: bigint) =>
  ({ kind, protocol: 'aaveLending', network: 'ethereum', tokenKey, amount }) as Intent

/** The plan Confirm builds for an intent: from a read of the position made just then, as the loans page does. */
const planNow = async (from: Address, intent: Intent) =>
  planLendingIntent({ profile: profile(), from, intent, data: await read(from) })

describe('"Max" on the loans page means all of it (devnet, chain 1)', () => {
  isolateEachTest(client)

  it('supply 1 WETH, borrow 100 USDC, repay all, then Max withdraws every aWETH wei, a day’s interest included', async () => {
    const me = await newWallet(client)
    const dealt = parseEther('1')
    await supplyWeth(me, dealt)
    const hundred = parseUnits('100', 6)
    await execute(me, await planNow(me.address, lendingIntent('borrow', 'USDC', hundred)))
    await skip(client, DAY)
    // The debt grew for a day; the wallet holds a little more than it borrowed to repay it all.
    await deal(client, token('USDC'), me.address, parseUnits('101', 6))

    // "Máx. deuda": the form asks for everything, and a read ten minutes later still repays every wei.
    const owing = await read(me.address)
    const repayForm = checkForm('repay', 'USDC', allText('repay', 'USDC', owing) ?? '', owing, true)
    expect(repayForm.onChainAmount).toBe(maxUint256)
    await skip(client, 600)
    const repay = await planNow(me.address, lendingIntent('repay', 'USDC', maxUint256))
    expect(repay.calls.map((c) => [c.step, c.all ?? false])).toEqual([
      ['approve', false],
      ['repay', true],
      ['resetApproval', false],
    ])
    const repaid = await execute(me, repay)
    const repaidAt = repaid.at(-1)!.blockNumber
    expect(await balanceOf(debtTokenOf('USDC'), me.address, repaidAt)).toBe(0n)

    // "Máx. suministrado", read now; the user confirms a day later: the aWETH grew past the figure shown.
    const before = await read(me.address)
    const shown = before.reserves.WETH.supplied
    const form = checkForm('withdraw', 'WETH', allText('withdraw', 'WETH', before) ?? '', before, true)
    expect(form).toMatchObject({ amount: shown, onChainAmount: maxUint256, error: null })
    await skip(client, DAY)
    const plan = await planNow(me.address, lendingIntent('withdraw', 'WETH', form.onChainAmount ?? 0n))
    const [step] = plan.calls
    expect(step).toMatchObject({ step: 'withdraw', all: true, tokenKey: 'WETH' })
    expect(step!.amount).toBeGreaterThan(shown)
    const [withdrawn] = await execute(me, plan)
    const n = withdrawn!.blockNumber
    const aWeth = chain(1).aTokens?.WETH as Address
    expect(await balanceOf(aWeth, me.address, n)).toBe(0n)
    expect(await accountData(me.address, n)).toMatchObject({ collateral: 0n, debt: 0n })
    // Every wei came back: the scaled balance at the liquidity index of the withdraw's block (rayMul, half up).
    const scaled = await client.readContract({
      address: aWeth,
      abi: scaledAbi,
      functionName: 'scaledBalanceOf',
      args: [me.address],
      blockNumber: n - 1n,
    })
    const { liquidityIndex } = await client.readContract({
      address: pool(),
      abi: aavePoolAbi,
      functionName: 'getReserveData',
      args: [token('WETH')],
      blockNumber: n,
    })
    const back = await balanceOf(token('WETH'), me.address, n)
    expect(back).toBe((scaled * liquidityIndex + RAY / 2n) / RAY)
    expect(back).toBeGreaterThan(shown)
    expect(back).toBeGreaterThan(dealt)
  })

  it('a typed figure stays that figure: withdrawing what was read leaves the interest since then supplied', async () => {
    const me = await newWallet(client)
    await supplyWeth(me, parseEther('1'))
    const read1 = await read(me.address)
    const typed = read1.reserves.WETH.supplied
    const form = checkForm('withdraw', 'WETH', allText('withdraw', 'WETH', read1) ?? '', read1, false)
    expect(form.onChainAmount).toBe(typed)
    await skip(client, DAY)
    const plan = await planNow(me.address, lendingIntent('withdraw', 'WETH', typed))
    expect(plan.calls[0]).not.toHaveProperty('all')
    const [withdrawn] = await execute(me, plan)
    // What the user would have seen as a leftover without Max: a day of interest, still earning.
    expect(
      await balanceOf(chain(1).aTokens?.WETH as Address, me.address, withdrawn!.blockNumber),
    ).toBeGreaterThan(0n)
  })
})
