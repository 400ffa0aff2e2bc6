import { type Address, parseAbi, parseEther, parseUnits } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { AAVE_CAPS, AAVE_EMODE, DEVNET_OWNER } from '../../devnet/index.mjs'
import {
  decodeReserveConfiguration,
  healthFactorAt,
  lendingAssets,
  positionIsExact,
  positionReservesOf,
  positionRiskOf,
  WAD,
} from '../../src/domain/lending'
import { aavePool as poolAbi } from './helpers/abis'
import { chain, freshAccount, isolateEachTest, send } from './helpers/devnet'
import { accountData, client, execute, pool, profile, read, supplyWeth, token } from './helpers/lending'
import { newWallet } from './protocols/support'
import { buildBorrowPlan } from './support/lendingIntents'

const feedAbi = parseAbi([
  'function setAnswer(int256 answer)',
  'function latestAnswer() view returns (int256)',
])
const oracleAbi = parseAbi(['function getAssetPrice(address asset) view returns (uint256)'])
const dataProviderAbi = parseAbi([
  'function getReserveCaps(address asset) view returns (uint256 borrowCap, uint256 supplyCap)',
  'function getDebtCeiling(address asset) view returns (uint256)',
  'function getPaused(address asset) view returns (bool)',
  'function getReserveEModeCategory(address asset) view returns (uint256)',
])
const poolAdminAbi = parseAbi([
  'function getConfiguration(address asset) view returns ((uint256 data))',
  'function setConfiguration(address asset, (uint256 data) configuration)',
  'function setUserEMode(uint8 categoryId)',
  'function getUserEMode(address user) view returns (uint256)',
])
const providerAbi = parseAbi(['function getPoolConfigurator() view returns (address)'])

/** The contract's revert reason somewhere in viem's chain of causes. */
function revertReason(error: unknown): string | null {
  let current = error as { reason?: unknown; cause?: unknown } | undefined
  while (current) {
    if (typeof current.reason === 'string') return current.reason
    current = current.cause as typeof current
  }
  return null
}

const contracts = () => chain(1).contracts as Record<string, Address>
const ethFeed = () => chain(1).priceFeeds.ETH as Address

/** Moves the devnet's ETH / USD feed (the one Aave's oracle reads for WETH) as its owner does. */
async function setEthPrice(priceBase: bigint) {
  await client.impersonateAccount({ address: DEVNET_OWNER })
  await client.setBalance({ address: DEVNET_OWNER, value: parseEther('10') })
  return send(client, DEVNET_OWNER, {
    address: ethFeed(),
    abi: feedAbi,
    functionName: 'setAnswer',
    args: [priceBase],
  })
}

/** 10 WETH supplied, 7 000 USDC borrowed through the app's own plans: health 10 × 3 000 × 0.83 / 7 000 ≈ 3.56. */
async function borrower() {
  const me = await newWallet(client)
  const supplied = await supplyWeth(me, parseEther('10'))
  await execute(
    me,
    buildBorrowPlan({
      profile: profile(),
      from: me.address,
      reserve: supplied.reserves.USDC,
      amount: parseUnits('7000', 6),
    }),
  )
  return me
}

