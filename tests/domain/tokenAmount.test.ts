import { describe, expect, it } from 'vitest'
import { amountDigits, formatTokenAmount, isDollarSymbol } from '../../src/domain/format'

const usdc = { decimals: 6, stable: true }
const dai = { decimals: 18, stable: true }
const eth = { decimals: 18, stable: false }
const wbtc = { decimals: 8, stable: false }
const units = (text: string, decimals: number) => {
  const [whole = '0', fraction = ''] = text.split('.')
  return BigInt(whole + fraction.padEnd(decimals, '0'))
}

describe('one rule for token amounts in a list (issue 44 item 12)', () => {
  it.each([
    // Dollars: always cents, trailing zeros kept so a column of dollars lines up.
    ['100', usdc, '100,00', '100.00'],
    ['10.5', usdc, '10,50', '10.50'],
    ['1234.567891', usdc, '1.234,56', '1,234.56'],
    ['0', usdc, '0,00', '0.00'],
    ['250.999999999999999999', dai, '250,99', '250.99'],
    // Any other token: six significant digits, never more than six decimals, no trailing zeros.
    ['0.5', eth, '0,5', '0.5'],
    ['1', eth, '1', '1'],
    ['1.23456789', eth, '1,23456', '1.23456'],
    ['1234.56789', eth, '1.234,56', '1,234.56'],
    ['0.000021', eth, '0,000021', '0.000021'],
    ['0.0012345678', eth, '0,001234', '0.001234'],
    ['0', eth, '0', '0'],
    ['0.12345678', wbtc, '0,123456', '0.123456'],
  ] as const)('%s (decimals %o) reads %s / %s', (amount, kind, es, en) => {
    const value = units(amount, kind.decimals)
    expect(formatTokenAmount(value, kind, 'es-AR')).toBe(es)
    expect(formatTokenAmount(value, kind, 'en')).toBe(en)
  })

  it('never shows an amount above zero as 0, nor one bigger than it is', () => {
    expect(formatTokenAmount(5_000n, usdc, 'es-AR')).toBe('< 0,01')
    expect(formatTokenAmount(1n, eth, 'en')).toBe('< 0.000001')
    expect(formatTokenAmount(-1n, eth, 'en')).toBe('> -0.000001')
    expect(formatTokenAmount(9_999n, usdc, 'en')).toBe('< 0.01')
    expect(formatTokenAmount(10_000n, usdc, 'en')).toBe('0.01')
    // Cut, never rounded up: 0.999999999 ETH is not "1".
    expect(formatTokenAmount(999_999_999_000_000_000n, eth, 'en')).toBe('0.999999')
  })

  it('gives every amount of one kind the same digits whatever its size, for dollars', () => {
    const digits = ['0.01', '1', '99.99', '1000000'].map((a) => amountDigits(units(a, 6), usdc))
    expect(new Set(digits)).toEqual(new Set([2]))
  })

  it('reads stablecoins and their receipts as dollars, and nothing else', () => {
    expect(
      ['USDC', 'USDT', 'DAI', 'USDe', 'aUSDC', 'aEthUSDC', 'sUSDe', 'cUSDC'].map(isDollarSymbol),
    ).toEqual(Array(8).fill(true))
    expect(['ETH', 'WETH', 'WBTC', 'LINK', 'MATIC', 'CRV', 'CVX'].map(isDollarSymbol)).toEqual(
      Array(7).fill(false),
    )
  })
})
