import { describe, expect, it } from 'vitest'
import { en } from '../../src/domain/i18n/en'
import { es } from '../../src/domain/i18n/es'

type Key = keyof typeof es

/**
 * Issue 44: the technical terms a saver meets, each with the one-line explanation shown beside it. `term`
 * finds the term in each language; the explanation must name the term it explains, in plain words, on one line.
 */
const terms: { name: string; term: Record<'es' | 'en', RegExp>; explanation: Key }[] = [
  {
    name: 'chain id',
    term: { es: /ID de cadena/, en: /chain id/i },
    explanation: 'endpoints.chainId.explain',
  },
  {
    name: 'E-mode',
    term: { es: /Modo eficiencia/i, en: /Efficiency mode/i },
    explanation: 'lendingRisk.facts.emode.explain',
  },
  {
    name: 'isolation mode',
    term: { es: /Modo aislado/i, en: /Isolation mode/i },
    explanation: 'lendingRisk.facts.isolation.explain',
  },
  {
    name: 'share-price samples',
    term: { es: /cuota/, en: /share/i },
    explanation: 'vaults.analytics.samples.explain',
  },
  {
    name: 'a receipt token (aUSDC, aEthUSDC, sUSDe…)',
    term: { es: /\{receipt\} es el comprobante/, en: /\{receipt\} is the receipt/ },
    explanation: 'vaults.card.receipt.explain',
  },
  {
    name: 'staking',
    term: { es: /Hacer staking es/, en: /Staking means/ },
    explanation: 'vaults.desc.ethena',
  },
  {
    name: 'the raw payment request (ethereum:0x…@1)',
    term: { es: /pedido de pago/, en: /payment request/ },
    explanation: 'receive.uri.label',
  },
]

/** Where a label names a term, the term is said in plain words in the label itself. */
const labelled: { key: Key; es: RegExp; en: RegExp }[] = [
  { key: 'vaults.card.apy', es: /^TEA \(tasa efectiva anual\)$/, en: /^APY \(effective annual rate\)$/ },
  { key: 'vaults.analytics.rate', es: /tasa efectiva anual/, en: /effective annual rate/ },
  { key: 'vaults.modal.apy', es: /tasa efectiva anual/, en: /effective annual rate/ },
  {
    key: 'lendingRisk.facts.emode',
    es: /^Modo eficiencia \(E\u2011mode\)$/u,
    en: /^Efficiency mode \(E\u2011mode\)$/u,
  },
]

describe('plain words first (issue 44)', () => {
  it.each(terms)('$name comes with a one-line explanation in both languages', ({ term, explanation }) => {
    for (const [language, dictionary] of [
      ['es', es],
      ['en', en],
    ] as const) {
      const text: string = dictionary[explanation]
      expect(text, `${language} ${explanation}`).toMatch(term[language])
      expect(text).not.toContain('\n')
      expect(text.length).toBeLessThanOrEqual(160)
    }
  })

  it.each(labelled)('$key says its term in plain words', ({ key, es: esText, en: enText }) => {
    expect(es[key]).toMatch(esText)
    expect(en[key]).toMatch(enText)
  })

  it('names no standard a saver never heard of, and writes no English jargon in Spanish', () => {
    const all = [...Object.entries(es), ...Object.entries(en)]
    expect(all.filter(([, text]) => /EIP-?681|delta[- ]hedged|cobertura delta/i.test(text))).toEqual([])
    const spanish = Object.entries(es)
    expect(spanish.filter(([, text]) => /chain id|Muestras del valor de la cuota/i.test(text))).toEqual([])
    // APY, where Spanish names it at all, is said to be the TEA (tasa efectiva anual).
    expect(spanish.filter(([, text]) => /\bAPY\b/.test(text) && !/tasa efectiva anual/.test(text))).toEqual(
      [],
    )
  })
})
