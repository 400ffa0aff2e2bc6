import { expect, type Page, test } from '@playwright/test'
import { openUnlocked } from './fixtures/enterWallet'
import { testPassword } from './fixtures/storedWallet'
import { RecipientGuardSettings } from './pages/RecipientGuardSettings'
import { SettingsPanel } from './pages/SecretPages'
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
 * Issue 41 item 7, docs/signer-plan.md step 4: Settings → New addresses is the signer's guard screen. A script on
 * the app's origin — an init script that runs there only — records every key, input, field value and text of
 * its document while the person turns the rule off with the password, and never sees the password; calling the
 * app's channel's `setRecipientGuard` itself, with the right password, it is refused and the rule stays.
 */
/** The hostile script's own call on the app's channel: the worker's reply, whole, as text. */
const call = async (page: Page, method: string, ...args: unknown[]) =>
  JSON.stringify(await callOnAppChannel(page, method, ...args))

test('a script on the app’s page sees no character of the password that turns the rule off in the signer’s frame; its own setRecipientGuard is refused', async ({
  page,
  baseURL,
}) => {
  await installRecorder(page, baseURL as string)
  await openUnlocked(page, '/home')
  // The script, with the right password, on the app's channel: refused, and the rule is as it was.
  const forged = await call(page, 'setRecipientGuard', testPassword, { enabled: false, limitUsd: 1_000_000 })
  expect(forged).toMatch(/only the calls of its API/)
  expect(JSON.parse(await call(page, 'recipientGuard')).value).toEqual({ enabled: true, limitUsd: 100 })

  const settings = new SettingsPanel(page)
  const guard = new RecipientGuardSettings(page)
  await settings.open().click()
  await guard.expand()
  await expect(guard.now()).toHaveText('Ahora: pide la contraseña por encima de US$ 100,00.')
  // The app's page holds no field of its own for the rule: they are all in the signer's frame.
  await expect(guard.section().locator('input')).toHaveCount(0)
  await guard.toggle().press('Space')
  await expect(guard.toggle()).not.toBeChecked()
  await guard.password().pressSequentially('no-es-esta')
  await guard.password().press('Enter')
  await expect(guard.error()).toHaveText('Contraseña incorrecta. No se cambió nada.')
  await guard.password().pressSequentially(testPassword)
  await guard.password().press('Enter')
  await expect(guard.now()).toHaveText('Ahora: no pide la contraseña para direcciones nuevas.')
  await expect(guard.saved()).toHaveText('Regla de direcciones nuevas guardada.')
  expect(JSON.parse(await call(page, 'recipientGuard')).value).toEqual({ enabled: false, limitUsd: 100 })

  const seen = await recorded(page)
  expectNothingOf(seen, [testPassword, 'no-es-esta'])
  expect(charactersIn(seen)).toEqual([])
  expect(seen.data).toEqual([])
})

for (const look of [
  {
    language: 'es',
    theme: 'light',
    now: 'Ahora: pide la contraseña por encima de US$ 100,00.',
    save: 'Guardar',
  },
  { language: 'en', theme: 'dark', now: 'Now: asks for the password above $100.00.', save: 'Save' },
] as const) {
  test(`the guard frame speaks the app’s language and theme (${look.language}, ${look.theme}), works by keyboard, is axe-clean and fits at 360 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.addInitScript((prefs) => {
      localStorage.setItem('language', prefs.language)
      localStorage.setItem('theme', prefs.theme)
    }, look)
    await openUnlocked(page, '/home')
    const settings = new SettingsPanel(page)
    const guard = new RecipientGuardSettings(page)
    await settings.open().click()
    await guard.expand()
    await expect(guard.now()).toHaveText(look.now)
    await expect(guard.save()).toBeDisabled()
    const frame = signerFrame(page, 'guard')
    expect(await frame.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      look.theme === 'dark',
    )
    expect(await seriousViolations(frame)).toEqual([])
    // Keyboard alone: Tab from the section's title reaches the switch in the frame; Space, Tab to the limit,
    // Tab past the hint to the password, Enter saves.
    await guard.title().focus()
    await tabInto(page, guard.toggle(), 8)
    await page.keyboard.press('Space')
    await expect(guard.toggle()).not.toBeChecked()
    await page.keyboard.press('Tab')
    await expect(guard.limit()).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(guard.password()).toBeFocused()
    await page.keyboard.type(testPassword)
    await page.keyboard.press('Enter')
    await expect(guard.now()).toBeFocused()
    await expect(guard.save()).toHaveText(look.save)
    await expect(guard.save()).toBeDisabled()
    expect(await seriousViolations(frame)).toEqual([])
    // Phone-sized: the frame holds its whole screen without a scroll bar of its own.
    await expectFrameFits(frame)
  })
}
