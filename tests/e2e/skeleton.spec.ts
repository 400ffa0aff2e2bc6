import { expect, test } from '@playwright/test'
import { openUnlocked } from './fixtures/enterWallet'
import { openOrigin, storeLockedWallet, testAddress, testPassword } from './fixtures/storedWallet'
import { AppFrame } from './pages/AppFrame'
import { SettingsPanel } from './pages/SecretPages'
import { UnlockPage } from './pages/UnlockPage'
import { otherWindow } from './support/tabs'

const protectedRoutes = [
  '/dashboard',
  '/home',
  '/inflation',
  '/loans',
  '/insurance',
  '/vault',
  '/support',
  '/view-private-key',
  '/view-seed-phrase',
  '/buy',
]
const publicRoutes = ['/welcome', '/signup', '/tos', '/reveal', '/import', '/privacy', '/terms', '/qr-test']

test.describe('routes and guards', () => {
  test('/ goes to /welcome', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/welcome$/)
  })

  test('an unknown path goes to / and on to /welcome', async ({ page }) => {
    await page.goto('/no-such-page/at/all')
    await expect(page).toHaveURL(/\/welcome$/)
  })

  // Each path is typed into a page of its own loading (a fresh start of the app), one browser context for all.
  test('every public route opens without a wallet', async ({ page }) => {
    for (const path of publicRoutes) {
      await test.step(path, async () => {
        await page.goto(path)
        await expect(page).toHaveURL(new RegExp(`${path}(\\?.*)?$`))
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      })
    }
  })

  test('every protected route without a wallet goes to /welcome', async ({ page }) => {
    for (const path of protectedRoutes) {
      await test.step(path, async () => {
        await page.goto(path)
        await expect(page).toHaveURL(/\/welcome$/)
      })
    }
  })

  test('a locked wallet goes to /unlock, refuses a wrong password, then returns where the user was going', async ({
    page,
  }) => {
    await openOrigin(page)
    await storeLockedWallet(page)
    await page.goto('/loans')
    await expect(page).toHaveURL(/\/unlock\?redirect=%2Floans$/)
    await expect(page.getByText(testAddress)).toBeVisible()
    const unlock = new UnlockPage(page)
    await unlock.unlock('not-the-password')
    await expect(unlock.error()).toHaveText(/Contraseña incorrecta/)
    await expect(page).toHaveURL(/\/unlock/)
    await unlock.unlock(testPassword)
    await expect(page).toHaveURL(/\/loans$/)
    await expect(new AppFrame(page).tab(/Préstamos/)).toHaveAttribute('aria-current', 'page')
  })

  test('home, loans, inflation and insurance share the tab bar; every path change scrolls to the top', async ({
    page,
  }) => {
    await openOrigin(page)
    await storeLockedWallet(page)
    await page.goto('/home')
    await new UnlockPage(page).unlock(testPassword)
    await expect(page).toHaveURL(/\/home$/)
    const frame = new AppFrame(page)
    await page.evaluate(() => {
      const tall = document.createElement('div')
      tall.style.height = '4000px'
      document.body.appendChild(tall)
    })
    for (const [tab, path] of [
      [/Préstamos/, '/loans'],
      [/Inflación/, '/inflation'],
      [/Seguro/, '/insurance'],
      [/Inicio/, '/home'],
    ] as const) {
      // The screen may still be settling (data arriving, focus moving): scroll until it stays down.
      await expect
        .poll(() =>
          page.evaluate(() => {
            window.scrollTo(0, 3000)
            return window.scrollY
          }),
        )
        .toBeGreaterThan(1000)
      await frame.tab(tab).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    }
  })
})

test.describe('language', () => {
  test('Spanish by default; English changes the interface, survives a reload and reaches other tabs', async ({
    context,
  }) => {
    const page = await context.newPage()
    await page.goto('/welcome')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR')
    const frame = new AppFrame(page)
    await expect(frame.language()).toHaveValue('es')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    const other = await otherWindow(page)
    await other.goto('/privacy')
    await frame.chooseLanguage('en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(frame.darkMode()).toBeVisible()
    await expect(page.getByText('Dark mode')).toBeVisible()
    await expect(other.locator('html')).toHaveAttribute('lang', 'en')
    await expect(other.getByText('Dark mode')).toBeVisible()
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByText('Dark mode')).toBeVisible()
    await frame.chooseLanguage('es')
    await expect(page.getByText('Modo oscuro')).toBeVisible()
    await expect(other.getByText('Modo oscuro')).toBeVisible()
  })
})

test.describe('theme', () => {
  test('dark mode is stored under theme, applied as the dark class, kept on reload and followed by other tabs', async ({
    context,
  }) => {
    const page = await context.newPage()
    const other = await otherWindow(page)
    await page.goto('/welcome')
    await other.goto('/terms')
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    await new AppFrame(page).darkMode().check()
    await expect(page.locator('html')).toHaveClass(/dark/)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('1')
    await expect(other.locator('html')).toHaveClass(/dark/)
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await new AppFrame(page).darkMode().uncheck()
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    await expect(other.locator('html')).not.toHaveClass(/dark/)
  })

  test('when storage fails the app uses light mode and logs a warning', async ({ page }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await page.addInitScript(() => {
      Storage.prototype.getItem = () => {
        throw new DOMException('storage disabled', 'SecurityError')
      }
      Storage.prototype.setItem = () => {
        throw new DOMException('storage disabled', 'SecurityError')
      }
    })
    await page.goto('/welcome')
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    await new AppFrame(page).darkMode().check()
    await expect.poll(() => warnings.some((w) => w.includes('could not'))).toBe(true)
  })
})

test.describe('debug mode', () => {
  test('lives in Settings and lists every live actor with its state and context, updating live', async ({
    page,
  }) => {
    await openUnlocked(page, '/home')
    const frame = new AppFrame(page)
    const settings = new SettingsPanel(page)
    await expect(frame.inspector()).toHaveCount(0)
    await expect(frame.debugMode()).toHaveCount(0)
    await settings.open().click()
    await frame.debugMode().check()
    await expect(settings.dialog()).toContainText(/máquina de estado en vivo/)
    expect(await page.evaluate(() => localStorage.getItem('debug'))).toBe('true')
    await page.keyboard.press('Escape')
    await expect(frame.inspectedActor('session')).toBeVisible()
    await expect(frame.inspectedActor('session').getByTestId('inspector-state')).toHaveText('"unlocked"')
    await expect(frame.inspectedActor('preferences')).toContainText('"language": "es"')
    await frame.chooseLanguage('en')
    await expect(frame.inspectedActor('preferences')).toContainText('"language": "en"')
    await expect(frame.inspectedActor('preferences')).toContainText('language.set')
    await page.reload()
    await expect(frame.inspector()).toBeVisible()
    await new UnlockPage(page).unlock(testPassword)
    await page.waitForURL(/\/home$/)
    await settings.open().click()
    await frame.debugMode().uncheck()
    await expect(frame.inspector()).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('debug'))).toBe('false')
  })

  test('?inspect offline says so quietly and the app works on', async ({ page, context }) => {
    await context.route(/stately\.ai/, (route) => route.abort())
    await page.goto('/welcome?inspect')
    await expect(page.locator('html')).toHaveAttribute('data-stately-inspector', 'offline')
    await new AppFrame(page).chooseLanguage('en')
    await expect(page.getByText('Dark mode')).toBeVisible()
  })
})
