import { expect, type Page, type Request, test } from '@playwright/test'
import { erc20Abi, parseEther, parseUnits } from 'viem'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium'
import { createClients } from '../../src/chain/clients'
import { type DevnetManifest, devnetProfile } from '../../src/chain/devnetProfile'
import { getAllBalances } from '../../src/chain/getBalances'
import { aavePoolAbi } from '../../src/chain/protocols/aaveLendingAbis'
import { formatHealthFactor, loanAlertFigures, loanAlertOf } from '../../src/domain/lending'
import { freshWallet, fundExactly, openWithWallet } from './fixtures/homeWallet'
import { HomePage } from './pages/HomePage'
import { LoanAlertBanner } from './pages/LoanAlertBanner'
import { ScreenWalk } from './pages/ScreenWalk'
import { SettingsPanel } from './pages/SecretPages'
import { DEVNET_ETH_PRICE, setEthPrice } from './support/aave'
import { seriousViolations } from './support/axe'
import { sendAs } from './support/positions'
import { chainOf, manifest, rpc } from './support/wallet'

type Hex = `0x${string}`
type Language = 'es' | 'en'
const E8 = 10n ** 8n
/**
 * The screen's title. The address bar moves before the screen does (its code loads first), and the banner is on
 * every screen: what follows a move waits for the new screen's title, or it may read and tap the old one.
 */
const screenTitle = (page: Page) => new ScreenWalk(page).heading()

/**
 * A fresh wallet that supplied 10 WETH to Aave and borrowed `usdc` USDC against it, itself, over RPC: at
 * $3 000 and a threshold of 83 %, 18 000 USDC is a health factor of about 1.38 (a warning), 12 000 about 2.07.
 */
async function borrower(usdc: bigint) {
  const wallet = freshWallet()
  await fundExactly(wallet.address, { ETH: parseEther('1'), WETH: parseEther('10') })
  const { contracts, tokens } = chainOf(1) as unknown as {
    contracts: { aavePool: Hex }
    tokens: { WETH: Hex; USDC: Hex }
  }
  const amount = parseEther('10')
  await sendAs(wallet, [
    { address: tokens.WETH, abi: erc20Abi, functionName: 'approve', args: [contracts.aavePool, amount] },
    {
      address: contracts.aavePool,
      abi: aavePoolAbi,
      functionName: 'supply',
      args: [tokens.WETH, amount, wallet.address, 0],
    },
    {
      address: contracts.aavePool,
      abi: aavePoolAbi,
      functionName: 'borrow',
      args: [tokens.USDC, usdc, 2n, 0, wallet.address],
    },
  ])
  return wallet
}

/** What the pool says now, as the banner should say it: the health factor and the liquidation sentence's figures. */
async function poolFigures(address: Hex, language: Language) {
  const profile = devnetProfile(manifest() as unknown as DevnetManifest)
  const { loan } = await getAllBalances(createClients(profile), { address, profile })
  const [, , , , , healthFactor] = await rpc(1).readContract({
    address: (chainOf(1) as unknown as { contracts: { aavePool: Hex } }).contracts.aavePool,
    abi: aavePoolAbi,
    functionName: 'getUserAccountData',
    args: [address],
  })
  const figures = loanAlertFigures(loanAlertOf(loan!), language)
  return { ...figures, healthFactor: formatHealthFactor(healthFactor, language === 'es' ? 'es-AR' : 'en') }
}

/** Serious or critical axe violations inside the banner. */
async function bannerViolations(page: Page) {
  return (await seriousViolations(page, '[data-testid="loan-alert"]')).map((v) => v.id)
}

/** Moves through the tab bar, as a user does (no reload: the wallet stays unlocked). */
const tab = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: /Navegación principal|Main navigation/ }).getByRole('link', { name })

// The headless shell the other specs drive answers 'denied' to every notification permission, granted or not;
// this file's notice tests need the full browser's (scripts/chromium.ts).
test.use({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } })

