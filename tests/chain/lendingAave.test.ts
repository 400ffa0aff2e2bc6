import { type Address, maxUint256, parseEther, parseUnits } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import {
  BorrowCapError,
  checkBorrow,
  checkWithdraw,
  formatHealthFactor,
  LendingReadError,
  repayAllAllowance,
  UnsafeWithdrawError,
} from '../../src/domain/lending'
import { chain, deal, isolateEachTest } from './helpers/devnet'
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
import { allowanceOf, newWallet } from './protocols/support'
import { buildBorrowPlan, buildRepayPlan, buildWithdrawPlan } from './support/lendingIntents'
import { type Loopback, startRpcEndpoint } from './support/loopback'
import { freshAddress, testProfile } from './support/manifest'

describe('Aave lending through plans on the devnet (chain 1)', () => {
  isolateEachTest(client)
  const proxies: Loopback[] = []
  afterAll(async () => {
    await Promise.all(proxies.map((p) => p.close()))
  })

  it('supplies WETH, borrows exactly 100 USDC, repays all to exactly 0 and withdraws exactly the amount', async () => {
    const me = await newWallet(client)
    const supplied = await supplyWeth(me, parseEther('10'))
    expect(supplied.account.totalCollateralBase).toBe(30_000_00000000n)
    expect(supplied.reserves.WETH.supplied).toBe(parseEther('10'))
    expect(supplied.reserves.WETH.allowance).toBe(0n) // the exact approval was used up
    expect(formatHealthFactor(supplied.account.healthFactor)).toBe('∞')

    const hundred = parseUnits('100', 6)
    checkBorrow(supplied.account, supplied.reserves.USDC, hundred)
    const borrowPlan = buildBorrowPlan({
      profile: profile(),
      from: me.address,
      reserve: supplied.reserves.USDC,
      amount: hundred,
    })
    expect(borrowPlan.calls.map((c) => c.step)).toEqual(['borrow'])
    const [borrowed] = await execute(me, borrowPlan)
    const debtToken = debtTokenOf('USDC')
    expect(await balanceOf(debtToken, me.address, borrowed!.blockNumber)).toBe(hundred)
    expect(await balanceOf(token('USDC'), me.address, borrowed!.blockNumber)).toBe(hundred)

    // Interest accrues every second: the wallet needs a little more than it borrowed to repay everything.
    await deal(client, token('USDC'), me.address, parseUnits('101', 6))
    const owing = await read(me.address)
    expect(owing.reserves.USDC.debt).toBeGreaterThanOrEqual(hundred)
    const repay = buildRepayPlan({
      profile: profile(),
      from: me.address,
      reserve: owing.reserves.USDC,
      amount: maxUint256,
    })
    expect(repay.remainingDebt).toBe(0n)
    expect(repay.leavesDust).toBe(false)
    // The debt and an hour of interest at twice its rate, not the wallet's 101 USDC; then back to 0.
    const approval = repayAllAllowance(owing.reserves.USDC)
    expect(approval).toBeGreaterThan(owing.reserves.USDC.debt)
    expect(approval).toBeLessThan(parseUnits('100.01', 6))
    expect(repay.plan.calls.map((c) => [c.step, c.amount])).toEqual([
      ['approve', approval],
      ['repay', owing.reserves.USDC.debt],
      ['resetApproval', 0n],
    ])
    const [approved, repaid] = await execute(me, repay.plan)
    expect(await balanceOf(debtToken, me.address, repaid!.blockNumber)).toBe(0n)
    expect((await accountData(me.address, repaid!.blockNumber)).debt).toBe(0n)
    // Aave took the debt as it stood in its block; what it did not take stood until the plan's approve(0).
    const taken =
      (await balanceOf(token('USDC'), me.address, approved!.blockNumber)) -
      (await balanceOf(token('USDC'), me.address, repaid!.blockNumber))
    expect(taken).toBeGreaterThanOrEqual(owing.reserves.USDC.debt)
    expect(await allowanceOf(client, token('USDC'), me.address, pool(), repaid!.blockNumber)).toBe(
      approval - taken,
    )

    const free = await read(me.address)
    expect(free.account.totalDebtBase).toBe(0n)
    const four = parseEther('4')
    checkWithdraw(free.account, free.reserves.WETH, four, free.reserves.WETH.supplied)
    const wethBefore = await balanceOf(token('WETH'), me.address)
    const withdrawPlan = buildWithdrawPlan({
      profile: profile(),
      from: me.address,
      reserve: free.reserves.WETH,
      amount: four,
    })
    const [withdrawn] = await execute(me, withdrawPlan)
    // The wallet gets exactly the amount asked for, to the wei.
    expect(await balanceOf(token('WETH'), me.address, withdrawn!.blockNumber)).toBe(wethBefore + four)
    const aWeth = chain(1).aTokens?.WETH as Address
    const at = (n: bigint) => balanceOf(aWeth, me.address, n)
    // The aToken keeps a scaled balance (amount ÷ liquidity index, rounded half up in rays), so burning exactly
    // 4 WETH can move the shown balance by a wei or two either way (two roundings); and the supply interest earned between the block
    // before and the withdraw's block (other test files share this devnet and mine blocks in between) makes
    // it less. A few seconds of interest on 10 WETH is far below a millionth of an ether.
    const slack = parseEther('0.000001')
    const burnt = (await at(withdrawn!.blockNumber - 1n)) - (await at(withdrawn!.blockNumber))
    expect(burnt).toBeLessThanOrEqual(four + 2n)
    expect(burnt).toBeGreaterThan(four - slack)
    const before = await accountData(me.address, withdrawn!.blockNumber - 1n)
    const after = await accountData(me.address, withdrawn!.blockNumber)
    // 4 WETH × $3000 in the oracle's 8 decimals, give or take that wei's and that interest's worth.
    const fell = before.collateral - after.collateral
    expect(fell).toBeLessThanOrEqual(12_000_00000000n + 1n) // 2 wei of WETH are worth far less than 1e-8 USD
    expect(fell).toBeGreaterThan(12_000_00000000n - 1_00000000n / 100n)
  })

  it('withdraws everything with no debt through the withdraw-all amount, leaving exactly 0', async () => {
    const me = await newWallet(client)
    const supplied = await supplyWeth(me, parseEther('2'))
    const plan = buildWithdrawPlan({
      profile: profile(),
      from: me.address,
      reserve: supplied.reserves.WETH,
      amount: supplied.reserves.WETH.supplied,
    })
    expect(plan.intent).toMatchObject({ kind: 'withdraw', amount: maxUint256 })
    const [done] = await execute(me, plan)
    expect(await balanceOf(chain(1).aTokens?.WETH as Address, me.address, done!.blockNumber)).toBe(0n)
    expect(await balanceOf(token('WETH'), me.address, done!.blockNumber)).toBeGreaterThanOrEqual(
      parseEther('2'),
    )
  })

  it("shows the health factor as getUserAccountData's, truncated to two decimals", async () => {
    const me = await newWallet(client)
    const supplied = await supplyWeth(me, parseEther('10'))
    // 10 WETH × $3000 × 0.83 / $7000 = 3.5571…: rounding would say 3.56, Aave's number truncates to 3.55.
    await execute(
      me,
      buildBorrowPlan({
        profile: profile(),
        from: me.address,
        reserve: supplied.reserves.USDC,
        amount: parseUnits('7000', 6),
      }),
    )
    const snap = await read(me.address)
    const onChain = await accountData(me.address, snap.blockNumber)
    expect(snap.account.healthFactor).toBe(onChain.healthFactor)
    const expected = onChain.healthFactor / 10n ** 16n
    expect(formatHealthFactor(snap.account.healthFactor, 'en')).toBe(`${expected / 100n}.${expected % 100n}`)
    expect(formatHealthFactor(snap.account.healthFactor, 'en')).toBe('3.55')
    expect(formatHealthFactor(snap.account.healthFactor, 'es-AR')).toBe('3,55')
  })

  it('refuses a borrow above 99 % of available, and allows exactly 99 %', async () => {
    const me = await newWallet(client)
    const s = await supplyWeth(me, parseEther('10'))
    expect(s.account.availableBorrowsBase).toBe(24_150_00000000n)
    const usdc = s.reserves.USDC
    expect(usdc.priceBase).toBe(1_00000000n)
    expect(() => checkBorrow(s.account, usdc, parseUnits('23908.51', 6))).toThrowError(BorrowCapError)
    expect(() => checkBorrow(s.account, usdc, parseUnits('23908.51', 6))).toThrowError(
      'Amount exceeds available to borrow ($24,150.00). Lower the amount.',
    )
    const cap = parseUnits('23908.5', 6)
    checkBorrow(s.account, usdc, cap)
    const [done] = await execute(
      me,
      buildBorrowPlan({ profile: profile(), from: me.address, reserve: usdc, amount: cap }),
    )
    expect(await balanceOf(chain(1).variableDebtTokens?.USDC as Address, me.address, done!.blockNumber)).toBe(
      cap,
    )
  })

  it('refuses a withdraw that would take the health factor below 1, as the Pool would', async () => {
    const me = await newWallet(client)
    const s = await supplyWeth(me, parseEther('10'))
    await execute(
      me,
      buildBorrowPlan({
        profile: profile(),
        from: me.address,
        reserve: s.reserves.USDC,
        amount: parseUnits('7000', 6),
      }),
    )
    const owing = await read(me.address)
    const eight = parseEther('8')
    expect(() =>
      checkWithdraw(owing.account, owing.reserves.WETH, eight, owing.reserves.WETH.supplied),
    ).toThrowError(UnsafeWithdrawError)
    expect(() =>
      checkWithdraw(owing.account, owing.reserves.WETH, maxUint256, owing.reserves.WETH.supplied),
    ).toThrowError(UnsafeWithdrawError)
    const plan = buildWithdrawPlan({
      profile: profile(),
      from: me.address,
      reserve: owing.reserves.WETH,
      amount: eight,
    })
    await expect(
      client.call({ account: me.address, to: plan.calls[0]?.to, data: plan.calls[0]?.data }),
    ).rejects.toThrow()
    // 5 WETH keeps 15000 × 0.83 / 7000 ≈ 1.78: allowed.
    checkWithdraw(owing.account, owing.reserves.WETH, parseEther('5'), owing.reserves.WETH.supplied)
  })

  it('reads the whole position in one HTTP request', async () => {
    const me = await newWallet(client)
    await supplyWeth(me, parseEther('1'))
    const proxy = await startRpcEndpoint({ kind: 'forward', target: chain(1).rpcUrl })
    proxies.push(proxy)
    const p = testProfile({ ethereum: [proxy.url] })
    p.networks.ethereum.rpcUrls = [proxy.url]
    const snap = await read(me.address, p)
    expect(proxy.requests).toBe(1)
    expect(snap.reserves.WETH.supplied).toBe(parseEther('1'))
    expect(Object.keys(snap.reserves)).toEqual(['USDC', 'USDT', 'DAI', 'WETH', 'WBTC', 'LINK'])
    for (const r of Object.values(snap.reserves)) {
      expect(r.ratesFromChain, r.asset).toBe(true)
      expect(r.borrowRate, r.asset).toBeGreaterThan(r.supplyRate)
      expect(r.utilizationBps, r.asset).toBe((r.totalDebt * 10_000n) / r.totalLiquidity)
      expect(r.priceBase, r.asset).toBeGreaterThan(0n)
    }
    expect(snap.reserves.USDC.decimals).toBe(6)
    expect(snap.reserves.WBTC.decimals).toBe(8)
    expect(snap.reserves.WETH.liquidationThresholdBps).toBe(8300n)
    expect(snap.reserves.WETH.priceBase).toBe(3000_00000000n)
    expect(snap.nativeBalance).toBe(
      await client.getBalance({ address: me.address, blockNumber: snap.blockNumber }),
    )
  })

  it('gives zeros with a warning flag when the Pool has no code', async () => {
    const p = profile()
    p.networks.ethereum.contracts = { ...p.networks.ethereum.contracts, aavePool: freshAddress() }
    const snap = await read(freshAddress(), p)
    expect(snap.poolMissing).toBe(true)
    expect(snap.account).toEqual({
      totalCollateralBase: 0n,
      totalDebtBase: 0n,
      availableBorrowsBase: 0n,
      currentLiquidationThreshold: 0n,
      ltv: 0n,
      healthFactor: 0n,
    })
  })

  it("says 'Failed to fetch your Aave position' when the node cannot answer", async () => {
    const down = await startRpcEndpoint({ kind: 'status', status: 503 })
    proxies.push(down)
    const p = profile()
    p.networks.ethereum.rpcUrls = [down.url]
    const error = await read(freshAddress(), p).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LendingReadError)
    expect((error as LendingReadError).shortMessage).toBe('Failed to fetch your Aave position')
  })
})
