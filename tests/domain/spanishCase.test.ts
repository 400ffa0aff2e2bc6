import { describe, expect, it } from 'vitest'
import { es } from '../../src/domain/i18n/es'

/**
 * Spanish writes labels in sentence case ("Actualizar datos de la billetera"), not English Title Case. The
 * exceptions are the spec's own Spanish texts, kept word for word (DESIGN §7), and names.
 */
const specQuoted = new Set([
  'Gestión de Billetera',
  'Volver al Inicio',
  'Actualizar Datos',
  'Pedir Prestado Ahora',
  'Pagar Ahora',
  'Préstamos y Préstamos Avanzados',
  'Aprobar y Depositar',
  'Seguro DeFi',
])

/** Proper names that keep their capitals inside a label: brands, networks, places, institutions. */
const names = new Set([
  'Aave',
  'Argentina',
  'ArgentinaDatos',
  'Arbitrum',
  'Banco',
  'Beefy',
  'Billetera',
  'Blue',
  'Compound',
  'Convex',
  'Curve',
  'Ethena',
  'Ethereum',
  'Etherscan',
  'Mainnet',
  'Morpho',
  'Mundial',
  'One',
  'Optimism',
  'Polygon',
  'Yearn',
])

/** A label: a short text that is not a sentence (no full stop, colon, question or exclamation). */
const isLabel = (text: string) => !/[.:?!¿¡…]/.test(text) && text.split(/\s+/).length <= 7

/**
 * The words after the first that carry a capital without being a name: the marks of Title Case. A screen's
 * name quoted in «» starts with its own capital ("se guarda en «Billeteras anteriores»").
 */
function titleCaseWords(text: string): string[] {
  const words = text
    .replace(/\{\w+\}/g, ' ')
    .replace(/«[^»]*»/g, ' ')
    .split(/[\s,/()«»"·—–-]+/)
    .filter(Boolean)
  return words.slice(1).filter((w) => /^[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+$/.test(w) && !names.has(w))
}

describe('Spanish sentence case (issue 44)', () => {
  it('finds the Title Case the issue saw, and reads names and sentence case past', () => {
    expect(titleCaseWords('Retirar Ahora')).toEqual(['Ahora'])
    expect(titleCaseWords('Términos y Condiciones de Uso')).toEqual(['Condiciones', 'Uso'])
    expect(titleCaseWords('Actualizar datos de la billetera')).toEqual([])
    expect(titleCaseWords('Inflación de Argentina · Banco Mundial')).toEqual([])
    expect(titleCaseWords('Cambiar a Ethereum')).toEqual([])
    expect(titleCaseWords('se guarda cifrada en «Billeteras anteriores»')).toEqual([])
  })

  it('no Spanish label is in Title Case, except the spec’s own texts', () => {
    const titleCase = Object.entries(es)
      .filter(([, text]) => isLabel(text) && !specQuoted.has(text))
      .filter(([, text]) => titleCaseWords(text).length > 0)
    expect(titleCase).toEqual([])
  })

  it('every exception is a text the dictionary still shows', () => {
    const shown = new Set<string>(Object.values(es))
    expect([...specQuoted].filter((text) => !shown.has(text))).toEqual([])
  })
})
