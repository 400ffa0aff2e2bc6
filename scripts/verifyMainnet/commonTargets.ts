import { type Address, encodeAbiParameters, getContractAddress, keccak256, namehash } from 'viem'
import { priceFeedAbi } from '../../src/chain/abis'
import type { ChainProfile } from '../../src/chain/profile'
import { quoterV2Abi, uniswapPoolAbi } from '../../src/chain/swap/abis'
import type { NetworkId } from '../../src/domain/catalogue/networks'
import { UNISWAP_EXACT_INPUT_SINGLE, uniswapV3, wrappedNative } from '../../src/domain/catalogue/swapVenues'
import { tokensOn } from '../../src/domain/catalogue/tokens'
import { ensRegistryAbi, multicall3BlockAbi, tokenAbi, uniswapFactoryAbi } from './abis'
import { readValue, sameAddress, short } from './findings'
import { defaultHeartbeat, feedHeartbeats } from './heartbeats'
import type { Finding, Target } from './types'

/** The address the harmless reads ask about: nobody's position, nobody's allowance. */
export const PROBE: Address = '0x000000000000000000000000000000000000dEaD'

const ERC20_WRITES = ['approve(address,uint256)', 'transfer(address,uint256)']
const QUOTE_EXACT_INPUT_SINGLE = 'quoteExactInputSingle((address,address,uint256,uint24,uint160))'

/** Multicall3 on a network: the batch itself, and the three helpers the app reads inside it. */
export function multicallTarget(profile: ChainProfile, network: NetworkId): Target {
  const address = profile.networks[network].multicall3
  const read = (functionName: string, args?: readonly unknown[]) => ({
    address,
    abi: multicall3BlockAbi,
    functionName,
    ...(args ? { args } : {}),
  })
  return {
    network,
    name: 'Multicall3',
    address,
    writes: ['aggregate3((address,bool,bytes)[])'],
    reads: {
      getCurrentBlockTimestamp: read('getCurrentBlockTimestamp'),
      getBlockNumber: read('getBlockNumber'),
      getEthBalance: read('getEthBalance', [PROBE]),
    },
  }
}

/** Each catalogue token of a network: its decimals as the catalogue has them, balanceOf, allowance, approve. */
export function tokenTargets(profile: ChainProfile, network: NetworkId): Target[] {
  return tokensOn(network).flatMap((token) => {
    const address = profile.networks[network].tokenAddresses[token.key]
    if (!address) return []
    return [
      {
        network,
        name: token.symbol,
        address,
        writes: ERC20_WRITES,
        reads: {
          decimals: { address, abi: tokenAbi, functionName: 'decimals' },
          balanceOf: { address, abi: tokenAbi, functionName: 'balanceOf', args: [PROBE] },
          allowance: { address, abi: tokenAbi, functionName: 'allowance', args: [PROBE, PROBE] },
        },
        inspect: (results) => [decimalsFinding(readValue<number>(results, 'decimals'), token.decimals)],
      },
    ]
  })
}

function decimalsFinding(got: number | undefined, expected: number): Finding {
  if (got === undefined) return { check: 'decimals', status: 'fail', detail: 'decimals did not answer' }
  return got === expected
    ? { check: 'decimals', status: 'ok', detail: String(got) }
    : { check: 'decimals', status: 'fail', detail: `${got}, the catalogue says ${expected}` }
}

/**
 * The USD price feeds the app reads (the profile's, on their network): a positive answer no older than the
 * feed's heartbeat, measured against the block's own time.
 */
export function feedTargets(
  profile: ChainProfile,
  heartbeats: Partial<Record<string, number>> = feedHeartbeats,
): Target[] {
  const network = profile.priceFeeds.network
  return Object.entries(profile.priceFeeds.feeds).flatMap(([symbol, address]) => {
    if (!address) return []
    const heartbeat = heartbeats[symbol] ?? defaultHeartbeat
    // Every feed the app reads quotes in USD but WBTC's, which quotes WBTC in BTC (times BTC / USD).
    const quote = symbol === 'WBTC' ? 'BTC' : 'USD'
    return [
      {
        network,
        name: `${symbol}/${quote} feed`,
        address,
        reads: {
          decimals: { address, abi: priceFeedAbi, functionName: 'decimals' },
          latestRoundData: { address, abi: priceFeedAbi, functionName: 'latestRoundData' },
        },
        inspect: (results, { blockTimestamp }) => {
          const round = readValue<readonly [bigint, bigint, bigint, bigint, bigint]>(
            results,
            'latestRoundData',
          )
          const decimals = readValue<number>(results, 'decimals')
          if (!round || decimals === undefined)
            return [{ check: 'freshness', status: 'fail', detail: 'latestRoundData did not answer' }]
          const [, answer, , updatedAt] = round
          const age = blockTimestamp - updatedAt
          const price = `${Number(answer) / 10 ** decimals} ${quote}`
          if (answer <= 0n) return [{ check: 'freshness', status: 'fail', detail: `answer ${answer}` }]
          return [
            age > BigInt(heartbeat)
              ? {
                  check: 'freshness',
                  status: 'fail',
                  detail: `stale: ${price}, updated ${duration(age)} ago (${age} s), heartbeat ${duration(BigInt(heartbeat))} (${heartbeat} s)`,
                }
              : {
                  check: 'freshness',
                  status: 'ok',
                  detail: `${price}, updated ${duration(age)} ago (heartbeat ${duration(BigInt(heartbeat))})`,
                },
          ]
        },
      },
    ]
  })
}

