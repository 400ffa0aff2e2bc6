import { expect, type Page, test } from '@playwright/test'
import { storedVaultAddress } from './fixtures/storage'
import { openOrigin, storeLockedWallet, testAddress, testKey, testPassword } from './fixtures/storedWallet'
import { RestoreFrame } from './pages/RestoreFrame'
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
 * Issue 41 item 5, docs/signer-plan.md step 4: "¿Olvidaste tu contraseña?" happens in the signer's frame. A script on
 * the app's origin — an init script that runs there only — records every key, input, field value and text of its
 * document while the person restores, and never sees the words, the key or the new password; its own `restore`
 * on the app's channel, `allowDifferent` or not, is refused, and the stored wallet and its password stay. The
 * question before a different wallet takes the stored one's place is asked in the frame, naming both.
 */
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const ABANDON_ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
/** The phrase with its last word changed: every word is on the list, the checksum is wrong. */
const BAD_CHECKSUM = ABANDON.replace(/about$/, 'abandon')
/** Anvil's second account, as a script would plant it. */
const SCRIPT_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const NEW_PASSWORD = 'otra-clave-nueva-7'

const call = async (page: Page, method: string, ...args: unknown[]) =>
  JSON.stringify(await callOnAppChannel(page, method, ...args))

async function openUnlock(page: Page) {
  await openOrigin(page)
  await storeLockedWallet(page)
  await page.goto('/home')
  await expect(page).toHaveURL(/\/unlock/)
  // The app's channel is made once the unlock screen asked the key worker to wait for the frame.
  await expect(new UnlockPage(page).password()).toBeVisible()
}

test('a script on the app’s page sees no word, key or password typed in the restore frame; its own restore, allowDifferent or not, is refused', async ({
  page,
  baseURL,
}) => {
  await installRecorder(page, baseURL as string)
  await page.addInitScript(() => localStorage.setItem('language', 'es'))
  await openUnlock(page)

  // The script, on the app's channel: the swap of issue 41 item 5, and a restore of the same wallet. Refused.
  expect(await call(page, 'restore', SCRIPT_KEY, 'la-clave-del-script', { allowDifferent: true })).toMatch(
    /only the calls of its API/,
  )
  expect(await call(page, 'restore', testKey, 'la-clave-del-script', { allowDifferent: false })).toMatch(
    /only the calls of its API/,
  )
  expect(await storedVaultAddress(page)).toBe(testAddress)

  const restore = new RestoreFrame(page)
  await restore.forgot().click()
  await expect(restore.title()).toBeVisible()
  // The app's page holds no field of its own for the secret or the password.
  await expect(page.getByRole('main').locator('input, textarea')).toHaveCount(0)

  // A wrong word, then a bad checksum: said in the frame, nothing changes.
  await restore.secret().pressSequentially(ABANDON.replace(/^abandon/, 'abandonx'))
  await restore.password().pressSequentially(NEW_PASSWORD)
  await restore.confirmation().pressSequentially(NEW_PASSWORD)
  await restore.submit().click()
  await expect(restore.error()).toHaveText('La importación falló. Revisá lo que ingresaste.')
  await restore.secret().fill(BAD_CHECKSUM)
  await restore.submit().click()
  await expect(restore.error()).toHaveText('La importación falló. Revisá lo que ingresaste.')
  expect(await storedVaultAddress(page)).toBe(testAddress)

  // Another wallet's words: the frame asks, naming the wallet set aside; going back changes nothing.
  await restore.secret().fill('')
  await restore.secret().pressSequentially(ABANDON)
  await restore.submit().click()
  await expect(restore.storedAddress()).toHaveText(testAddress)
  await expect(restore.otherAddress()).toHaveText(ABANDON_ADDRESS)
  // The question's Volver y revisar is its only way back: the page's Volver steps aside meanwhile.
  await expect(restore.back()).toHaveCount(0)
  await restore.keepStored().click()
  await expect(restore.question()).toBeHidden()
  await expect(restore.back()).toBeVisible()
  expect(await storedVaultAddress(page)).toBe(testAddress)

  // The stored wallet's own key, under the new password: restored and open at once.
  await restore.secret().fill('')
  await restore.secret().pressSequentially(testKey)
  await restore.submit().click()
  await expect(page).toHaveURL(/\/home$/)
  expect(await storedVaultAddress(page)).toBe(testAddress)

  const seen = await recorded(page)
  expectNothingOf(seen, [
    ABANDON,
    ...ABANDON.split(' ').filter((word) => word.length > 4),
    testKey.slice(2),
    testKey.slice(2, 18),
    NEW_PASSWORD,
  ])
  expect(charactersIn(seen)).toEqual([])
  expect(seen.data).toEqual([])

  // The new password opens it; the old one, and the script's, do not.
  await page.reload()
  await expect(page).toHaveURL(/\/unlock/)
  const unlock = new UnlockPage(page)
  await unlock.unlock(testPassword)
  await expect(unlock.error()).toBeVisible()
  await unlock.unlock(NEW_PASSWORD)
  await expect(page).toHaveURL(/\/home$/)
})

