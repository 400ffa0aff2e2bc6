import { expect, type Page, test } from '@playwright/test'
import { openUnlocked } from './fixtures/enterWallet'
import { testPassword } from './fixtures/storedWallet'
import { AutoLockSettings } from './pages/AutoLockSettings'
import { SettingsPanel } from './pages/SecretPages'
import { UnlockPage } from './pages/UnlockPage'
import { seriousViolations } from './support/axe'
import { callOnAppChannel, expectNothingOf, installRecorder, recorded } from './support/hostilePage'
import { expectFrameFits, signerFrame, tabInto } from './support/signerFrame'
import { fastForwardVaultWorker, pauseVaultWorkerClock } from './support/workerClock'

/**
 * Issue 41 item 7 ("`setAutoLockMinutes(1440)` needs no password, so a script can keep the vault open all day"),
 * docs/signer-plan.md step 4: the auto-lock time is the signer's auto-lock screen, saved with the password in
 * the signer's storage. A script on the app's origin — an init script that runs there only, on every load —
 * writes the app's old localStorage setting to a day and calls the app's channel's `setAutoLockMinutes` itself,
 * with and without the right password: refused, and the vault still locks after the person's chosen minutes.
 * The worker's clock is paused and moved by the test (tests/e2e/support/workerClock.ts), never waited for.
 */
/** The hostile script's own call on the app's channel: the worker's reply, whole, as text. */
const call = async (page: Page, method: string, ...args: unknown[]) =>
  JSON.stringify(await callOnAppChannel(page, method, ...args))

test('a script on the app’s page cannot keep the vault open: its setAutoLockMinutes and localStorage are ignored, the person’s 5 minutes rule', async ({
  page,
  context,
  baseURL,
}) => {
  await pauseVaultWorkerClock(context)
  await installRecorder(page, baseURL as string)
  // And, on every load of the app's origin, a day of auto-lock where the app used to keep the setting.
  await page.addInitScript(
    (appOrigin) => {
      if (location.origin === appOrigin) localStorage.setItem('autoLockMinutes', '1440')
    },
    new URL(baseURL as string).origin,
  )
  await openUnlocked(page, '/home')

  // The person chooses 5 minutes in the signer's frame: a wrong password changes nothing, the right one saves.
  const settings = new SettingsPanel(page)
  const autoLock = new AutoLockSettings(page)
  await settings.open().click()
  await expect(autoLock.now()).toHaveText('Ahora: se bloquea tras 15 min sin uso.')
  await autoLock.choose(5, 'no-es-esta')
  await expect(autoLock.error()).toHaveText('Contraseña incorrecta. No se cambió nada.')
  await expect(autoLock.now()).toHaveText('Ahora: se bloquea tras 15 min sin uso.')
  await autoLock.password().pressSequentially(testPassword)
  await autoLock.password().press('Enter')
  await expect(autoLock.now()).toHaveText('Ahora: se bloquea tras 5 min sin uso.')
  await expect(autoLock.saved()).toHaveText('Bloqueo automático guardado.')
  await settings.close().click()

  // The script, on the app's channel, with the right password and without: refused; the time stays 5.
  expect(await call(page, 'setAutoLockMinutes', testPassword, 1440)).toMatch(/only the calls of its API/)
  expect(await call(page, 'setAutoLockMinutes', 1440)).toMatch(/only the calls of its API/)
  expect(JSON.parse(await call(page, 'status')).value.autoLockMinutes).toBe(5)
  expect(await page.evaluate(() => localStorage.getItem('autoLockMinutes'))).toBe('1440')

  expectNothingOf(await recorded(page), [testPassword, 'no-es-esta'])

  // A millisecond short of 5 minutes nothing fires; at 5 minutes the worker's own timer locks the vault.
  expect(await fastForwardVaultWorker(page, 5 * 60_000 - 1)).toEqual([])
  expect(await fastForwardVaultWorker(page, 1)).toEqual([5 * 60_000])
  await expect(page).toHaveURL(/\/unlock/)

  // A reload starts a new key worker, and the app's page again holds a day in its storage: the worker reads the
  // person's 5 minutes from the signer's storage, and locks at 5 minutes again.
  await page.reload()
  await new UnlockPage(page).unlock(testPassword)
  await expect(page).toHaveURL(/\/home$/)
  expect(JSON.parse(await call(page, 'status')).value.autoLockMinutes).toBe(5)
  expect(await fastForwardVaultWorker(page, 5 * 60_000 - 1)).toEqual([])
  expect(await fastForwardVaultWorker(page, 1)).toEqual([5 * 60_000])
  await expect(page).toHaveURL(/\/unlock/)
})

