import { expect, test } from '@playwright/test'
import type { TokenKey } from '../../src/domain/catalogue/tokens'
import { freshWallet, fundExactly, homePassword, openWithWallet } from './fixtures/homeWallet'
import { HomePage } from './pages/HomePage'
import { SettingsPanel } from './pages/SecretPages'
import { UnlockPage } from './pages/UnlockPage'
import { VaultsPage } from './pages/VaultsPage'
import { WalletPage } from './pages/WalletPage'
import { expectDateShown, pageNow } from './support/appDate'
import { daysSinceRecorded, monthsSinceRecorded } from './support/figureAge'
import { otherWindow } from './support/tabs'

/** US$ 1.334,56 in stablecoins (the devnet's feeds price them at 1). */
const portfolio: Partial<Record<TokenKey, bigint>> = {
  USDC: 1_234_560_000n,
  'DAI-POLYGON': 100n * 10n ** 18n,
}
/** Intl separates the currency from the digits with a no-break space. */
const s = '\u00a0'

/*
 * Worked by hand from devnet/recorded (ArgentinaDatos, 30/09/2025): MEP $ 1.468, blue $ 1.435.
 *   1.334,56 × 1.468 = 1.959.134,08      1.334,56 × 1.435 = 1.915.093,60
 * Real yield in pesos of home's 8 % TEA with MEP (1.222 → 1.468) and 31,8 % inflation:
 *   1,08 × (1.468 ÷ 1.222) ÷ 1,318 − 1 = −1,56 %
 */
