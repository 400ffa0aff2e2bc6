import { describe, expect, it } from 'vitest'
import { en } from '../../src/domain/i18n/en'
import { es } from '../../src/domain/i18n/es'
import {
  faqCategories,
  faqIconNames,
  faqIds,
  faqs,
  filterFaqs,
  isContactMessageComplete,
  supportMailto,
} from '../../src/domain/support'
import { MIN_ETH_FOR_GAS } from '../../src/domain/vaults/validate'

describe('FAQ data', () => {
  it.each([
    [
      'es',
      'al menos 0,003 ETH',
      /no lo que cuesta.*La revisión te dice la comisión máxima antes de que confirmes/,
    ],
    [
      'en',
      'at least 0.003 ETH',
      /not what it costs.*The review tells you the maximum fee before you confirm/,
    ],
  ] as const)(
    'says in %s the gas floor the forms check, as a floor, and that the review gives the fee',
    (lang, floor, words) => {
      expect(MIN_ETH_FOR_GAS).toBe(3_000_000_000_000_000n)
      const gas = faqs[lang].find((f) => f.id === 'gas')?.answer.join(' ') ?? ''
      expect(gas).toContain(floor)
      expect(gas).toMatch(words)
    },
  )

  it.each(['es', 'en'] as const)('has the 18 questions in %s, same ids and categories as Spanish', (lang) => {
    expect(faqs[lang].map((f) => f.id)).toEqual([...faqIds])
    expect(faqs[lang].map((f) => f.category)).toEqual(faqs.es.map((f) => f.category))
    expect(faqs[lang].map((f) => f.icon)).toEqual(faqs.es.map((f) => f.icon))
    for (const item of faqs[lang]) {
      expect(item.question.trim()).not.toBe('')
      expect(item.answer.length).toBeGreaterThan(0)
      // An icon's name, never an emoji (an empty box where no emoji font exists).
      expect(faqIconNames).toContain(item.icon)
    }
  })

  it('has 14 chips and every category but all has at least one question', () => {
    expect(faqCategories).toHaveLength(14)
    for (const category of faqCategories.filter((c) => c !== 'all')) {
      expect(faqs.es.some((f) => f.category === category)).toBe(true)
    }
  })

  it('names every one of the 20 assets and the four networks', () => {
    const text = faqs.en.find((f) => f.id === 'supportedAssets')!.answer.join(' ')
    for (const symbol of ['ETH', 'USDT', 'USDC', 'DAI', 'USDe', 'WBTC', 'WETH', 'LINK', 'MATIC']) {
      expect(text).toContain(symbol)
    }
    for (const network of ['Ethereum', 'Polygon', 'Arbitrum', 'Optimism']) expect(text).toContain(network)
  })
})

describe('the withdrawals answer', () => {
  it.each([
    ['es', es],
    ['en', en],
  ] as const)(
    'in %s sends the reader to the card’s own buttons, never to a protocol’s app',
    (lang, texts) => {
      const answer = faqs[lang].find((f) => f.id === 'withdrawals')!.answer.join(' ')
      // The buttons' names exactly as the vault cards show them.
      for (const key of ['vaults.withdraw', 'vaults.unstake', 'vaults.ethena.claim'] as const) {
        expect(answer).toContain(texts[key])
      }
      expect(answer).not.toMatch(/aplicación oficial|official app|Compound, Curve, Convex, Yearn/)
    },
  )
})

describe('filterFaqs', () => {
  it('with no search and every category gives all 18', () => {
    expect(filterFaqs(faqs.es, '', 'all')).toHaveLength(18)
    expect(filterFaqs(faqs.es, '   ', 'all')).toHaveLength(18)
  })

  it('ignores case and accents, in the question and in the answer', () => {
    const ids = filterFaqs(faqs.es, 'CONTRASENA', 'all').map((f) => f.id)
    expect(ids).toContain('lostPassword')
    expect(ids).toContain('keysOnDevice')
    expect(filterFaqs(faqs.es, 'Ledger', 'all').map((f) => f.id)).toEqual(['hardwareWallets'])
    expect(filterFaqs(faqs.en, 'pbkdf2', 'all').map((f) => f.id)).toEqual(
      expect.arrayContaining(['keysOnDevice']),
    )
  })

  it('needs every word and respects the category', () => {
    expect(filterFaqs(faqs.es, 'gas polygon', 'gasOptimization').map((f) => f.id)).toEqual([
      'gas',
      'gasSaving',
    ])
    expect(filterFaqs(faqs.es, 'gas', 'kyc')).toEqual([])
    expect(filterFaqs(faqs.es, 'xyzzy', 'all')).toEqual([])
  })
})

describe('contact form', () => {
  it('needs a subject and a message after trimming', () => {
    expect(isContactMessageComplete('Hola', 'Ayuda')).toBe(true)
    expect(isContactMessageComplete(' ', 'Ayuda')).toBe(false)
    expect(isContactMessageComplete('Hola', '\n\t')).toBe(false)
  })

  it('encodes the subject and body for the mail link', () => {
    expect(supportMailto('¿Saldo?', 'a&b=c')).toBe(
      'mailto:support@billetera.app?subject=%C2%BFSaldo%3F&body=a%26b%3Dc',
    )
  })
})
