import { expect, test } from '@playwright/test'
import { AppFrame } from './pages/AppFrame'
import { DebugPanel } from './pages/DebugPanel'
import { SignupPage, WelcomePage } from './pages/OnboardingPages'

const vitalsChunk = /\/assets\/web-vitals[^/]*\.js$/

test('with debug mode on, the debug panel shows CLS, INP, LCP, FCP and TTFB of the page with values', async ({
  page,
}) => {
  const debug = new DebugPanel(page)
  await debug.turnOnBeforeLoad()
  await page.goto('/welcome')
  await expect(new WelcomePage(page).create()).toBeVisible()
  await expect(debug.vitals()).toBeVisible()
  // Written as Spanish writes numbers: CLS '0,012', times grouped by dots ('1.234 ms').
  for (const name of ['LCP', 'FCP', 'TTFB'])
    await expect(debug.vital(name)).toHaveText(/^\d{1,3}(\.\d{3})* ms · (bien|mejorable|mal)$/)
  await expect(debug.vital('CLS')).toHaveText(/^\d+,\d{3} · (bien|mejorable|mal)$/)
  // INP needs an interaction: the dark-mode switch, twice.
  const frame = new AppFrame(page)
  await frame.darkMode().click()
  await frame.darkMode().click()
  await expect(debug.vital('INP')).toHaveText(/^\d{1,3}(\.\d{3})* ms · (bien|mejorable|mal)$/)
})

test('with debug mode off, the web-vitals chunk is never requested', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => void requested.push(new URL(request.url()).pathname))
  await page.goto('/welcome')
  const welcome = new WelcomePage(page)
  await expect(welcome.create()).toBeVisible()
  await new AppFrame(page).darkMode().click()
  await welcome.create().click()
  await expect(page).toHaveURL(/\/signup/)
  // The sign-up screen on view: its lazy chunk has loaded. (A wait for 'networkidle' proved nothing here: a move
  // inside the app keeps the document, whose network went idle at its first load, so it answered at once.)
  await expect(new SignupPage(page).username()).toBeVisible()
  await page.waitForLoadState('networkidle')
  // The app did load its lazy screens meanwhile, so the check below is about web-vitals, not about nothing loading.
  expect(requested.some((path) => /^\/assets\/signup[^/]*\.js$/.test(path))).toBe(true)
  expect(requested.filter((path) => vitalsChunk.test(path))).toEqual([])
  await expect(new DebugPanel(page).panel()).toHaveCount(0)
})
