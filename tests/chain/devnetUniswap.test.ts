import { type Address, encodeAbiParameters, getContractAddress, keccak256, parseAbi, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { uniswapV3, wrappedNative } from '../../src/domain/catalogue/swapVenues'
import { chain, devnetClient } from './helpers/devnet'

const quoter = parseAbi([
  'function quoteExactInputSingle((address tokenIn, address tokenOut, uint256 amountIn, uint24 fee, uint160 sqrtPriceLimitX96)) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
])
const factory = parseAbi(['function getPool(address, address, uint24) view returns (address)'])

/** The pool's CREATE2 address as mainnet computes it (PoolAddress.computeAddress of v3-periphery). */
function poolAddress(a: Address, b: Address, fee: number): Address {
  const [t0, t1] = BigInt(a) < BigInt(b) ? [a, b] : [b, a]
  return getContractAddress({
    opcode: 'CREATE2',
    from: uniswapV3.factory,
    salt: keccak256(
      encodeAbiParameters([{ type: 'address' }, { type: 'address' }, { type: 'uint24' }], [t0, t1, fee]),
    ),
    bytecodeHash: uniswapV3.poolInitCodeHash,
  })
}

describe('Uniswap v3 on the devnet', () => {
  it.each([
    [1, 'ethereum'],
    [137, 'polygon'],
    [42161, 'arbitrum'],
    [10, 'optimism'],
  ] as const)(
    'chain %i has the factory, router and QuoterV2 at the canonical addresses, pools at their CREATE2 addresses',
    async (chainId, network) => {
      const client = devnetClient(chainId)
      for (const address of [
        uniswapV3.factory,
        uniswapV3.quoterV2,
        uniswapV3.swapRouter,
        wrappedNative[network].address,
      ])
        expect((await client.getCode({ address }))?.length, address).toBeGreaterThan(100)
      const usdc = chain(chainId).tokens.USDC as Address
      const weth = wrappedNative[network].address
      const pool = await client.readContract({
        address: uniswapV3.factory,
        abi: factory,
        functionName: 'getPool',
        args: [weth, usdc, 500],
      })
      expect(pool).toBe(poolAddress(weth, usdc, 500))
      expect(chain(chainId).contracts.uniswapQuoterV2).toBe(uniswapV3.quoterV2)
    },
  )

  it("Arbitrum's WETH/USDC 0.05 % pool sits at mainnet Arbitrum's address: the real init code hash", () => {
    expect(poolAddress(wrappedNative.arbitrum.address, chain(42161).tokens.USDC as Address, 500)).toBe(
      '0xC6962004f452bE9203591991D15f6b388e09E8D0',
    )
  })

  it("quotes at the devnet's prices: 100 USDT ≈ 99.98 USDC, 1 WETH ≈ 2 998 USDC, 100 USDe ≈ 99.98 USDT", async () => {
    const client = devnetClient(1)
    const t = chain(1).tokens as Record<'USDT' | 'USDC' | 'WETH' | 'USDe', Address>
    const quote = async (tokenIn: Address, tokenOut: Address, amountIn: bigint, fee: number) =>
      (
        await client.simulateContract({
          address: uniswapV3.quoterV2,
          abi: quoter,
          functionName: 'quoteExactInputSingle',
          args: [{ tokenIn, tokenOut, amountIn, fee, sqrtPriceLimitX96: 0n }],
        })
      ).result[0]
    const usdc = await quote(t.USDT, t.USDC, parseUnits('100', 6), 100)
    expect(usdc).toBeGreaterThan(parseUnits('99.97', 6))
    expect(usdc).toBeLessThan(parseUnits('99.99', 6))
    const forEth = await quote(t.WETH, t.USDC, parseUnits('1', 18), 500)
    expect(forEth).toBeGreaterThan(parseUnits('2995', 6))
    expect(forEth).toBeLessThan(parseUnits('2999', 6))
    const usdt = await quote(t.USDe, t.USDT, parseUnits('100', 18), 100)
    expect(usdt).toBeGreaterThan(parseUnits('99.97', 6))
    expect(usdt).toBeLessThan(parseUnits('99.99', 6))
  })
})
