import { expect, test } from '@playwright/test'
import { hasVault } from './fixtures/storage'
import { openOrigin, storeLockedWallet, testAddress, testKey, testPassword } from './fixtures/storedWallet'
import { MigrateFrame } from './pages/MigrateFrame'
import { ImportPage, SignupPage, TermsPage, WelcomePage } from './pages/OnboardingPages'
import { SettingsPanel } from './pages/SecretPages'
import { UnlockPage } from './pages/UnlockPage'

const PASSWORD = 'clave-segura-123'
const JUNK_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const JUNK_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** Anvil's second account: another wallet. */
const OTHER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const OTHER_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function walletOnDashboard(page: import('@playwright/test').Page) {
  const welcome = new WelcomePage(page)
  await welcome.open()
  await welcome.import().click()
  await new SignupPage(page).fill('Ana')
  await new TermsPage(page).accept().click()
  await new ImportPage(page).importKey(JUNK_KEY, PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/)
}

test('copy address says so, in English verbatim', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/welcome')
  await page.evaluate(() => localStorage.setItem('language', 'en'))
  await walletOnDashboard(page)
  const settings = new SettingsPanel(page)
  await settings.open().click()
  await settings.item(/Copy address/).click()
  await expect(settings.notice()).toHaveText('Address copied to clipboard!')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(JUNK_ADDRESS)
  for (const name of [
    /Privacy Policy/,
    /Terms of Service/,
    /Support/,
    /View private key/,
    /View seed phrase/,
  ]) {
    await expect(settings.link(name)).toBeVisible()
  }
})

test('log out asks for the password, then clears the user and dark mode, sets the wallet aside (no vault stored), sets light, and goes to /', async ({
  page,
}) => {
  await walletOnDashboard(page)
  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark')
    localStorage.setItem('darkMode', '1')
    localStorage.setItem('language', 'es')
  })
  const settings = new SettingsPanel(page)
  await settings.open().click()
  await settings.item(/Cerrar sesión/).click()
  await expect(page.getByRole('alertdialog')).toBeVisible()
  await settings.remove('no-es-la-clave-1')
  await expect(settings.removalError()).toHaveText('Contraseña incorrecta. No se borró nada.')
  expect(await hasVault(page)).toBe(true)
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBe('Ana')
  await settings.remove(PASSWORD)
  await expect(page).toHaveURL(/\/welcome$/)
  // The session's noWallet takes the wallet's screens to /welcome at once; log out sets the theme as it ends.
  await expect
    .poll(() =>
      page
        .evaluate(() => ({
          user: localStorage.getItem('user'),
          theme: localStorage.getItem('theme'),
          darkMode: localStorage.getItem('darkMode'),
          language: localStorage.getItem('language'),
        }))
        .catch(() => null),
    )
    .toEqual({ user: null, theme: 'light', darkMode: null, language: 'es' })
  expect(await hasVault(page)).toBe(false)
})

test('delete wallet data asks for the password, then clears all storage and reloads', async ({ page }) => {
  await walletOnDashboard(page)
  const settings = new SettingsPanel(page)
  await settings.open().click()
  await settings.item(/Exportar información/).click()
  await expect(settings.notice()).toBeVisible()
  await settings.item(/Borrar datos/).click()
  await settings.remove('no-es-la-clave-1')
  await expect(settings.removalError()).toHaveText('Contraseña incorrecta. No se borró nada.')
  expect(await hasVault(page)).toBe(true)
  expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(0)
  // Delete ends with a reload of the wiped origin, as the signer's lock says the wallet was removed or as the
  // frame answers, whichever first (src/machines/settings/wipe.ts): the page's next load is that one.
  const reloaded = page.waitForEvent('load')
  await settings.remove(PASSWORD)
  await reloaded
  await expect(page).toHaveURL(/\/welcome$/)
  expect(await page.evaluate(() => localStorage.length)).toBe(0)
  expect(await hasVault(page)).toBe(false)
})

test('a legacy plaintext wallet is sealed with a new password on /unlock and removed', async ({ page }) => {
  await page.goto('/welcome')
  await page.evaluate(
    ([key, address]) =>
      localStorage.setItem('wallet', JSON.stringify({ address, privateKey: key, mnemonic: null })),
    [JUNK_KEY, JUNK_ADDRESS],
  )
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/unlock/)
  // The new password is typed in the signer's frame (docs/signer-plan.md step 4).
  await new MigrateFrame(page).choose(PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/)
  expect(await page.evaluate(() => localStorage.getItem('wallet'))).toBeNull()
  expect(await hasVault(page)).toBe(true)
  await page.reload()
  await new UnlockPage(page).unlock(PASSWORD)
  await expect(page.getByTestId('wallet-address')).toHaveText(JUNK_ADDRESS)
})

test('a leftover plaintext copy of the stored wallet goes at the next unlock; a copy of another wallet stays', async ({
  page,
}) => {
  await openOrigin(page)
  await storeLockedWallet(page)
  const other = { address: OTHER_ADDRESS, privateKey: OTHER_KEY, mnemonic: null }
  await page.evaluate(
    ({ mine, theirs }) => {
      localStorage.setItem('wallet', mine)
      localStorage.setItem('walletData', theirs)
    },
    {
      mine: JSON.stringify({ address: testAddress, privateKey: testKey, mnemonic: null }),
      theirs: JSON.stringify(other),
    },
  )
  await page.goto('/dashboard')
  await new UnlockPage(page).unlock(testPassword)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect
    .poll(() => page.evaluate(() => [localStorage.getItem('wallet'), localStorage.getItem('walletData')]))
    .toEqual([null, JSON.stringify(other)])
})

test('a legacy wallet whose key and address disagree is kept, and the user is told', async ({ page }) => {
  await page.goto('/welcome')
  const legacy = JSON.stringify({ address: OTHER_ADDRESS, privateKey: JUNK_KEY, mnemonic: null })
  await page.evaluate((json) => localStorage.setItem('wallet', json), legacy)
  await page.goto('/dashboard')
  const migrate = new MigrateFrame(page)
  await migrate.choose(PASSWORD)
  await expect(migrate.error()).toContainText('no coinciden. No se borró nada')
  expect(await page.evaluate(() => localStorage.getItem('wallet'))).toBe(legacy)
  expect(await hasVault(page)).toBe(false)
})
