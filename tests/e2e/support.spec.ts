import { expect, type Page, test } from '@playwright/test'
import { openUnlocked } from './fixtures/enterWallet'
import { AppFrame } from './pages/AppFrame'
import { ScreenWalk } from './pages/ScreenWalk'
import { SupportPage } from './pages/SupportPage'

const chipsEs = [
  'Todas las categorías',
  'General',
  'Seguridad',
  'Comisiones',
  'Activos soportados',
  'Primeros pasos',
  'Solución de problemas',
  'Rendimiento',
  'Retiros',
  'Redes',
  'Billeteras físicas',
  'KYC',
  'Optimización de gas',
  'Soporte',
]
const chipsEn = [
  'All Categories',
  'General',
  'Security',
  'Fees',
  'Supported Assets',
  'Getting Started',
  'Troubleshooting',
  'Yield',
  'Withdrawals',
  'Networks',
  'Hardware Wallets',
  'KYC',
  'Gas Optimization',
  'Support',
]

/**
 * Opens /support once (a stored wallet, unlocked) and returns how to get it back as a person first sees it:
 * Spanish, and the screen rendered afresh by leaving it and coming back by link, so nothing typed, chosen or
 * opened in one step is there in the next.
 */
async function openSupport(page: Page) {
  await openUnlocked(page, '/support')
  const walk = new ScreenWalk(page)
  const frame = new AppFrame(page)
  return async () => {
    await frame.chooseLanguage('es')
    await walk.go('/home')
    await walk.go('/support')
    await expect(new SupportPage(page).heading()).toHaveText('Atención al cliente')
  }
}

test('support: FAQ', async ({ page }) => {
  const fresh = await openSupport(page)
  const support = new SupportPage(page)
  await test.step('opens on the FAQ tab with the 14 chips and 18 questions, in Spanish and in English', async () => {
    await fresh()
    await expect(support.heading()).toHaveText('Atención al cliente')
    await expect(support.tab(/Preguntas frecuentes/)).toHaveAttribute('aria-selected', 'true')
    await expect(support.tab(/Contacto/)).toHaveAttribute('aria-selected', 'false')
    await expect(support.chips()).toHaveText(chipsEs)
    await expect(support.chip('Todas las categorías')).toHaveAttribute('aria-pressed', 'true')
    await expect(support.questions()).toHaveCount(18)
    await new AppFrame(page).chooseLanguage('en')
    await expect(support.heading()).toHaveText('Customer Service')
    await expect(support.chips()).toHaveText(chipsEn)
    await expect(support.questions()).toHaveCount(18)
  })
  await test.step('search matches questions and answers, ignoring case and accents; nothing matching says so', async () => {
    await fresh()
    await support.searchFor('LEDGER')
    await expect(support.questions()).toHaveText([/billetera física/])
    await support.searchFor('contrasena')
    await expect(support.question(/Olvidé mi contraseña/)).toBeVisible()
    // Only in an answer, not in any question:
    await support.searchFor('pbkdf2')
    await expect(support.questions()).toHaveText([/¿Dónde se guardan mis claves/])
    await support.searchFor('zzz sin resultados')
    await expect(support.questions()).toHaveCount(0)
    await expect(page.getByText('No se encontraron preguntas frecuentes')).toBeVisible()
    await new AppFrame(page).chooseLanguage('en')
    await expect(page.getByText('No FAQs found', { exact: true })).toBeVisible()
    await support.searchFor('')
    await expect(support.questions()).toHaveCount(18)
  })
  await test.step('a category chip filters, combines with the search, and All Categories brings everything back', async () => {
    await fresh()
    await support.chip('Optimización de gas').click()
    await expect(support.chip('Optimización de gas')).toHaveAttribute('aria-pressed', 'true')
    await expect(support.chip('Todas las categorías')).toHaveAttribute('aria-pressed', 'false')
    await expect(support.questions()).toHaveText([/¿Qué es el gas/, /¿Cómo pago menos gas/])
    await support.chip('KYC').click()
    await expect(support.questions()).toHaveText([/identidad \(KYC\)/])
    await support.searchFor('gas')
    await expect(page.getByText('No se encontraron preguntas frecuentes')).toBeVisible()
    await support.chip('Todas las categorías').click()
    await expect(support.questions().first()).toBeVisible()
    expect(await support.questions().count()).toBeGreaterThan(2)
  })
  await test.step('the accordion keeps one answer open; clicking it again closes it', async () => {
    await fresh()
    const fees = support.question(/¿Cuánto cobra Billetera/)
    const kyc = support.question(/identidad \(KYC\)/)
    await expect(support.expanded()).toHaveCount(0)
    await fees.click()
    await expect(fees).toHaveAttribute('aria-expanded', 'true')
    await expect(support.answer(/¿Cuánto cobra Billetera/)).toContainText('0 %')
    await kyc.click()
    await expect(kyc).toHaveAttribute('aria-expanded', 'true')
    await expect(fees).toHaveAttribute('aria-expanded', 'false')
    await expect(support.answer(/¿Cuánto cobra Billetera/)).toBeHidden()
    await expect(support.expanded()).toHaveCount(1)
    await kyc.click()
    await expect(kyc).toHaveAttribute('aria-expanded', 'false')
    await expect(support.expanded()).toHaveCount(0)
  })
  await test.step('tabs follow the keyboard and each keeps its state', async () => {
    await fresh()
    await support.question(/¿Qué es Billetera/).click()
    await support.tab(/Preguntas frecuentes/).focus()
    await page.keyboard.press('ArrowRight')
    await expect(support.tab(/Contacto/)).toBeFocused()
    await expect(support.tab(/Contacto/)).toHaveAttribute('aria-selected', 'true')
    await expect(support.panel()).toHaveAttribute('aria-labelledby', 'support-tab-contact')
    await page.keyboard.press('ArrowLeft')
    await expect(support.question(/¿Qué es Billetera/)).toHaveAttribute('aria-expanded', 'true')
  })
})

