import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { toHex } from '../../src/workers/vault/bytes'
import { decryptKeystoreV3 } from '../../src/workers/vault/keystoreV3'
import { openUnlocked } from './fixtures/enterWallet'
import { signerFrame as vaultFrame } from './fixtures/storage'
import { storeArchivedWallet, testAddress, testKey, testPassword } from './fixtures/storedWallet'
import { PreviousWallets } from './pages/PreviousWallets'
import { SettingsPanel } from './pages/SecretPages'
import { seriousViolations } from './support/axe'
import { takeFile } from './support/backupFile'
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
 * Issue 41, docs/signer-plan.md step 4: Respaldar, and Billeteras anteriores → Descargar and Abrir, take the
 * password in the signer's frame, and the keystore file is made there and offered for download from the
 * signer's origin. A script on the app's origin — an init script that runs there only — records every key,
 * input, field value and text of its document while the person backs up, downloads and opens an archived
 * wallet, and sees no password and no part of any file; its own `exportKeystore`, `exportArchived` and
 * `reopenArchived` on the app's channel, with the right passwords, are refused and change nothing stored.
 */

/** Anvil's second account, set aside in Billeteras anteriores under its own password. */
const OTHER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const OTHER_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER_PASSWORD = 'clave-de-la-otra-456'
/** Its archive id: 16 bytes of hex, as the key worker gives them (not a secret). */
const ARCHIVED = '0123456789abcdef0123456789abcdef'
const WRONG = 'no-es-esta-clave'

const call = async (page: Page, method: string, ...args: unknown[]) =>
  JSON.stringify(await callOnAppChannel(page, method, ...args))

/** The signer's stored wallet and archive, exactly as stored (bytes as hex). */
async function vaultRecords(page: Page): Promise<string> {
  return (await vaultFrame(page)).evaluate(
    () =>
      new Promise<string>((ok, fail) => {
        const request = indexedDB.open('keyval-store')
        request.onerror = () => fail(request.error)
        request.onsuccess = () => {
          const store = request.result.transaction('keyval').objectStore('keyval')
          const vault = store.get('vault')
          const archive = store.get('vault-archive')
          archive.onsuccess = () => {
            const hex = (_: string, v: unknown) =>
              v instanceof Uint8Array ? Array.from(v, (b) => b.toString(16).padStart(2, '0')).join('') : v
            ok(JSON.stringify([vault.result, archive.result], hex))
            request.result.close()
          }
        }
      }),
  )
}

/** The downloaded keystore file's text, whose private key the project's own keystore reader opens. */
async function keyIn(text: string, password: string): Promise<string> {
  return toHex(await decryptKeystoreV3(text, password))
}

