import { expect, type Page, test } from '@playwright/test'
import { es } from '../../src/domain/i18n/es'
import { englishNumbers, spanishNumbers } from '../language/numbers'
import { foreignWords } from '../language/telltales'
import { storeLockedWallet, testPassword } from './fixtures/storedWallet'
import { HomePage } from './pages/HomePage'
import { SignupPage, TermsPage } from './pages/OnboardingPages'
import { PayeesPanel } from './pages/PayeesPanel'
import { ReceiveDialog } from './pages/ReceiveDialog'
import { ScreenWalk } from './pages/ScreenWalk'
import { SettingsPanel } from './pages/SecretPages'
import { SendDialog } from './pages/SendDialog'
import { UnlockPage } from './pages/UnlockPage'

/** A key the dictionary lacks shows as the key itself ('home.title'): any text shaped like one of ours. */
const areas = [...new Set(Object.keys(es).map((key) => key.split('.')[0]))].join('|')
const keyShaped = new RegExp(`\\b(?:${areas})\\.[a-zA-Z][\\w.]*`, 'g')

/**
 * What is wrong with the screen as `language` reads it (its text, placeholders, titles and aria labels):
 * other-language words, raw keys, and any number written the other language's way ('0.003' in Spanish,
 * '0,000001' in English).
 */
async function problems(walk: ScreenWalk, language: 'es' | 'en') {
  const text = await walk.visibleText(language)
  return {
    foreign: foreignWords(text, language),
    keys: text.match(keyShaped) ?? [],
    numbers: language === 'es' ? englishNumbers(text) : spanishNumbers(text),
  }
}

async function expectOneLanguage(page: Page, language: 'es' | 'en', where: string) {
  const walk = new ScreenWalk(page)
  // Dictionaries arrive after the first paint: wait for the screen to settle into one language.
  await expect
    .poll(() => problems(walk, language), { message: `${where} in ${language}` })
    .toEqual({ foreign: [], keys: [], numbers: [] })
}

for (const language of ['es', 'en'] as const) {
  test(`every screen and dialog speaks only ${language === 'es' ? 'Spanish' : 'English'}`, async ({
    page,
  }) => {
    const walk = new ScreenWalk(page)
    await walk.useLanguage(language)
    await page.goto('/welcome')
    await expect(walk.banner()).toHaveText(
      language === 'es' ? 'Red de prueba — dinero de prueba' : 'Test network — test money',
    )
    // In-app moves, as a link makes them: each screen renders afresh without loading the app again.
    for (const path of ['/welcome', '/signup?mode=create', '/import', '/terms', '/privacy', '/qr-test']) {
      await walk.go(path)
      await expect(walk.heading()).toBeVisible()
      await expectOneLanguage(page, language, path)
    }
    await walk.go('/signup?mode=create')
    // Crear billetera's sign-up asks the name only (the password is the signer's frame's, on /reveal).
    await new SignupPage(page).fill('Ana')
    await expect(new TermsPage(page).accept()).toBeVisible()
    await expectOneLanguage(page, language, '/tos')

    await storeLockedWallet(page)
    await page.goto('/home')
    await expectOneLanguage(page, language, '/unlock')
    await new UnlockPage(page).unlock(testPassword)
    await page.waitForURL(/\/home$/)
    await expect(new HomePage(page).total()).toBeVisible()
    await expectOneLanguage(page, language, '/home')

    const send = new SendDialog(page)
    await send.open()
    await expect(send.dialog()).toBeVisible()
    await new PayeesPanel(page).formToggle().click()
    await expectOneLanguage(page, language, 'send dialog')
    await walk.closeDialog()
    const receive = new ReceiveDialog(page)
    await receive.openButton().click()
    await expect(receive.dialog()).toBeVisible()
    await expectOneLanguage(page, language, 'receive dialog')
    await walk.closeDialog()
    const settings = new SettingsPanel(page)
    await settings.open().click()
    await expect(settings.dialog()).toBeVisible()
    await expectOneLanguage(page, language, 'settings panel')
    await settings.item(/Cerrar sesión|Log out/).click()
    await expect(settings.confirmDialog()).toBeVisible()
    await expectOneLanguage(page, language, 'log out confirmation')
    await settings.cancel().click()
    await walk.closeDialog()

    for (const path of [
      '/wallet',
      '/insurance',
      '/support',
      '/vault',
      '/inflation',
      '/loans',
      '/buy',
      '/dashboard',
      '/view-private-key',
      '/view-seed-phrase',
    ]) {
      await walk.go(path)
      await expect(walk.heading()).toBeVisible()
      await expectOneLanguage(page, language, path)
    }
  })
}
