import { expect, type Page, test } from '@playwright/test'
import { generateMnemonic, mnemonicToEntropy } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { bytesToHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { freshWallet } from './fixtures/homeWallet'
import { openOrigin, storeLockedWallet } from './fixtures/storedWallet'
import { AccountSwitcher } from './pages/AccountSwitcher'
import { AppFrame } from './pages/AppFrame'
import { UnlockPage } from './pages/UnlockPage'
import { seriousViolations } from './support/axe'

/**
 * The switcher and the accounts sheet at a phone's width and a laptop's, in both languages and themes, with
 * the longest name an account can have: nothing scrolls sideways, the name is cut with an ellipsis (the full
 * one is in the list), and axe finds nothing serious. With SHOTS_DIR set, each view is saved there as a PNG.
 */
const password = 'clave-de-cuentas-123'
const longest = 'Ahorro dólares viaje a Bariloche' // 32 characters, the most a name may have
const sizes = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const

/** How far the page scrolls sideways (0 when everything fits). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

async function serious(page: Page) {
  return (await seriousViolations(page, '[data-testid="accounts-sheet"]')).map((v) => v.id)
}

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` })
}

for (const language of ['es', 'en'] as const) {
  // Light, then dark by the app's own switch: one wallet with its accounts for both themes.
  test(`${language}, light and dark: the switcher and the sheet fit at 390 and 1280 px, axe clean`, async ({
    page,
  }) => {
    await page.setViewportSize(sizes[0])
    await page.addInitScript(
      (prefs) => {
        localStorage.setItem('language', prefs.language)
        localStorage.setItem('theme', 'light')
      },
      { language },
    )
    const mnemonic = generateMnemonic(wordlist)
    const first = mnemonicToAccount(mnemonic, { addressIndex: 0 }).address
    await openOrigin(page)
    const entropy = bytesToHex(mnemonicToEntropy(mnemonic, wordlist))
    await storeLockedWallet(page, password, { key: entropy, address: first }, 'mnemonic')
    await page.goto('/home')
    await new UnlockPage(page).unlock(password)
    await page.waitForURL(/\/home$/)

    const accounts = new AccountSwitcher(page)
    await accounts.addAccount('Gastos')
    await accounts.add().click()
    await accounts.name().fill(longest)
    await accounts.submit().click()
    await expect(accounts.choose(longest)).toHaveAttribute('aria-current', 'true')
    await accounts.hide('Gastos').click()
    await accounts.watchAddressNamed(freshWallet().address, 'Mamá')
    await accounts.choose(longest).click()
    await expect(accounts.button()).toContainText(longest)

    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') {
        await page.setViewportSize(sizes[0])
        await new AppFrame(page).darkMode().click()
        await expect(page.locator('html')).toHaveClass(/\bdark\b/)
      }
      for (const size of sizes) {
        await page.setViewportSize(size)
        const where = `${size.width}-${language}-${theme}`
        await expect(accounts.button()).toBeVisible()
        expect(await sideways(page)).toBe(0)
        await shot(page, `switcher-${where}`)
        await accounts.open()
        await accounts.hiddenAccounts().locator('summary').click()
        await expect(accounts.show('Gastos')).toBeVisible()
        expect(await sideways(page)).toBe(0)
        expect(await serious(page)).toEqual([])
        await shot(page, `sheet-${where}`)
        await accounts.add().click()
        await expect(accounts.name()).toBeVisible()
        await shot(page, `sheet-add-${where}`)
        await page.keyboard.press('Escape')
        await expect(accounts.sheet()).toBeHidden()
      }
    }
  })
}