/**
 * `3 h 20 min`, `45 s`, `12 d`: an age in the largest units that say it.
 * @example duration(12_000n) // '3 h 20 min'
 */
export function duration(seconds: bigint): string {
  const s = Number(seconds < 0n ? 0n : seconds)
  if (s < 60) return `${s} s`
  if (s < 3_600) return `${Math.floor(s / 60)} min`
  if (s < 86_400) {
    const minutes = Math.floor((s % 3_600) / 60)
    return `${Math.floor(s / 3_600)} h${minutes ? ` ${minutes} min` : ''}`
  }
  return `${Math.floor(s / 86_400)} d`
}

/** ENS's registry on Ethereum, whose `resolver` the app reads to turn names into addresses. */
export function ensTarget(profile: ChainProfile): Target[] {
  const address = profile.networks.ethereum.contracts?.ensRegistry
  if (!address) return []
  return [
    {
      network: 'ethereum',
      name: 'ENS registry',
      address,
      reads: {
        resolver: { address, abi: ensRegistryAbi, functionName: 'resolver', args: [namehash('eth')] },
      },
    },
  ]
}

/**
 * Uniswap v3 on a network: the factory (whose pools sit where the catalogue's init code hash says), the
 * quoter and the router the app calls, and the wrapped native coin the router takes.
 */
export function uniswapTargets(profile: ChainProfile, network: NetworkId): Target[] {
  const tokens = profile.networks[network].tokenAddresses
  const usdc = tokensOn(network).find((t) => t.symbol === 'USDC')
  const usdt = tokensOn(network).find((t) => t.symbol === 'USDT')
  const a = usdc ? tokens[usdc.key] : null
  const b = usdt ? tokens[usdt.key] : null
  const wrapped = wrappedNative[network].address
  const pool = a && b ? poolAddress(a, b, 100) : null
  const factory: Target = {
    network,
    name: 'Uniswap v3 factory',
    address: uniswapV3.factory,
    ...(a && b && pool
      ? {
          reads: {
            getPool: {
              address: uniswapV3.factory,
              abi: uniswapFactoryAbi,
              functionName: 'getPool',
              args: [a, b, 100],
            },
          },
          optionalReads: { slot0: { address: pool, abi: uniswapPoolAbi, functionName: 'slot0' } },
          inspect: (results): Finding[] => {
            const listed = readValue<Address>(results, 'getPool')
            if (!listed) return [{ check: 'pool address', status: 'fail', detail: 'getPool did not answer' }]
            if (/^0x0{40}$/.test(listed))
              return [
                { check: 'pool address', status: 'warn', detail: 'no USDC/USDT 0.01 % pool to compare with' },
              ]
            if (!sameAddress(listed, pool))
              return [
                {
                  check: 'pool address',
                  status: 'fail',
                  detail: `USDC/USDT 0.01 % at ${short(listed)}, the catalogue's init code hash gives ${short(pool)}`,
                },
              ]
            return [
              results.slot0?.ok
                ? {
                    check: 'pool address',
                    status: 'ok',
                    detail: `USDC/USDT 0.01 % at ${short(pool)} = CREATE2 of the catalogue's init code hash; slot0 answers`,
                  }
                : {
                    check: 'pool address',
                    status: 'fail',
                    detail: `the pool at ${short(pool)} does not answer slot0`,
                  },
            ]
          },
        }
      : {}),
  }
  const quoter: Target = {
    network,
    name: 'Uniswap v3 QuoterV2',
    address: uniswapV3.quoterV2,
    writes: [QUOTE_EXACT_INPUT_SINGLE],
    ...(a && b
      ? {
          optionalReads: {
            quote: {
              address: uniswapV3.quoterV2,
              abi: quoterV2Abi,
              functionName: 'quoteExactInputSingle',
              args: [{ tokenIn: a, tokenOut: b, amountIn: 1_000_000n, fee: 100, sqrtPriceLimitX96: 0n }],
            },
          },
          inspect: (results): Finding[] => {
            const quote = readValue<readonly bigint[]>(results, 'quote')
            return [
              quote?.[0]
                ? {
                    check: 'quote',
                    status: 'ok',
                    detail: `1 USDC → ${Number(quote[0]) / 1e6} USDT at 0.01 %`,
                  }
                : { check: 'quote', status: 'warn', detail: 'no quote for 1 USDC → USDT at 0.01 %' },
            ]
          },
        }
      : {}),
  }
  return [
    factory,
    quoter,
    {
      network,
      name: 'Uniswap v3 SwapRouter',
      address: uniswapV3.swapRouter,
      writes: [UNISWAP_EXACT_INPUT_SINGLE],
    },
    {
      network,
      name: `wrapped ${wrappedNative[network].native}`,
      address: wrapped,
      writes: ['approve(address,uint256)'],
      reads: { decimals: { address: wrapped, abi: tokenAbi, functionName: 'decimals' } },
      inspect: (results) => [decimalsFinding(readValue<number>(results, 'decimals'), 18)],
    },
  ]
}

/** Where the factory's CREATE2 puts a pool: the tokens sorted, then salt = keccak256(token0, token1, fee). */
export function poolAddress(tokenA: Address, tokenB: Address, fee: number): Address {
  const [token0, token1] = tokenA.toLowerCase() < tokenB.toLowerCase() ? [tokenA, tokenB] : [tokenB, tokenA]
  const salt = keccak256(
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'address' }, { type: 'uint24' }],
      [token0, token1, fee],
    ),
  )
  return getContractAddress({
    opcode: 'CREATE2',
    from: uniswapV3.factory,
    salt,
    bytecodeHash: uniswapV3.poolInitCodeHash,
  })
}
