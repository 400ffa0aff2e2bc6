import { expect, type Page, test } from '@playwright/test'
import { hasVault, storedVaultAddress } from './fixtures/storage'
import { storeLockedWallet, testAddress, testKey, testPassword } from './fixtures/storedWallet'
import { DashboardPage, RevealPage, SignupPage, TermsPage, WelcomePage } from './pages/OnboardingPages'
import { PreviousWallets } from './pages/PreviousWallets'
import { SettingsPanel } from './pages/SecretPages'
import { SetAsideFrame } from './pages/SetAsideFrame'
import { UnlockPage } from './pages/UnlockPage'
import { seriousViolations } from './support/axe'
import { expectGroupedAddress } from './support/groupedAddress'
import {
  callOnAppChannel,
  charactersIn,
  expectNothingOf,
  installRecorder,
  recorded,
} from './support/hostilePage'
import { expectFrameFits, signerFrame, tabInto } from './support/signerFrame'

/**
 * Issue 41, docs/signer-plan.md step 4: Crear billetera on /welcome while a wallet is stored (another tab stored
 * it meanwhile) sets that wallet aside into Billeteras anteriores with its password typed in the signer's frame.
 * A script on the app's origin — an init script that runs there only — records every key, input, field value and
 * text of its document meanwhile, and never sees the password; its own `forget` and `archiveLegacy` on the app's
 * channel are refused. The wallet is not deleted: it opens again in Billeteras anteriores with its password.
 */
const OTHER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const OTHER_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const WRONG = 'no-es-la-clave-9'
const NEW_PASSWORD = 'clave-nueva-elegida-7'

/** /welcome with nothing stored; then another tab stores a wallet (and an earlier version's plaintext one is there). */
async function welcomeThenStored(page: Page, withLegacy: boolean) {
  const welcome = new WelcomePage(page)
  await welcome.open()
  await expect(welcome.create()).toBeEnabled()
  await storeLockedWallet(page)
  if (withLegacy)
    await page.evaluate(
      (json) => localStorage.setItem('walletData', json),
      JSON.stringify({ address: OTHER_ADDRESS, privateKey: OTHER_KEY, mnemonic: null }),
    )
  return welcome
}

test('Crear billetera over a stored wallet: its password is typed in the signer’s frame, which sets it aside; a script on the app’s page records none of it, its own forget and archiveLegacy are refused, and the wallet opens again in Billeteras anteriores', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000)
  await installRecorder(page, baseURL as string)
  await page.addInitScript(() => localStorage.setItem('language', 'es'))
  const welcome = await welcomeThenStored(page, true)
  await welcome.create().click()

  const aside = new SetAsideFrame(page)
  await expect(aside.title()).toBeVisible()
  await expect(aside.dialog()).toContainText(
    'Para crear otra billetera, primero se aparta la que está guardada.',
  )
  // The app's page has no field of its own for that password: it is in the signer's frame, which names the wallet.
  await expect(page.locator('input[type="password"], input[type="text"]')).toHaveCount(0)
  await expect(aside.what()).toContainText(testAddress)
  await expect(aside.what()).toContainText('«Billeteras anteriores»')

  await aside.setAside(WRONG)
  await expect(aside.error()).toHaveText('Contraseña incorrecta. La billetera guardada no cambió.')
  expect(await storedVaultAddress(page)).toBe(testAddress)

  // The script, with the right password, on the app's channel: refused; nothing is set aside or sealed.
  const planted = JSON.stringify({ address: OTHER_ADDRESS, privateKey: OTHER_KEY, mnemonic: null })
  for (const [method, ...args] of [
    ['forget', testPassword, { setAside: true }],
    ['forget', testPassword],
    ['archiveLegacy', testPassword, planted],
  ] as const)
    expect(JSON.stringify(await callOnAppChannel(page, method, ...args))).toMatch(/only the calls of its API/)
  expect(await storedVaultAddress(page)).toBe(testAddress)

  await aside.setAside(testPassword)
  await expect(page).toHaveURL(/\/signup\?mode=create/)
  expect(await hasVault(page)).toBe(false)
  // The earlier version's plaintext wallet was sealed into Billeteras anteriores in the frame: its key is gone.
  expect(await page.evaluate(() => localStorage.getItem('walletData'))).toBeNull()
  // Not a key nor a character typed in the frame reached the app's page.
  const meanwhile = await recorded(page)
  expect(charactersIn(meanwhile)).toEqual([])
  expect(meanwhile.data).toEqual([])

  // The new wallet, created in its own frame.
  await new SignupPage(page).fill('Ana')
  await new TermsPage(page).accept().click()
  await new RevealPage(page).create(NEW_PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(new DashboardPage(page).address()).not.toHaveText(testAddress)
  // A new visit opens the new wallet with its own password (the one set aside is not the stored wallet any more).
  await page.goto('/home')
  await new UnlockPage(page).unlock(NEW_PASSWORD)
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByTestId('wallet-address')).not.toHaveText(testAddress)

  const seen = await recorded(page)
  expectNothingOf(seen, [testPassword, WRONG, NEW_PASSWORD, testKey.slice(2)])

  // Set aside, not deleted: both are in Billeteras anteriores, and the old one opens there with its password.
  const settings = new SettingsPanel(page)
  const previous = new PreviousWallets(page)
  await settings.open().click()
  await previous.show()
  await expect(previous.row(testAddress)).toBeVisible()
  await expect(previous.row(OTHER_ADDRESS)).toBeVisible()
  await previous.open(testAddress, testPassword)
  await expect(page.getByTestId('wallet-address')).toHaveText(testAddress)
  expect(await storedVaultAddress(page)).toBe(testAddress)
})

for (const look of [
  {
    language: 'es',
    theme: 'light',
    wrong: 'Contraseña incorrecta. La billetera guardada no cambió.',
    kept: 'queda guardada, cifrada',
  },
  {
    language: 'en',
    theme: 'dark',
    wrong: 'Wrong password. The stored wallet did not change.',
    kept: 'it is kept, encrypted',
  },
] as const) {
  test(`the set-aside frame speaks the app’s language and theme (${look.language}, ${look.theme}), works by keyboard alone, is axe-clean and fits at 360 px`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.addInitScript((prefs) => {
      localStorage.setItem('language', prefs.language)
      localStorage.setItem('theme', prefs.theme)
    }, look)
    const welcome = await welcomeThenStored(page, false)
    // Keyboard alone: Tab to Crear billetera, Enter; Tab into the frame's field.
    await tabInto(page, welcome.create(), 12)
    await page.keyboard.press('Enter')
    const aside = new SetAsideFrame(page)
    await expect(aside.what()).toContainText(testAddress)
    await expect(aside.what()).toContainText(look.kept)
    await expectGroupedAddress(aside.what().locator('.address-text'), testAddress)
    const frame = signerFrame(page, 'signout')
    expect(await frame.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      look.theme === 'dark',
    )
    expect(await frame.evaluate(() => document.documentElement.lang)).toBe(
      look.language === 'es' ? 'es-AR' : 'en',
    )
    await expect(aside.confirm()).toBeEnabled()
    await tabInto(page, aside.password(), 12)
    await page.keyboard.type(WRONG)
    await page.keyboard.press('Enter')
    await expect(aside.error()).toHaveText(look.wrong)
    await expect(aside.password()).toBeFocused()
    expect(await seriousViolations(frame)).toEqual([])
    await expectFrameFits(frame)
    expect(await storedVaultAddress(page)).toBe(testAddress)
    await page.keyboard.type(testPassword)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/signup\?mode=create/)
    expect(await hasVault(page)).toBe(false)
  })
}
