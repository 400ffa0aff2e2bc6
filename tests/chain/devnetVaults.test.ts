import { type Address, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { beefy, erc4626, sUSDe, yearn } from './helpers/abis'
import {
  chain,
  DAY,
  devnetClient,
  fundedAccount,
  isolateEachTest,
  manifest,
  send,
  skip,
  tokenBalance,
  YEAR,
} from './helpers/devnet'

const client = devnetClient(1)
const balanceOf = (token: Address, who: Address) => tokenBalance(client, token, who)

describe('Ethena sUSDe', () => {
  isolateEachTest(client)

  it('stakes USDe, grows, and unstakes through the 7-day cooldown', async () => {
    const c = chain(1)
    const vault = c.contracts.sUSDe as Address
    const usde = c.tokens.USDe as Address
    expect(vault).toBe('0x9D39A5DE30e57443BfF2A8307A4256c8797A3497')
    expect(await client.readContract({ address: vault, abi: erc4626, functionName: 'asset' })).toBe(usde)
    const me = await fundedAccount(client, usde, parseEther('1000'), vault)
    await send(client, me, {
      address: vault,
      abi: erc4626,
      functionName: 'deposit',
      args: [parseEther('1000'), me],
    })
    const shares = await balanceOf(vault, me)
    expect(shares).toBeLessThan(parseEther('1000')) // a share is worth more than 1 USDe

    const before = await client.readContract({
      address: vault,
      abi: erc4626,
      functionName: 'convertToAssets',
      args: [shares],
    })
    await skip(client, YEAR / 12)
    const after = await client.readContract({
      address: vault,
      abi: erc4626,
      functionName: 'convertToAssets',
      args: [shares],
    })
    expect(Number(after - before) / Number(before)).toBeCloseTo(0.09 / 12, 3)

    expect(await client.readContract({ address: vault, abi: sUSDe, functionName: 'cooldownDuration' })).toBe(
      7 * DAY,
    )
    await expect(
      client.simulateContract({
        account: me,
        address: vault,
        abi: [...erc4626, ...sUSDe],
        functionName: 'redeem',
        args: [shares, me, me],
      }),
    ).rejects.toThrow(/OperationNotAllowed/)
    await send(client, me, { address: vault, abi: sUSDe, functionName: 'cooldownShares', args: [shares] })
    const [end, amount] = await client.readContract({
      address: vault,
      abi: sUSDe,
      functionName: 'cooldowns',
      args: [me],
    })
    expect(amount).toBeGreaterThanOrEqual(after)
    expect(end).toBeGreaterThan(0n)
    await expect(
      client.simulateContract({
        account: me,
        address: vault,
        abi: sUSDe,
        functionName: 'unstake',
        args: [me],
      }),
    ).rejects.toThrow(/InvalidCooldown/)
    await skip(client, 7 * DAY)
    await send(client, me, { address: vault, abi: sUSDe, functionName: 'unstake', args: [me] })
    expect(await balanceOf(usde, me)).toBe(amount)
  })

  it('redeems directly when the owner turns the cooldown off', async () => {
    const vault = chain(1).contracts.sUSDe as Address
    const usde = chain(1).tokens.USDe as Address
    await client.impersonateAccount({ address: manifest().owner })
    await send(client, manifest().owner, {
      address: vault,
      abi: sUSDe,
      functionName: 'setCooldownDuration',
      args: [0],
    })
    const me = await fundedAccount(client, usde, parseEther('100'), vault)
    await send(client, me, {
      address: vault,
      abi: erc4626,
      functionName: 'deposit',
      args: [parseEther('100'), me],
    })
    await skip(client, 30 * DAY)
    await send(client, me, {
      address: vault,
      abi: erc4626,
      functionName: 'redeem',
      args: [await balanceOf(vault, me), me, me],
    })
    expect(await balanceOf(usde, me)).toBeGreaterThan(parseEther('100.5'))
  })
})

describe('Yearn v3 yvUSDC-1', () => {
  isolateEachTest(client)

  it('deposits USDC, pricePerShare grows, and redeems for more', async () => {
    const vault = chain(1).contracts.yearnUsdcVault as Address
    const usdc = chain(1).tokens.USDC as Address
    expect(vault).toBe('0xBe53A109B494E5c9f97b9Cd39Fe969BE68BF6204')
    const me = await fundedAccount(client, usdc, parseUnits('5000', 6), vault)
    await send(client, me, {
      address: vault,
      abi: erc4626,
      functionName: 'deposit',
      args: [parseUnits('5000', 6), me],
    })
    const pps = await client.readContract({ address: vault, abi: yearn, functionName: 'pricePerShare' })
    expect(pps).toBeGreaterThan(1_000_000n)
    await skip(client, 90 * DAY)
    expect(
      await client.readContract({ address: vault, abi: yearn, functionName: 'pricePerShare' }),
    ).toBeGreaterThan(pps)
    await send(client, me, {
      address: vault,
      abi: erc4626,
      functionName: 'redeem',
      args: [await balanceOf(vault, me), me, me],
    })
    const back = await balanceOf(usdc, me)
    expect(back).toBeGreaterThan(parseUnits('5050', 6)) // 5 % APR for a quarter ≈ 1.25 %
    expect(back).toBeLessThan(parseUnits('5070', 6))
  })
})

describe('Beefy vault', () => {
  isolateEachTest(client)

  it('deposits its want token, getPricePerFullShare grows, and withdraws for more', async () => {
    const vault = chain(1).contracts.beefyVault as Address
    const usdc = chain(1).tokens.USDC as Address
    expect(await client.readContract({ address: vault, abi: beefy, functionName: 'want' })).toBe(usdc)
    const me = await fundedAccount(client, usdc, parseUnits('1000', 6), vault)
    await send(client, me, {
      address: vault,
      abi: beefy,
      functionName: 'deposit',
      args: [parseUnits('1000', 6)],
    })
    const ppfs = await client.readContract({
      address: vault,
      abi: beefy,
      functionName: 'getPricePerFullShare',
    })
    const tvl = await client.readContract({ address: vault, abi: beefy, functionName: 'balance' })
    await skip(client, YEAR / 4)
    expect(
      await client.readContract({ address: vault, abi: beefy, functionName: 'getPricePerFullShare' }),
    ).toBeGreaterThan(ppfs)
    expect(
      await client.readContract({ address: vault, abi: beefy, functionName: 'balance' }),
    ).toBeGreaterThan(tvl)
    await send(client, me, {
      address: vault,
      abi: beefy,
      functionName: 'withdraw',
      args: [await balanceOf(vault, me)],
    })
    expect(await balanceOf(usdc, me)).toBeGreaterThan(parseUnits('1014', 6)) // 6 % APR for a quarter
  })
})
