import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { storedVaultAddress } from './fixtures/storage'
import { openOrigin, storeLockedWallet, testAddress, testPassword } from './fixtures/storedWallet'
import { MigrateFrame } from './pages/MigrateFrame'
import { PreviousWallets } from './pages/PreviousWallets'
import { RestoreFrame } from './pages/RestoreFrame'
import { SettingsPanel } from './pages/SecretPages'
import { UnlockPage } from './pages/UnlockPage'

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const ABANDON_ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
const NEW_PASSWORD = 'otra-clave-nueva-7'
/** Anvil's second account: the other plaintext wallet an earlier version left. */
const OTHER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const OTHER_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const FIRST_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

test('forgot password → restore another wallet: the first is named, listed in Billeteras anteriores and opens with its own password', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openOrigin(page)
  await storeLockedWallet(page)
  await page.goto('/home')
  const restore = new RestoreFrame(page)
  await restore.forgot().click()
  await restore.restore(ABANDON, NEW_PASSWORD)
  await expect(restore.storedAddress()).toHaveText(testAddress)
  await expect(restore.otherAddress()).toHaveText(ABANDON_ADDRESS)
  await expect(restore.setAsideNote()).toHaveText(
    'No se borra: queda guardada en este dispositivo, en «Billeteras anteriores» (Configuración), y se abre con su propia contraseña.',
  )
  await restore.useOther().click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByTestId('wallet-address')).toHaveText(ABANDON_ADDRESS)

  const settings = new SettingsPanel(page)
  const previous = new PreviousWallets(page)
  await settings.open().click()
  await previous.show()
  await expect(previous.rows()).toHaveCount(1)
  await expect(previous.row(testAddress)).toContainText(/Apartada el \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/)

  // Its own password, not the one just chosen: a wrong one is said and changes nothing.
  await previous.open(testAddress, NEW_PASSWORD)
  await expect(previous.error()).toHaveText('Esa no es la contraseña de esta billetera. No cambió nada.')
  expect(await storedVaultAddress(page)).toBe(ABANDON_ADDRESS)
  await previous.password().fill(testPassword)
  await previous.confirm().click()
  await expect(previous.notice()).toContainText('esa billetera es la abierta ahora')
  await expect(page.getByTestId('wallet-address')).toHaveText(testAddress)
  await expect(previous.rows()).toHaveCount(1)
  await expect(previous.row(ABANDON_ADDRESS)).toBeVisible()
  expect(await storedVaultAddress(page)).toBe(testAddress)

  // Cerrar sesión names the previous wallet and keeps it; Cancel removes nothing.
  await settings.item(/Cerrar sesión/).click()
  await expect(settings.confirmDialog()).toContainText(
    '1 billetera anterior queda en este dispositivo, en «Billeteras anteriores», con su contraseña:',
  )
  await expect(settings.confirmDialog().getByTestId('leftovers-archived')).toHaveText('0x9858…da94')
  await settings.cancel().click()

  // A reload opens the wallet reopened, with its own password.
  await page.reload()
  await new UnlockPage(page).unlock(testPassword)
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByTestId('wallet-address')).toHaveText(testAddress)
})

test('Descargar saves an archived wallet as a keystore file under its own password; Borrar datos names it first', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openOrigin(page)
  await storeLockedWallet(page)
  await page.goto('/home')
  const restore = new RestoreFrame(page)
  await restore.forgot().click()
  await restore.restore(ABANDON, NEW_PASSWORD)
  await restore.useOther().click()
  await expect(page).toHaveURL(/\/home$/)

  const settings = new SettingsPanel(page)
  const previous = new PreviousWallets(page)
  await settings.open().click()
  await previous.show()
  const downloading = page.waitForEvent('download')
  await previous.download(testAddress, testPassword)
  const file = JSON.parse(await readFile(await (await downloading).path(), 'utf8'))
  expect(file).toMatchObject({ version: 3, address: testAddress.slice(2).toLowerCase() })
  expect(JSON.stringify(file)).not.toContain(FIRST_KEY.slice(2))
  await expect(previous.notice()).toContainText('Archivo descargado')
  expect(await storedVaultAddress(page)).toBe(ABANDON_ADDRESS)

  await settings.item(/Borrar datos/).click()
  await expect(settings.confirmDialog()).toContainText('También se borra 1 billetera anterior:')
  await expect(settings.confirmDialog().getByTestId('leftovers-archived')).toHaveText('0xf39F…2266')
})

test('two different plaintext wallets of an earlier version: the first becomes the wallet, the other opens from Billeteras anteriores', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/welcome')
  await page.evaluate(
    ({ first, second }) => {
      localStorage.setItem('wallet', first)
      localStorage.setItem('walletData', second)
    },
    {
      first: JSON.stringify({ address: testAddress, privateKey: FIRST_KEY, mnemonic: null }),
      second: JSON.stringify({ address: OTHER_ADDRESS, privateKey: OTHER_KEY, mnemonic: null }),
    },
  )
  await page.goto('/home')
  await expect(page).toHaveURL(/\/unlock/)
  await new MigrateFrame(page).choose(NEW_PASSWORD)
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByTestId('wallet-address')).toHaveText(testAddress)
  expect(
    await page.evaluate(() => [localStorage.getItem('wallet'), localStorage.getItem('walletData')]),
  ).toEqual([null, null])

  const settings = new SettingsPanel(page)
  const previous = new PreviousWallets(page)
  await settings.open().click()
  await previous.show()
  await expect(previous.rows()).toHaveCount(1)
  await previous.open(OTHER_ADDRESS, NEW_PASSWORD)
  await expect(page.getByTestId('wallet-address')).toHaveText(OTHER_ADDRESS)
  await expect(previous.row(testAddress)).toBeVisible()
})
