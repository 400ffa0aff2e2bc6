import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { DEVNET_OWNER, PRICES } from '../chains.mjs'
import { aaveArtifact } from './artifacts.mjs'
import { placeAt, write } from './context.mjs'
import { mintTo } from './tokens.mjs'

const require = createRequire(import.meta.url)

/**
 * Uniswap v3's canonical addresses: the same on Ethereum, Polygon, Arbitrum One and Optimism (Uniswap's
 * deployments page; src/domain/catalogue/swapVenues.ts holds the app's copy).
 */
export const UNISWAP = {
  uniswapV3Factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
  uniswapSwapRouter: '0xE592427A0AEce92De3Edee1F18E0157C05861564',
  uniswapQuoterV2: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e',
  uniswapPositionManager: '0xC36442b4a4522E871399CD717aBDD847Ab11FE88',
}

/** The wrapped native coin the router wraps and unwraps, at its canonical address per chain. */
export const WRAPPED_NATIVE = {
  1: { symbol: 'WETH', address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' },
  137: { symbol: 'WMATIC', address: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270' },
  42161: { symbol: 'WETH', address: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1' },
  10: { symbol: 'WETH', address: '0x4200000000000000000000000000000000000006' },
}

/** Fee tier → tick spacing (UniswapV3Factory's constructor and enableFeeAmount(100, 1)). */
const TICK_SPACING = { 100: 1, 500: 10, 3000: 60, 10000: 200 }
const MAX_TICK = 887272

/** Seed depth, in US dollars per side of each pool. */
const STABLE_DEPTH = 2_000_000n
const VOLATILE_DEPTH = 3_000_000n

/**
 * The pools each chain gets: every pair among the native coin (wrapped) and the dollars the chain holds,
 * stable pairs in the 0.01 % tier and pairs with the native coin in the 0.05 % tier, like mainnet's deepest.
 * USDe (Ethereum only) trades against USDT and USDC, its deepest Uniswap pools.
 * @param {number} chainId
 */
export function poolsFor(chainId) {
  const native = WRAPPED_NATIVE[chainId].symbol
  const stables = chainId === 1 ? ['USDT', 'USDC', 'DAI', 'USDe'] : ['USDT', 'USDC', 'DAI']
  /** @type {{ a: string, b: string, fee: number }[]} */
  const pools = []
  for (const s of stables) pools.push({ a: native, b: s, fee: 500 })
  for (let i = 0; i < stables.length; i++)
    for (let j = i + 1; j < stables.length; j++) pools.push({ a: stables[i], b: stables[j], fee: 100 })
  return pools
}

function artifact(pkg, path) {
  return JSON.parse(readFileSync(require.resolve(`${pkg}/artifacts/contracts/${path}`), 'utf8'))
}

/** Integer square root (Newton), for sqrtPriceX96. */
function sqrt(n) {
  if (n < 2n) return n
  let x = n
  let y = (x + 1n) / 2n
  while (y < x) {
    x = y
    y = (x + n / x) / 2n
  }
  return x
}

/**
 * Places Uniswap v3 (Factory and Pool from @uniswap/v3-core 1.0.1; SwapRouter, QuoterV2 and
 * NonfungiblePositionManager from @uniswap/v3-periphery 1.4.4: the audited bytecode) at the canonical
 * addresses, the wrapped native coin where the chain lacks it, and full-range pools seeded at the devnet's
 * feed prices.
 * @param {import('./context.mjs').DeployContext} ctx
 * @param {{ tokens: Record<string, `0x${string}`>, decimals: Record<string, number> }} deps
 */
export async function deployUniswap(ctx, { tokens, decimals }) {
  const wrapped = WRAPPED_NATIVE[ctx.chainId]
  const all = { ...tokens, [wrapped.symbol]: tokens[wrapped.symbol] ?? wrapped.address }
  const dec = { ...decimals, [wrapped.symbol]: 18 }
  if (!tokens[wrapped.symbol]) await placeAt(ctx, aaveArtifact('WETH9'), [], wrapped.address)

  // The factory keeps its own address as an immutable (NoDelegateCall): patch it to the canonical one.
  const factoryArtifact = artifact('@uniswap/v3-core', 'UniswapV3Factory.sol/UniswapV3Factory.json')
  const factory = await placeAt(ctx, factoryArtifact, [], UNISWAP.uniswapV3Factory, {
    patchCode: (code, temp) =>
      code.replaceAll(temp.slice(2).toLowerCase(), UNISWAP.uniswapV3Factory.slice(2).toLowerCase()),
  })
  // Mainnet's owner turned the 0.01 % tier on in November 2021; the 1.0.1 constructor has only the other three.
  await write(ctx, factory, factoryArtifact.abi, 'enableFeeAmount', [100, 1])
  const periphery = (p) => artifact('@uniswap/v3-periphery', p)
  const args = [factory, wrapped.address]
  const router = await placeAt(
    ctx,
    periphery('SwapRouter.sol/SwapRouter.json'),
    args,
    UNISWAP.uniswapSwapRouter,
  )
  const quoter = await placeAt(
    ctx,
    periphery('lens/QuoterV2.sol/QuoterV2.json'),
    args,
    UNISWAP.uniswapQuoterV2,
  )
  const npmArtifact = periphery('NonfungiblePositionManager.sol/NonfungiblePositionManager.json')
  // The token descriptor only draws tokenURI's picture; no devnet path reads it.
  const manager = await placeAt(ctx, npmArtifact, [...args, DEVNET_OWNER], UNISWAP.uniswapPositionManager)

  const erc20 = aaveArtifact('IERC20').abi
  const usd = (symbol) => {
    const key = symbol === 'WETH' ? 'ETH' : symbol === 'WMATIC' ? 'MATIC' : symbol
    return PRICES[/** @type {keyof typeof PRICES} */ (key)]
  }
  /** @type {Record<string, `0x${string}`>} */
  const pools = {}
  for (const { a, b, fee } of poolsFor(ctx.chainId)) {
    const depth = fee === 100 ? STABLE_DEPTH : VOLATILE_DEPTH
    // amount = depth US$ / price, in base units (prices have 8 decimals).
    const amountOf = (s) => (depth * 10n ** 8n * 10n ** BigInt(dec[s])) / usd(s)
    const [t0, t1] = BigInt(all[a]) < BigInt(all[b]) ? [a, b] : [b, a]
    const amount0 = amountOf(t0)
    const amount1 = amountOf(t1)
    for (const [s, amount] of [
      [t0, amount0],
      [t1, amount1],
    ]) {
      await mintTo(ctx, all[s], DEVNET_OWNER, amount, s === wrapped.symbol)
      await write(ctx, all[s], erc20, 'approve', [manager, amount])
    }
    const sqrtPriceX96 = sqrt((amount1 << 192n) / amount0)
    await write(ctx, manager, npmArtifact.abi, 'createAndInitializePoolIfNecessary', [
      all[t0],
      all[t1],
      fee,
      sqrtPriceX96,
    ])
    const spacing = TICK_SPACING[fee]
    const edge = Math.floor(MAX_TICK / spacing) * spacing
    await write(ctx, manager, npmArtifact.abi, 'mint', [
      {
        token0: all[t0],
        token1: all[t1],
        fee,
        tickLower: -edge,
        tickUpper: edge,
        amount0Desired: amount0,
        amount1Desired: amount1,
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: DEVNET_OWNER,
        deadline: 2n ** 63n,
      },
    ])
    const pool = await ctx.client.readContract({
      address: factory,
      abi: factoryArtifact.abi,
      functionName: 'getPool',
      args: [all[t0], all[t1], fee],
    })
    pools[`${a}/${b}/${fee}`] = /** @type {`0x${string}`} */ (pool)
  }
  return {
    contracts: {
      uniswapV3Factory: factory,
      uniswapSwapRouter: router,
      uniswapQuoterV2: quoter,
      uniswapPositionManager: manager,
      wrappedNative: /** @type {`0x${string}`} */ (wrapped.address),
    },
    pools,
  }
}
