import { expect, type Page, test } from '@playwright/test'
import { hasVault, storedVaultAddress } from './fixtures/storage'
import { openOrigin, storeLockedWallet, testAddress, testKey, testPassword } from './fixtures/storedWallet'
import { ImportPage, RevealPage, SignupPage, TermsPage, WelcomePage } from './pages/OnboardingPages'
import { RestoreFrame } from './pages/RestoreFrame'
import { SetAsideFrame } from './pages/SetAsideFrame'
import { UnlockPage } from './pages/UnlockPage'
import { otherWindow } from './support/tabs'

const PASSWORD = 'clave-segura-123'
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const ABANDON_ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'

/** Welcome → Create → sign-up → terms → the password in the signer's frame → its new wallet on show. */
async function createToReveal(page: Page) {
  const welcome = new WelcomePage(page)
  await welcome.open()
  await welcome.create().click()
  await new SignupPage(page).fill('Ana')
  await new TermsPage(page).accept().click()
  const reveal = new RevealPage(page)
  await reveal.choosePassword(PASSWORD)
  await expect(reveal.seedWords()).toHaveCount(12)
  return { reveal, address: (await reveal.address().textContent()) ?? '' }
}

test('Back, Forward, typed URLs and a second tab after "Ya las guardé" leave the stored wallet as it is', async ({
  page,
}) => {
  const { reveal, address } = await createToReveal(page)
  const words = await reveal.words()

  // The check: a wrong word is named, the user looks again, then answers right.
  await reveal.saved().click()
  await expect(reveal.quizFields()).toHaveCount(3)
  await expect(reveal.seedWords()).toHaveCount(0)
  await reveal.answerQuiz(words, { wrong: true })
  await expect(reveal.quizError()).toContainText('No coincide la palabra n.º')
  await expect(page).toHaveURL(/\/reveal/)
  await reveal.quizLookAgain().click()
  await expect(reveal.seedWords()).toHaveCount(12)
  expect(await reveal.words()).toEqual(words)
  await reveal.finish()
  await expect(page).toHaveURL(/\/dashboard$/)
  expect(await storedVaultAddress(page)).toBe(address)

  await page.goBack()
  await expect(page).toHaveURL(/\/home$/)
  expect(await storedVaultAddress(page)).toBe(address)
  await page.goForward()
  await page.goBack()
  await expect(page).not.toHaveURL(/\/reveal/)
  expect(await storedVaultAddress(page)).toBe(address)

  for (const path of ['/reveal?mode=create', '/import?mode=import']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/unlock\?redirect=%2Fhome/)
    expect(await storedVaultAddress(page)).toBe(address)
  }

  const second = await otherWindow(page)
  await second.goto('/reveal?mode=create')
  await expect(second).toHaveURL(/\/unlock/)
  await second.goto('/import?mode=import')
  await expect(second).toHaveURL(/\/unlock/)
  expect(await storedVaultAddress(second)).toBe(address)

  await new UnlockPage(page).unlock(PASSWORD)
  await expect(page).toHaveURL(/\/home$/)
  expect(await storedVaultAddress(page)).toBe(address)
})

test("Back while the wallet's first screen is still loading leads to /home, not back to the words", async ({
  page,
}) => {
  const { reveal, address } = await createToReveal(page)
  // A slow phone: the code of the wallet's screens is still on its way when the user presses Back.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  await reveal.finish()
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goBack()
  release()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByText(/Ya las guardé/)).toHaveCount(0)
  expect(await storedVaultAddress(page)).toBe(address)
})

test('reloading the reveal page before the check stores nothing: the frame asks the password again, never an error', async ({
  page,
}) => {
  const { reveal, address } = await createToReveal(page)
  await page.reload()
  await expect(page).toHaveURL(/\/reveal/)
  await expect(reveal.password()).toBeVisible()
  await expect(reveal.seedWords()).toHaveCount(0)
  await expect(reveal.error()).toHaveCount(0)
  expect(await hasVault(page)).toBe(false)
  // A new wallet, never the one shown before the reload (its words were never checked, so never kept).
  await reveal.choosePassword(PASSWORD)
  await expect(reveal.address()).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  expect(await reveal.address().textContent()).not.toBe(address)
})

