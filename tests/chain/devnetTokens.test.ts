import { type Address, encodeFunctionData, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { erc20, multicall3, priceFeed, weth } from './helpers/abis'
import { chain, deal, devnetClient, freshAccount, isolateEachTest, manifest, send } from './helpers/devnet'

const ethereum = devnetClient(1)

describe('tokens at their mainnet addresses', () => {
  const expected: Record<string, [string, number]> = {
    USDT: ['USDT', 6],
    USDC: ['USDC', 6],
    DAI: ['DAI', 18],
    USDe: ['USDe', 18],
    WBTC: ['WBTC', 8],
    WETH: ['WETH', 18],
    LINK: ['LINK', 18],
  }

  it('answers symbol and decimals on every chain', async () => {
    for (const entry of Object.values(manifest().chains)) {
      const client = devnetClient(entry.chainId)
      for (const [symbol, address] of Object.entries(entry.tokens)) {
        const [sym, decimals] = expected[symbol] ?? []
        expect(await client.readContract({ address, abi: erc20, functionName: 'symbol' })).toBe(sym)
        expect(await client.readContract({ address, abi: erc20, functionName: 'decimals' })).toBe(decimals)
      }
    }
    expect(chain(1).tokens.USDC).toBe('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
    expect(chain(137).tokens.USDC).toBe('0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359')
  })
})

describe('USDT approve quirk', () => {
  isolateEachTest(ethereum)

  it('reverts non-zero → non-zero and allows it after a reset to 0', async () => {
    const usdt = chain(1).tokens.USDT as Address
    const owner = await freshAccount(ethereum)
    const spender = chain(1).contracts.aavePool as Address
    await send(ethereum, owner, { address: usdt, abi: erc20, functionName: 'approve', args: [spender, 100n] })
    await expect(
      ethereum.simulateContract({
        account: owner,
        address: usdt,
        abi: erc20,
        functionName: 'approve',
        args: [spender, 200n],
      }),
    ).rejects.toThrow()
    await send(ethereum, owner, { address: usdt, abi: erc20, functionName: 'approve', args: [spender, 0n] })
    await send(ethereum, owner, { address: usdt, abi: erc20, functionName: 'approve', args: [spender, 200n] })
    expect(
      await ethereum.readContract({
        address: usdt,
        abi: erc20,
        functionName: 'allowance',
        args: [owner, spender],
      }),
    ).toBe(200n)
  })

  it('is USDT-only: USDC changes a non-zero allowance directly', async () => {
    const usdc = chain(1).tokens.USDC as Address
    const owner = await freshAccount(ethereum)
    await send(ethereum, owner, { address: usdc, abi: erc20, functionName: 'approve', args: [owner, 1n] })
    await send(ethereum, owner, { address: usdc, abi: erc20, functionName: 'approve', args: [owner, 2n] })
  })
})

describe('WETH9', () => {
  isolateEachTest(ethereum)

  it('wraps and unwraps ETH', async () => {
    const token = chain(1).tokens.WETH as Address
    const me = await freshAccount(ethereum)
    await send(ethereum, me, { address: token, abi: weth, functionName: 'deposit', value: parseEther('2') })
    expect(
      await ethereum.readContract({ address: token, abi: erc20, functionName: 'balanceOf', args: [me] }),
    ).toBe(parseEther('2'))
    await send(ethereum, me, {
      address: token,
      abi: weth,
      functionName: 'withdraw',
      args: [parseEther('0.5')],
    })
    expect(
      await ethereum.readContract({ address: token, abi: erc20, functionName: 'balanceOf', args: [me] }),
    ).toBe(parseEther('1.5'))
  })
})

describe('Multicall3', () => {
  it('reads native and token balances in one aggregate3 call on every chain', async () => {
    for (const entry of Object.values(manifest().chains)) {
      const client = devnetClient(entry.chainId)
      const me = await freshAccount(client, parseEther('3'))
      const usdc = entry.tokens.USDC as Address
      await deal(client, usdc, me, parseUnits('12.5', 6))
      const mc = entry.contracts.multicall3 as Address
      expect(mc).toBe('0xcA11bde05977b3631167028862bE2a173976CA11')
      const calls = [
        {
          target: mc,
          allowFailure: false,
          callData: encodeFunctionData({ abi: multicall3, functionName: 'getEthBalance', args: [me] }),
        },
        {
          target: usdc,
          allowFailure: false,
          callData: encodeFunctionData({ abi: erc20, functionName: 'balanceOf', args: [me] }),
        },
        {
          target: me,
          allowFailure: true,
          callData: encodeFunctionData({ abi: erc20, functionName: 'balanceOf', args: [me] }),
        },
      ]
      // aggregate3 is payable, so it is eth_call'ed through simulate, as viem's multicall does
      const { result: results } = await client.simulateContract({
        address: mc,
        abi: multicall3,
        functionName: 'aggregate3',
        args: [calls],
      })
      expect(results.map((r) => r.success)).toEqual([true, true, true]) // a call to an EOA "succeeds" empty, as on mainnet
      expect(BigInt(results[0]?.returnData ?? '0x')).toBe(parseEther('3'))
      expect(BigInt(results[1]?.returnData ?? '0x')).toBe(parseUnits('12.5', 6))
      // viem's own multicall action targets the same contract
      const [eth] = await client.multicall({
        multicallAddress: mc,
        contracts: [{ address: mc, abi: multicall3, functionName: 'getEthBalance', args: [me] }],
        allowFailure: false,
      })
      expect(eth).toBe(parseEther('3'))
    }
  })
})

describe('price feeds', () => {
  it('every chain has its native coin and the stablecoins, 8 decimals, Chainlink-style', async () => {
    const wanted: Record<string, string[]> = {
      '1': ['ETH', 'BTC', 'LINK', 'USDC', 'USDT', 'DAI', 'USDe', 'MATIC'],
      '137': ['MATIC', 'USDC', 'USDT', 'DAI'],
      '42161': ['ETH', 'USDC', 'USDT', 'DAI'],
      '10': ['ETH', 'USDC', 'USDT', 'DAI'],
    }
    for (const [id, symbols] of Object.entries(wanted)) {
      const client = devnetClient(Number(id))
      for (const symbol of symbols) {
        const address = chain(Number(id)).priceFeeds[symbol] as Address
        expect(await client.readContract({ address, abi: priceFeed, functionName: 'decimals' })).toBe(8)
        expect(await client.readContract({ address, abi: priceFeed, functionName: 'description' })).toBe(
          `${symbol} / USD`,
        )
        const [, answer, , updatedAt] = await client.readContract({
          address,
          abi: priceFeed,
          functionName: 'latestRoundData',
        })
        expect(answer).toBeGreaterThan(0n)
        expect(updatedAt).toBeGreaterThan(0n)
      }
    }
    const [, eth] = await ethereum.readContract({
      address: chain(1).priceFeeds.ETH as Address,
      abi: priceFeed,
      functionName: 'latestRoundData',
    })
    expect(eth).toBe(3000_00000000n)
  })
})
