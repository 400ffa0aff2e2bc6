import { expect, test } from '@playwright/test'
import { openUnlocked } from './fixtures/enterWallet'
import { HomePage } from './pages/HomePage'

test('probe wallet', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openUnlocked(page, '/home')
  await expect(new HomePage(page).total()).toContainText(/[1-9]/)
  await page.locator('a[href="/wallet"]').first().click()
  await page.waitForURL(/wallet/)
  await page.waitForTimeout(5000)
  console.log(await page.evaluate(() => ({
    links: document.querySelectorAll('a[href="/wallet"]').length,
    cards: document.querySelectorAll('[data-testid^="token-card-"]').length,
    total: document.querySelector('[data-testid="summary-total"]')?.textContent,
    path: location.pathname,
  })))
})