describe('the liquidation price against the pool on the devnet (chain 1)', () => {
  isolateEachTest(client)
  // Interest moves the debt every second: with the chain's clock held, the figure read and the pool's answer
  // after a feed move see the very same debt.
  afterEach(async () => {
    await client.removeBlockTimestampInterval()
  })

  it("computes exactly the pool's health factor from one read of the page", async () => {
    const me = await borrower()
    const snap = await read(me.address)
    const reserves = positionReservesOf(snap)
    const onChain = await accountData(me.address, snap.blockNumber)
    expect(onChain.debt).toBeGreaterThan(0n)
    expect(healthFactorAt(reserves)).toBe(onChain.healthFactor)
    expect(healthFactorAt(reserves)).toBe(snap.account.healthFactor)
    expect(positionIsExact(snap, reserves)).toBe(true)
    expect(snap.reserves.WETH.collateralEnabled).toBe(true)
    expect(snap.reserves.WETH.liquidationBonusBps).toBe(10_500n)
  })

  it('liquidates at the figure shown: at it the health factor is 1 or more, a cent lower below 1', async () => {
    const me = await borrower()
    await client.setBlockTimestampInterval({ interval: 0 })
    await client.mine({ blocks: 1 })
    const snap = await read(me.address)
    const risk = positionRiskOf(snap)
    expect(risk.exact).toBe(true)
    const [weth] = risk.figures.collaterals
    const price = weth?.liquidationPriceBase as bigint
    // About 7 000 / (10 × 0.83) = $843.37, to the cent.
    expect(price % 1_000_000n).toBe(0n)
    expect(price).toBeGreaterThan(843_00000000n)
    expect(price).toBeLessThan(844_00000000n)
    expect(weth?.distanceBps).toBe(((3_000_00000000n - price) * 10_000n) / 3_000_00000000n)

    const atPrice = await setEthPrice(price)
    expect(
      await client.readContract({
        address: contracts().aaveOracle as Address,
        abi: oracleAbi,
        functionName: 'getAssetPrice',
        args: [token('WETH')],
        blockNumber: atPrice.blockNumber,
      }),
    ).toBe(price)
    const at = await accountData(me.address, atPrice.blockNumber)
    expect(at.debt).toBe(snap.account.totalDebtBase) // the same debt: no second passed
    expect(at.healthFactor).toBeGreaterThanOrEqual(WAD)
    expect(at.healthFactor).toBe(healthFactorAt(positionReservesOf(snap), { WETH: price }))

    const centLower = await setEthPrice(price - 1_000_000n)
    const below = await accountData(me.address, centLower.blockNumber)
    expect(below.healthFactor).toBeLessThan(WAD)
    expect(below.healthFactor).toBe(healthFactorAt(positionReservesOf(snap), { WETH: price - 1_000_000n }))
  })

  it('the drop table says what the pool says at each fall', async () => {
    const me = await borrower()
    await client.setBlockTimestampInterval({ interval: 0 })
    await client.mine({ blocks: 1 })
    const snap = await read(me.address)
    const { drops } = positionRiskOf(snap)
    expect(drops.map((d) => d.dropPercent)).toEqual([10, 20, 30, 50])
    for (const drop of drops) {
      const moved = await setEthPrice(drop.priceBase)
      expect((await accountData(me.address, moved.blockNumber)).healthFactor, `−${drop.dropPercent} %`).toBe(
        drop.healthFactor,
      )
    }
  })

  it("uses the e-mode category's threshold for a wallet in e-mode, as the pool does", async () => {
    const me = await freshAccount(client)
    const weth = token('WETH')
    await send(client, me, {
      address: weth,
      abi: parseAbi(['function deposit() payable']),
      functionName: 'deposit',
      value: parseEther('10'),
    })
    await send(client, me, {
      address: weth,
      abi: parseAbi(['function approve(address, uint256) returns (bool)']),
      functionName: 'approve',
      args: [pool(), parseEther('10')],
    })
    await send(client, me, {
      address: pool(),
      abi: poolAbi,
      functionName: 'supply',
      args: [weth, parseEther('10'), me, 0],
    })
    await send(client, me, {
      address: pool(),
      abi: poolAdminAbi,
      functionName: 'setUserEMode',
      args: [AAVE_EMODE.id],
    })
    // In "ETH correlated" WETH borrows against WETH up to 93 %.
    await send(client, me, {
      address: pool(),
      abi: poolAbi,
      functionName: 'borrow',
      args: [weth, parseEther('9'), 2n, 0, me],
    })
    const snap = await read(me)
    expect(snap.userEMode).toBe(AAVE_EMODE.id)
    expect(snap.eModeCategories[AAVE_EMODE.id]).toEqual({
      ltvBps: BigInt(AAVE_EMODE.ltv),
      liquidationThresholdBps: BigInt(AAVE_EMODE.lt),
      liquidationBonusBps: BigInt(AAVE_EMODE.bonus),
      priceSource: '0x0000000000000000000000000000000000000000',
      label: AAVE_EMODE.label,
      collateral: AAVE_EMODE.assets,
      borrowable: AAVE_EMODE.assets,
    })
    const reserves = positionReservesOf(snap)
    expect(reserves.find((r) => r.asset === 'WETH')?.liquidationThresholdBps).toBe(BigInt(AAVE_EMODE.lt))
    expect(healthFactorAt(reserves)).toBe((await accountData(me, snap.blockNumber)).healthFactor)
    expect(positionIsExact(snap, reserves)).toBe(true)
  })
})

