import { expect, test } from '@playwright/test'
import { generateMnemonic, mnemonicToEntropy } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { bytesToHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { hasVault } from './fixtures/storage'
import { openOrigin, storeLockedWallet } from './fixtures/storedWallet'
import { ImportPage, RevealPage, SignupPage, TermsPage, WelcomePage } from './pages/OnboardingPages'
import { PreviousWallets } from './pages/PreviousWallets'
import { SettingsPanel } from './pages/SecretPages'
import { UnlockPage } from './pages/UnlockPage'
import { dropRemovalAnswer } from './support/removalAnswer'

const PASSWORD = 'clave-segura-123'
const JUNK_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const JUNK_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** Welcome → sign-up → terms: the wallet is then made on the reveal screen, or imported. */
async function signUp(page: import('@playwright/test').Page, how: 'create' | 'import') {
  const welcome = new WelcomePage(page)
  await welcome.open()
  await (how === 'create' ? welcome.create() : welcome.import()).click()
  // The password is typed in the signer's frame: on /reveal creating, on /import importing.
  await new SignupPage(page).fill('Maximiliano Bustamante')
  await new TermsPage(page).accept().click()
  if (how === 'create') await new RevealPage(page).choosePassword(PASSWORD)
}

/**
 * What log out leaves: /welcome, the name gone and the theme light (the spec's sign-out), no wallet stored, and
 * the wallet in Billeteras anteriores (shown). A read cut short by the move to / is read again.
 */
async function expectLoggedOut(page: import('@playwright/test').Page): Promise<PreviousWallets> {
  await expect(page).toHaveURL(/\/welcome$/)
  await expect
    .poll(() =>
      page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('theme')]).catch(() => null),
    )
    .toEqual([null, 'light'])
  expect(await hasVault(page)).toBe(false)
  const previous = new PreviousWallets(page)
  await previous.show()
  await expect(previous.row(JUNK_ADDRESS)).toBeVisible()
  return previous
}

test('Cerrar sesión keeps the wallet: the question says so, welcome lists it, and it reopens with its password', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signUp(page, 'import')
  await new ImportPage(page).importKey(JUNK_KEY, PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.evaluate(() => localStorage.setItem('theme', 'dark'))

  const settings = new SettingsPanel(page)
  await settings.open().click()
  await settings.item(/Cerrar sesión/).click()
  await expect(settings.confirmDialog()).toContainText(
    'Tu billetera no se borra: se bloquea y queda guardada, cifrada, en este dispositivo, en «Billeteras anteriores».',
  )
  await settings.remove(PASSWORD)
  const previous = await expectLoggedOut(page)
  await expect(previous.rows()).toHaveCount(1)
  await previous.open(JUNK_ADDRESS, 'no-es-la-clave-1')
  await expect(previous.error()).toHaveText('Esa no es la contraseña de esta billetera. No cambió nada.')
  await previous.password().fill(PASSWORD)
  await previous.confirm().click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByTestId('wallet-address')).toHaveText(JUNK_ADDRESS)
  expect(await hasVault(page)).toBe(true)
})

test('Cerrar sesión ends the same when the signer’s lock reaches the app before the frame’s answer: no name, theme light, the wallet in Billeteras anteriores', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // The order a loaded machine sometimes gives: the key worker's lock takes the wallet's screens (and the
  // removal frame with them) away before the frame's "done" comes. Here that answer never reaches the app.
  await dropRemovalAnswer(page)
  await signUp(page, 'import')
  await new ImportPage(page).importKey(JUNK_KEY, PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/)

  const settings = new SettingsPanel(page)
  await settings.open().click()
  await settings.dialog().getByRole('switch', { name: 'Modo oscuro' }).click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await settings.item(/Cerrar sesión/).click()
  await settings.remove(PASSWORD)

  await expectLoggedOut(page)
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
})

test('Borrar datos says plainly that a wallet whose words were never confirmed is lost for good', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // A wallet made here will never be stored unchecked now (the signer seals it only after the check): one an
  // earlier version made, shown and stored before its words were asked back.
  const phrase = generateMnemonic(wordlist)
  const address = mnemonicToAccount(phrase).address
  const short = `${address.slice(0, 6)}…${address.slice(-4)}`
  await openOrigin(page)
  await storeLockedWallet(
    page,
    PASSWORD,
    { key: bytesToHex(mnemonicToEntropy(phrase, wordlist)), address },
    'mnemonic',
    true,
  )

  await page.goto('/home')
  await new UnlockPage(page).unlock(PASSWORD)
  await expect(page).toHaveURL(/\/home$/)
  const settings = new SettingsPanel(page)
  await settings.open().click()
  await settings.item(/Borrar datos/).click()
  const warning = settings.confirmDialog().getByTestId('leftovers-unconfirmed')
  await expect(warning).toContainText(
    'Nunca confirmaste las palabras de esta billetera. Si no las anotaste, al borrarla se pierde para siempre, con todo lo que tenga:',
  )
  await expect(warning).toContainText(short)
  await expect(settings.confirmDialog()).toContainText(`la billetera ${short} con sus cuentas`)
  await settings.cancel().click()
  expect(await hasVault(page)).toBe(true)
})

test('Borrar datos does not warn about a wallet whose words were checked back', async ({ page }) => {
  test.setTimeout(120_000)
  await signUp(page, 'create')
  const reveal = new RevealPage(page)
  await expect(reveal.seedWords()).toHaveCount(12)
  await reveal.finish()
  await expect(page).toHaveURL(/\/dashboard$/)
  const settings = new SettingsPanel(page)
  await settings.open().click()
  await settings.item(/Borrar datos/).click()
  await expect(settings.confirmDialog()).toContainText('Se borran de este dispositivo, sin vuelta atrás')
  await expect(settings.confirmDialog().getByTestId('leftovers-unconfirmed')).toHaveCount(0)
  await settings.cancel().click()
})
