import { expect, type Page, test } from '@playwright/test'
import { openUnlocked } from './fixtures/enterWallet'
import { hasVault, storedVaultAddress } from './fixtures/storage'
import { openOrigin, storeLockedWallet, testAddress, testKey, testPassword } from './fixtures/storedWallet'
import { PreviousWallets } from './pages/PreviousWallets'
import { SettingsPanel } from './pages/SecretPages'
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
import { dropRemovalAnswer } from './support/removalAnswer'
import { expectFrameFits, signerFrame, tabInto, tabToInFrame } from './support/signerFrame'

/**
 * Issue 41, docs/signer-plan.md step 4: Cerrar sesión and Borrar datos take the wallet's password in the signer's
 * frame. A script on the app's origin — an init script that runs there only — records every key, input, field
 * value and text of its document while the person logs out or deletes, and never sees the password; calling the
 * app's channel's `signOut` or `forget` itself, with the right password, it is refused and the wallet stays.
 */
const call = async (page: Page, method: string, ...args: unknown[]) =>
  JSON.stringify(await callOnAppChannel(page, method, ...args))

for (const removal of [
  { item: /^Cerrar sesión$/, screen: 'signout' },
  { item: /^Borrar datos de la billetera$/, screen: 'forget' },
] as const) {
  test(`${removal.screen}: a script on the app’s page sees no character of the password typed in the signer’s frame; its own signOut and forget are refused`, async ({
    page,
    baseURL,
  }) => {
    await installRecorder(page, baseURL as string)
    await page.addInitScript(() => localStorage.setItem('language', 'es'))
    await openUnlocked(page, '/home')
    // The script, with the right password, on the app's channel: refused, and the wallet stays.
    expect(await call(page, 'signOut', testPassword)).toMatch(/only the calls of its API/)
    expect(await call(page, 'forget', testPassword, { archive: true })).toMatch(/only the calls of its API/)
    expect(await call(page, 'forget', testPassword)).toMatch(/only the calls of its API/)
    expect(await call(page, 'forget', testPassword, { setAside: true })).toMatch(/only the calls of its API/)
    expect(await storedVaultAddress(page)).toBe(testAddress)

    const settings = new SettingsPanel(page)
    await settings.open().click()
    await settings.item(removal.item).click()
    await expect(settings.confirmDialog()).toBeVisible()
    // The app's page holds no password field of its own for it: it is in the signer's frame.
    await expect(settings.confirmDialog().locator('input')).toHaveCount(0)
    await expect(settings.removalButton()).toBeEnabled()
    await tabToInFrame(settings.removalFrameElement(), settings.removalPassword())
    await settings.removalPassword().pressSequentially('no-es-esta')
    await settings.removalPassword().press('Enter')
    await expect(settings.removalError()).toHaveText('Contraseña incorrecta. No se borró nada.')
    await expect(settings.removalPassword()).toBeFocused()
    expect(await storedVaultAddress(page)).toBe(testAddress)
    await settings.removalPassword().pressSequentially(testPassword)
    // Delete ends with the wiped origin's reload (src/machines/settings/wipe.ts), after /welcome may have shown.
    const reloaded = removal.screen === 'forget' ? page.waitForEvent('load') : null
    await settings.removalPassword().press('Enter')
    await reloaded
    await expect(page).toHaveURL(/\/welcome$/)
    // Log out sets the wallet aside (no vault stored, listed in Billeteras anteriores); Delete removes it.
    expect(await hasVault(page)).toBe(false)

    const seen = await recorded(page)
    expectNothingOf(seen, [testPassword, 'no-es-esta'])
    expect(charactersIn(seen)).toEqual([])
    expect(seen.data).toEqual([])
  })
}