for (const look of [
  { language: 'es', theme: 'light', other: 'Usar la otra billetera', intro: /abre una billetera distinta/ },
  { language: 'en', theme: 'dark', other: 'Use the other wallet', intro: /opens a different wallet/ },
] as const) {
  test(`the restore frame speaks the app’s language and theme (${look.language}, ${look.theme}), asks in the frame before another wallet, works by keyboard, is axe-clean and fits at 360 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.addInitScript((prefs) => {
      localStorage.setItem('language', prefs.language)
      localStorage.setItem('theme', prefs.theme)
    }, look)
    await openUnlock(page)
    const restore = new RestoreFrame(page)
    // Keyboard alone: the forgot button, then Tab into the frame's first field.
    await restore.forgot().focus()
    await page.keyboard.press('Enter')
    await expect(restore.secret()).toBeVisible()
    const frame = signerFrame(page, 'restore')
    expect(await frame.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      look.theme === 'dark',
    )
    await tabInto(page, restore.secret(), 6)
    await page.keyboard.type(ABANDON)
    await page.keyboard.press('Tab')
    await page.keyboard.type('contraseña')
    await expect(restore.strength()).toContainText(look.language === 'es' ? 'más usadas' : 'most common')
    await page.keyboard.press('Tab')
    await page.keyboard.type('contraseña')
    await page.keyboard.press('Enter')
    await expect(restore.error()).toHaveText(
      look.language === 'es'
        ? 'Esa contraseña es de las más usadas. Elegí otra.'
        : 'That password is one of the most common ones. Choose another.',
    )
    expect(await seriousViolations(frame)).toEqual([])
    await expectFrameFits(frame)
    await restore.password().fill('')
    await restore.password().focus()
    await page.keyboard.type(NEW_PASSWORD)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Control+A')
    await page.keyboard.type(NEW_PASSWORD)
    await page.keyboard.press('Enter')
    await expect(restore.frame().getByText(look.intro)).toBeVisible()
    await expect(restore.storedAddress()).toHaveText(testAddress)
    // One way back while it asks, the frame's: no Volver of the page's under it (two, one above the other).
    await expect(restore.back()).toHaveCount(0)
    // Volver y revisar and Usar la otra billetera each on one line (side by side, the second took three).
    const buttons = [restore.keepStored(), restore.useOther()]
    for (const button of buttons)
      expect(
        await button.evaluate((label) => {
          const words = document.createRange()
          words.selectNodeContents(label)
          return new Set([...words.getClientRects()].map((line) => Math.round(line.top))).size
        }),
      ).toBe(1)
    expect(await seriousViolations(frame)).toEqual([])
    await expectFrameFits(frame)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    // Tab from the question's heading: Volver y revisar, then the other wallet; Enter chooses it.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(restore.useOther()).toBeFocused()
    await expect(restore.useOther()).toHaveText(look.other)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/home$/)
    expect(await storedVaultAddress(page)).toBe(ABANDON_ADDRESS)
  })
}
