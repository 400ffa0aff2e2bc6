import { type Address, maxUint256, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { aaveDataProvider, aavePool, erc20 } from './helpers/abis'
import { chain, deal, devnetClient, freshAccount, isolateEachTest, send } from './helpers/devnet'

const client = devnetClient(1)

describe('Aave v3 (real bytecode) on chain 1', () => {
  isolateEachTest(client)
  const c = () => chain(1)
  const pool = () => c().contracts.aavePool as Address
  const accountData = async (user: Address) => {
    const [collateral, debt, available, , , healthFactor] = await client.readContract({
      address: pool(),
      abi: aavePool,
      functionName: 'getUserAccountData',
      args: [user],
    })
    return { collateral, debt, available, healthFactor }
  }

  it('sits at the mainnet Pool address behind the mainnet PoolAddressesProvider', () => {
    expect(c().contracts.aavePool).toBe('0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2')
    expect(c().contracts.aavePoolAddressesProvider).toBe('0x2f39d218133AFaB8F2B819B1066c7E434Ad94E9e')
  })

  it('supply WETH → borrow USDC (mode 2) → repay → withdraw, with account data following', async () => {
    const me = await freshAccount(client)
    const weth = c().tokens.WETH as Address
    const usdc = c().tokens.USDC as Address
    await send(client, me, {
      address: weth,
      abi: [{ type: 'function', name: 'deposit', inputs: [], outputs: [], stateMutability: 'payable' }],
      functionName: 'deposit',
      value: parseEther('10'),
    })
    await send(client, me, { address: weth, abi: erc20, functionName: 'approve', args: [pool(), maxUint256] })
    await send(client, me, {
      address: pool(),
      abi: aavePool,
      functionName: 'supply',
      args: [weth, parseEther('10'), me, 0],
    })

    const supplied = await accountData(me)
    expect(supplied.collateral).toBe(30_000_00000000n) // 10 WETH × $3000, base currency has 8 decimals
    expect(supplied.debt).toBe(0n)
    expect(supplied.available).toBe(24_150_00000000n) // 80.5 % LTV
    expect(supplied.healthFactor).toBe(maxUint256)
    const aWeth = c().aTokens?.WETH as Address
    expect(
      await client.readContract({ address: aWeth, abi: erc20, functionName: 'balanceOf', args: [me] }),
    ).toBe(parseEther('10'))

    await send(client, me, {
      address: pool(),
      abi: aavePool,
      functionName: 'borrow',
      args: [usdc, parseUnits('6000', 6), 2n, 0, me],
    })
    const borrowed = await accountData(me)
    expect(borrowed.debt).toBeGreaterThanOrEqual(6_000_00000000n)
    expect(borrowed.available).toBeLessThan(supplied.available - 5_999_00000000n)
    expect(borrowed.healthFactor).toBeLessThan(5n * 10n ** 18n)
    expect(borrowed.healthFactor).toBeGreaterThan(10n ** 18n)
    const debtToken = c().variableDebtTokens?.USDC as Address
    expect(
      await client.readContract({ address: debtToken, abi: erc20, functionName: 'balanceOf', args: [me] }),
    ).toBeGreaterThanOrEqual(parseUnits('6000', 6))

    // Interest makes the debt a little larger than what was borrowed: top up, then repay it all.
    await deal(client, usdc, me, parseUnits('6100', 6))
    await send(client, me, { address: usdc, abi: erc20, functionName: 'approve', args: [pool(), maxUint256] })
    await send(client, me, {
      address: pool(),
      abi: aavePool,
      functionName: 'repay',
      args: [usdc, maxUint256, 2n, me],
    })
    expect((await accountData(me)).debt).toBe(0n)

    await send(client, me, {
      address: pool(),
      abi: aavePool,
      functionName: 'withdraw',
      args: [weth, maxUint256, me],
    })
    const done = await accountData(me)
    expect(done.collateral).toBe(0n)
    expect(
      await client.readContract({ address: weth, abi: erc20, functionName: 'balanceOf', args: [me] }),
    ).toBeGreaterThanOrEqual(parseEther('10'))
  })

  it('has all six reserves with rates that rise with utilization', async () => {
    const dp = c().contracts.aaveDataProvider as Address
    for (const symbol of ['USDC', 'USDT', 'DAI', 'WETH', 'WBTC', 'LINK']) {
      const r = await client.readContract({
        address: dp,
        abi: aaveDataProvider,
        functionName: 'getReserveData',
        args: [c().tokens[symbol] as Address],
      })
      expect(r[2], `${symbol} supplied`).toBeGreaterThan(0n)
      expect(r[5], `${symbol} supply rate`).toBeGreaterThan(0n)
      expect(r[6], `${symbol} borrow rate`).toBeGreaterThan(r[5])
    }
    const dai = c().tokens.DAI as Address
    const before = await client.readContract({
      address: dp,
      abi: aaveDataProvider,
      functionName: 'getReserveData',
      args: [dai],
    })
    const me = await freshAccount(client)
    const weth = c().tokens.WETH as Address
    await deal(client, weth, me, parseEther('1000'))
    await client.setBalance({ address: weth, value: parseEther('100000') })
    await send(client, me, { address: weth, abi: erc20, functionName: 'approve', args: [pool(), maxUint256] })
    await send(client, me, {
      address: pool(),
      abi: aavePool,
      functionName: 'supply',
      args: [weth, parseEther('1000'), me, 0],
    })
    await send(client, me, {
      address: pool(),
      abi: aavePool,
      functionName: 'borrow',
      args: [dai, parseEther('500000'), 2n, 0, me],
    })
    const after = await client.readContract({
      address: dp,
      abi: aaveDataProvider,
      functionName: 'getReserveData',
      args: [dai],
    })
    expect(after[6]).toBeGreaterThan(before[6])
    expect(after[5]).toBeGreaterThan(before[5])
  })
})
