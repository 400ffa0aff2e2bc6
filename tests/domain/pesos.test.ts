import { describe, expect, it } from 'vitest'
import { defaultDollarKind, dollarKinds, toDollarKind } from '../../src/domain/pesos/dollarKinds'
import { dollarMoveFor, yearAverages } from '../../src/domain/pesos/dollarMove'
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

describe('the dollar’s move over the same period as the inflation figure', () => {
  const rise12m = {
    rise: 1468 / 1222 - 1,
    from: { date: '2024-09-30', sell: 1222 },
    to: { date: '2025-09-30', sell: 1468 },
  }
  // Month ends of two whole years and the start of a third.
  const history = [
    ...['01-31', '04-28', '08-31', '12-29'].map((d, i) => ({
      date: `2023-${d}`,
      sell: [380, 420, 690, 1010][i] ?? 0,
    })),
    ...['01-31', '06-28', '12-31'].map((d, i) => ({ date: `2024-${d}`, sell: [1220, 1330, 1156][i] ?? 0 })),
    { date: '2025-01-31', sell: 1193 },
  ]

  it('averages only the calendar years the rows cover from January to December', () => {
    // 2023: (380 + 420 + 690 + 1010) ÷ 4 = 625; 2024: (1220 + 1330 + 1156) ÷ 3 = 1235,33…; 2025 has January only.
    const averages = yearAverages(history)
    expect(Object.keys(averages)).toEqual(['2023', '2024'])
    expect(averages['2023']).toBe(625)
    expect(averages['2024']).toBeCloseTo(1235.333333, 6)
    // Rows from September on (the devnet's recorded 2024) are no year's average.
    expect(
      yearAverages([
        { date: '2024-09-30', sell: 1222 },
        { date: '2024-12-31', sell: 1156 },
      ]),
    ).toEqual({})
    expect(
      yearAverages([
        { date: '2024-01-31', sell: 1 },
        { date: '2024-11-29', sell: 2 },
      ]),
    ).toEqual({})
  })

  it('ArgentinaDatos’ year-on-year CPI goes with the 12-month rise; the World Bank’s year with that year’s average', () => {
    const quote = { rise12m, yearAverages: yearAverages(history) }
    expect(dollarMoveFor({ source: 'argentinaDatos', date: '2025-09-30' }, quote)).toEqual({
      period: 'months12',
      ...rise12m,
    })
    const move = dollarMoveFor({ source: 'worldBank', date: '2024' }, quote)
    expect(move).toMatchObject({ period: 'year', year: '2024', from: 625 })
    // 1235,33… ÷ 625 − 1 = 0,976533…
    expect(move?.rise).toBeCloseTo(0.976533, 6)
    // The World Bank’s 219,88 % for 2024 with that move, at 8 % TEA: 1,08 × 1,976533 ÷ 3,1988 − 1 = −0,332668…
    expect(realYieldInPesos(0.08, move?.rise ?? 0, 2.1988)).toBeCloseTo(-0.332668, 5)
  })

  it('gives nothing it cannot match: no year-old quote, a year not covered whole, or the spec’s fixed figure', () => {
    const quote = { rise12m: null, yearAverages: yearAverages(history) }
    expect(dollarMoveFor({ source: 'argentinaDatos', date: '2025-09-30' }, quote)).toBeNull()
    expect(dollarMoveFor({ source: 'worldBank', date: '2025' }, quote)).toBeNull()
    expect(dollarMoveFor({ source: 'worldBank', date: '2023' }, quote)).toBeNull()
    expect(
      dollarMoveFor({ source: 'spec', date: null }, { rise12m, yearAverages: quote.yearAverages }),
    ).toBeNull()
  })
})
