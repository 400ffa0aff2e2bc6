import { expect, test } from '@playwright/test'
import { leaks, storedText } from './fixtures/storage'
import { ImportPage, SignupPage, TermsPage, WelcomePage } from './pages/OnboardingPages'
import { ScreenWalk } from './pages/ScreenWalk'
import { SecretPage } from './pages/SecretPages'
import { UnlockPage } from './pages/UnlockPage'
import { watchShown } from './support/shown'

const PASSWORD = 'clave-segura-123'
const JUNK = 'test test test test test test test test test test test junk'
const JUNK_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
/**
 * A wait that spans password key derivations (PBKDF2-SHA256, 600 000 rounds, up to two per wait): a
 * second or so each on an idle machine, many more under a loaded test run.
 */
const DERIVING = { timeout: 30_000 }

async function importWallet(page: import('@playwright/test').Page, kind: 'seed' | 'key') {
  const welcome = new WelcomePage(page)
  await welcome.open()
  await welcome.import().click()
  await new SignupPage(page).fill('Ana')
  await new TermsPage(page).accept().click()
  const importPage = new ImportPage(page)
  if (kind === 'seed') await importPage.importSeed(JUNK, PASSWORD)
  else await importPage.importKey(JUNK_KEY, PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/, DERIVING)
}

/** A full page load locks the vault: unlock, and land on the page asked for (an address typed in). */
async function openUnlocked(page: import('@playwright/test').Page, path: string) {
  await page.goto(path)
  await expect(page).toHaveURL(/\/unlock/)
  await new UnlockPage(page).unlock(PASSWORD)
  await expect(page).toHaveURL(new RegExp(`${path}$`), DERIVING)
}

test('seed phrase: masked 12 slots, wrong password refused, reveal in 3 columns, copy, hide — in the signer’s frame', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await importWallet(page, 'seed')
  await openUnlocked(page, '/view-seed-phrase')
  const secret = new SecretPage(page)
  await expect(secret.masked()).toHaveCount(12)
  // The app's page holds no password field and no word cell of its own: the signer's frame does.
  await expect(page.locator('input[type="password"], .seed-grid')).toHaveCount(0)
  await secret.revealWith('no-es-esta-clave')
  await expect(secret.error()).toHaveText('Contraseña incorrecta. Probá de nuevo.')
  // The pressed button was disabled while the password was checked: focus is back on the field.
  await expect(secret.password()).toBeFocused()
  await secret.revealWith(PASSWORD)
  await expect(secret.words()).toHaveCount(12)
  await expect(secret.value()).toHaveText(JUNK)
  await expect(secret.hide()).toBeFocused()
  // Three columns at the default width, each word in its own cell.
  const lefts = await secret.words().evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().left))
  expect(new Set(lefts).size).toBe(3)
  // "¡Copiado!" shows for 2 s only: recorded in the frame's document, not looked for afterwards.
  const frame = page.frames().find((f) => new URL(f.url()).searchParams.get('screen') === 'reveal')
  if (!frame) throw new Error('no signer reveal frame')
  const buttons = await watchShown(frame, 'main button')
  await secret.copy().click()
  await expect.poll(buttons).toContainEqual(expect.objectContaining({ visible: true, text: '¡Copiado!' }))
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(JUNK)
  await secret.hide().click()
  await expect(secret.value()).toHaveCount(0)
  await expect(secret.masked()).toHaveCount(12)
  await expect(secret.password()).toBeFocused()
  expect(leaks(await storedText(page), { mnemonic: JUNK, privateKey: JUNK_KEY })).toBe(false)
})

test('a seed-imported wallet shows Private Key Not Available', async ({ page }) => {
  await page.goto('/welcome')
  await page.evaluate(() => localStorage.setItem('language', 'en'))
  await importWallet(page, 'seed')
  // Still open from the import: moving there by link, as from Settings.
  await new ScreenWalk(page).go('/view-private-key')
  await expect(page.getByRole('heading', { name: 'Private Key Not Available' })).toBeVisible()
  await expect(new SecretPage(page).goBack()).toBeVisible()
})

test('a key-imported wallet shows the key after the password and Seed Phrase Not Available', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/welcome')
  await page.evaluate(() => localStorage.setItem('language', 'en'))
  await importWallet(page, 'key')
  await openUnlocked(page, '/view-private-key')
  const secret = new SecretPage(page)
  await secret.revealWith(PASSWORD)
  await expect(secret.value()).toHaveText(JUNK_KEY, DERIVING)
  await new ScreenWalk(page).go('/view-seed-phrase')
  await expect(page.getByRole('heading', { name: 'Seed Phrase Not Available' })).toBeVisible()
})
