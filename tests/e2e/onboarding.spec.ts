import { expect, test } from '@playwright/test'
import { hasVault, leaks, storedText, storedVaultAddress } from './fixtures/storage'
import {
  DashboardPage,
  ImportPage,
  RevealPage,
  SignupPage,
  TermsPage,
  WelcomePage,
} from './pages/OnboardingPages'
import { UnlockPage } from './pages/UnlockPage'
import { pageNow, usersZone } from './support/appDate'
import { watchShown } from './support/shown'
import { signerFrame } from './support/signerFrame'

const PASSWORD = 'clave-segura-123'
const JUNK = 'test test test test test test test test test test test junk'
const JUNK_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const JUNK_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
/** Trezor BIP39 vector 1 ("abandon … about") at m/44'/60'/0'/0/0. */
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const ABANDON_ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'

async function startImport(page: import('@playwright/test').Page) {
  const welcome = new WelcomePage(page)
  await welcome.open()
  await welcome.import().click()
  await expect(page).toHaveURL(/\/signup\?mode=import/)
  const signup = new SignupPage(page)
  // The sign-up asks the name only: the password is typed in the signer's import frame.
  await expect(signup.password()).toHaveCount(0)
  await signup.fill('  Ana  ')
  await expect(page).toHaveURL(/\/tos\?mode=import/)
  await new TermsPage(page).accept().click()
  await expect(page).toHaveURL(/\/import\?mode=import/)
  return new ImportPage(page)
}

test('create → terms → reveal → dashboard, with nothing secret stored in the clear', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const welcome = new WelcomePage(page)
  await welcome.open()
  // Welcome shows Billetera's mark, a wallet drawing, not a blank gradient tile (issue 44).
  await expect(welcome.create()).toBeVisible()
  const mark = await page
    .locator('main.welcome')
    .evaluate((main) => getComputedStyle(main, '::before').backgroundImage)
  expect(mark).toMatch(/url\(".*\/favicon\.svg"\)/)
  expect((await page.request.get('/favicon.svg')).headers()['content-type']).toContain('svg')
  await welcome.create().click()
  await expect(page).toHaveURL(/\/signup\?mode=create/)

  const signup = new SignupPage(page)
  // Crear billetera's sign-up asks the name only: the password is typed in the signer's frame on /reveal.
  await expect(signup.password()).toHaveCount(0)
  // The terms say the day they open on: read the page's clock either side of it, never the test's own.
  const opening = await pageNow(page)
  await signup.fill('  Ana ')
  await expect(page).toHaveURL(/\/tos\?mode=create/)
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBe('Ana')

  const terms = new TermsPage(page)
  await expect(terms.sections()).toHaveCount(11)
  await expect(terms.lastUpdated()).toBeVisible()
  const shownUpdated = (await terms.lastUpdated().textContent()) ?? ''
  const days = [opening, await pageNow(page)].map((at) =>
    new Date(at).toLocaleDateString('es-AR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: usersZone,
    }),
  )
  expect(
    days.some((day) => shownUpdated.includes(day)),
    `${shownUpdated} names ${days.join(' or ')}`,
  ).toBe(true)
  await terms.accept().click()
  await expect(page).toHaveURL(/\/reveal/)

  // The password's rules, said in the frame.
  const reveal = new RevealPage(page)
  await reveal.choosePassword('corta')
  await expect(reveal.error()).toHaveText('La contraseña debe tener al menos 8 caracteres.')
  await reveal.choosePassword(PASSWORD, `${PASSWORD}x`)
  await expect(reveal.error()).toHaveText('Las contraseñas no coinciden.')
  await reveal.choosePassword(PASSWORD)
  await expect(reveal.seedWords()).toHaveCount(12)
  const words = await reveal.words()
  expect(words.every((w) => /^[a-z]+$/.test(w))).toBe(true)
  const mnemonic = words.join(' ')
  const privateKey = (await reveal.privateKey().textContent()) ?? ''
  expect(privateKey).toMatch(/^0x[0-9a-f]{64}$/)
  await expect(reveal.warning()).toBeVisible()
  // "Copiado" shows for 1,5 s only: recorded in the frame, not looked for afterwards. The frame writes the
  // clipboard from the signer's origin; the page reads it back.
  const buttons = await watchShown(signerFrame(page, 'create'), 'main button')
  await reveal.copyButtons().first().click()
  await expect.poll(buttons).toContainEqual(expect.objectContaining({ visible: true, text: 'Copiado' }))
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mnemonic)
  await expect(reveal.frame().getByRole('button', { name: 'Copiado' })).toHaveCount(0)

  // Generate New before the check: other words, and nothing was ever stored.
  await reveal.generateNew().click()
  await expect.poll(async () => (await reveal.words()).join(' ')).not.toBe(mnemonic)
  expect(await hasVault(page)).toBe(false)
  await expect(reveal.seedWords()).toHaveCount(12)
  const second = (await reveal.words()).join(' ')
  const address = (await reveal.address().textContent()) ?? ''
  await reveal.finish()
  await expect(page).toHaveURL(/\/dashboard$/)
  const dashboard = new DashboardPage(page)
  await expect(dashboard.address()).toHaveText(address)
  await expect(dashboard.homeLink()).toHaveAttribute('href', '/home')

  const stored = await storedText(page)
  expect(leaks(stored, { mnemonic, privateKey })).toBe(false)
  expect(leaks(stored, { mnemonic: second })).toBe(false)
})

