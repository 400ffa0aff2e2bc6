import { expect, type Page, test } from '@playwright/test'
import { signerOrigin } from '../../src/domain/signer/origins'
import { openUnlocked } from './fixtures/enterWallet'
import { storeLockedWallet, testAddress, testPassword } from './fixtures/storedWallet'
import { BuyPage } from './pages/BuyPage'
import { RecipientGuardSettings } from './pages/RecipientGuardSettings'
import { ScreenWalk } from './pages/ScreenWalk'
import { SettingsPanel } from './pages/SecretPages'
import { SendDialog } from './pages/SendDialog'
import { UnlockPage } from './pages/UnlockPage'
import { seriousViolations } from './support/axe'
import { freshAddress, openFundedHome } from './support/wallet'

/** Screens anyone can open, then the wallet's screens (after unlocking), then dialogs on home. */
const publicRoutes = ['/welcome', '/signup', '/tos', '/import', '/privacy', '/terms', '/qr-test']
const walletRoutes = [
  '/home',
  '/wallet',
  '/dashboard',
  '/inflation',
  '/loans',
  '/insurance',
  '/vault',
  '/support',
  '/buy',
  '/view-private-key',
  '/view-seed-phrase',
]
/** What shows a screen has filled in: its last piece (the screen comes a piece at a time, a frame apart). */
const filledIn: Record<string, (page: Page) => ReturnType<Page['locator']>> = {
  '/home': (page) => page.getByTestId('yield-estimate'),
  '/wallet': (page) => page.getByRole('button', { name: /^(Actualizar Datos|Refresh Data)$/ }),
  '/inflation': (page) => page.locator('main.vaults footer'),
  '/loans': (page) => page.locator('main.loans footer'),
  '/support': (page) => page.getByTestId('faq-item').first(),
}
const homeDialogs = [
  /^(Enviar|Send)$/,
  /^(Recibir|Receive)$/,
  /Conseguir USDe|Get USDe/,
  /^(Configuración|Settings)$/,
]

/** The serious and critical axe violations on the page as it is now, named with where they were. */
async function serious(page: Page, where: string) {
  return (await seriousViolations(page)).map((v) => `${where}: ${v.id} (${v.impact}) ${v.targets.join(', ')}`)
}

/** The same, inside the signer's screen `screen` laid out in the page (a frame of another origin). */
async function frameSerious(page: Page, screen: string, where: string) {
  const frame = page.frames().find((f) => new URL(f.url()).searchParams.get('screen') === screen)
  if (!frame) return [`${where}: no signer ${screen} frame`]
  return (await seriousViolations(frame)).map(
    (v) => `${where}: ${v.id} (${v.impact}) ${v.targets.join(', ')}`,
  )
}

/**
 * Each language once and each theme once: a colour is the theme's whatever the language, a name the
 * language's whatever the theme. (Four pairs repeated the same screens for 38 of the suite's 1 665 test-seconds.)
 */
const looks = [
  ['es', 'light'],
  ['en', 'dark'],
] as const

/** The language and theme the page starts in, before the app's first script. */
function chooseLook(page: Page, language: 'es' | 'en', theme: 'light' | 'dark') {
  return page.addInitScript(
    (prefs) => {
      localStorage.setItem('language', prefs.language)
      localStorage.setItem('theme', prefs.theme)
    },
    { language, theme },
  )
}

