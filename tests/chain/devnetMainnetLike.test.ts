import { type Address, maxUint256, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { setProtocolFaults } from '../../devnet/index.mjs'
import { comet, convexBooster, curve3pool, erc4626, weth, yearn } from './helpers/abis'
import {
  approveAll,
  chain,
  deal,
  devnetClient,
  freshAccount,
  fundedAccount,
  isolateEachTest,
  readAsMined,
  send,
  tokenBalance,
} from './helpers/devnet'

/**
 * The devnet's written protocols behave as their mainnet contracts do when something goes wrong (issue 42):
 * each switched on through setProtocolFaults, the owner-only functions mainnet's managers call.
 */
const client = devnetClient(1)
const c1 = () => chain(1)
const usdc = () => c1().tokens.USDC as Address
const balanceOf = (token: Address, who: Address) => tokenBalance(client, token, who)

describe('Yearn v3: a strategy that loses or holds liquidity back, and a deposit limit (VaultV3.vy)', () => {
  isolateEachTest(client)
  const vault = () => c1().contracts.yearnUsdcVault as Address

  const depositor = async (amount: bigint) => {
    const me = await fundedAccount(client, usdc(), amount, vault())
    await send(client, me, { address: vault(), abi: erc4626, functionName: 'deposit', args: [amount, me] })
    return me
  }

  it('refuses a withdraw whose loss exceeds max_loss (0 by default), pays assets less the loss within it, and redeem accepts any loss by default', async () => {
    const me = await depositor(parseUnits('1000', 6))
    await setProtocolFaults(c1(), { yearn: { lossBps: 30n } }) // 0.3 %
    const asked = parseUnits('100', 6)
    await expect(
      send(client, me, { address: vault(), abi: erc4626, functionName: 'withdraw', args: [asked, me, me] }),
    ).rejects.toThrow(/too much loss/)
    await expect(
      send(client, me, {
        address: vault(),
        abi: yearn,
        functionName: 'withdraw',
        args: [asked, me, me, 29n],
      }),
    ).rejects.toThrow(/too much loss/)
    // The default ERC-4626 maxWithdraw is max_loss 0: nothing; at 0.3 % the whole position (all freeable).
    expect(
      await client.readContract({ address: vault(), abi: yearn, functionName: 'maxWithdraw', args: [me] }),
    ).toBe(0n)
    expect(
      await client.readContract({
        address: vault(),
        abi: yearn,
        functionName: 'maxWithdraw',
        args: [me, 30n, []],
      }),
    ).toBeGreaterThan(parseUnits('999', 6))
    await send(client, me, {
      address: vault(),
      abi: yearn,
      functionName: 'withdraw',
      args: [asked, me, me, 30n],
    })
    expect(await balanceOf(usdc(), me)).toBe(asked - (asked * 30n) / 10_000n) // 99.7 USDC
    // redeem's default max_loss is MAX_BPS: "withdraw all" takes whatever loss there is.
    const shares = await balanceOf(vault(), me)
    const worth = await client.readContract({
      address: vault(),
      abi: erc4626,
      functionName: 'previewRedeem',
      args: [shares],
    })
    const redeemed = await send(client, me, {
      address: vault(),
      abi: erc4626,
      functionName: 'redeem',
      args: [shares, me, me],
    })
    const paid = (await balanceOf(usdc(), me)) - (asked - (asked * 30n) / 10_000n)
    const asMined = await readAsMined(client, redeemed, {
      address: vault(),
      abi: erc4626,
      functionName: 'previewRedeem',
      args: [shares],
    })
    expect(asMined).toBeGreaterThanOrEqual(worth)
    expect(paid).toBe(asMined - (asMined * 30n) / 10_000n)
  })

  it('refuses a withdraw the strategy cannot free ("insufficient assets in vault") and caps maxWithdraw/maxRedeem at what it can', async () => {
    const me = await depositor(parseUnits('1000', 6))
    const total = await client.readContract({ address: vault(), abi: erc4626, functionName: 'totalAssets' })
    const freeable = parseUnits('400', 6)
    await setProtocolFaults(c1(), { yearn: { lockedAssets: total - freeable } })
    await expect(
      send(client, me, {
        address: vault(),
        abi: yearn,
        functionName: 'withdraw',
        args: [parseUnits('500', 6), me, me, 1n],
      }),
    ).rejects.toThrow(/insufficient assets in vault/)
    // Read at one mined block: the vault earns by the second, so what it can free grows with the clock (a loaded
    // machine's reads land seconds after the fault was set).
    const at = { blockNumber: await client.getBlockNumber() }
    const totalAt = await client.readContract({
      address: vault(),
      abi: erc4626,
      functionName: 'totalAssets',
      ...at,
    })
    const freeableAt = totalAt - (total - freeable)
    const max = await client.readContract({
      address: vault(),
      abi: yearn,
      functionName: 'maxWithdraw',
      args: [me],
      ...at,
    })
    expect(max).toBeLessThanOrEqual(freeableAt)
    expect(max).toBeGreaterThan(freeableAt - parseUnits('0.01', 6))
    await send(client, me, {
      address: vault(),
      abi: yearn,
      functionName: 'withdraw',
      args: [max, me, me, 1n],
    })
    expect(await balanceOf(usdc(), me)).toBe(max)
  })

  it('refuses deposits past deposit_limit ("exceed deposit limit") and says so in maxDeposit', async () => {
    const total = await client.readContract({ address: vault(), abi: erc4626, functionName: 'totalAssets' })
    await setProtocolFaults(c1(), { yearn: { depositLimit: total + parseUnits('50', 6) } })
    const me = await fundedAccount(client, usdc(), parseUnits('100', 6), vault())
    const room = await client.readContract({
      address: vault(),
      abi: yearn,
      functionName: 'maxDeposit',
      args: [me],
    })
    expect(room).toBeLessThanOrEqual(parseUnits('50', 6))
    expect(room).toBeGreaterThan(parseUnits('49.99', 6))
    await expect(
      send(client, me, {
        address: vault(),
        abi: erc4626,
        functionName: 'deposit',
        args: [parseUnits('100', 6), me],
      }),
    ).rejects.toThrow(/exceed deposit limit/)
  })
})

describe('Compound v3: a withdraw above the supplied balance borrows against collateral; supply and withdraw pause (Comet.sol)', () => {
  isolateEachTest(client)
  const address = () => c1().contracts.comet as Address

  it('pays the supplied balance and lends the rest, exactly, when WETH backs it', async () => {
    const me = await fundedAccount(client, usdc(), parseUnits('1000', 6), address())
    await send(client, me, {
      address: address(),
      abi: comet,
      functionName: 'supply',
      args: [usdc(), parseUnits('1000', 6)],
    })
    // Without collateral the same withdraw is refused, as mainnet's NotCollateralized().
    await expect(
      send(client, me, {
        address: address(),
        abi: comet,
        functionName: 'withdraw',
        args: [usdc(), parseUnits('3000', 6)],
      }),
    ).rejects.toThrow(/NotCollateralized/)
    const wethAt = c1().tokens.WETH as Address
    await send(client, me, { address: wethAt, abi: weth, functionName: 'deposit', value: parseEther('1') })
    await approveAll(client, me, wethAt, address())
    await send(client, me, {
      address: address(),
      abi: comet,
      functionName: 'supply',
      args: [wethAt, parseEther('1')],
    })
    expect(
      await client.readContract({
        address: address(),
        abi: comet,
        functionName: 'collateralBalanceOf',
        args: [me, wethAt],
      }),
    ).toBe(parseEther('1'))
    const before = await client.readContract({
      address: address(),
      abi: comet,
      functionName: 'balanceOf',
      args: [me],
    })
    const withdrawn = await send(client, me, {
      address: address(),
      abi: comet,
      functionName: 'withdraw',
      args: [usdc(), parseUnits('3000', 6)],
    })
    expect(await balanceOf(usdc(), me)).toBe(parseUnits('3000', 6))
    expect(
      await client.readContract({ address: address(), abi: comet, functionName: 'balanceOf', args: [me] }),
    ).toBe(0n)
    const supplied = await readAsMined(client, withdrawn, {
      address: address(),
      abi: comet,
      functionName: 'balanceOf',
      args: [me],
    })
    expect(supplied).toBeGreaterThanOrEqual(before)
    const owed = await client.readContract({
      address: address(),
      abi: comet,
      functionName: 'borrowBalanceOf',
      args: [me],
    })
    // The loan is what the supplied balance did not cover, rounded up by at most a unit.
    expect(owed - (parseUnits('3000', 6) - supplied)).toBeGreaterThanOrEqual(0n)
    expect(owed - (parseUnits('3000', 6) - supplied)).toBeLessThanOrEqual(1n)
    expect(
      await client.readContract({
        address: address(),
        abi: comet,
        functionName: 'isBorrowCollateralized',
        args: [me],
      }),
    ).toBe(true)
    // 1 WETH at US$ 3 000 × 0.83 lends at most US$ 2 490: another 1 000 is refused.
    await expect(
      send(client, me, {
        address: address(),
        abi: comet,
        functionName: 'withdraw',
        args: [usdc(), parseUnits('1000', 6)],
      }),
    ).rejects.toThrow(/NotCollateralized/)
  })

  it('refuses supply and withdraw while paused (Paused())', async () => {
    const me = await fundedAccount(client, usdc(), parseUnits('200', 6), address())
    await send(client, me, {
      address: address(),
      abi: comet,
      functionName: 'supply',
      args: [usdc(), parseUnits('100', 6)],
    })
    await setProtocolFaults(c1(), { comet: { supplyPaused: true, withdrawPaused: true } })
    expect(
      await client.readContract({ address: address(), abi: comet, functionName: 'isSupplyPaused' }),
    ).toBe(true)
    expect(
      await client.readContract({ address: address(), abi: comet, functionName: 'isWithdrawPaused' }),
    ).toBe(true)
    await expect(
      send(client, me, {
        address: address(),
        abi: comet,
        functionName: 'supply',
        args: [usdc(), parseUnits('100', 6)],
      }),
    ).rejects.toThrow(/Paused/)
    await expect(
      send(client, me, {
        address: address(),
        abi: comet,
        functionName: 'withdraw',
        args: [usdc(), maxUint256],
      }),
    ).rejects.toThrow(/Paused/)
  })
})

describe('Convex: a shut-down pool takes no deposits and still pays back (Booster.shutdownPool)', () => {
  isolateEachTest(client)

  it('reverts "pool is closed" on deposit, withdraws as before', async () => {
    const booster = c1().contracts.convexBooster as Address
    const lp = c1().contracts.curve3crv as Address
    const me = await fundedAccount(client, lp, parseEther('20'), booster)
    await send(client, me, {
      address: booster,
      abi: convexBooster,
      functionName: 'deposit',
      args: [0n, parseEther('10'), false],
    })
    await setProtocolFaults(c1(), { convex: { shutdown: true } })
    const [, , , , , shutdown] = await client.readContract({
      address: booster,
      abi: convexBooster,
      functionName: 'poolInfo',
      args: [0n],
    })
    expect(shutdown).toBe(true)
    await expect(
      send(client, me, {
        address: booster,
        abi: convexBooster,
        functionName: 'deposit',
        args: [0n, parseEther('10'), true],
      }),
    ).rejects.toThrow(/pool is closed/)
    await send(client, me, {
      address: booster,
      abi: convexBooster,
      functionName: 'withdraw',
      args: [0n, parseEther('10')],
    })
    expect(await balanceOf(lp, me)).toBe(parseEther('20'))
  })
})

describe('Curve 3pool: the StableSwap invariant, its 0.01 % fee, and an imbalance that moves the price', () => {
  isolateEachTest(client)
  const pool = () => c1().contracts.curve3pool as Address
  const quoteDeposit = (amount: bigint) =>
    client.readContract({
      address: pool(),
      abi: curve3pool,
      functionName: 'calc_token_amount',
      args: [[0n, amount, 0n], true],
    })

  it("has mainnet's A and fee, and a swap pays get_dy exactly, less than 1:1", async () => {
    expect(await client.readContract({ address: pool(), abi: curve3pool, functionName: 'A' })).toBe(2000n)
    expect(await client.readContract({ address: pool(), abi: curve3pool, functionName: 'fee' })).toBe(
      1_000_000n,
    )
    const amount = parseUnits('10000', 6)
    const me = await fundedAccount(client, usdc(), amount, pool())
    const dy = await client.readContract({
      address: pool(),
      abi: curve3pool,
      functionName: 'get_dy',
      args: [1n, 0n, amount],
    })
    const swapped = await send(client, me, {
      address: pool(),
      abi: curve3pool,
      functionName: 'exchange',
      args: [1n, 0n, amount, dy],
    })
    // The swap pays get_dy exactly, as the pool stood when it mined: the pool's balances grow with the chain's
    // clock, so a quote read a block earlier can be a few wei short whenever the clock ticked between the two
    // (it was, one fresh-clone run in several). The earlier quote was the minimum, and held.
    const paid = await readAsMined(client, swapped, {
      address: pool(),
      abi: curve3pool,
      functionName: 'get_dy',
      args: [1n, 0n, amount],
    })
    expect(await balanceOf(c1().tokens.DAI as Address, me)).toBe(paid)
    expect(paid).toBeGreaterThanOrEqual(dy)
    // The pool's books move by exactly what changed hands (to the unit its time-based growth rounds to): the
    // USDC in once, the DAI out, the fee left in the pool.
    const held = (i: bigint, blockNumber?: bigint) =>
      client.readContract({
        address: pool(),
        abi: curve3pool,
        functionName: 'balances',
        args: [i],
        blockNumber,
      })
    const usdcBefore = await readAsMined(client, swapped, {
      address: pool(),
      abi: curve3pool,
      functionName: 'balances',
      args: [1n],
    })
    const daiBefore = await readAsMined(client, swapped, {
      address: pool(),
      abi: curve3pool,
      functionName: 'balances',
      args: [0n],
    })
    const usdcIn = (await held(1n, swapped.blockNumber)) - usdcBefore
    const daiOut = daiBefore - (await held(0n, swapped.blockNumber))
    expect(usdcIn - amount).toBeGreaterThanOrEqual(-2n)
    expect(usdcIn - amount).toBeLessThanOrEqual(2n)
    expect(daiOut - paid).toBeGreaterThanOrEqual(-(10n ** 6n))
    expect(daiOut - paid).toBeLessThanOrEqual(10n ** 6n)
    // 10 000 USDC for DAI in a balanced 3 M pool: the 0.01 % fee and a sliver of curve.
    expect(dy).toBeLessThan(parseEther('9999'))
    expect(dy).toBeGreaterThan(parseEther('9998'))
  })

  it('a large USDC→DAI swap before a USDC deposit mints less 3Crv, and calc_withdraw_one_coin is what removal pays', async () => {
    const amount = parseUnits('10000', 6)
    const balanced = await quoteDeposit(amount)
    const whale = await fundedAccount(client, usdc(), parseUnits('1500000', 6), pool())
    await send(client, whale, {
      address: pool(),
      abi: curve3pool,
      functionName: 'exchange',
      args: [1n, 0n, parseUnits('1500000', 6), 0n],
    })
    const skewed = await quoteDeposit(amount)
    // USDC is now plentiful in the pool: the same deposit is worth measurably less 3Crv.
    expect(skewed).toBeLessThan((balanced * 9_990n) / 10_000n)
    const me = await freshAccount(client)
    await deal(client, usdc(), me, amount)
    await approveAll(client, me, usdc(), pool())
    // The balanced quote less 0.5 % no longer holds: the pool refuses it, as it would a sandwich's victim.
    await expect(
      send(client, me, {
        address: pool(),
        abi: curve3pool,
        functionName: 'add_liquidity',
        args: [[0n, amount, 0n], (balanced * 9_950n) / 10_000n],
      }),
    ).rejects.toThrow(/Slippage screwed you/)
    await send(client, me, {
      address: pool(),
      abi: curve3pool,
      functionName: 'add_liquidity',
      args: [[0n, amount, 0n], (skewed * 9_950n) / 10_000n],
    })
    const lp = await balanceOf(c1().contracts.curve3crv as Address, me)
    const removed = await send(client, me, {
      address: pool(),
      abi: curve3pool,
      functionName: 'remove_liquidity_one_coin',
      args: [lp, 1n, 0n],
    })
    const promised = await readAsMined(client, removed, {
      address: pool(),
      abi: curve3pool,
      functionName: 'calc_withdraw_one_coin',
      args: [lp, 1n],
    })
    expect(await balanceOf(usdc(), me)).toBe(promised)
  })
})
