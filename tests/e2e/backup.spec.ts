import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { DashboardPage, ImportPage, SignupPage, TermsPage, WelcomePage } from './pages/OnboardingPages'
import { SettingsPanel } from './pages/SecretPages'
import { takeFile } from './support/backupFile'

const PASSWORD = 'clave-segura-123'
const JUNK_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const JUNK_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** Welcome → Import → sign-up → terms: the import screen of an empty device. */
async function importScreen(page: Page, username: string) {
  const welcome = new WelcomePage(page)
  await welcome.open()
  await welcome.import().click()
  await new SignupPage(page).fill(username)
  await new TermsPage(page).accept().click()
  return new ImportPage(page)
}

test('Respaldar downloads an encrypted keystore that the Backup file tab of another device opens', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await (await importScreen(page, 'Ana')).importKey(JUNK_KEY, PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/)

  const settings = new SettingsPanel(page)
  await settings.open().click()
  await settings.item(/Respaldar datos/).click()
  await expect(settings.backupWhat()).toHaveText(
    `El archivo guarda la clave privada de ${JUNK_ADDRESS}, cifrada con tu contraseña.`,
  )
  await settings.backupPassword().fill('no-es-la-clave-1')
  await settings.downloadBackup().click()
  await expect(settings.backupError()).toHaveText('Contraseña incorrecta. No se descargó nada.')
  await settings.backupPassword().fill(PASSWORD)
  // On a loaded machine the file may be ready more than 1 s after the tap: the frame then asks for one more tap.
  const download = await takeFile(page, () => settings.downloadBackup().click())
  await expect(settings.notice()).toContainText('Respaldo descargado')
  const file = await download.path()
  const json = JSON.parse(await readFile(file, 'utf8'))
  expect(json).toMatchObject({ version: 3, address: JUNK_ADDRESS.slice(2).toLowerCase() })
  expect(JSON.stringify(json)).not.toContain(JUNK_KEY.slice(2))

  const other = await browser.newContext()
  const fresh = await other.newPage()
  const importing = await importScreen(fresh, 'Bea')
  await importing.importBackup(file, 'no-es-la-clave-1', 'otra-clave-segura-9')
  await expect(importing.error()).toHaveText('Contraseña incorrecta para este archivo. No se cambió nada.')
  await importing.backupFile().setInputFiles(file)
  await importing.backupPassword().fill(PASSWORD)
  await importing.submit().click()
  await expect(fresh).toHaveURL(/\/dashboard$/, { timeout: 30_000 })
  await expect(new DashboardPage(fresh).address()).toHaveText(JUNK_ADDRESS)
  await other.close()
})
