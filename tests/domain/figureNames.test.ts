import { describe, expect, it } from 'vitest'
import { loadLanguage, type TextKey, translate } from '../../src/domain/i18n'
import { en } from '../../src/domain/i18n/en'
import { es } from '../../src/domain/i18n/es'
import type { DollarMove } from '../../src/domain/pesos/dollarMove'
import { type RealYieldOf, realYieldFigure, realYieldNames } from '../../src/domain/pesos/realYieldFigure'

const dictionaries = { es, en }
/** Node's ICU may or may not put a no-break space before '%': compare without it. */
const bare = (text: string) => text.replace(/\s?%/g, '%')

/**
 * Issue 44: one figure per fact. Home shows the spec's weighted health score (with its own diversification)
 * and, lower down, the spec's health estimate and catalogue share: three measures, so three names.
 */
const homeFigureNames: TextKey[] = [
  'health.title',
  'health.overall',
  'health.diversification',
  'health.volatility',
  'health.liquidity',
  'health.stability',
  'estimates.protection',
  'home.diversification',
  'pesos.realYield',
]

describe('home names each figure once', () => {
  it.each(Object.entries(dictionaries))('%s: no two of home’s figures share a name', (_language, d) => {
    const names = homeFigureNames.map((key) => d[key])
    expect(new Set(names).size).toBe(names.length)
  })

  it('calls the stablecoin-share estimate what it measures, not health', () => {
    expect(es['estimates.protection']).toBe('Protección contra la inflación')
    expect(en['estimates.protection']).toBe('Inflation protection')
    for (const d of Object.values(dictionaries)) {
      expect(d['estimates.protection']).not.toMatch(/salud|health/i)
      expect(d['home.diversification']).not.toBe(d['health.diversification'])
    }
  })
})

/** Worked by hand from devnet/recorded: MEP 1.222 → 1.468 over the 12 months to September 2025, CPI 31,8 %. */
const months12: DollarMove = {
  period: 'months12',
  rise: 1468 / 1222 - 1,
  from: { date: '2024-09-30', sell: 1222 },
  to: { date: '2025-09-30', sell: 1468 },
}
const september = { rate: 0.318, date: '2025-09-30' }

describe('a real yield in pesos says what it is of, its period and its inflation', () => {
  it('names each rate differently, in both languages', () => {
    const kinds = Object.keys(realYieldNames) as RealYieldOf[]
    for (const d of Object.values(dictionaries)) {
      const names = kinds.map((of) => d[realYieldNames[of]])
      expect(new Set(names).size).toBe(kinds.length)
      for (const name of names) expect(name).toContain('{period}')
    }
  })

  it('home’s 8 % estimate: −1,6 % real in the 12 months to September 2025, with 31,8 % inflation', async () => {
    await loadLanguage('en', 'more')
    await loadLanguage('es', 'more')
    const say = (language: 'es' | 'en', of: RealYieldOf, tea: number, digits?: number) => {
      const value = ((1 + tea) * (1 + months12.rise)) / (1 + september.rate) - 1
      const f = realYieldFigure(language, {
        of,
        tea,
        value,
        move: months12,
        inflation: september,
        ...(digits === undefined ? {} : { digits }),
      })
      return bare(
        translate(language, f.key, {
          ...f.values,
          period: translate(language, f.period.key, f.period.values),
        }),
      )
    }
    expect(say('es', 'homeEstimate', 0.08)).toBe(
      'Tus stablecoins, si rindieran 8% TEA: -1,6% real en pesos en los 12 meses a septiembre de 2025, con una inflación de 31,8%.',
    )
    expect(say('en', 'homeEstimate', 0.08)).toBe(
      'Your stablecoins, if they earned 8% APY: -1.6% real in pesos over the 12 months to September 2025, with inflation of 31.8%.',
    )
    // The vaults' figure of another rate reads as another fact, with the same period and inflation:
    // 1,0381 × (1.468 ÷ 1.222) ÷ 1,318 − 1 = −5,38 %.
    expect(say('es', 'deposits', 0.0381, 2)).toBe(
      'Tus depósitos en bóvedas, a 3,81% TEA: -5,38% real en pesos en los 12 meses a septiembre de 2025, con una inflación de 31,8%.',
    )
  })

  it('with the World Bank’s yearly average, names the year and says the inflation is an average', () => {
    const year: DollarMove = { period: 'year', year: '2024', rise: 1, from: 700, to: 1400 }
    const f = realYieldFigure('es', {
      of: 'vault',
      tea: 0.05,
      value: -0.3435,
      move: year,
      inflation: { rate: 2.1988, date: '2024' },
      digits: 2,
    })
    expect({ tea: bare(String(f.values.tea)), value: bare(String(f.values.value)) }).toEqual({
      tea: '5%',
      value: '-34,35%',
    })
    expect(f.period).toEqual({
      key: 'pesos.realYield.period.year',
      values: { year: '2024', inflation: expect.stringMatching(/^219,9\s?%$/) },
    })
  })
})