describe('reserve facts read from the chain (chain 1)', () => {
  isolateEachTest(client)
  const dataProvider = () => contracts().aaveDataProvider as Address

  it('match what the devnet configured: caps, e-mode, state, and the liquidity the aToken holds', async () => {
    const snap = await read((await newWallet(client)).address)
    for (const asset of lendingAssets) {
      const r = snap.reserves[asset]
      const tokenAddress = token(asset)
      const [borrowCap, supplyCap] = await client.readContract({
        address: dataProvider(),
        abi: dataProviderAbi,
        functionName: 'getReserveCaps',
        args: [tokenAddress],
        blockNumber: snap.blockNumber,
      })
      expect({ supplyCap: r.limits.supplyCap, borrowCap: r.limits.borrowCap }, asset).toEqual({
        supplyCap: AAVE_CAPS[asset].supply,
        borrowCap: AAVE_CAPS[asset].borrow,
      })
      expect([borrowCap, supplyCap], asset).toEqual([r.limits.borrowCap, r.limits.supplyCap])
      const category = await client.readContract({
        address: dataProvider(),
        abi: dataProviderAbi,
        functionName: 'getReserveEModeCategory',
        args: [tokenAddress],
      })
      expect(BigInt(r.limits.eModeCategory), asset).toBe(category)
      expect(r.limits.eModeCategory, asset).toBe(AAVE_EMODE.assets.includes(asset) ? AAVE_EMODE.id : 0)
      expect(r.limits).toMatchObject({
        active: true,
        frozen: false,
        paused: false,
        borrowingEnabled: true,
        debtCeiling: 0n,
      })
      const aToken = chain(1).aTokens?.[asset] as Address
      const held = await client.readContract({
        address: tokenAddress,
        abi: parseAbi(['function balanceOf(address) view returns (uint256)']),
        functionName: 'balanceOf',
        args: [aToken],
        blockNumber: snap.blockNumber,
      })
      expect(r.limits.availableLiquidity, asset).toBe(held)
      // The seeded borrows leave the liquidity below what was supplied, and the supply well under its cap.
      expect(held, asset).toBeLessThan(r.totalLiquidity)
      expect(r.limits.suppliedTotal, asset).toBeGreaterThanOrEqual(r.totalLiquidity)
      expect(r.limits.suppliedTotal, asset).toBeLessThan(AAVE_CAPS[asset].supply * 10n ** BigInt(r.decimals))
    }
    expect(snap.eModeCategories[AAVE_EMODE.id]?.label).toBe(AAVE_EMODE.label)
    expect(snap.userEMode).toBe(0)
  })

  it("decodes a debt ceiling, a pause and a freeze as the data provider's getters read them", async () => {
    const configurator = await client.readContract({
      address: contracts().aavePoolAddressesProvider as Address,
      abi: providerAbi,
      functionName: 'getPoolConfigurator',
    })
    // The pool takes a configuration word from its configurator only: act as it, for this test alone.
    await client.impersonateAccount({ address: configurator })
    await client.setBalance({ address: configurator, value: parseEther('1') })
    const link = token('LINK')
    const { data } = await client.readContract({
      address: pool(),
      abi: poolAdminAbi,
      functionName: 'getConfiguration',
      args: [link],
    })
    const ceiling = 1_234_567_89n // $1 234 567.89
    const word = data | (ceiling << 212n) | (1n << 57n) | (1n << 60n)
    await send(client, configurator, {
      address: pool(),
      abi: poolAdminAbi,
      functionName: 'setConfiguration',
      args: [link, { data: word }],
    })
    const snap = await read((await newWallet(client)).address)
    const limits = snap.reserves.LINK.limits
    expect(limits).toMatchObject({ debtCeiling: ceiling, frozen: true, paused: true })
    expect(
      await client.readContract({
        address: dataProvider(),
        abi: dataProviderAbi,
        functionName: 'getDebtCeiling',
        args: [link],
      }),
    ).toBe(ceiling)
    expect(
      await client.readContract({
        address: dataProvider(),
        abi: dataProviderAbi,
        functionName: 'getPaused',
        args: [link],
      }),
    ).toBe(true)
    expect(decodeReserveConfiguration(word).debtCeiling).toBe(ceiling)
  })

  it("agrees with the pool's own cap check: a unit above what is left is BORROW_CAP_EXCEEDED, at it not", async () => {
    const me = await borrower()
    const snap = await read(me.address)
    const usdc = snap.reserves.USDC
    const left = usdc.limits.borrowCap * 10n ** 6n - usdc.totalDebt
    expect(left).toBeGreaterThan(0n)
    // At the read's block, so the debt the pool counts is the one read.
    const reason = (amount: bigint) =>
      client
        .simulateContract({
          account: me.address,
          address: pool(),
          abi: poolAbi,
          functionName: 'borrow',
          args: [token('USDC'), amount, 2n, 0, me.address],
          blockNumber: snap.blockNumber,
        })
        .then(
          () => null,
          (error: unknown) => revertReason(error),
        )
    expect(await reason(left + 1n)).toBe('50') // Aave's Errors.BORROW_CAP_EXCEEDED
    // At the cap the pool goes on to the next check (this wallet's collateral cannot cover it).
    expect(await reason(left)).toBe('36') // COLLATERAL_CANNOT_COVER_NEW_BORROW
  })
})