test('Respaldar, Descargar and Abrir take the password in the signer’s frame: the file decrypts with it, a script on the app’s page records neither, and its own calls are refused', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  await installRecorder(page, baseURL as string)
  await page.addInitScript(() => localStorage.setItem('language', 'es'))
  await openUnlocked(page, '/home')
  await storeArchivedWallet(page, ARCHIVED, OTHER_PASSWORD, { key: OTHER_KEY, address: OTHER_ADDRESS })
  const before = await vaultRecords(page)

  // The script, with the right passwords, on the app's channel: each refused, no file, nothing changed.
  for (const reply of [
    await call(page, 'exportKeystore', testPassword),
    await call(page, 'exportArchived', ARCHIVED, OTHER_PASSWORD),
    await call(page, 'reopenArchived', ARCHIVED, OTHER_PASSWORD),
  ]) {
    expect(reply).toMatch(/only the calls of its API/)
    expect(reply).not.toMatch(/ciphertext|"crypto"/)
  }
  expect(await vaultRecords(page)).toBe(before)

  const settings = new SettingsPanel(page)
  await settings.open().click()
  await settings.item(/^Respaldar datos de la billetera$/).click()
  await expect(settings.confirmDialog()).toHaveAccessibleName('Respaldar la billetera')
  // The app's page holds no password field of its own for it: it is in the signer's frame.
  await expect(settings.confirmDialog().locator('input')).toHaveCount(0)
  await expect(settings.backupWhat()).toHaveText(
    `El archivo guarda la clave privada de ${testAddress}, cifrada con tu contraseña.`,
  )
  await settings.backupPassword().fill(WRONG)
  await settings.downloadBackup().click()
  await expect(settings.backupError()).toHaveText('Contraseña incorrecta. No se descargó nada.')
  await settings.backupPassword().fill(testPassword)
  const backup = await takeFile(page, () => settings.downloadBackup().click())
  expect(backup.suggestedFilename()).toBe(`billetera-keystore-${testAddress.slice(2).toLowerCase()}.json`)
  await expect(settings.notice()).toContainText('Respaldo descargado')
  const backupText = await readFile(await backup.path(), 'utf8')
  expect(JSON.parse(backupText)).toMatchObject({ version: 3, address: testAddress.slice(2).toLowerCase() })
  expect(await keyIn(backupText, testPassword)).toBe(testKey)

  const previous = new PreviousWallets(page)
  await previous.show()
  await expect(previous.rows()).toHaveCount(1)
  await previous.downloadButton(OTHER_ADDRESS).click()
  await expect(previous.what()).toHaveText(
    `El archivo guarda la clave privada de ${OTHER_ADDRESS}, cifrada con la contraseña de esa billetera.`,
  )
  await previous.password().fill(testPassword)
  await previous.confirm().click()
  await expect(previous.error()).toHaveText('Esa no es la contraseña de esta billetera. No cambió nada.')
  await previous.password().fill(OTHER_PASSWORD)
  const archived = await takeFile(page, () => previous.confirm().click())
  const archivedText = await readFile(await archived.path(), 'utf8')
  await expect(previous.notice()).toContainText('Archivo descargado')
  expect(await keyIn(archivedText, OTHER_PASSWORD)).toBe(OTHER_KEY)
  expect(await vaultRecords(page)).toBe(before)

  // Abrir names the wallet that opens and the stored one that goes to the archive, both from the signer.
  await previous.openButton(OTHER_ADDRESS).click()
  await expect(previous.what()).toHaveText(`Se abre ${OTHER_ADDRESS}.`)
  await expect(previous.setAside()).toHaveText(
    `${testAddress}, la billetera guardada ahora, pasa a «Billeteras anteriores»: no se borra y se abre con su propia contraseña.`,
  )
  await previous.password().fill(testPassword)
  await previous.confirm().click()
  await expect(previous.error()).toHaveText('Esa no es la contraseña de esta billetera. No cambió nada.')
  expect(await vaultRecords(page)).toBe(before)
  await previous.password().fill(OTHER_PASSWORD)
  await previous.confirm().click()
  await expect(previous.notice()).toContainText('esa billetera es la abierta ahora')
  await expect(page.getByTestId('wallet-address')).toHaveText(OTHER_ADDRESS)
  await expect(previous.row(testAddress)).toBeVisible()

  const seen = await recorded(page)
  const file = (text: string) => {
    const { crypto } = JSON.parse(text) as { crypto: { ciphertext: string; mac: string } }
    return [crypto.ciphertext, crypto.mac]
  }
  expectNothingOf(seen, [
    testPassword,
    OTHER_PASSWORD,
    WRONG,
    testKey.slice(2),
    OTHER_KEY.slice(2),
    ...file(backupText),
    ...file(archivedText),
  ])
  expect(charactersIn(seen)).toEqual([])
  expect(seen.data).toEqual([])
})

