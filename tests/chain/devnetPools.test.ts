import { type Address, maxUint256, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { comet, convexBooster, convexRewards, curve3pool } from './helpers/abis'
import {
  approveAll,
  chain,
  DAY,
  deal,
  devnetClient,
  freshAccount,
  fundedAccount,
  isolateEachTest,
  readAsMined,
  send,
  skip,
  tokenBalance,
  YEAR,
} from './helpers/devnet'

const client = devnetClient(1)
const balanceOf = (token: Address, who: Address) => tokenBalance(client, token, who)

describe('Compound v3 cUSDCv3', () => {
  isolateEachTest(client)

  it('supplies USDC, earns at getSupplyRate(getUtilization()) and withdraws', async () => {
    const address = chain(1).contracts.comet as Address
    const usdc = chain(1).tokens.USDC as Address
    expect(address).toBe('0xc3d688B66703497DAA19211EEdff47f25384cdc3')
    expect(await client.readContract({ address, abi: comet, functionName: 'baseToken' })).toBe(usdc)
    const utilization = await client.readContract({ address, abi: comet, functionName: 'getUtilization' })
    expect(Number(utilization) / 1e18).toBeGreaterThan(0.5)
    const rate = await client.readContract({
      address,
      abi: comet,
      functionName: 'getSupplyRate',
      args: [utilization],
    })
    const apr = (Number(rate) * YEAR) / 1e18
    expect(apr).toBeGreaterThan(0.02)
    expect(apr).toBeLessThan(0.1)

    const me = await fundedAccount(client, usdc, parseUnits('10000', 6), address)
    await send(client, me, {
      address,
      abi: comet,
      functionName: 'supply',
      args: [usdc, parseUnits('10000', 6)],
    })
    const start = await client.readContract({ address, abi: comet, functionName: 'balanceOf', args: [me] })
    expect(start).toBeGreaterThanOrEqual(parseUnits('9999.99', 6))
    await skip(client, 30 * DAY)
    const grown = await client.readContract({ address, abi: comet, functionName: 'balanceOf', args: [me] })
    expect(Number(grown - start) / Number(start)).toBeCloseTo((apr * 30) / 365, 3)
    await send(client, me, { address, abi: comet, functionName: 'withdraw', args: [usdc, maxUint256] })
    expect(await balanceOf(usdc, me)).toBeGreaterThanOrEqual(grown)
    expect(await client.readContract({ address, abi: comet, functionName: 'balanceOf', args: [me] })).toBe(0n)
  })
})

describe('Curve 3pool and Convex', () => {
  isolateEachTest(client)

  /**
   * Adds `amount` USDC from `me` (who holds no 3Crv yet): the quote read a block before, the deposit's receipt
   * and the 3Crv it minted — what `me` holds from then on, which is the quote only if the clock did not tick
   * between the two blocks.
   */
  const addUsdc = async (me: Address, amount: bigint) => {
    const pool = chain(1).contracts.curve3pool as Address
    const usdc = chain(1).tokens.USDC as Address
    await deal(client, usdc, me, amount)
    await approveAll(client, me, usdc, pool)
    const quoted = await client.readContract({
      address: pool,
      abi: curve3pool,
      functionName: 'calc_token_amount',
      args: [[0n, amount, 0n], true],
    })
    const added = await send(client, me, {
      address: pool,
      abi: curve3pool,
      functionName: 'add_liquidity',
      args: [[0n, amount, 0n], (quoted * 99n) / 100n],
    })
    return { quoted, added, minted: await balanceOf(chain(1).contracts.curve3crv as Address, me) }
  }

  it('adds USDC liquidity for 3Crv, the virtual price grows, and removes as USDC', async () => {
    const c = chain(1)
    const pool = c.contracts.curve3pool as Address
    const lp = c.contracts.curve3crv as Address
    expect(pool).toBe('0xbEbc44782C7dB0a1A60Cb6fe97d0b483032FF1C7')
    const coins = await Promise.all(
      [0n, 1n, 2n].map((i) =>
        client.readContract({ address: pool, abi: curve3pool, functionName: 'coins', args: [i] }),
      ),
    )
    expect(coins).toEqual([c.tokens.DAI, c.tokens.USDC, c.tokens.USDT])
    expect(
      await client.readContract({ address: pool, abi: curve3pool, functionName: 'balances', args: [1n] }),
    ).toBeGreaterThan(0n)
    const me = await freshAccount(client)
    const amount = parseUnits('1000', 6)
    const { quoted, added, minted } = await addUsdc(me, amount)
    // As on mainnet, calc_token_amount leaves the fee out: a one-coin deposit into the balanced pool pays
    // 0.01 % × 3/8 on the 4/3 of it that moves the pool off balance, 0.005 % of what the quote (as of the
    // deposit's block) says. The quote read a block before can only be a hair more.
    const asMined = await readAsMined(client, added, {
      address: pool,
      abi: curve3pool,
      functionName: 'calc_token_amount',
      args: [[0n, amount, 0n], true],
    })
    expect(asMined).toBeLessThanOrEqual(quoted)
    expect(asMined - minted).toBeGreaterThanOrEqual((asMined * 49n) / 1_000_000n)
    expect(asMined - minted).toBeLessThanOrEqual((asMined * 51n) / 1_000_000n)
    const vp = await client.readContract({
      address: pool,
      abi: curve3pool,
      functionName: 'get_virtual_price',
    })
    await skip(client, YEAR / 2)
    expect(
      await client.readContract({ address: pool, abi: curve3pool, functionName: 'get_virtual_price' }),
    ).toBeGreaterThan(vp)
    await send(client, me, {
      address: pool,
      abi: curve3pool,
      functionName: 'remove_liquidity_one_coin',
      args: [minted, 1n, 0n],
    })
    expect(await balanceOf(lp, me)).toBe(0n)
    expect(await balanceOf(c.tokens.USDC as Address, me)).toBeGreaterThan(parseUnits('1009', 6)) // 2 %/year for half a year
  })

  it('deposits 3Crv into Convex with stake, earns CRV, and withdraws back to 3Crv', async () => {
    const c = chain(1)
    const booster = c.contracts.convexBooster as Address
    expect(booster).toBe('0xF403C135812408BFbE8713b5A23a04b3D48AAE31')
    const pid = BigInt(c.markets?.convexPid ?? 0)
    const [lptoken, , , crvRewards] = await client.readContract({
      address: booster,
      abi: convexBooster,
      functionName: 'poolInfo',
      args: [pid],
    })
    expect(lptoken).toBe(c.contracts.curve3crv)
    expect(crvRewards.toLowerCase()).toBe(c.contracts.convexRewardPool?.toLowerCase())

    const me = await freshAccount(client)
    const { minted: lp } = await addUsdc(me, parseUnits('10000', 6))
    await approveAll(client, me, lptoken, booster)
    await send(client, me, {
      address: booster,
      abi: convexBooster,
      functionName: 'deposit',
      args: [pid, lp, true],
    })
    expect(
      await client.readContract({
        address: crvRewards,
        abi: convexRewards,
        functionName: 'balanceOf',
        args: [me],
      }),
    ).toBe(lp)

    await skip(client, 30 * DAY)
    const earned = await client.readContract({
      address: crvRewards,
      abi: convexRewards,
      functionName: 'earned',
      args: [me],
    })
    // ~4 %/year of ~$10k in CRV at $0.50 ≈ 66 CRV a month
    expect(earned).toBeGreaterThan(parseEther('50'))
    expect(earned).toBeLessThan(parseEther('80'))
    await send(client, me, { address: crvRewards, abi: convexRewards, functionName: 'getReward', args: [] })
    expect(await balanceOf(c.contracts.crv as Address, me)).toBeGreaterThanOrEqual(earned)

    await send(client, me, {
      address: crvRewards,
      abi: convexRewards,
      functionName: 'withdrawAndUnwrap',
      args: [lp, false],
    })
    expect(await balanceOf(lptoken, me)).toBe(lp)
    expect(
      await client.readContract({
        address: crvRewards,
        abi: convexRewards,
        functionName: 'balanceOf',
        args: [me],
      }),
    ).toBe(0n)
  })

  it('also withdraws unstaked deposits through the booster', async () => {
    const c = chain(1)
    const booster = c.contracts.convexBooster as Address
    const me = await freshAccount(client)
    const { minted: lp } = await addUsdc(me, parseUnits('100', 6))
    await approveAll(client, me, c.contracts.curve3crv as Address, booster)
    await send(client, me, {
      address: booster,
      abi: convexBooster,
      functionName: 'deposit',
      args: [0n, lp, false],
    })
    expect(await balanceOf(c.contracts.convexDepositToken as Address, me)).toBe(lp)
    await send(client, me, { address: booster, abi: convexBooster, functionName: 'withdraw', args: [0n, lp] })
    expect(await balanceOf(c.contracts.curve3crv as Address, me)).toBe(lp)
  })
})
