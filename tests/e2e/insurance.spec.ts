import { expect, test } from '@playwright/test'
import { openUnlocked } from './fixtures/enterWallet'
import { testPassword } from './fixtures/storedWallet'
import { AppFrame } from './pages/AppFrame'
import { InsurancePage } from './pages/InsurancePage'
import { UnlockPage } from './pages/UnlockPage'

test('insurance shows what is coming and remembers the wish to be told, until undone', async ({ page }) => {
  await openUnlocked(page, '/insurance')
  const insurance = new InsurancePage(page)
  await expect(insurance.title()).toHaveText('Seguro DeFi')
  await expect(page.getByText('Próximamente', { exact: true })).toBeVisible()
  await expect(insurance.features()).toHaveCount(4)
  await expect(insurance.phases()).toHaveText([
    /Fase 1\s*Integración básica/,
    /Fase 2\s*Mercado de seguros/,
    /Fase 3\s*Gestión avanzada de pólizas/,
    /Fase 4\s*Sistema de reclamos automatizado/,
  ])
  await expect(new AppFrame(page).tab(/Seguro/)).toHaveAttribute('aria-current', 'page')

  await insurance.notify().click()
  await expect(insurance.confirmation()).toHaveText(/^¡Listo! Te avisaremos en este dispositivo/)
  expect(await page.evaluate(() => localStorage.getItem('insuranceNotify'))).toBe('true')
  // A reload locks the wallet (the key lives only in memory); unlocking brings the page back, wish intact.
  await page.reload()
  await expect(page).toHaveURL(/\/unlock/)
  await new UnlockPage(page).unlock(testPassword)
  await expect(page).toHaveURL(/\/insurance$/)
  await expect(insurance.confirmation()).toBeVisible()
  await expect(insurance.notify()).toHaveCount(0)

  await insurance.undo().click()
  await expect(insurance.notify()).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('insuranceNotify'))).toBeNull()
  await new AppFrame(page).chooseLanguage('en')
  await expect(insurance.title()).toHaveText('DeFi Insurance')
  await expect(insurance.notify()).toBeVisible()
  await expect(insurance.features().first()).toHaveText('Live DeFi cover for your protocol positions')
})

test('vault shows its placeholder', async ({ page }) => {
  await openUnlocked(page, '/vault')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bóveda')
  await expect(page.getByText(/ahorro, staking y almacenamiento seguro/)).toBeVisible()
})