test('the wallet the reveal page shows is stored only once its words are checked, and is the one unlocked after a reload', async ({
  page,
}) => {
  const welcome = new WelcomePage(page)
  await welcome.open()
  await welcome.create().click()
  await new SignupPage(page).fill('Ana')
  await new TermsPage(page).accept().click()
  await expect(page).toHaveURL(/\/reveal/)
  const reveal = new RevealPage(page)
  await reveal.choosePassword(PASSWORD)
  await expect(reveal.address()).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  const shown = (await reveal.address().textContent()) ?? ''
  // Shown, not stored: the key worker seals it only once the check is right.
  expect(await hasVault(page)).toBe(false)
  await reveal.finish()
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 })
  expect(await storedVaultAddress(page)).toBe(shown)

  await page.reload()
  await expect(page).toHaveURL(/\/unlock\?redirect=/)
  await new UnlockPage(page).unlock(PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 })
  await expect(new DashboardPage(page).address()).toHaveText(shown)
})

test('import by seed phrase opens the Trezor vector’s address', async ({ page }) => {
  const importPage = await startImport(page)
  await expect(importPage.text()).toHaveAttribute('placeholder', 'Ingresá tu frase semilla de 12/24 palabras')
  await importPage.importSeed(`  ${ABANDON.replace(/ /g, '  ')} `, PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(new DashboardPage(page).address()).toHaveText(ABANDON_ADDRESS)
  expect(leaks(await storedText(page), { mnemonic: ABANDON })).toBe(false)
})

test('import by private key (without 0x) opens the key’s address', async ({ page }) => {
  const importPage = await startImport(page)
  await importPage.keyTab().click()
  await expect(importPage.text()).toHaveAttribute('placeholder', 'Ingresá la clave privada (0x...)')
  await importPage.importKey(` ${JUNK_KEY.slice(2)} `, PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(new DashboardPage(page).address()).toHaveText(JUNK_ADDRESS)
  expect(leaks(await storedText(page), { privateKey: JUNK_KEY })).toBe(false)
})

const badInputs: [string, 'seed' | 'key', string][] = [
  ['a wrong checksum', 'seed', ABANDON.replace('about', 'abandon')],
  ['11 words', 'seed', JUNK.split(' ').slice(1).join(' ')],
  ['13 words', 'seed', `test ${JUNK}`],
  ['an unknown word', 'seed', JUNK.replace('junk', 'junkx')],
  ['a short key', 'key', JUNK_KEY.slice(0, 60)],
  ['a zero key', 'key', `0x${'0'.repeat(64)}`],
  ['a key ≥ the curve order', 'key', '0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141'],
]

// One sign-up, then every bad input in turn, as a person correcting what they typed would: each is refused on
// its own (the error goes as the text changes, and comes back for the next one), and nothing is ever stored.
test('import refuses each bad seed phrase and key, shows the error each time and stores nothing', async ({
  page,
}) => {
  const importPage = await startImport(page)
  await importPage.choosePassword(PASSWORD)
  for (const [label, kind, input] of badInputs) {
    await test.step(label, async () => {
      await (kind === 'seed' ? importPage.seedTab() : importPage.keyTab()).click()
      await importPage.text().fill(input)
      await expect(importPage.error()).toHaveCount(0)
      await importPage.submit().click()
      await expect(importPage.error()).toHaveText('La importación falló. Revisá lo que ingresaste.')
      await expect(page).toHaveURL(/\/import/)
      expect(await hasVault(page)).toBe(false)
      const stored = await storedText(page)
      expect(stored).not.toContain(input.toLowerCase().replace(/^0x/, ''))
    })
  }
})

test('the import error is the spec’s exact English text in English', async ({ page }) => {
  await page.goto('/welcome')
  await page.evaluate(() => localStorage.setItem('language', 'en'))
  const importPage = await startImport(page)
  await importPage.importSeed(JUNK.replace('junk', 'junkx'), PASSWORD)
  await expect(importPage.error()).toHaveText('Import failed. Check your input.')
  await expect(importPage.text()).toHaveAttribute('placeholder', 'Enter 12/24 word seed phrase')
})

test('reload → /unlock → a wrong password is refused → the right one opens the same address', async ({
  page,
}) => {
  const importPage = await startImport(page)
  await importPage.importSeed(JUNK, PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.reload()
  await expect(page).toHaveURL(/\/unlock\?redirect=/)
  const unlock = new UnlockPage(page)
  await unlock.unlock('no-es-esta-clave')
  await expect(unlock.error()).toBeVisible()
  await unlock.unlock(PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(new DashboardPage(page).address()).toHaveText(JUNK_ADDRESS)
  expect(leaks(await storedText(page), { mnemonic: JUNK, privateKey: JUNK_KEY })).toBe(false)
})

test('welcome with a stored wallet goes to /home, replacing history', async ({ page }) => {
  const importPage = await startImport(page)
  await importPage.importKey(JUNK_KEY, PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/welcome')
  await expect(page).toHaveURL(/\/(home|unlock)/)
})