for (const look of [
  { language: 'es', theme: 'light', screen: 'backup', what: /El archivo guarda la clave privada de 0x/ },
  { language: 'en', theme: 'dark', screen: 'reopen', what: /goes to “Previous wallets”/ },
] as const) {
  test(`the ${look.screen} frame speaks the app’s language and theme (${look.language}, ${look.theme}), works by keyboard, is axe-clean and fits at 360 px`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.addInitScript((prefs) => {
      localStorage.setItem('language', prefs.language)
      localStorage.setItem('theme', prefs.theme)
    }, look)
    await openUnlocked(page, '/home')
    await storeArchivedWallet(page, ARCHIVED, OTHER_PASSWORD, { key: OTHER_KEY, address: OTHER_ADDRESS })
    const settings = new SettingsPanel(page)
    const previous = new PreviousWallets(page)
    await settings.open().click()
    if (look.screen === 'backup') await settings.item(/^Respaldar datos de la billetera$/).click()
    else {
      await previous.show()
      await previous.openButton(OTHER_ADDRESS).click()
    }
    const inFrame = look.screen === 'backup' ? settings.backupFrame() : previous.frame()
    await expect(inFrame.getByText(look.what)).toBeVisible()
    const frame = signerFrame(page, look.screen)
    expect(await frame.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      look.theme === 'dark',
    )
    expect(await seriousViolations(frame)).toEqual([])
    await expectFrameFits(frame)
    // The wallet named in the sentence, as the review names one: "0x" and groups of four, never cut mid-group.
    await expectGroupedAddress(
      frame.locator('.address-text').first(),
      look.screen === 'backup' ? testAddress : OTHER_ADDRESS,
    )
    // Keyboard alone: Tab from the question's Cancelar reaches the password in the frame; Enter acts.
    const password = look.screen === 'backup' ? settings.backupPassword() : previous.password()
    await settings.cancel().focus()
    await tabInto(page, password, 8)
    await page.keyboard.type(WRONG)
    await page.keyboard.press('Enter')
    await expect(inFrame.getByRole('alert')).toHaveText(
      look.language === 'es'
        ? 'Contraseña incorrecta. No se descargó nada.'
        : 'That is not this wallet’s password. Nothing changed.',
    )
    await expect(password).toBeFocused()
    expect(await seriousViolations(frame)).toEqual([])
    if (look.screen === 'backup') {
      await page.keyboard.type(testPassword)
      const file = await takeFile(page, () => page.keyboard.press('Enter'))
      expect(await keyIn(await readFile(await file.path(), 'utf8'), testPassword)).toBe(testKey)
      await expect(settings.notice()).toContainText('Respaldo descargado')
    } else {
      await page.keyboard.type(OTHER_PASSWORD)
      await page.keyboard.press('Enter')
      await expect(previous.notice()).toContainText('that wallet is the open one now')
      await expect(page.getByTestId('wallet-address')).toHaveText(OTHER_ADDRESS)
    }
  })
}

test('Respaldar on a phone slow enough that the tap has expired when the file is ready: the frame asks for one more tap, and the app says it was downloaded only after it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // The signer's frame sees the tap's activation gone once the file is made (as after long encryption on a slow
  // phone, when a frame of another origin may no longer start a download); the app's page is left as it is.
  const signer = new URL(baseURL as string)
  signer.port = String(Number(signer.port) + 100)
  await page.addInitScript((origin) => {
    if (location.origin !== origin) return
    Object.defineProperty(Navigator.prototype, 'userActivation', {
      get: () => ({ isActive: false, hasBeenActive: true }),
    })
  }, signer.origin)
  await page.addInitScript(() => localStorage.setItem('language', 'es'))
  await openUnlocked(page, '/home')
  const settings = new SettingsPanel(page)
  await settings.open().click()
  await settings.item(/^Respaldar datos de la billetera$/).click()
  await settings.backupPassword().fill(testPassword)
  await settings.downloadBackup().click()
  const save = settings
    .backupFrame()
    .getByRole('button', { name: 'El archivo está listo: tocá para guardarlo' })
  await expect(save).toBeFocused()
  // Nothing is said to be downloaded before the tap that saves it.
  await expect(settings.notice()).toHaveCount(0)
  const downloading = page.waitForEvent('download')
  await save.click()
  const backup = await downloading
  expect(await keyIn(await readFile(await backup.path(), 'utf8'), testPassword)).toBe(testKey)
  await expect(settings.notice()).toContainText('Respaldo descargado')
})