test('an earlier version’s shorter auto-lock carries over once; a longer one gives way to the default', async ({
  page,
  context,
  baseURL,
}) => {
  await pauseVaultWorkerClock(context)
  await installRecorder(page, baseURL as string)
  // The person had chosen 5 minutes in an earlier version, which kept them in the app's localStorage.
  await page.addInitScript(
    (appOrigin) => {
      if (location.origin === appOrigin && !sessionStorage.getItem('seen')) {
        sessionStorage.setItem('seen', '1')
        localStorage.setItem('autoLockMinutes', '5')
      }
    },
    new URL(baseURL as string).origin,
  )
  await openUnlocked(page, '/home')
  expect(JSON.parse(await call(page, 'status')).value.autoLockMinutes).toBe(5)
  expect(await fastForwardVaultWorker(page, 5 * 60_000 - 1)).toEqual([])
  expect(await fastForwardVaultWorker(page, 1)).toEqual([5 * 60_000])
  await expect(page).toHaveURL(/\/unlock/)

  // Taken once: a later value in the app's storage (a script's day, or even a shorter minute) changes nothing.
  await page.evaluate(() => localStorage.setItem('autoLockMinutes', '1'))
  await page.reload()
  await new UnlockPage(page).unlock(testPassword)
  await expect(page).toHaveURL(/\/home$/)
  expect(JSON.parse(await call(page, 'status')).value.autoLockMinutes).toBe(5)
})

for (const look of [
  { language: 'es', theme: 'light', now: 'Ahora: se bloquea tras 30 min sin uso.', save: 'Guardar' },
  { language: 'en', theme: 'dark', now: 'Now: locks after 30 min without use.', save: 'Save' },
] as const) {
  test(`the auto-lock frame speaks the app’s language and theme (${look.language}, ${look.theme}), works by keyboard, is axe-clean and fits at 360 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.addInitScript((prefs) => {
      localStorage.setItem('language', prefs.language)
      localStorage.setItem('theme', prefs.theme)
    }, look)
    await openUnlocked(page, '/home')
    const settings = new SettingsPanel(page)
    const autoLock = new AutoLockSettings(page)
    await settings.open().click()
    await expect(autoLock.choice()).toHaveValue('15')
    await expect(autoLock.save()).toBeDisabled()
    const frame = signerFrame(page, 'autolock')
    await expect(autoLock.now()).toHaveText(look.now.replace('30', '15'))
    // Before the person scrolls to it (below the fold, the frame cannot resize): its first height holds the time now.
    await expectFrameFits(frame)
    expect(await frame.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      look.theme === 'dark',
    )
    expect(await seriousViolations(frame)).toEqual([])
    // Keyboard alone: Tab from the dollar choice above reaches the frame's choice; Arrow Down picks the next
    // time (30), Tab to the password, Enter saves.
    await settings.dollar().focus()
    await tabInto(page, autoLock.choice(), 8)
    await page.keyboard.press('ArrowDown')
    await expect(autoLock.choice()).toHaveValue('30')
    await expect(autoLock.save()).toBeEnabled()
    await page.keyboard.press('Tab')
    await expect(autoLock.password()).toBeFocused()
    await page.keyboard.type(testPassword)
    await page.keyboard.press('Enter')
    await expect(autoLock.now()).toHaveText(look.now)
    await expect(autoLock.now()).toBeFocused()
    await expect(autoLock.save()).toHaveText(look.save)
    await expect(autoLock.save()).toBeDisabled()
    expect(await seriousViolations(frame)).toEqual([])
    // Phone-sized: the frame holds its whole screen without a scroll bar of its own.
    await expectFrameFits(frame)
  })
}
