import { expect, type Page, test } from '@playwright/test'
import { hasVault, storedVaultAddress } from './fixtures/storage'
import { ImportPage, SignupPage, TermsPage, WelcomePage } from './pages/OnboardingPages'
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
 * Issue 41, docs/signer-plan.md step 4: importing a wallet happens in the signer's frame. A script on the app's
 * origin — an init script that runs there only — records every key, input, field value and text of its document
 * while the person imports, and sees no word, no key, nothing of the backup file and no password; its own imports
 * and setPassword on the app's channel are refused and the wallet stays. Bad input says so in the frame.
 */
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
/** Every word on the list, the checksum wrong. */
const BAD_CHECKSUM = ABANDON.replace(/about$/, 'abandon')
const NEW_PASSWORD = 'mate-amargo-en-la-plaza'
/** Anvil's second account, as a script would plant it. */
const SCRIPT_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

/** The Web3 Secret Storage Definition's PBKDF2 test vector (geth's testdata), a v3 backup file. */
const FILE_PASSWORD = 'testpassword'
const FILE_KEY = '7a28b5ba57c53603b0b07b56bba752f7784bf506fa95edc395f5cf6c7514fe9d'
const FILE_ADDRESS = '0x008AeEda4D805471dF9b2A5B0f38A0C3bCBA786b'
const FILE_CIPHERTEXT = '5318b4d5bcd28de64ee5559e671353e16f075ecae9f99c7a79a38af5f869aa46'
const FILE_MAC = '517ead924a9d0dc3124507e3393d175ce3ff7c1e96529c6c555ce9e51205e9b2'
const BACKUP = JSON.stringify({
  crypto: {
    cipher: 'aes-128-ctr',
    cipherparams: { iv: '6087dab2f9fdbbfaddc31a909735c1e6' },
    ciphertext: FILE_CIPHERTEXT,
    kdf: 'pbkdf2',
    kdfparams: {
      c: 262144,
      dklen: 32,
      prf: 'hmac-sha256',
      salt: 'ae3cd4e7013836a3df6bd7241b12db061dbe2c6785853cce422d148a624ce0bd',
    },
    mac: FILE_MAC,
  },
  id: '3198bc9c-6672-5ab3-d995-4942343ae5b6',
  version: 3,
})
const backupFile = { name: 'respaldo.json', mimeType: 'application/json', buffer: Buffer.from(BACKUP) }

const call = async (page: Page, method: string, ...args: unknown[]) =>
  JSON.stringify(await callOnAppChannel(page, method, ...args))

/** Welcome → Importar billetera → the name (no password: it is the frame's) → terms: the import screen. */
async function openImport(page: Page): Promise<ImportPage> {
  const welcome = new WelcomePage(page)
  await welcome.open()
  await welcome.import().click()
  const signup = new SignupPage(page)
  await expect(signup.password()).toHaveCount(0)
  await signup.fill('Maximiliano Bustamante')
  await new TermsPage(page).accept().click()
  await expect(page).toHaveURL(/\/import\?mode=import/)
  const importing = new ImportPage(page)
  await expect(importing.seedTab()).toBeVisible()
  return importing
}

test('a script on the app’s page sees no word, key, backup file or password typed in the import frame; its own imports are refused', async ({
  page,
  baseURL,
}) => {
  await installRecorder(page, baseURL as string)
  await page.addInitScript(() => localStorage.setItem('language', 'es'))
  const importing = await openImport(page)
  // The app's page holds no field of its own for the secret, the file or the password.
  await expect(page.getByRole('main').locator('input, textarea')).toHaveCount(0)

  // A bad checksum, then a private key that is none: said in the frame, nothing stored.
  await importing.seedTab().click()
  await importing.text().pressSequentially(BAD_CHECKSUM)
  await importing.password().pressSequentially(NEW_PASSWORD)
  await importing.confirmation().pressSequentially(NEW_PASSWORD)
  await importing.submit().click()
  await expect(importing.error()).toHaveText('La importación falló. Revisá lo que ingresaste.')
  await importing.keyTab().click()
  await importing.text().pressSequentially(`${FILE_KEY.slice(0, 40)}zz`)
  await importing.submit().click()
  await expect(importing.error()).toHaveText('La importación falló. Revisá lo que ingresaste.')
  expect(await hasVault(page)).toBe(false)

  // The backup file: a wrong file password first, then the right one.
  await importing.backupTab().click()
  await importing.backupFile().setInputFiles(backupFile)
  await importing.backupPassword().pressSequentially('no-es-la-del-archivo')
  await importing.submit().click()
  await expect(importing.error()).toHaveText('Contraseña incorrecta para este archivo. No se cambió nada.', {
    timeout: 30_000,
  })
  expect(await hasVault(page)).toBe(false)
  await importing.backupPassword().fill('')
  await importing.backupPassword().pressSequentially(FILE_PASSWORD)
  await importing.submit().click()
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 })
  expect(await storedVaultAddress(page)).toBe(FILE_ADDRESS)

  // The script, on the app's channel (held once the app asked the worker whether the wallet opened): its own
  // wallet imported over the person's, with the person's own new password as the stored wallet's. Refused; the
  // stored wallet stays.
  const refused = /only the calls of its API/
  expect(await call(page, 'setPassword', 'la-clave-del-script')).toMatch(refused)
  expect(await call(page, 'importPrivateKey', SCRIPT_KEY, { password: NEW_PASSWORD })).toMatch(refused)
  expect(await call(page, 'importMnemonic', ABANDON, { password: NEW_PASSWORD })).toMatch(refused)
  expect(await call(page, 'importKeystore', BACKUP, FILE_PASSWORD, { password: NEW_PASSWORD })).toMatch(
    refused,
  )
  expect(await storedVaultAddress(page)).toBe(FILE_ADDRESS)

  const seen = await recorded(page)
  expectNothingOf(seen, [
    ...ABANDON.split(' ').filter((word) => word.length > 4),
    FILE_KEY,
    FILE_KEY.slice(0, 16),
    FILE_CIPHERTEXT,
    FILE_MAC,
    NEW_PASSWORD,
    FILE_PASSWORD,
    'no-es-la-del-archivo',
  ])
  // Nothing typed reached the app's page but the name, on the sign-up screen.
  expect(charactersIn(seen)).toEqual([])
  expect(seen.data.filter((typed) => typed !== 'Maximiliano Bustamante')).toEqual([])

  // The wallet opens with the password chosen in the frame, after a reload.
  await page.goto('/home')
  await expect(page).toHaveURL(/\/unlock/)
  await new UnlockPage(page).unlock(NEW_PASSWORD)
  await expect(page).toHaveURL(/\/home$/)
})

