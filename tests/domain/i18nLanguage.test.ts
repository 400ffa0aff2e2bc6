import { describe, expect, it } from 'vitest'
import { en } from '../../src/domain/i18n/en'
import { es } from '../../src/domain/i18n/es'
import { privacyPolicy, termsOfService } from '../../src/domain/legal'
import { faqs } from '../../src/domain/support'
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
