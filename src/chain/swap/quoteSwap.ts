import { encodeAbiParameters, getContractAddress, keccak256, type PublicClient } from 'viem'
import { curve3poolCoins } from '../../domain/catalogue/contracts'
import type { NetworkId } from '../../domain/catalogue/networks'
import { type SwapVenue, uniswapV3, wrapDirection, wrappedNative } from '../../domain/catalogue/swapVenues'
import { type TokenKey, tokens } from '../../domain/catalogue/tokens'
import type { Address, ChainProfile } from '../profile'
import { aggregate3, type BatchCall, decodeBatchResult } from '../protocols/aggregate3'
import { baseFeeAbi, blockNumberAbi, blockTimeAbi, curveSwapAbi, quoterV2Abi, uniswapPoolAbi } from './abis'

/** One venue's answer for a pair and amount. */
export type SwapRoute = {
  venue: SwapVenue
  /** Uniswap's fee tier (hundredths of a basis point); absent on Curve and on a wrap. */
  fee?: number
  amountOut: bigint
  /** How far the trade moves the price, as a fraction (0.0004 = 0.04 %), fees left out; null when unknown. */
  priceImpact: number | null
  /** The venue's own gas figure for the swap (QuoterV2's gasEstimate; a fixed 150 000 for Curve). */
  gasEstimate: bigint
}

/** Curve 3pool's exchange costs about this much gas on mainnet. */
const CURVE_EXCHANGE_GAS = 150_000n
/** WETH9's deposit or withdraw costs at most about this much gas (a first deposit writes a new balance slot). */
export const WRAP_GAS = 45_000n
/** The router's multicall and unwrapWETH9 after a swap to the native coin cost about this much more gas. */
const UNWRAP_GAS = 50_000n

/** The best route for swapping `amountIn` of `from` into `to` on `network`, and every venue that answered. */
export type SwapQuote = {
  network: NetworkId
  from: TokenKey
  to: TokenKey
  amountIn: bigint
  best: SwapRoute
  routes: SwapRoute[]
  /** The block the quote was read at (Multicall3's getBlockNumber, in the same request). */
  blockNumber: bigint
  /** That block's base fee (Multicall3's getBasefee), for the network fee's estimate; null where unread. */
  baseFee: bigint | null
  /** The chain's clock where the batch ran (Multicall3's getCurrentBlockTimestamp), for the swap's deadline. */
  chainTime: bigint | null
}

/** Where the venues of one network live under a profile: the manifest's addresses, else the canonical ones. */
export function swapAddresses(profile: ChainProfile, network: NetworkId) {
  const c = profile.networks[network].contracts ?? {}
  return {
    factory: (c.uniswapV3Factory ?? uniswapV3.factory) as Address,
    quoter: (c.uniswapQuoterV2 ?? uniswapV3.quoterV2) as Address,
    router: (c.uniswapSwapRouter ?? uniswapV3.swapRouter) as Address,
    wrapped: (c.wrappedNative ?? wrappedNative[network].address) as Address,
    curve3pool: network === 'ethereum' ? profile.vaults.curve3pool : null,
  }
}

/** The address a token trades as: the wrapped coin for the native one. */
export function swapTokenAddress(profile: ChainProfile, network: NetworkId, key: TokenKey): Address {
  if (tokens[key].network !== network) throw new TypeError(`${key} is not a token on ${network}`)
  const address = profile.networks[network].tokenAddresses[key]
  return address ?? swapAddresses(profile, network).wrapped
}

/** A Uniswap v3 pool's address: CREATE2 from the factory with the sorted pair and fee (PoolAddress.sol). */
export function uniswapPoolAddress(factory: Address, a: Address, b: Address, fee: number): Address {
  const [t0, t1] = BigInt(a) < BigInt(b) ? [a, b] : [b, a]
  const salt = keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'address' }, { type: 'uint24' }], [t0, t1, fee]),
  )
  return getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt,
    bytecodeHash: uniswapV3.poolInitCodeHash,
  })
}

/** Curve 3pool's coin index of a token, or -1 when the pool does not hold it (Ethereum's USDT, USDC and DAI only). */
export function curveIndex(key: TokenKey): number {
  return (curve3poolCoins as readonly string[]).indexOf(key)
}

const Q192 = 2n ** 192n

/** `1 - got / expected`, as a fraction; null when nothing was expected. */
function impact(got: bigint, expected: bigint): number | null {
  if (expected <= 0n) return null
  const ppm = 1_000_000n - (got * 1_000_000n) / expected
  return Math.max(0, Number(ppm) / 1_000_000)
}

/**
 * The reads of one quote, in one Multicall3 batch: the block number; for each Uniswap fee tier, QuoterV2's
 * exact-input quote and the pool's price; on Ethereum for two 3pool coins, Curve's get_dy for the amount and
 * for one whole coin (the pool's price). Each may fail (a tier without a pool) without failing the rest.
 */