test('Generate New before the check shows other words at once and stores nothing: there is nothing to replace yet', async ({
  page,
}) => {
  const { reveal } = await createToReveal(page)
  const words = await reveal.words()
  await reveal.generateNew().click()
  await expect.poll(() => reveal.words()).not.toEqual(words)
  await expect(new SetAsideFrame(page).dialog()).toHaveCount(0)
  expect(await hasVault(page)).toBe(false)
  await reveal.finish()
  await expect(page).toHaveURL(/\/dashboard$/)
  expect(await hasVault(page)).toBe(true)
})

test('Create on /welcome with a wallet stored meanwhile sets it aside only with its password, typed in the signer’s frame; Cancelar goes to it', async ({
  page,
}) => {
  const welcome = new WelcomePage(page)
  await welcome.open()
  await expect(welcome.create()).toBeEnabled()
  // Another tab stores a wallet while this one shows the welcome screen.
  await storeLockedWallet(page)
  await welcome.create().click()
  const aside = new SetAsideFrame(page)
  await expect(aside.what()).toContainText(testAddress)
  await aside.setAside('no-es-la-clave')
  await expect(aside.error()).toBeVisible()
  expect(await storedVaultAddress(page)).toBe(testAddress)
  await aside.setAside(testPassword)
  await expect(page).toHaveURL(/\/signup\?mode=create/)
  expect(await hasVault(page)).toBe(false)

  // Another visit with a wallet stored meanwhile: Cancelar keeps it and goes to it.
  await welcome.open()
  await expect(welcome.create()).toBeEnabled()
  await storeLockedWallet(page)
  await welcome.create().click()
  await expect(aside.what()).toContainText(testAddress)
  await aside.cancel().click()
  await expect(page).toHaveURL(/\/unlock/)
  expect(await storedVaultAddress(page)).toBe(testAddress)
})

test('importing over a wallet stored meanwhile imports nothing: the app goes to the stored wallet, which opens as before', async ({
  page,
}) => {
  const welcome = new WelcomePage(page)
  await welcome.open()
  await welcome.import().click()
  await new SignupPage(page).fill('Ana')
  await new TermsPage(page).accept().click()
  await expect(page).toHaveURL(/\/import/)
  // Another tab stores a wallet while this one shows the import frame.
  await storeLockedWallet(page)
  await new ImportPage(page).importSeed(ABANDON, PASSWORD)
  await expect(page).toHaveURL(/\/unlock/)
  expect(await storedVaultAddress(page)).toBe(testAddress)
  await new UnlockPage(page).unlock(testPassword)
  await expect(page).toHaveURL(/\/home$/)
  expect(await storedVaultAddress(page)).toBe(testAddress)
})

test('¿Olvidaste tu contraseña?: the same wallet is restored at once; a different one only after the explicit question', async ({
  page,
}) => {
  await openOrigin(page)
  await storeLockedWallet(page)
  await page.goto('/home')
  await expect(page).toHaveURL(/\/unlock/)
  const restore = new RestoreFrame(page)
  await restore.forgot().click()

  await restore.password().fill('contraseña')
  await expect(restore.strength()).toContainText('más usadas')
  await restore.restore(ABANDON, 'otra-clave-nueva-7')
  await expect(restore.storedAddress()).toHaveText(testAddress)
  await expect(restore.otherAddress()).toHaveText(ABANDON_ADDRESS)
  await restore.keepStored().click()
  await expect(restore.question()).toBeHidden()
  await expect(restore.secret()).toBeFocused()
  expect(await storedVaultAddress(page)).toBe(testAddress)

  await restore.restore(testKey, 'otra-clave-nueva-7')
  await expect(page).toHaveURL(/\/home$/)
  expect(await storedVaultAddress(page)).toBe(testAddress)
  await page.reload()
  await new UnlockPage(page).unlock('otra-clave-nueva-7')
  await expect(page).toHaveURL(/\/home$/)

  await page.reload()
  await restore.forgot().click()
  await restore.restore(ABANDON, 'tercera-clave-nueva-9')
  await restore.useOther().click()
  await expect(page).toHaveURL(/\/home$/)
  expect(await storedVaultAddress(page)).toBe(ABANDON_ADDRESS)
})