test.describe('the loan warning on every wallet screen', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test.afterEach(async () => {
    await setEthPrice(DEVNET_ETH_PRICE)
  })

  for (const [language, theme] of [
    ['es', 'light'],
    ['en', 'dark'],
  ] as const) {
    test(`${language}, ${theme}: below 1.5 a warning, below 1.2 an alert, on home and on /inflation, with the pool’s figures and the way to /loans`, async ({
      page,
    }) => {
      test.setTimeout(90_000)
      const wallet = await borrower(parseUnits('18000', 6))
      await page.addInitScript(
        (prefs) => {
          localStorage.setItem('language', prefs.language)
          localStorage.setItem('theme', prefs.theme)
        },
        { language, theme },
      )
      await openWithWallet(page, wallet, '/home')
      const alert = new LoanAlertBanner(page)
      const warning = await poolFigures(wallet.address, language)
      expect(warning.healthFactor).toMatch(/^1[.,]3\d$/)

      await expect(alert.banner()).toBeInViewport()
      await expect(alert.banner().getByRole('status')).toContainText(
        language === 'es'
          ? 'Factor de salud por debajo del umbral recomendado.'
          : 'Health factor below recommended threshold.',
      )
      await expect(alert.healthFactor()).toHaveText(
        `${language === 'es' ? 'Factor de salud' : 'Health factor'}: ${warning.healthFactor}`,
      )
      await expect(alert.liquidation()).toHaveText(
        language === 'es'
          ? `Si ETH baja a ${warning.price} (${warning.drop} menos que hoy), tu garantía se puede liquidar.`
          : `If ETH falls to ${warning.price} (${warning.drop} below today), your collateral can be liquidated.`,
      )
      await expect(alert.act()).toHaveAttribute('href', '/loans')
      expect(await bannerViolations(page)).toEqual([])

      await tab(page, /^(Inflación|Inflation)$/).click()
      await page.waitForURL(/\/inflation$/)
      await expect(screenTitle(page)).toHaveText(/^(Bóvedas contra la inflación|Inflation Hedge Vaults)$/)
      await expect(alert.banner()).toBeInViewport()
      await expect(alert.healthFactor()).toHaveText(
        new RegExp(`${warning.healthFactor.replace('.', '\\.')}$`),
      )
      // The page scrolled to its end: the warning is still in view.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await expect(alert.banner()).toBeInViewport()

      // Put away for the session: no longer on this screen nor on home.
      await alert.dismiss().click()
      await expect(alert.banner()).toHaveCount(0)
      await tab(page, /^(Inicio|Home)$/).click()
      await page.waitForURL(/\/home$/)
      await expect(screenTitle(page)).toHaveText(/^(Hola|Hello)\b/)
      await expect(alert.banner()).toHaveCount(0)

      // ETH falls to $2 500: about 1.15, critical — it comes back as an alert, and cannot be put away.
      await setEthPrice(2_500n * E8)
      const critical = await poolFigures(wallet.address, language)
      expect(critical.healthFactor).toMatch(/^1[.,]1\d$/)
      await page.getByRole('button', { name: /^(Actualizar|Refresh)$/ }).click()
      await expect(alert.banner().getByRole('alert')).toContainText(
        language === 'es'
          ? '¡Factor de salud peligrosamente bajo! Riesgo de liquidación.'
          : 'Health factor dangerously low! Risk of liquidation.',
      )
      await expect(alert.healthFactor()).toHaveText(
        new RegExp(`${critical.healthFactor.replace('.', '\\.')}$`),
      )
      await expect(alert.liquidation()).toContainText(critical.price!)
      await expect(alert.dismiss()).toHaveCount(0)
      expect(await bannerViolations(page)).toEqual([])
      await tab(page, /^(Inflación|Inflation)$/).click()
      await page.waitForURL(/\/inflation$/)
      await expect(screenTitle(page)).toHaveText(/^(Bóvedas contra la inflación|Inflation Hedge Vaults)$/)
      await expect(alert.banner().getByRole('alert')).toBeInViewport()
      await expect(alert.healthFactor()).toHaveText(
        new RegExp(`${critical.healthFactor.replace('.', '\\.')}$`),
      )

      await alert.act().click()
      await page.waitForURL(/\/loans$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        language === 'es' ? 'Préstamos y Préstamos Avanzados' : 'Loans and Advanced Loans',
      )
    })
  }

  test('no warning without a loan, nor with a loan at 1.5 or more; the notice can be asked for in Settings', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    await context.grantPermissions(['notifications'], { origin: baseURL as string })
    const home = new HomePage(page)
    const alert = new LoanAlertBanner(page)
    const safe = await borrower(parseUnits('12000', 6))
    expect((await poolFigures(safe.address, 'es')).healthFactor).toMatch(/^2,0\d$/)
    await openWithWallet(page, safe, '/home')
    // The read that carries the loan has arrived: the 12 000 USDC borrowed are on screen.
    await expect(home.balance('USDC')).toContainText('12.000')
    await expect(alert.banner()).toHaveCount(0)
    // Before any warning: Settings asks for the browser notification, and turns it off again.
    const settings = new SettingsPanel(page)
    await settings.open().click()
    await expect(alert.setting()).not.toBeChecked()
    await alert.setting().click()
    await expect(alert.setting()).toBeChecked()
    await alert.setting().click()
    await expect(alert.setting()).not.toBeChecked()
    await settings.close().click()
    await tab(page, /^Inflación$/).click()
    await page.waitForURL(/\/inflation$/)
    await expect(screenTitle(page)).toHaveText(/^(Bóvedas contra la inflación|Inflation Hedge Vaults)$/)
    await expect(alert.banner()).toHaveCount(0)

    const saver = freshWallet()
    await fundExactly(saver.address, { ETH: parseEther('1'), USDC: parseUnits('321', 6) })
    await openWithWallet(page, saver, '/home')
    await expect(home.balance('USDC')).toContainText('321')
    await expect(alert.banner()).toHaveCount(0)
  })

  test('"Avisarme": with the browser’s permission, one notification when the loan crosses to critical in another tab', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    await context.grantPermissions(['notifications'], { origin: baseURL as string })
    // The page's Notification, wrapped to record what it is asked to show; and a tab the test can hide.
    await page.addInitScript(() => {
      const w = window as unknown as {
        shown: unknown[]
        Notification: typeof Notification
        hideTab: (h: boolean) => void
      }
      const Real = w.Notification
      w.shown = []
      w.Notification = class extends Real {
        constructor(title: string, options?: NotificationOptions) {
          w.shown.push({ title, body: options?.body, tag: options?.tag })
          super(title, options)
        }
      }
      let hidden = false
      Object.defineProperty(document, 'visibilityState', { get: () => (hidden ? 'hidden' : 'visible') })
      Object.defineProperty(document, 'hidden', { get: () => hidden })
      w.hideTab = (h) => {
        hidden = h
        document.dispatchEvent(new Event('visibilitychange'))
      }
    })
    await page.clock.install()
    const wallet = await borrower(parseUnits('18000', 6))
    await openWithWallet(page, wallet, '/home')
    const alert = new LoanAlertBanner(page)
    await expect(alert.banner().getByRole('status')).toBeVisible()
    await alert.notify().click()
    await expect(alert.notifying()).toBeVisible()
    await expect(alert.notify()).toHaveCount(0)

    // Home's balance reads on Ethereum (Multicall3 aggregate3): when each left the page, and when it came back.
    const ethereum = chainOf(1).rpcUrl
    const reads: { request: Request; done: boolean }[] = []
    const isRead = (r: Request) => r.url().startsWith(ethereum) && (r.postData() ?? '').includes('82ad56cb')
    page.on('request', (r) => {
      if (isRead(r)) reads.push({ request: r, done: false })
    })
    page.on('requestfinished', (r) => {
      const read = reads.find((x) => x.request === r)
      if (read) read.done = true
    })
    /**
     * Runs the page's clock a minute at a time until a balance read starts, then waits for that read to come
     * back — never starting a second one, so no read is still on its way when the test moves the price.
     */
    const nextRead = async () => {
      const mark = reads.length
      await expect
        .poll(async () => {
          if (reads.length === mark) await page.clock.fastForward('01:01')
          return reads.slice(mark).some((r) => r.done)
        })
        .toBe(true)
    }
    const shown = () => page.evaluate(() => (window as unknown as { shown: unknown[] }).shown)

    // The user goes to another tab; the market falls; the next refresh (60 s) runs in the hidden tab.
    await page.evaluate(() => (window as unknown as { hideTab: (h: boolean) => void }).hideTab(true))
    await setEthPrice(2_500n * E8)
    const critical = await poolFigures(wallet.address, 'es')
    const told = {
      title: 'Tu préstamo corre riesgo de liquidación',
      body: `Factor de salud ${critical.healthFactor}. Tu garantía se puede liquidar si ETH baja a ${critical.price}. Abrí Billetera para pagar o sumar garantía.`,
      tag: 'billetera-loan-critical',
    }
    await nextRead()
    await expect.poll(shown).toEqual([told])
    // Still critical at the next reads, then better ($3 000, a warning: going up is no crossing), then down
    // again: a new crossing, told once more. Any notice for the reads in between would come before it.
    await nextRead()
    await nextRead()
    await setEthPrice(DEVNET_ETH_PRICE)
    await nextRead()
    await setEthPrice(2_500n * E8)
    await nextRead()
    await expect.poll(shown).toEqual([told, told])
  })
})
