import { describe, expect, it } from 'vitest'
import { defaultDollarKind, dollarKinds, toDollarKind } from '../../src/domain/pesos/dollarKinds'
import { formatArs } from '../../src/domain/pesos/formatArs'
import { usdToArs } from '../../src/domain/pesos/usdToArs'
import { usdValue } from '../../src/domain/pesos/usdValue'
import { realYieldInPesos } from '../../src/domain/vaults/realYield'

/** Intl separates the currency from the digits with a no-break space. */
const nbsp = '\u00a0'

describe('pesos beside dollars', () => {
  it('writes pesos as each language does: `$ 1.234.567,89` in Spanish, `ARS 1,234,567.89` in English', () => {
    expect(formatArs('es', 1_234_567.891)).toBe(`$${nbsp}1.234.567,89`)
    expect(formatArs('en', 1_234_567.891)).toBe(`ARS${nbsp}1,234,567.89`)
    expect(formatArs('es', 0)).toBe(`$${nbsp}0,00`)
    expect(formatArs('es', 1468)).toBe(`$${nbsp}1.468,00`)
  })

  it('turns a dollar figure into pesos at the quote, worked by hand', () => {
    // US$ 1.234,50 at the MEP dollar's $ 1.468: 1.234,5 × 1.468 = 1.812.246.
    expect(usdToArs(1_234.5, 1_468)).toBe(1_812_246)
    expect(formatArs('es', usdToArs(1_234.5, 1_468))).toBe(`$${nbsp}1.812.246,00`)
    // 100 USDC (6 decimals, bigint until here) at US$ 1 and the blue dollar's $ 1.435.
    expect(usdToArs(usdValue(100_000_000n, 6, 1), 1_435)).toBe(143_500)
    // 0.123456 WBTC at US$ 60.000 (8 decimals) at the cripto dollar's $ 1.520: 7.407,36 × 1.520.
    expect(usdToArs(usdValue(12_345_600n, 8, 60_000), 1_520)).toBeCloseTo(11_259_187.2, 6)
  })

  it('never gives a peso figure without a real quote', () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => usdToArs(10, bad)).toThrow(RangeError)
  })

  it('offers MEP (the default), cripto, oficial and blue, and reads anything else as MEP', () => {
    expect(dollarKinds).toEqual(['bolsa', 'cripto', 'oficial', 'blue'])
    expect(defaultDollarKind).toBe('bolsa')
    for (const kind of dollarKinds) expect(toDollarKind(kind)).toBe(kind)
    expect(toDollarKind('tarjeta')).toBe('bolsa')
    expect(toDollarKind(null)).toBe('bolsa')
  })
})

describe('real yield in pesos: (1 + TEA) × (1 + the dollar’s 12-month rise) ÷ (1 + 12-month inflation) − 1', () => {
  it('matches the help text’s example: 8 % TEA, dollar up 20 %, 31.8 % inflation → −1.7 %', () => {
    // 1,08 × 1,20 = 1,296; 1,296 ÷ 1,318 = 0,98331…; − 1 = −0,01669…
    expect(realYieldInPesos(0.08, 0.2, 0.318)).toBeCloseTo(-0.016692, 6)
  })

  it('on the devnet’s recorded figures: home’s 8 % at the MEP dollar (1.222 → 1.468) and 31.8 % CPI', () => {
    // 1.468 ÷ 1.222 = 1,201309…; × 1,08 = 1,297414…; ÷ 1,318 = 0,984381…
    expect(realYieldInPesos(0.08, 1468 / 1222 - 1, 0.318)).toBeCloseTo(-0.015619, 6)
    // At the oficial dollar (990 → 1.450) the same dollars did better in pesos: 1,08 × 1,464646 ÷ 1,318 = 1,200166…
    expect(realYieldInPesos(0.08, 1450 / 990 - 1, 0.318)).toBeCloseTo(0.200166, 6)
  })

  it('is the TEA itself when the dollar rose as much as prices, and the dollar’s real move with no yield', () => {
    expect(realYieldInPesos(0.05, 0.318, 0.318)).toBeCloseTo(0.05, 15)
    expect(realYieldInPesos(0, 0.1, 0.1)).toBeCloseTo(0, 15)
    // Not a sum of rates: 5 % + 20 % − 31,8 % would say −6,8 %.
    expect(realYieldInPesos(0.05, 0.2, 0.318)).toBeCloseTo((1.05 * 1.2) / 1.318 - 1, 15)
    expect(realYieldInPesos(0.05, 0.2, 0.318)).not.toBeCloseTo(0.05 + 0.2 - 0.318, 2)
  })
})
