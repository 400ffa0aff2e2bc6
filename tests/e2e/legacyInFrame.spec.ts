import { expect, type Page, test } from '@playwright/test'
import { hasVault, storedVaultAddress } from './fixtures/storage'
import { MigrateFrame } from './pages/MigrateFrame'
import { PreviousWallets } from './pages/PreviousWallets'
import { SettingsPanel } from './pages/SecretPages'
import { UnlockPage } from './pages/UnlockPage'
import { seriousViolations } from './support/axe'
import {
  callOnAppChannel,
  charactersIn,
  expectNothingOf,
  installRecorder,
  recorded,
} from './support/hostilePage'
import { expectFrameFits, signerFrame, tabInto } from './support/signerFrame'

/**
 * Issue 41, docs/signer-plan.md step 4: an earlier version's plaintext wallets are sealed on /unlock with a new
 * password typed, twice, in the signer's frame. A script on the app's origin — an init script that runs there
 * only — records every key, input, field value and text of its document while the person chooses the password,
 * and never sees it; its own `migrateLegacy` on the app's channel is refused.
 */
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const OTHER_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const PASSWORD = 'clave-nueva-elegida-7'
const OTHER_TRY = 'otra-clave-distinta-8'

/** The app's origin as an earlier version left it: two plaintext wallets, no vault. */
async function plantLegacy(page: Page) {
  await page.goto('/devnet-manifest.json')
  await page.evaluate(
    ({ first, second }) => {
      localStorage.setItem('wallet', first)
      localStorage.setItem('walletData', second)
    },
    {
      first: JSON.stringify({ address: ADDRESS, privateKey: KEY, mnemonic: null }),
      second: JSON.stringify({ address: OTHER_ADDRESS, privateKey: OTHER_KEY, mnemonic: null }),
    },
  )
}

test('the legacy migration’s new password is typed in the signer’s frame: a script on the app’s page records none of it, and its own migrateLegacy is refused', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await installRecorder(page, baseURL as string)
  await page.addInitScript(() => localStorage.setItem('language', 'es'))
  await plantLegacy(page)
  await page.goto('/home')
  await expect(page).toHaveURL(/\/unlock/)
  // The app's page holds no password field of its own for it: it is in the signer's frame.
  await expect(page.getByRole('heading', { name: 'Elegir contraseña' })).toBeVisible()
  await expect(page.locator('input[type="password"], input[type="text"]')).toHaveCount(0)
  const migrate = new MigrateFrame(page)
  await migrate.choose(PASSWORD, OTHER_TRY)
  await expect(migrate.error()).toHaveText('Las contraseñas no coinciden.')
  expect(await hasVault(page)).toBe(false)
  await migrate.choose(PASSWORD)
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByTestId('wallet-address')).toHaveText(ADDRESS)
  expect(
    await page.evaluate(() => [localStorage.getItem('wallet'), localStorage.getItem('walletData')]),
  ).toEqual([null, null])

  // The script, with its own password and one of the wallets, on the app's channel: refused; nothing changes.
  const reply = JSON.stringify(
    await callOnAppChannel(
      page,
      'migrateLegacy',
      OTHER_TRY,
      JSON.stringify({ address: OTHER_ADDRESS, privateKey: OTHER_KEY, mnemonic: null }),
    ),
  )
  expect(reply).toMatch(/only the calls of its API/)
  expect(await storedVaultAddress(page)).toBe(ADDRESS)

  const seen = await recorded(page)
  expectNothingOf(seen, [PASSWORD, OTHER_TRY])
  expect(charactersIn(seen)).toEqual([])
  expect(seen.data).toEqual([])

  // The other wallet is in Billeteras anteriores under the same password; a reload opens the wallet with it.
  const settings = new SettingsPanel(page)
  const previous = new PreviousWallets(page)
  await settings.open().click()
  await previous.show()
  await expect(previous.row(OTHER_ADDRESS)).toBeVisible()
  await settings.close().click()
  await page.reload()
  await new UnlockPage(page).unlock(PASSWORD)
  await expect(page.getByTestId('wallet-address')).toHaveText(ADDRESS)
})

for (const look of [
  { language: 'es', theme: 'light', too: 'La contraseña debe tener al menos 8 caracteres.' },
  { language: 'en', theme: 'dark', too: 'The password must be at least 8 characters long.' },
] as const) {
  test(`the migration frame speaks the app’s language and theme (${look.language}, ${look.theme}), works by keyboard, is axe-clean and fits at 360 px`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.addInitScript((prefs) => {
      localStorage.setItem('language', prefs.language)
      localStorage.setItem('theme', prefs.theme)
    }, look)
    await plantLegacy(page)
    await page.goto('/home')
    const migrate = new MigrateFrame(page)
    await expect(migrate.password()).toBeVisible()
    const frame = signerFrame(page, 'migrate')
    expect(await frame.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      look.theme === 'dark',
    )
    expect(await seriousViolations(frame)).toEqual([])
    await expectFrameFits(frame)
    // Keyboard alone: Tab from the page reaches the first field in the frame; Enter sends.
    await tabInto(page, migrate.password(), 12)
    await page.keyboard.type('corta')
    await page.keyboard.press('Tab')
    await page.keyboard.type('corta')
    await page.keyboard.press('Enter')
    await expect(migrate.error()).toHaveText(look.too)
    await expect(migrate.password()).toBeFocused()
    expect(await seriousViolations(frame)).toEqual([])
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(PASSWORD)
    await page.keyboard.press('Tab')
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(PASSWORD)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByTestId('wallet-address')).toHaveText(ADDRESS)
  })
}