for (const [language, theme] of looks) {
  test(`every screen and dialog, ${language} ${theme}: no serious or critical axe violation`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await chooseLook(page, language, theme)
    const found: string[] = []
    // One page load, then in-app moves as a link makes them: each screen renders afresh, and axe-core is put
    // into the page once instead of once per screen.
    await page.goto(publicRoutes[0] as string)
    const walk = new ScreenWalk(page)
    for (const path of publicRoutes) {
      await walk.go(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      found.push(...(await serious(page, path)))
    }
    await storeLockedWallet(page)
    await page.goto('/home')
    await expect(page).toHaveURL(/\/unlock/)
    found.push(...(await serious(page, '/unlock')))
    await new UnlockPage(page).unlock(testPassword)
    await page.waitForURL(/\/home$/)
    // In-app moves from here on: a reload would lock the wallet again.
    for (const path of walletRoutes) {
      await walk.go(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      const last = filledIn[path]
      if (last) await expect(last(page)).toBeVisible()
      found.push(...(await serious(page, path)))
    }
    await walk.go('/home')
    for (const name of homeDialogs) {
      await page.getByRole('button', { name }).first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
      found.push(...(await serious(page, `/home ${name.source} dialog`)))
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
    }
    expect(found).toEqual([])
  })
}

test('the axe check itself reports what it should: a nameless button anywhere, a low-contrast line inside `include`', async ({
  page,
}) => {
  await page.goto('/welcome')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.evaluate(() => {
    const button = document.createElement('button')
    button.id = 'nameless'
    document.body.append(button)
    const line = document.createElement('p')
    line.id = 'faint'
    line.textContent = 'apenas se lee'
    line.style.cssText = 'color: #eee; background: #fff'
    document.querySelector('main')?.append(line)
  })
  expect((await seriousViolations(page)).map((v) => [v.id, v.targets])).toEqual([
    ['button-name', ['#nameless']],
    ['color-contrast', ['#faint']],
  ])
  expect((await seriousViolations(page, 'main')).map((v) => v.id)).toEqual(['color-contrast'])
})

test('/buy shows where to receive, the network warning and plain links to buy, with no script of theirs', async ({
  page,
}) => {
  await openUnlocked(page, '/buy')
  const buy = new BuyPage(page)
  await expect(buy.heading()).toHaveText('Cargá tu billetera')
  await expect(buy.address()).toHaveText(testAddress)
  await expect(buy.qr()).toBeVisible()
  await expect(buy.warning()).toContainText('red distinta')
  for (const name of ['Ripio', 'Lemon', 'Belo', 'Buenbit', 'Binance P2P']) {
    await expect(buy.ramp(name)).toHaveAttribute('href', /^https:\/\//)
    await expect(buy.ramp(name)).toHaveAttribute('rel', 'noopener noreferrer')
  }
  // Scripts and frames from the app's origin only, and the wallet's own signer (its origin, DESIGN.md §3).
  const signer = signerOrigin(new URL(page.url()), '')
  const foreign = await page.evaluate(
    (signer) =>
      [...document.querySelectorAll('script[src], iframe')]
        .map((e) => (e as HTMLScriptElement).src)
        .filter((src) => ![location.origin, signer].includes(new URL(src).origin)),
    signer,
  )
  expect(foreign).toEqual([])
})

for (const [language, theme] of looks) {
  test(`the review's password field and Settings → New addresses, ${language} ${theme}: no serious or critical axe violation`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await chooseLook(page, language, theme)
    await openFundedHome(page)
    const send = new SendDialog(page)
    await send.open()
    await send.fill(freshAddress(), language === 'es' ? '0,25' : '0.25')
    await send.submit().click()
    await send.passwordFrame.refuse('no-es-la-clave-1')
    await expect(send.reviewPassword()).toHaveAttribute('aria-invalid', 'true')
    const found = await serious(page, 'review with a wrong password')
    found.push(...(await frameSerious(page, 'review', 'the signer’s review screen, wrong password')))
    await page.keyboard.press('Escape')
    await expect(send.dialog()).toHaveCount(0)

    const settings = new SettingsPanel(page)
    const guard = new RecipientGuardSettings(page)
    await settings.open().click()
    await guard.expand()
    await guard.limit().fill('12.5')
    await expect(guard.limit()).toHaveAttribute('aria-invalid', 'true')
    found.push(...(await serious(page, 'Settings → New addresses with a bad limit')))
    found.push(...(await frameSerious(page, 'guard', 'the signer’s guard screen with a bad limit')))
    await guard.limit().fill('250')
    await guard.saveWith('no-es-la-clave-1')
    await expect(guard.error()).toBeVisible()
    found.push(...(await frameSerious(page, 'guard', 'the signer’s guard screen with a wrong password')))
    expect(found).toEqual([])
  })
}