export function swapQuoteCalls(
  profile: ChainProfile,
  network: NetworkId,
  from: TokenKey,
  to: TokenKey,
  amountIn: bigint,
): {
  calls: BatchCall[]
  read: (
    results: Parameters<typeof decodeBatchResult>[1],
  ) => Omit<SwapQuote, 'network' | 'from' | 'to' | 'amountIn'> | null
} {
  const at = swapAddresses(profile, network)
  const tokenIn = swapTokenAddress(profile, network, from)
  const tokenOut = swapTokenAddress(profile, network, to)
  const calls: BatchCall[] = [
    { target: profile.networks[network].multicall3, abi: blockNumberAbi, functionName: 'getBlockNumber' },
    { target: profile.networks[network].multicall3, abi: baseFeeAbi, functionName: 'getBasefee' },
    {
      target: profile.networks[network].multicall3,
      abi: blockTimeAbi,
      functionName: 'getCurrentBlockTimestamp',
    },
  ]
  /** What every quote reads of its block: the number, the base fee and the chain's time. */
  const blockOf = (results: Parameters<typeof decodeBatchResult>[1]) => ({
    blockNumber: decodeBatchResult(calls, results, 0) as bigint | undefined,
    baseFee: (decodeBatchResult(calls, results, 1) as bigint | undefined) ?? null,
    chainTime: (decodeBatchResult(calls, results, 2) as bigint | undefined) ?? null,
  })
  // The native coin and its wrapped token: WETH9 itself, 1:1 with no venue fee; only the block is read.
  if (wrapDirection(network, from, to))
    return {
      calls,
      read: (results) => {
        const { blockNumber, baseFee, chainTime } = blockOf(results)
        if (blockNumber === undefined) return null
        const best: SwapRoute = { venue: 'wrap', amountOut: amountIn, priceImpact: 0, gasEstimate: WRAP_GAS }
        return { best, routes: [best], blockNumber, baseFee, chainTime }
      },
    }
  const tiers = uniswapV3.feeTiers.map((fee) => {
    const pool = uniswapPoolAddress(at.factory, tokenIn, tokenOut, fee)
    const quote = calls.push({
      target: at.quoter,
      abi: quoterV2Abi,
      functionName: 'quoteExactInputSingle',
      args: [{ tokenIn, tokenOut, amountIn, fee, sqrtPriceLimitX96: 0n }],
    })
    calls.push({ target: pool, abi: uniswapPoolAbi, functionName: 'slot0' })
    return { fee, quote: quote - 1, slot0: quote }
  })
  const i = curveIndex(from)
  const j = curveIndex(to)
  const curve =
    at.curve3pool && i >= 0 && j >= 0
      ? {
          dy:
            calls.push({
              target: at.curve3pool,
              abi: curveSwapAbi,
              functionName: 'get_dy',
              args: [BigInt(i), BigInt(j), amountIn],
            }) - 1,
          unit:
            calls.push({
              target: at.curve3pool,
              abi: curveSwapAbi,
              functionName: 'get_dy',
              args: [BigInt(i), BigInt(j), 10n ** BigInt(tokens[from].decimals)],
            }) - 1,
        }
      : null
  const inIsToken0 = BigInt(tokenIn) < BigInt(tokenOut)
  const read: ReturnType<typeof swapQuoteCalls>['read'] = (results) => {
    const { blockNumber, baseFee, chainTime } = blockOf(results)
    const routes: SwapRoute[] = []
    for (const t of tiers) {
      const q = decodeBatchResult(calls, results, t.quote) as
        | readonly [bigint, bigint, number, bigint]
        | undefined
      if (!q || q[0] <= 0n) continue
      const slot0 = decodeBatchResult(calls, results, t.slot0) as readonly [bigint, ...unknown[]] | undefined
      const p = slot0?.[0] ?? 0n
      const atMid = p === 0n ? 0n : inIsToken0 ? (amountIn * p * p) / Q192 : (amountIn * Q192) / (p * p)
      routes.push({
        venue: 'uniswapV3',
        fee: t.fee,
        amountOut: q[0],
        priceImpact: impact(q[0], (atMid * BigInt(1_000_000 - t.fee)) / 1_000_000n),
        // To the native coin, the router also unwraps and sends the coin (multicall + unwrapWETH9).
        gasEstimate: q[3] + (tokens[to].address === null ? UNWRAP_GAS : 0n),
      })
    }
    if (curve) {
      const dy = decodeBatchResult(calls, results, curve.dy) as bigint | undefined
      const unit = decodeBatchResult(calls, results, curve.unit) as bigint | undefined
      if (dy && dy > 0n)
        routes.push({
          venue: 'curve3pool',
          amountOut: dy,
          priceImpact: unit ? impact(dy, (unit * amountIn) / 10n ** BigInt(tokens[from].decimals)) : null,
          gasEstimate: CURVE_EXCHANGE_GAS,
        })
    }
    const best = routes.reduce<SwapRoute | null>((b, r) => (!b || r.amountOut > b.amountOut ? r : b), null)
    return best && blockNumber !== undefined ? { best, routes, blockNumber, baseFee, chainTime } : null
  }
  return { calls, read }
}

/**
 * The best on-chain quote for swapping `amountIn` of `from` into `to` on `network`: Uniswap v3 over its fee
 * tiers (QuoterV2), Curve's 3pool where both are its coins, USDe through its Uniswap pools (the native coin and
 * its wrapped token: WETH9, exactly 1:1), all in ONE
 * JSON-RPC request (Multicall3 aggregate3, each read allowed to fail). Null when no venue has a route.
 * @example const quote = await quoteSwap(client, profile, { network: 'ethereum', from: 'USDT', to: 'USDC', amountIn: 100_000_000n })
 */
export async function quoteSwap(
  client: PublicClient,
  profile: ChainProfile,
  args: { network: NetworkId; from: TokenKey; to: TokenKey; amountIn: bigint },
): Promise<SwapQuote | null> {
  const { network, from, to, amountIn } = args
  if (amountIn <= 0n) throw new RangeError('a swap of more than 0 base units')
  if (from === to) throw new RangeError('a swap between two different tokens')
  const { calls, read } = swapQuoteCalls(profile, network, from, to, amountIn)
  const results = await aggregate3(client, profile.networks[network].multicall3, calls)
  const found = read(results)
  return found ? { network, from, to, amountIn, ...found } : null
}
