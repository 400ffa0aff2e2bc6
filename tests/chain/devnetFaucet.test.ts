import { type Address, erc20Abi, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { FAUCET_AMOUNTS, fund } from '../../devnet/index.mjs'
import { devnetClient, manifest } from './helpers/devnet'

const fresh = () => `0x${Buffer.from(crypto.getRandomValues(new Uint8Array(20))).toString('hex')}` as Address

describe('faucet', () => {
  it('sets the native coin and every catalogue token to the faucet amounts on all four chains', async () => {
    const me = fresh()
    await fund(manifest(), me)
    const decimals: Record<string, number> = {
      USDT: 6,
      USDC: 6,
      DAI: 18,
      USDe: 18,
      WBTC: 8,
      WETH: 18,
      LINK: 18,
    }
    for (const entry of Object.values(manifest().chains)) {
      const client = devnetClient(entry.chainId)
      const native = entry.chainId === 137 ? parseEther('1000') : parseEther('10')
      expect(await client.getBalance({ address: me })).toBe(native)
      for (const [symbol, token] of Object.entries(entry.tokens)) {
        const whole = FAUCET_AMOUNTS.tokens[symbol as keyof typeof FAUCET_AMOUNTS.tokens]
        const balance = await client.readContract({
          address: token as Address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [me],
        })
        expect(balance, `${symbol} on ${entry.chainId}`).toBe(parseUnits(whole, decimals[symbol] ?? 18))
      }
    }
    expect(Object.keys(manifest().chains['1']?.tokens ?? {}).sort()).toEqual([
      'DAI',
      'LINK',
      'USDC',
      'USDT',
      'USDe',
      'WBTC',
      'WETH',
    ])
  })

  it('takes overrides and a chain filter, and backs dealt WETH with ETH', async () => {
    const me = fresh()
    const result = await fund(manifest(), me, {
      chainIds: [1],
      tokens: { USDC: '250.5', WETH: '1' },
      native: { ETH: '2' },
    })
    expect(Object.keys(result)).toEqual(['1'])
    expect(result['1']?.tokens.USDC).toBe(250_500000n)
    const client = devnetClient(1)
    const weth = manifest().chains['1']?.tokens.WETH as Address
    const before = await client.getBalance({ address: weth })
    const again = await fund(manifest(), me, { chainIds: [1], tokens: { WETH: '3' } })
    expect(again['1']?.tokens.WETH).toBe(parseEther('3'))
    expect((await client.getBalance({ address: weth })) - before).toBe(parseEther('2'))
    expect(await devnetClient(137).getBalance({ address: me })).toBe(0n)
  })
})