for (const look of [
  {
    language: 'es',
    theme: 'light',
    tab: 'Clave privada',
    newPassword: 'Contraseña nueva',
    common: 'Esa contraseña es de las más usadas. Elegí otra.',
  },
  {
    language: 'en',
    theme: 'dark',
    tab: 'Private Key',
    newPassword: 'New password',
    common: 'That password is one of the most common ones. Choose another.',
  },
] as const) {
  test(`the import frame speaks the app’s language and theme (${look.language}, ${look.theme}), works by keyboard, is axe-clean and fits at 360 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.addInitScript((prefs) => {
      localStorage.setItem('language', prefs.language)
      localStorage.setItem('theme', prefs.theme)
    }, look)
    const importing = await openImport(page)
    const frame = signerFrame(page, 'import')
    expect(await frame.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      look.theme === 'dark',
    )
    expect(await seriousViolations(frame)).toEqual([])
    await expectFrameFits(frame)
    // Each tab's label whole, on two lines at most: "Archivo de respaldo" took three at 360 px.
    const labels = await frame.evaluate(() =>
      [...document.querySelectorAll('[role="tab"]')].map((tab) => {
        const words = document.createRange()
        words.selectNodeContents(tab)
        const lines = new Set([...words.getClientRects()].map((line) => Math.round(line.top))).size
        return { label: tab.textContent, lines, whole: tab.scrollWidth <= tab.clientWidth }
      }),
    )
    expect(labels.filter(({ lines, whole }) => lines > 2 || !whole)).toEqual([])
    // Under the backup file's own password, the wallet's is named the new one, as restore names it (a bare
    // "Contraseña" read as a second field for the file).
    await importing.backupTab().click()
    await expect(importing.backupPassword()).toBeVisible()
    await expect(importing.frame().getByLabel(look.newPassword, { exact: true })).toBeVisible()
    await importing.seedTab().click()
    // Keyboard alone: Tab into the frame's tabs, Arrow Right to the private key, Tab to its field.
    await importing.heading().click()
    await tabInto(page, importing.seedTab(), 8)
    await page.keyboard.press('ArrowRight')
    await expect(importing.keyTab()).toBeFocused()
    await expect(importing.keyTab()).toHaveText(look.tab)
    await expect(importing.keyTab()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Tab')
    await expect(importing.text()).toBeFocused()
    await page.keyboard.type(SCRIPT_KEY)
    await page.keyboard.press('Tab') // Pegar
    await page.keyboard.press('Tab')
    await expect(importing.password()).toBeFocused()
    await page.keyboard.type('contraseña')
    await page.keyboard.press('Tab')
    await page.keyboard.type('contraseña')
    await page.keyboard.press('Enter')
    await expect(importing.error()).toHaveText(look.common)
    await expect(importing.password()).toBeFocused()
    expect(await seriousViolations(frame)).toEqual([])
    await expectFrameFits(frame)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(await hasVault(page)).toBe(false)
    await page.keyboard.press('Control+A')
    await page.keyboard.type(NEW_PASSWORD)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Control+A')
    await page.keyboard.type(NEW_PASSWORD)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/dashboard$/)
    expect(await storedVaultAddress(page)).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  })
}

test('Pegar reads the clipboard inside the import frame: the phrase goes into its field, never through the app’s page', async ({
  page,
  context,
  baseURL,
}) => {
  await installRecorder(page, baseURL as string)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const importing = await openImport(page)
  await page.evaluate((phrase) => navigator.clipboard.writeText(phrase), ABANDON)
  await importing.paste().click()
  await expect(importing.text()).toHaveValue(ABANDON)
  await importing.finish(NEW_PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/)
  expect(await storedVaultAddress(page)).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
  // The test put the phrase on the clipboard from the app's page; nothing the page recorded holds it.
  expectNothingOf(await recorded(page), [ABANDON])
})
