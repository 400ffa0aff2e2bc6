import { describe, expect, it } from 'vitest'
import { en } from '../../src/domain/i18n/en'
import { es } from '../../src/domain/i18n/es'
import { privacyPolicy, termsOfService } from '../../src/domain/legal'
import { faqs } from '../../src/domain/support'
import { accountLabel } from '../../src/ui/accounts/accountLabel'
import { englishNumbers, spanishNumbers } from '../language/numbers'
import { foreignWords } from '../language/telltales'

/** Placeholders ({network}) are names, not words of either language. */
const words = (text: string) => text.replace(/\{\w+\}/g, ' ')

describe('one language at a time (DESIGN §7)', () => {
  it('the Spanish and English dictionaries have exactly the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort())
  })

  it.each([
    ['es', es],
    ['en', en],
  ] as const)('no %s text holds a tell-tale word of the other language', (language, dictionary) => {
    const leaks = Object.entries(dictionary)
      .map(([key, text]) => [key, foreignWords(words(text), language)] as const)
      .filter(([, found]) => found.length > 0)
    expect(leaks).toEqual([])
  })

  it.each([
    ['es', es, englishNumbers],
    ['en', en, spanishNumbers],
  ] as const)('no %s text writes a number the other language’s way', (_language, dictionary, foreign) => {
    const leaks = Object.entries(dictionary)
      .map(([key, text]) => [key, foreign(text)] as const)
      .filter(([, found]) => found.length > 0)
    expect(leaks).toEqual([])
  })

  it('finds the leaks issue 44 saw, and reads brand and token names past', () => {
    expect(
      foreignWords('Stake · Unstake · Multi-asset · se stakea · ETH correlated (categoría 1)', 'es'),
    ).toEqual(['stake', 'unstake', 'multi', 'asset', 'stakea', 'correlated'])
    expect(foreignWords('Cuenta 2 · APY (TEA) · red Ethereum', 'en')).toEqual(['cuenta', 'tea', 'red'])
    expect(spanishNumbers('Amount 0,000001 · $24,150.00 · 1.234,56 · 11/24/2026 · v1.2.3')).toEqual([
      '0,000001',
      '1.234,56',
    ])
    // Names stay as they are in both languages: Ethena's USDe, Arbitrum One, ArgentinaDatos.
    expect(foreignWords('Ethena · USDe · Arbitrum One · Curve · ArgentinaDatos', 'es')).toEqual([])
  })

  it('names an account never named, or left with the suggested name, in the reader’s language', () => {
    const t = (_key: string, params?: Record<string, string | number>) => `Account ${params?.n}`
    const account = (name: string | null) => ({
      index: 1,
      address: `0x${'1'.repeat(40)}` as const,
      name,
      hidden: false,
    })
    expect(accountLabel(t, account(null))).toBe('Account 2')
    expect(accountLabel(t, account('Cuenta 2'))).toBe('Account 2')
    expect(accountLabel(t, account('Cuenta 3'))).toBe('Cuenta 3')
    expect(accountLabel(t, account('Ahorro'))).toBe('Ahorro')
  })

  it.each(['es', 'en'] as const)('the %s legal pages and FAQ are written in that language', (language) => {
    // An FAQ item's icon is the name of a drawing ('wallet'), never shown: only what a reader sees is checked.
    const faqTexts = faqs[language].map(({ icon: _icon, ...shown }) => shown)
    const text = JSON.stringify([privacyPolicy[language], termsOfService[language], faqTexts])
    expect(foreignWords(text, language)).toEqual([])
  })

  it('reads addresses and hashes as hex, never as words, and still finds a word beside them', () => {
    // A recipient shortened to '0x5003…dE27' once read as the Spanish 'de' on the English home.
    expect(foreignWords('Polygon · 0x5003…dE27 · 11/24/2026', 'en')).toEqual([])
    expect(foreignWords(`Sent to 0x${'dE'.repeat(20)} de Ana`, 'en')).toEqual(['de'])
  })

  it("keeps the spec's English sentences word for word in English and translates them in Spanish", () => {
    expect(en['send.success']).toBe('Transaction sent!')
    expect(es['send.success']).toBe('¡Transacción enviada!')
    expect(en['home.tx.empty']).toBe('No recent transactions.')
    expect(en['wallet.copied']).toBe('Address copied to clipboard!')
    expect(es['wallet.title']).toBe('Gestión de Billetera')
    expect(es['wallet.back']).toBe('Volver al Inicio')
    expect(en['receive.qr.unavailable']).not.toBe(es['receive.qr.unavailable'])
  })
})