test.describe('pesos beside dollars on home', () => {
  const wallet = freshWallet()
  test.beforeAll(async () => {
    await fundExactly(wallet.address, portfolio)
  })

  // Home, then /wallet by its link on home: one opening of the wallet for both screens.
  test('home and /wallet show the total and each token in pesos at the MEP dollar, with the quote’s source and time', async ({
    page,
  }) => {
    const opening = await pageNow(page)
    await openWithWallet(page, wallet, '/home')
    const home = new HomePage(page)
    await expect(home.total()).toHaveText(`US$${s}1.334,56`)
    await expect(home.totalArs()).toHaveText(`$${s}1.959.134,08`)
    await expect(home.tokenArs('USDC')).toHaveText(`$${s}1.812.334,08`)
    await expect(home.tokenArs('DAI-POLYGON')).toHaveText(`$${s}146.800,00`)
    await expect(home.dollarQuote()).toHaveText(
      new RegExp(
        `^Dólar MEP: \\$${s}1\\.468,00 \\(venta\\) · ArgentinaDatos, 30/09/2025 · consultado a las \\d\\d:\\d\\d$`,
      ),
    )
    // The recorded quote and CPI are of September 2025: beside each, how old it is (issue 44), by the app's clock.
    await expectDateShown(
      page,
      home.dollarQuoteAge(),
      opening,
      // In days, then in months past two of them ("hace 433 días" was hard to take in).
      (at) =>
        daysSinceRecorded(at) > 60
          ? `Dato de hace ${monthsSinceRecorded(at)} meses: es el último que publicó la fuente.`
          : `Dato de hace ${daysSinceRecorded(at)} días: es el último que publicó la fuente.`,
    )
    await expectDateShown(
      page,
      home.inflationAge(),
      opening,
      (at) => `Dato de hace ${monthsSinceRecorded(at)} meses: es el último que publicó la fuente.`,
    )
    await expect(home.realYieldPesos()).toHaveText(
      /^Tus stablecoins, si rindieran 8\s?% TEA: -1,6\s?% real en pesos en los 12 meses a septiembre de 2025, con una inflación de 31,8\s?%\.$/,
    )
    await expect(home.realYieldInputs()).toContainText('Dólar MEP en 12 meses: 20,1')
    await expect(home.realYieldInputs()).toContainText('inflación de 12 meses: 31,8')
    // The inflation's source by its name and month, never the app's id for it ('argentinaDatos').
    await expect(home.realYieldInputs()).toContainText('ArgentinaDatos, septiembre de 2025')
    await home.pesosHelp().getByText('¿Cómo se calcula?').click()
    await expect(home.pesosHelp()).toContainText(
      'Rendimiento real en pesos = (1 + TEA) × (1 + suba del dólar en 12 meses) ÷ (1 + inflación de 12 meses) − 1.',
    )

    // On /wallet each token card shows its pesos beside the dollars, the quote said once.
    await page.getByRole('link', { name: 'Gestión de Billetera' }).click()
    await page.waitForURL(/\/wallet$/)
    const walletPage = new WalletPage(page)
    await expect(walletPage.card('USDC')).toContainText(`US$${s}1.234,56`)
    await expect(walletPage.cardArs('USDC')).toHaveText(`$${s}1.812.334,08`)
    await expect(walletPage.cardArs('DAI-POLYGON')).toHaveText(`$${s}146.800,00`)
    await expect(walletPage.cardArs('USDT')).toHaveText(`$${s}0,00`)
    await expect(walletPage.dollarQuote()).toHaveCount(1)
    await expect(walletPage.dollarQuote()).toContainText(
      `Dólar MEP: $${s}1.468,00 (venta) · ArgentinaDatos, 30/09/2025`,
    )

    await test.step('one figure per fact: no name twice on home, one real yield on /inflation named apart from home’s', async () => {
      await page.goBack()
      await page.waitForURL(/\/home$/)
      await expect(home.healthScore()).toBeVisible({ timeout: 30_000 })
      await expect(page.getByTestId('inflation-protection')).toBeVisible()
      // Each heading and figure label on home once: the spec's weighted score, the stablecoin-share estimate
      // and the catalogue share are three measures under three names (issue 44: "Puntaje general 82" beside
      // "Salud estimada 59/100", and "Diversificación" twice).
      const names = (await page.locator('main h2, main h3, main dt').allTextContents()).map((n) => n.trim())
      expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([])
      expect(names).toEqual(
        expect.arrayContaining(['Salud del portafolio', 'Protección contra la inflación']),
      )
      expect(names.some((n) => /salud estimada/i.test(n))).toBe(false)
      const homeReal = (await home.realYieldPesos().textContent()) ?? ''

      await page.getByRole('link', { name: 'Ver dónde depositar y la inflación' }).click()
      await page.waitForURL(/\/inflation$/)
      const vaults = new VaultsPage(page)
      // No deposit: the page's one real yield is of the vaults' average TEA, said as such, with the same period
      // and inflation as home's, in its tile and its note alike; no dollar figure divided by peso inflation.
      const note = vaults.realYield().getByTestId('real-yield-pesos')
      await expect(note).toHaveText(
        /^El promedio de las bóvedas a la vista, a \d+(,\d\d)?\s?% TEA \(todavía no depositaste\): -?\d+,\d\d\s?% real en pesos en los 12 meses a septiembre de 2025, con una inflación de 31,8\s?%\.$/,
        { timeout: 30_000 },
      )
      await expect(vaults.realYield()).not.toContainText('En dólares')
      const pageReal = (await note.textContent()) ?? ''
      const figure = (text: string) => /: (-?\d+(?:,\d+)?)\s?% real/.exec(text)?.[1]
      await expect(vaults.tile('real-yield').locator('dd').first()).toHaveText(
        new RegExp(`^${figure(pageReal)}\\s?%$`),
      )
      await expect(vaults.tile('real-yield').getByTestId('real-yield-basis')).toContainText(
        'del promedio de las bóvedas a la vista',
      )
      // Home's figure is of another rate (8 % assumed): named differently, or it would have to agree.
      const nameOf = (text: string) => text.split(':')[0]
      if (figure(homeReal) !== figure(pageReal)) expect(nameOf(homeReal)).not.toBe(nameOf(pageReal))
    })
  })

  test('changing the dollar in Settings changes the pesos at once, in this tab and in another', async ({
    page,
  }) => {
    await openWithWallet(page, wallet, '/home')
    const home = new HomePage(page)
    await expect(home.totalArs()).toHaveText(`$${s}1.959.134,08`)
    const other = await otherWindow(page)
    await other.goto('/home')
    await new UnlockPage(other).unlock(homePassword)
    const otherHome = new HomePage(other)
    await expect(otherHome.totalArs()).toHaveText(`$${s}1.959.134,08`)

    const settings = new SettingsPanel(page)
    await settings.open().click()
    await expect(settings.dollar()).toHaveValue('bolsa')
    await settings.dollar().selectOption('blue')
    await settings.close().click()
    await expect(home.totalArs()).toHaveText(`$${s}1.915.093,60`)
    await expect(home.dollarQuote()).toContainText(
      `Dólar blue: $${s}1.435,00 (venta) · ArgentinaDatos, 30/09/2025`,
    )
    // The other tab follows the choice kept on the device, and it is still there after a reload.
    await expect(otherHome.totalArs()).toHaveText(`$${s}1.915.093,60`)
    await expect(otherHome.dollarQuote()).toContainText('Dólar blue')
    await other.reload()
    await new UnlockPage(other).unlock(homePassword)
    await expect(otherHome.totalArs()).toHaveText(`$${s}1.915.093,60`)
  })

  test('in English: ARS and the quote as English writes them', async ({ page }) => {
    await page.goto('/welcome')
    await page.evaluate(() => localStorage.setItem('language', 'en'))
    const opening = await pageNow(page)
    await openWithWallet(page, wallet, '/home')
    const home = new HomePage(page)
    await expect(home.total()).toHaveText('$1,334.56')
    await expect(home.totalArs()).toHaveText(`ARS${s}1,959,134.08`)
    await expect(home.dollarQuote()).toHaveText(
      new RegExp(
        `^MEP dollar: ARS${s}1,468\\.00 \\(sell\\) · ArgentinaDatos, 09/30/2025 · checked at \\d\\d:\\d\\d$`,
      ),
    )
    await expectDateShown(page, home.dollarQuoteAge(), opening, (at) =>
      daysSinceRecorded(at) > 60
        ? `Figure from ${monthsSinceRecorded(at)} months ago: the latest the source published.`
        : `Figure from ${daysSinceRecorded(at)} days ago: the latest the source published.`,
    )
    await expectDateShown(
      page,
      home.inflationAge(),
      opening,
      (at) => `Figure from ${monthsSinceRecorded(at)} months ago: the latest the source published.`,
    )
    await expect(home.realYieldPesos()).toHaveText(
      /^Your stablecoins, if they earned 8% APY: -1\.6% real in pesos over the 12 months to September 2025, with inflation of 31\.8%\.$/,
    )
    const settings = new SettingsPanel(page)
    await settings.open().click()
    await settings.dollar().selectOption('oficial')
    await settings.close().click()
    // 1,334.56 × 1,450 = 1,935,112.00
    await expect(home.totalArs()).toHaveText(`ARS${s}1,935,112.00`)
    await expect(home.dollarQuote()).toContainText('Official dollar: ARS')
  })

  /*
   * ArgentinaDatos' CPI down, its dólar up: inflation is the World Bank's 2024 average (219,88 %), so the dólar's
   * move is its 2024 average against its 2023 average. With whole years of MEP rows (the ones below, served in
   * place of the recorded month ends): 2023 (400 + 1.000) ÷ 2 = 700; 2024 (1.200 + 1.600) ÷ 2 = 1.400; +100 %.
   *   1,08 × 2 ÷ 3,1988 − 1 = −32,47 %
   * With the devnet's recorded rows (September 2024 on), no year is whole: the note says what is missing.
   */
  test('with the World Bank’s yearly inflation, the real yield compares the dólar’s yearly averages, or says why not', async ({
    page,
  }) => {
    await page.route('**/argentinadatos/v1/finanzas/indices/inflacionInteranual', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
    )
    await openWithWallet(page, wallet, '/home')
    const home = new HomePage(page)
    await expect(home.inflationSource()).toContainText('Banco Mundial, promedio del año 2024')
    await expect(home.realYieldPesos()).toHaveText(
      'Rendimiento real en pesos: la inflación disponible es el promedio de 2024 del Banco Mundial y faltan los promedios del dólar MEP de 2023 y 2024 para compararla, así que no lo calculamos.',
    )
    // Said once: the lines under it add nothing when there is nothing to count.
    await expect(page.getByText(/faltan los promedios del dólar MEP/)).toHaveCount(1)
    await expect(home.realYieldInputs()).toHaveCount(0)

    const row = (fecha: string, venta: number) => ({ casa: 'bolsa', compra: venta - 7, venta, fecha })
    const wholeYears = [
      row('2023-01-31', 400),
      row('2023-12-29', 1000),
      row('2024-01-31', 1200),
      row('2024-12-31', 1600),
      row('2025-09-30', 1468),
    ]
    await page.route('**/argentinadatos/v1/cotizaciones/dolares/bolsa', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(wholeYears) }),
    )
    await page.reload()
    await new UnlockPage(page).unlock(homePassword)
    await expect(home.realYieldPesos()).toHaveText(
      /^Tus stablecoins, si rindieran 8\s?% TEA: -32,5\s?% real en pesos en 2024, con una inflación promedio de 219,9\s?%\.$/,
    )
    await expect(home.realYieldInputs()).toHaveText(
      new RegExp(
        `^Dólar MEP, promedio de 2024 contra el de 2023: 100,0\\s?% \\(de \\$${s}700,00 a \\$${s}1\\.400,00\\) · inflación promedio de 2024: 219,9\\s?% \\(Banco Mundial, promedio de 2024, dato de hace \\d+ meses\\)\\.$`,
      ),
    )
  })

  test('without a dólar quote, no peso figure at all: a short note says why', async ({ page }) => {
    await page.route('**/argentinadatos/v1/cotizaciones/dolares/**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
    )
    await openWithWallet(page, wallet, '/home')
    const home = new HomePage(page)
    await expect(home.dollarQuote()).toHaveText(
      'Sin cotización del dólar MEP por ahora: no mostramos montos en pesos hasta tenerla.',
    )
    await expect(home.total()).toHaveText(`US$${s}1.334,56`)
    await expect(home.totalArs()).toHaveCount(0)
    await expect(home.tokenArs('USDC')).toHaveCount(0)
    await expect(home.realYieldPesos()).toContainText('falta la suba del dólar MEP')
    await page.getByRole('link', { name: 'Gestión de Billetera' }).click()
    const walletPage = new WalletPage(page)
    await expect(walletPage.card('USDC')).toContainText(`US$${s}1.234,56`)
    await expect(walletPage.dollarQuote()).toHaveText(
      'Sin cotización del dólar MEP por ahora: no mostramos montos en pesos hasta tenerla.',
    )
    await expect(walletPage.cardArs('USDC')).toHaveCount(0)
  })
})
