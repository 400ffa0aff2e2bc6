import { describe, expect, it, vi } from 'vitest'
import { toLanguage } from '../../src/domain/i18n'
import { en } from '../../src/domain/i18n/en'
import { es } from '../../src/domain/i18n/es'
import { formatMonth, formatNumber, formatPercent, formatUsd } from '../../src/domain/i18n/numbers'

const dictionaries = { es, en }
/** The texts module as a page first loads it: nothing loaded beyond the Spanish core, whatever ran before. */
async function freshTexts() {
  vi.resetModules()
  return import('../../src/domain/i18n')
}

describe('dictionaries', () => {
  it('have the same keys in Spanish and English', () => {
    expect(Object.keys(dictionaries.en).sort()).toEqual(Object.keys(dictionaries.es).sort())
  })

  it('have no empty text', () => {
    for (const [language, dictionary] of Object.entries(dictionaries)) {
      for (const [key, text] of Object.entries(dictionary)) expect(text, `${language}:${key}`).not.toBe('')
    }
  })

  it('translate, once a language is loaded', async () => {
    const { loadLanguage, translate } = await freshTexts()
    expect(translate('en', 'nav.home')).toBe('Inicio')
    await loadLanguage('en')
    expect(translate('es', 'nav.home')).toBe('Inicio')
    expect(translate('en', 'nav.home')).toBe('Home')
  })

  it('load the rest of the texts only when asked, for the chosen language and the ones already loaded', async () => {
    const { isLanguageLoaded, loadLanguage, translate } = await freshTexts()
    expect(translate('es', 'support.empty')).toBe('support.empty')
    await loadLanguage('es', 'more')
    expect(translate('es', 'support.empty')).toBe(es['support.empty'])
    expect(isLanguageLoaded('en')).toBe(false)
    await loadLanguage('en')
    expect(isLanguageLoaded('en')).toBe(true)
    expect(translate('en', 'support.empty')).toBe(en['support.empty'])
  })

  it('fall back to Spanish for anything not a known language', () => {
    expect(toLanguage('en')).toBe('en')
    expect(toLanguage('fr')).toBe('es')
    expect(toLanguage(null)).toBe('es')
  })
})

describe('es-AR numbers', () => {
  it('use a comma for decimals and a dot for thousands', () => {
    expect(formatNumber('es', 1234567.891, 2)).toBe('1.234.567,89')
    expect(formatNumber('en', 1234567.891, 2)).toBe('1,234,567.89')
  })

  it('format dollars and percentages', () => {
    expect(formatUsd('es', 1234.5)).toMatch(/1\.234,50/)
    expect(formatUsd('en', 1234.5)).toBe('$1,234.50')
    expect(formatPercent('es', 219.9)).toMatch(/^219,9\s?%$/)
  })

  it('spell out the month a monthly figure refers to, whatever the time zone', () => {
    expect(formatMonth('es', '2025-09-30')).toBe('septiembre de 2025')
    expect(formatMonth('en', '2025-09-30')).toBe('September 2025')
    expect(formatMonth('es', '2025-01-01')).toBe('enero de 2025')
  })
})