test('support: contact', async ({ page }) => {
  // A mail link cannot be caught as a request: record what the app hands to the browser instead.
  await page.addInitScript(() => {
    const opened: string[] = []
    Object.assign(window, { __opened: opened })
    window.open = (url?: string | URL) => {
      opened.push(String(url))
      return null
    }
  })
  const reopen = await openSupport(page)
  const support = new SupportPage(page)
  const fresh = async () => {
    await reopen()
    await page.evaluate(() => {
      ;(window as unknown as { __opened: string[] }).__opened.length = 0
    })
  }
  await test.step('lists the three mailboxes and the legal pages', async () => {
    await fresh()
    await support.tab(/Contacto/).click()
    for (const email of ['support@billetera.app', 'privacy@billetera.app', 'legal@billetera.app']) {
      await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
    }
    await page.getByRole('link', { name: 'Términos del servicio' }).click()
    await expect(page).toHaveURL(/\/terms$/)
    await page.goBack()
    await support.tab(/Contacto/).click()
    await page.getByRole('link', { name: 'Política de privacidad' }).click()
    await expect(page).toHaveURL(/\/privacy$/)
  })
  await test.step('opens the mail client addressed to support with subject and body', async () => {
    await fresh()
    await support.tab(/Contacto/).click()
    await support.writeToSupport('  No veo mi saldo ', 'Mis USDC en Polygon & Arbitrum\n¿qué hago?')
    const href =
      'mailto:support@billetera.app?subject=No%20veo%20mi%20saldo' +
      '&body=Mis%20USDC%20en%20Polygon%20%26%20Arbitrum%0A%C2%BFqu%C3%A9%20hago%3F'
    await expect(support.error()).toHaveCount(0)
    await expect(support.mailtoLink()).toHaveAttribute('href', href)
    expect(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toEqual([href])
  })
  await test.step('refuses a blank subject or message and opens nothing', async () => {
    await fresh()
    await support.tab(/Contacto/).click()
    await support.writeToSupport('   ', 'Necesito ayuda')
    await expect(support.error()).toHaveText('Por favor, ingresá un asunto y un mensaje.')
    await expect(support.subject()).toHaveAttribute('aria-invalid', 'true')
    await support.writeToSupport('Saldo', '  \n ')
    await expect(support.error()).toBeVisible()
    await new AppFrame(page).chooseLanguage('en')
    await expect(support.error()).toHaveText('Please enter a subject and message.')
    expect(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toEqual([])
    await expect(support.mailtoLink()).toHaveCount(0)
  })
})