for (const look of [
  { language: 'es', theme: 'light', item: /^Cerrar sesión$/, what: /se bloquea y queda guardada/ },
  { language: 'en', theme: 'dark', item: /^Delete wallet data$/, what: /deleted from this device, for good/ },
] as const) {
  test(`the removal frame speaks the app’s language and theme (${look.language}, ${look.theme}), works by keyboard, is axe-clean and fits at 360 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.addInitScript((prefs) => {
      localStorage.setItem('language', prefs.language)
      localStorage.setItem('theme', prefs.theme)
    }, look)
    await openUnlocked(page, '/home')
    const settings = new SettingsPanel(page)
    await settings.open().click()
    await settings.item(look.item).click()
    await expect(settings.removalFrame().getByText(look.what)).toBeVisible()
    const frame = signerFrame(page, look.language === 'es' ? 'signout' : 'forget')
    expect(await frame.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      look.theme === 'dark',
    )
    expect(await seriousViolations(frame)).toEqual([])
    await expectFrameFits(frame)
    // Keyboard alone: Tab from the question reaches the password in the frame; Enter acts.
    await settings.cancel().focus()
    await expect(settings.removalButton()).toBeEnabled()
    await tabInto(page, settings.removalPassword(), 8)
    await page.keyboard.type('no-es-esta')
    await page.keyboard.press('Enter')
    await expect(settings.removalError()).toHaveText(
      look.language === 'es'
        ? 'Contraseña incorrecta. No se borró nada.'
        : 'Wrong password. Nothing was removed.',
    )
    expect(await seriousViolations(frame)).toEqual([])
    await page.keyboard.type(testPassword)
    // Delete ends with the wiped origin's reload (src/machines/settings/wipe.ts), after /welcome may have shown.
    const reloaded = look.language === 'en' ? page.waitForEvent('load') : null
    await page.keyboard.press('Enter')
    await reloaded
    await expect(page).toHaveURL(/\/welcome$/)
    expect(await hasVault(page)).toBe(false)
  })
}

/** Anvil's second account: a plaintext wallet an earlier version left beside the stored one. */
const OTHER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const OTHER_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('log out in the frame seals an earlier version’s other plaintext wallet into Billeteras anteriores first, and removes the plaintext', async ({
  page,
}) => {
  await openOrigin(page)
  await storeLockedWallet(page)
  const other = JSON.stringify({ address: OTHER_ADDRESS, privateKey: OTHER_KEY, mnemonic: null })
  await page.evaluate(
    ({ mine, theirs }) => {
      localStorage.setItem('language', 'es')
      localStorage.setItem('wallet', mine)
      localStorage.setItem('walletData', theirs)
    },
    { mine: JSON.stringify({ address: testAddress, privateKey: testKey, mnemonic: null }), theirs: other },
  )
  await page.goto('/home')
  await new UnlockPage(page).unlock(testPassword)
  await expect(page).toHaveURL(/\/home$/)
  const settings = new SettingsPanel(page)
  await settings.open().click()
  await settings.item(/^Cerrar sesión$/).click()
  await expect(settings.confirmDialog().getByTestId('leftovers-legacy')).toContainText(
    'se guarda cifrada en «Billeteras anteriores»',
  )
  // A wrong password seals nothing and sets nothing aside.
  await settings.remove('no-es-esta')
  await expect(settings.removalError()).toHaveText('Contraseña incorrecta. No se borró nada.')
  expect(await page.evaluate(() => localStorage.getItem('walletData'))).toBe(other)
  await settings.remove(testPassword)
  await expect(page).toHaveURL(/\/welcome$/)
  expect(
    await page.evaluate(() => [localStorage.getItem('wallet'), localStorage.getItem('walletData')]),
  ).toEqual([null, null])
  const previous = new PreviousWallets(page)
  await previous.show()
  await expect(previous.rows()).toHaveCount(2)
  await expect(previous.row(OTHER_ADDRESS)).toBeVisible()
  await expect(previous.row(testAddress)).toBeVisible()
  // The sealed leftover came from the app's storage, where a page script could have planted it: Abrir names it
  // found in this browser, with its whole address, before anyone opens and fills it.
  await previous.openButton(OTHER_ADDRESS).click()
  await expect(previous.frame().getByTestId('unlock-found')).toContainText(
    'Abrila solo si es tuya y sabés su contraseña',
  )
  await expectGroupedAddress(previous.frame().getByTestId('unlock-found-address'), OTHER_ADDRESS)
})

test('log out removes the sealed plaintext even when the app leaves Settings before the frame says it is done', async ({
  page,
}) => {
  await openOrigin(page)
  await storeLockedWallet(page)
  await installRecorder(page, page.url())
  // The lock that log out sends reaches the app by the vault channel and can take it to /welcome before the
  // frame's REMOVED arrives: here REMOVED never arrives at all (a capture listener on the app's window drops it).
  await dropRemovalAnswer(page)
  const other = JSON.stringify({ address: OTHER_ADDRESS, privateKey: OTHER_KEY, mnemonic: null })
  await page.evaluate((theirs) => {
    localStorage.setItem('language', 'es')
    localStorage.setItem('walletData', theirs)
  }, other)
  await page.goto('/home')
  await new UnlockPage(page).unlock(testPassword)
  await expect(page).toHaveURL(/\/home$/)
  const settings = new SettingsPanel(page)
  await settings.open().click()
  await settings.item(/^Cerrar sesión$/).click()
  await expect(settings.confirmDialog().getByTestId('leftovers-legacy')).toContainText(
    'se guarda cifrada en «Billeteras anteriores»',
  )
  await settings.remove(testPassword)
  // Sealed into the archive, and the plaintext gone from the app's storage, with no REMOVED.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('walletData'))).toBeNull()
  expect(await call(page, 'listArchived')).toContain(OTHER_ADDRESS)
})

test('Escape in the removal frame closes the question and leaves Settings open; nothing is removed', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'))
  await openUnlocked(page, '/home')
  const settings = new SettingsPanel(page)
  await settings.open().click()
  const logout = settings.item(/^Cerrar sesión$/)
  await logout.click()
  await tabToInFrame(settings.removalFrameElement(), settings.removalPassword())
  await expect(settings.removalPassword()).toBeFocused()
  await page.keyboard.type('no-es-esta')
  await page.keyboard.press('Escape')
  await expect(settings.confirmDialog()).toHaveCount(0)
  await expect(settings.dialog()).toBeVisible()
  await expect(logout).toBeFocused()
  expect(await storedVaultAddress(page)).toBe(testAddress)
})
