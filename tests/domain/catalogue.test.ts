import { describe, expect, it } from 'vitest'
import {
  networkByChainId,
  networkIds,
  networks,
  tokenKeys,
  tokens,
  tokensOn,
} from '../../src/domain/catalogue'

describe('catalogue', () => {
  it('has the spec’s 4 networks and 20 tokens', () => {
    expect(networkIds.map((id) => networks[id].chainId)).toEqual([1, 137, 42161, 10])
    expect(tokenKeys).toHaveLength(20)
  })

  it.each([
    ['ethereum', ['ETH', 'USDT', 'USDC', 'DAI', 'USDe', 'WBTC', 'WETH', 'LINK']],
    ['polygon', ['MATIC', 'USDT-POLYGON', 'USDC-POLYGON', 'DAI-POLYGON']],
    ['arbitrum', ['ETH-ARBITRUM', 'USDT-ARBITRUM', 'USDC-ARBITRUM', 'DAI-ARBITRUM']],
    ['optimism', ['ETH-OPTIMISM', 'USDT-OPTIMISM', 'USDC-OPTIMISM', 'DAI-OPTIMISM']],
  ] as const)('%s holds %j', (network, keys) => {
    expect(tokensOn(network).map((t) => t.key)).toEqual(keys)
  })

  it.each([
    ['USDT', 6],
    ['USDC-OPTIMISM', 6],
    ['WBTC', 8],
    ['DAI', 18],
    ['USDe', 18],
    ['MATIC', 18],
  ] as const)('%s has %d decimals', (key, decimals) => {
    expect(tokens[key].decimals).toBe(decimals)
  })

  it('gives native coins no address and tokens a checksummed one', () => {
    for (const t of Object.values(tokens)) {
      if (['ETH', 'MATIC'].includes(t.symbol)) expect(t.address).toBeNull()
      else expect(t.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    }
  })

  it('finds networks by chain id', () => {
    expect(networkByChainId(42161)?.id).toBe('arbitrum')
    expect(networkByChainId(5)).toBeUndefined()
  })
})
