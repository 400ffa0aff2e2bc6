import { expect, test } from '@playwright/test'
import { openUnlocked } from './fixtures/enterWallet'
import { testPassword } from './fixtures/storedWallet'
import { AutoLockSettings } from './pages/AutoLockSettings'
import { SettingsPanel } from './pages/SecretPages'
import { UnlockPage } from './pages/UnlockPage'
import { otherWindow } from './support/tabs'
import { fastForwardVaultWorker, pauseVaultWorkerClock } from './support/workerClock'

/**
 * Playwright's clock (page.clock) is installed in a page's frames only, never in its workers, and the vault
 * worker keeps the auto-lock deadline with its own timer and Date.now: so each tab's vault worker runs on a
 * paused clock of its own (tests/e2e/support/workerClock.ts), which this test moves on, instead of waiting a
 * real minute. The time is chosen in the signer's auto-lock frame, with the password (issue 41 item 7).
 */
test('two tabs: the auto-lock chosen in one reaches the other, and both lock on time', async ({
  page,
  context,
}) => {
  await pauseVaultWorkerClock(context)
  await openUnlocked(page, '/home')
  const other = await otherWindow(page)
  await other.goto('/home')
  await new UnlockPage(other).unlock(testPassword)
  await expect(other).toHaveURL(/\/home$/)

  const settings = new SettingsPanel(page)
  const autoLock = new AutoLockSettings(page)
  await settings.open().click()
  await expect(autoLock.now()).toHaveText('Ahora: se bloquea tras 15 min sin uso.')
  await autoLock.choose(1, testPassword)
  await expect(autoLock.saved()).toHaveText('Bloqueo automático guardado.')
  await expect(autoLock.now()).toHaveText('Ahora: se bloquea tras 1 min sin uso.')
  await settings.close().click()
  const otherSettings = new SettingsPanel(other)
  const otherAutoLock = new AutoLockSettings(other)
  await otherSettings.open().click()
  await expect(otherAutoLock.choice()).toHaveValue('1')
  await otherSettings.close().click()

  // The first tab's clock stands still (it stays in use), the other's runs to a millisecond short of one
  // minute: nothing fires. One more millisecond and the other tab's own timer, on the setting it was sent
  // (not the 15-minute default), fires; its lock reaches both tabs.
  expect(await fastForwardVaultWorker(other, 59_999)).toEqual([])
  expect(await fastForwardVaultWorker(other, 1)).toEqual([60_000])
  await expect(other).toHaveURL(/\/unlock/)
  await expect(page).toHaveURL(/\/unlock/)
})
