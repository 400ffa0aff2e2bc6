import { expect, test } from '@playwright/test'
import { DashboardPage, RevealPage, SignupPage, TermsPage, WelcomePage } from './pages/OnboardingPages'
import { SettingsPanel } from './pages/SecretPages'

/**
 * Just after Crear billetera, /dashboard → Ir al inicio: the address says /home at once, but the dashboard stays on
 * screen until home's code has loaded, with its own Configuración. A person who taps it then opens the panel; it
 * closed by itself when home replaced the dashboard (each screen made its own panel machine; 4 runs in 5 on a
 * loaded machine). Home's code is held here (page.route) until the panel is open, so the order is certain.
 */
test('Settings opened while home is still loading stays open once home is on screen; a move the person makes from the panel closes it', async ({
  page,
}) => {
  const welcome = new WelcomePage(page)
  await welcome.open()
  await welcome.create().click()
  await new SignupPage(page).fill('Ana')
  await new TermsPage(page).accept().click()
  await expect(page).toHaveURL(/\/reveal/)
  await new RevealPage(page).create('clave-segura-123')
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 })
  await expect(new DashboardPage(page).address()).toBeVisible()

  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let asked = () => {}
  const homeAsked = new Promise<void>((resolve) => {
    asked = resolve
  })
  await page.route(/\/assets\/home-[^/]+\.js$/, async (route) => {
    asked()
    await held
    await route.continue()
  })

  await page.getByRole('link', { name: 'Ir al inicio' }).click()
  await homeAsked
  await expect(page).toHaveURL(/\/home$/)
  // Home's code is held: the dashboard is still the screen, and its Configuración opens the panel.
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de la billetera' })).toBeVisible()
  const settings = new SettingsPanel(page)
  await settings.open().click()
  await expect(settings.dialog()).toBeVisible()
  // The dashboard has no network list: its panel's Cambiar de red goes home, to the switcher (rpcSettings.spec).
  await expect(settings.item(/Cambiar de red/)).toBeEnabled()

  release()
  // The panel is a modal dialog: once open over home, Radix hides everything behind it from the accessibility
  // tree, so home's heading is found on the page itself, not by its role (which saw it only in the instant
  // before the panel hid it: 3 runs in 4 missed it on a loaded machine).
  await expect(page.locator('h1', { hasText: 'Hola, Ana' })).toBeVisible()
  // Home's own panel, open: its Cambiar de red answers there.
  await expect(settings.item(/Cambiar de red/)).toBeEnabled()
  await expect(settings.dialog()).toBeVisible()
  await expect(settings.dialog()).toHaveCount(1)

  // Soporte, a link of the panel, leaves it: the panel is closed on /support and back on home.
  await settings.link(/Soporte/).click()
  await expect(page).toHaveURL(/\/support$/)
  await expect(settings.dialog()).toHaveCount(0)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeVisible()
  await expect(settings.open()).toBeVisible()
  await expect(settings.dialog()).toHaveCount(0)
})
