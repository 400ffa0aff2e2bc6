import { DEVNET_OWNER, MAINNET, PRICES } from '../chains.mjs'
import { aaveArtifact } from './artifacts.mjs'
import { deploy, placeAt, write } from './context.mjs'
import { grantMinter, mintTo } from './tokens.mjs'

const E18 = 10n ** 18n
const YEAR = 365n * 24n * 3600n
const ratio = (n) => (BigInt(Math.round(n * 1e6)) * E18) / 1_000_000n

/**
 * The protocols written here (no registry ships their bytecode), each at its mainnet address where it has
 * one, each seeded with some TVL and each allowed to mint the token it pays yield in.
 * @param {import('./context.mjs').DeployContext} ctx
 * @param {{ tokens: Record<string, `0x${string}`> }} deps
 */
export async function deployVaults(ctx, { tokens }) {
  const C = ctx.compiled
  const erc20 = aaveArtifact('IERC20').abi
  const seedDeposit = async (token, spender, amount, isWeth = false) => {
    await mintTo(ctx, token, DEVNET_OWNER, amount, isWeth)
    await write(ctx, token, erc20, 'approve', [spender, amount])
  }

  // Ethena sUSDe: 9 % APR, share price starts at 1.15 USDe, 7-day cooldown like mainnet.
  const sUSDe = await placeAt(
    ctx,
    C.StakedUSDeV2,
    [tokens.USDe, DEVNET_OWNER, ratio(1.15), 900n],
    MAINNET.sUSDe,
  )
  const silo = await deploy(ctx, C.USDeSilo, [sUSDe, tokens.USDe])
  await write(ctx, sUSDe, C.StakedUSDeV2.abi, 'setSilo', [silo])
  await grantMinter(ctx, tokens.USDe, sUSDe)
  await seedDeposit(tokens.USDe, sUSDe, 1_000_000n * E18)
  await write(ctx, sUSDe, C.StakedUSDeV2.abi, 'deposit', [1_000_000n * E18, DEVNET_OWNER])

  // Compound v3 cUSDCv3 with mainnet-like kinked curves; 80 % utilization gives ~4 % supply APR. WETH is its
  // collateral (borrow factor 0.83, mainnet's), priced by a feed of its own; the least loan is 100 USDC.
  const curves = [ratio(0.9), ratio(0.05), ratio(2), ratio(0.9), ratio(0.015), ratio(0.06), ratio(2.5)]
  const cometWethFeed = await deploy(ctx, C.PriceFeed, ['ETH / USD', PRICES.ETH, DEVNET_OWNER])
  const comet = await placeAt(
    ctx,
    C.Comet,
    [tokens.USDC, DEVNET_OWNER, curves, tokens.WETH, cometWethFeed, ratio(0.83), 100n * 10n ** 6n],
    MAINNET.comet,
  )
  await grantMinter(ctx, tokens.USDC, comet)
  await seedDeposit(tokens.USDC, comet, 5_000_000n * 10n ** 6n)
  await write(ctx, comet, C.Comet.abi, 'supply', [tokens.USDC, 5_000_000n * 10n ** 6n])
  await write(ctx, comet, C.Comet.abi, 'seedBorrow', [4_000_000n * 10n ** 6n])

  // Curve 3pool + 3Crv: virtual price starts at 1.03 and grows 2 %/year (trading fees).
  const lp = await placeAt(
    ctx,
    C.DevToken,
    ['Curve.fi DAI/USDC/USDT', '3Crv', 18, DEVNET_OWNER],
    MAINNET.curve3crv,
  )
  const coins = [tokens.DAI, tokens.USDC, tokens.USDT]
  const pool = await placeAt(
    ctx,
    C.CurveStableSwap3Pool,
    [coins, [18, 6, 6], lp, ratio(1.03), 200n],
    MAINNET.curve3pool,
  )
  await grantMinter(ctx, lp, pool)
  for (const coin of coins) await grantMinter(ctx, coin, pool)
  const seedCoins = [1_000_000n * E18, 1_000_000n * 10n ** 6n, 1_000_000n * 10n ** 6n]
  for (const [i, coin] of coins.entries()) await seedDeposit(coin, pool, seedCoins[i])
  await write(ctx, pool, C.CurveStableSwap3Pool.abi, 'add_liquidity', [seedCoins, 0n])

  // Convex: booster + cvx3Crv + reward pool paying CRV worth ~4 %/year of the seed's 3Crv (CRV at $0.50), and
  // CVX by its cliffs: 90 M CVX already minted (cliff 900: 0.1 CVX per CRV, ~1.6 %/year at $2).
  const crv = await placeAt(ctx, C.DevToken, ['Curve DAO Token', 'CRV', 18, DEVNET_OWNER], MAINNET.crv)
  const cvx = await placeAt(ctx, C.DevToken, ['Convex Token', 'CVX', 18, DEVNET_OWNER], MAINNET.cvx)
  await write(ctx, cvx, C.DevToken.abi, 'mint', [DEVNET_OWNER, 90_000_000n * E18])
  const booster = await placeAt(ctx, C.ConvexBooster, [crv, DEVNET_OWNER], MAINNET.convexBooster)
  const depositToken = await deploy(ctx, C.DevToken, [
    'Curve.fi DAI/USDC/USDT Convex Deposit',
    'cvx3Crv',
    18,
    DEVNET_OWNER,
  ])
  await grantMinter(ctx, depositToken, booster)
  // CRV per second for the 500 000 3Crv the seed stakes; the period runs ten years (mainnet's are a week,
  // topped up by its keepers; setProtocolFaults' convex.rewards sets another).
  const rewardRate = (500_000n * ratio((0.04 * 1.03) / 0.5)) / YEAR
  const block = await ctx.client.getBlock()
  const periodFinish = block.timestamp + 10n * 365n * 86_400n
  const rewards = await deploy(ctx, C.BaseRewardPool, [
    0n,
    depositToken,
    crv,
    cvx,
    booster,
    DEVNET_OWNER,
    rewardRate,
    periodFinish,
  ])
  await grantMinter(ctx, crv, rewards)
  await grantMinter(ctx, cvx, rewards)
  const zero = '0x0000000000000000000000000000000000000000'
  await write(ctx, booster, C.ConvexBooster.abi, 'addPool', [lp, depositToken, zero, rewards])
  await write(ctx, lp, erc20, 'approve', [booster, 500_000n * E18])
  await write(ctx, booster, C.ConvexBooster.abi, 'deposit', [0n, 500_000n * E18, true])

  // Yearn v3 yvUSDC-1: price per share starts at 1.05 USDC, 5 % APR; no deposit limit until one is set.
  const yearn = await placeAt(
    ctx,
    C.YearnV3Vault,
    [tokens.USDC, 'USDC-1 yVault', 'yvUSDC-1', ratio(1.05), 500n, DEVNET_OWNER],
    MAINNET.yearnUsdcVault,
  )
  await grantMinter(ctx, tokens.USDC, yearn)
  await seedDeposit(tokens.USDC, yearn, 1_000_000n * 10n ** 6n)
  await write(ctx, yearn, C.YearnV3Vault.abi, 'deposit', [1_000_000n * 10n ** 6n, DEVNET_OWNER])

  // Beefy: a USDC vault (no canonical address), 6 % APR, price per full share from 1.02.
  const beefy = await deploy(ctx, C.BeefyVault, [
    tokens.USDC,
    'Moo Devnet USDC',
    'mooUSDC',
    ratio(1.02),
    600n,
  ])
  await grantMinter(ctx, tokens.USDC, beefy)
  await seedDeposit(tokens.USDC, beefy, 500_000n * 10n ** 6n)
  await write(ctx, beefy, C.BeefyVault.abi, 'deposit', [500_000n * 10n ** 6n])

  return {
    contracts: {
      sUSDe,
      usdeSilo: silo,
      comet,
      cometWethFeed,
      curve3pool: pool,
      curve3crv: lp,
      crv,
      cvx,
      convexBooster: booster,
      convexRewardPool: rewards,
      convexDepositToken: depositToken,
      yearnUsdcVault: yearn,
      beefyVault: beefy,
    },
    convexPid: 0,
  }
}
