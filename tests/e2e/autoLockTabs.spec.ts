import { expect, test } from '@playwright/test'
import { openUnlocked } from './fixtures/enterWallet'
import { testPassword } from './fixtures/storedWallet'
import { SettingsPanel } from './pages/SecretPages'
import { UnlockPage } from './pages/UnlockPage'

/**
 * Playwright's clock (page.clock) is installed in a page's frames only, never in its workers, and the vault
 * worker keeps the auto-lock deadline with its own timer and Date.now: so this test runs on the real clock,
 * with the shortest setting (1 minute), and polls for the lock instead of sleeping.
 */
test('two tabs: the auto-lock chosen in one reaches the other, and both lock on time', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000)
  await openUnlocked(page, '/home')
  const other = await context.newPage()
  await other.goto('/home')
  await new UnlockPage(other).unlock(testPassword)
  await expect(other).toHaveURL(/\/home$/)

  const settings = new SettingsPanel(page)
  await settings.open().click()
  await settings.autoLock().selectOption('1')
  await expect(settings.autoLock()).toHaveValue('1')
  await settings.close().click()
  const otherSettings = new SettingsPanel(other)
  await otherSettings.open().click()
  await expect(otherSettings.autoLock()).toHaveValue('1')
  await otherSettings.close().click()

  // The first tab stays in use (a key now and then pushes its own deadline back), the other sits idle: only the
  // other tab's worker, running on the setting it was sent, can lock them, and its lock reaches both.
  await expect(async () => {
    await page.keyboard.press('Shift')
    await expect(other).toHaveURL(/\/unlock/, { timeout: 1_000 })
  }).toPass({ timeout: 150_000, intervals: [5_000] })
  await expect(page).toHaveURL(/\/unlock/)
})
