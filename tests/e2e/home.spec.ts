import { expect, test } from '@playwright/test'
import { type TokenKey, type TokenSymbol, tokens } from '../../src/domain/catalogue/tokens'
import { healthInputOf, scoreHealth, valueTokens } from '../../src/domain/health'
import { formatUsd } from '../../src/domain/i18n/numbers'
import { freshWallet, fundExactly, openWithWallet } from './fixtures/homeWallet'
import { HomePage } from './pages/HomePage'
import { WalletPage } from './pages/WalletPage'
import { watchShown } from './support/shown'

/** A known portfolio over three networks; Optimism stays empty. 6-, 8- and 18-decimal tokens. */
const portfolio: Partial<Record<TokenKey, bigint>> = {
  ETH: 1_500_000_000_000_000_000n,
  USDC: 1_234_560_000n,
  WBTC: 12_345_678n,
  MATIC: 100_000_000_000_000_000_000n,
  'USDT-ARBITRUM': 250_500_000n,
  'DAI-POLYGON': 99_123_456_789_012_345_678n,
}

/** What the devnet's price feeds say (devnet/chains.mjs); feeds carry no 24 h change. */
const devnetPrices: Partial<Record<TokenSymbol, { price: number; change24h: number }>> = {
  ETH: { price: 3000, change24h: 0 },
  WETH: { price: 3000, change24h: 0 },
  WBTC: { price: 60000, change24h: 0 },
  LINK: { price: 15, change24h: 0 },
  MATIC: { price: 0.5, change24h: 0 },
  USDC: { price: 1, change24h: 0 },
  USDT: { price: 1, change24h: 0 },
  DAI: { price: 1, change24h: 0 },
  USDe: { price: 1, change24h: 0 },
}

test.describe('home with a funded wallet', () => {
  const wallet = freshWallet()
  test.beforeAll(async () => {
    await fundExactly(wallet.address, portfolio)
  })

  // One opening of home for what it shows as it first opens, from the phone's first screen down to the logos;
  // the last step breaks an image, so it comes last.
  test('home as it opens: the total and actions first, exact balances, health, logos', async ({ page }) => {
    const desktop = page.viewportSize() ?? { width: 1280, height: 720 }
    await page.setViewportSize({ width: 390, height: 844 })
    await openWithWallet(page, wallet, '/home')
    const home = new HomePage(page)
    await test.step('leads with the total and Send and Receive, above the token lists', async () => {
      const total = valueTokens(portfolio, devnetPrices).reduce((sum, v) => sum + v.valueUsd, 0)
      await expect(home.total()).toHaveText(formatUsd('es', total))
      for (const first of [home.total(), home.send(), home.receive()]) await expect(first).toBeInViewport()
      const actionsBottom = (await home.receive().boundingBox())?.y ?? Number.POSITIVE_INFINITY
      const listsTop = (await home.tokenLists().boundingBox())?.y ?? 0
      expect(actionsBottom).toBeLessThan(listsTop)
      await page.setViewportSize(desktop)
    })
    await test.step('shows the exact balances on all four networks, to 6 decimals in es-AR', async () => {
      await expect(home.balance('ETH')).toHaveText('1,500000')
      await expect(home.balance('USDC')).toHaveText('1.234,560000')
      await expect(home.balance('WBTC')).toHaveText('0,123456')
      await expect(home.balance('MATIC')).toHaveText('100,000000')
      await expect(home.balance('DAI-POLYGON')).toHaveText('99,123456')
      await expect(home.balance('USDT-ARBITRUM')).toHaveText('250,500000')
      await expect(home.balance('ETH-OPTIMISM')).toHaveCount(0)
      await home.showZero().check()
      await expect(home.balance('ETH-OPTIMISM')).toHaveText('0,000000')
      await expect(home.priceSource()).toContainText('oráculos de precios en cadena')
      await expect(home.networkStatus('ethereum')).toHaveText('Activa')
      await expect(home.networkStatus('arbitrum')).toHaveText('Activa')
      await expect(home.networkStatus('optimism')).toHaveText('Inactiva')
      await expect(home.transactions()).toContainText('No hay transacciones recientes.')
    })
    await test.step('scores health and recommends exactly as the spec formula for this portfolio', async () => {
      const expected = scoreHealth(healthInputOf(valueTokens(portfolio, devnetPrices)))
      await expect(home.healthScore()).toHaveText(String(expected.overallScore))
      for (const part of ['diversification', 'volatility', 'liquidity', 'stability'] as const) {
        await expect(home.healthPart(part)).toHaveText(String(expected[part]))
      }
      // A high volatility score means prices that barely moved: the label says which way is good.
      await expect(home.healthPart('volatility').locator('xpath=preceding-sibling::dt')).toHaveText(
        'Baja volatilidad',
      )
      const ids = await home
        .recommendations()
        .evaluateAll((items) => items.map((li) => li.getAttribute('data-rec')))
      expect(ids).toEqual(expected.recommendations.map((r) => r.id))
    })
    await test.step('draws USDC with its bundled logo and WETH with our own drawing, never letters', async () => {
      const usdc = home.tokenLogo('USDC')
      await expect(usdc).toHaveJSProperty('tagName', 'IMG')
      await expect(usdc).toHaveAttribute('src', /^data:image\/svg\+xml,/)
      await expect(usdc).toHaveJSProperty('complete', true)
      expect(await usdc.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      await home.showZero().check()
      await home.showAll('ethereum').click()
      const weth = home.tokenLogo('WETH')
      await expect(weth).toHaveJSProperty('tagName', 'IMG')
      await expect(weth).toHaveJSProperty('complete', true)
      expect(await weth.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      await expect(page.locator('.token-list [data-placeholder]')).toHaveCount(0)
    })
    await test.step('a logo image that fails to load gives way to the placeholder in the token colour', async () => {
      const usdc = home.tokenLogo('USDC')
      await expect(usdc).toHaveJSProperty('tagName', 'IMG')
      // The bundled logos are data: addresses, which no network failure can touch: a broken one stands in for
      // an image the browser cannot draw.
      await usdc.evaluate((img: HTMLImageElement) => {
        img.src = 'data:image/svg+xml,not-an-svg'
      })
      await expect(usdc).toHaveAttribute('data-placeholder', '')
      await expect(usdc).toHaveText('US')
    })
  })

  test('the header clock shows the date and the time, and ticks every second; Actualizar says when it is done', async ({
    page,
  }) => {
    // 09:05 in Buenos Aires, the page's zone (playwright.config.ts timezoneId), whatever the test process's.
    await page.clock.install({ time: new Date('2026-11-23T09:05:00-03:00') })
    await openWithWallet(page, wallet, '/home')
    const home = new HomePage(page)
    const clock = home.clock()
    await expect(clock).toHaveText(/^Fecha y hora 23\/11\/2026 · 09:0\d:\d\d$/)
    const shown = await clock.textContent()
    await page.clock.runFor(1000)
    await expect(clock).not.toHaveText(shown ?? '')
    // Nothing to say before a refresh; after it, the clock's time it ended, and the button is back.
    await expect(home.refreshStatus()).toHaveText('')
    await home.refresh().click()
    await expect(home.refreshStatus()).toHaveText(/^Actualizado a las 09:0\d$/)
    await expect(home.refresh()).toBeEnabled()
  })

  test('switches the app network with the spec alert and opens the Get-USDe dialog', async ({ page }) => {
    await openWithWallet(page, wallet, '/home')
    const home = new HomePage(page)
    await home.networkButton('Polygon').click()
    await expect(home.alert()).toContainText('Cambiaste a la red Polygon')
    await expect(page.getByTestId('gas-panel')).toContainText('Gas en Polygon')
    await home.getUsde().click()
    await expect(home.dialog()).toContainText('Cómo conseguir USDe')
    await expect(home.dialog().getByRole('link', { name: 'Ir a comprar' })).toHaveAttribute('href', '/buy')
  })
})

test.describe('wallet management', () => {
  const wallet = freshWallet()
  test.beforeAll(async () => {
    await fundExactly(wallet.address, portfolio)
  })

  test('summarises, filters, sorts and totals per network', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openWithWallet(page, wallet, '/wallet')
    const screen = new WalletPage(page)
    await expect(screen.heading()).toBeVisible()
    // A token's address is its contract's, said so: a saver who copies it is told not to send funds there.
    await expect(page.getByTestId('contract-note')).toContainText('no envíes fondos ahí')
    const usdc = tokens.USDC.address as string
    await expect(screen.card('USDC').getByTestId('token-contract')).toHaveText(usdc)
    await expect(screen.card('USDC')).toContainText('Contrato:')
    // The confirmation shows for 2 s only: recorded in the page, not looked for afterwards.
    const said = await watchShown(page, '[data-testid="token-card-USDC"] .copy-done')
    const button = screen.card('USDC').getByRole('button', { name: 'Copiar contrato de USDC' })
    // The button's size at each change of what it says, seen in the page as it happens (it says so for 2 s).
    const sizes = await button.evaluate((el) => {
      const seen: string[] = []
      const size = () => `${el.getBoundingClientRect().width}×${el.getBoundingClientRect().height}`
      seen.push(size())
      new MutationObserver(() => seen.push(size())).observe(el, { subtree: true, attributes: true })
      ;(window as unknown as { __copySizes: string[] }).__copySizes = seen
      return seen
    })
    await button.click()
    await expect.poll(said).toContainEqual(expect.objectContaining({ visible: true, text: '¡Copiada!' }))
    // It keeps its size when it says so: nothing under the finger moves.
    const all = await page.evaluate(() => (window as unknown as { __copySizes: string[] }).__copySizes)
    expect(all.length).toBeGreaterThan(1)
    expect(new Set(all)).toEqual(new Set(sizes))
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(usdc)
    await expect(screen.summary('total-tokens')).toHaveText('20')
    await expect(screen.summary('networks')).toHaveText('4')
    await expect(screen.summary('active-tokens')).toHaveText('6')
    await expect(screen.card('USDC')).toContainText('1.234,560000 USDC')
    await expect(screen.card('USDC')).toContainText('Activo')
    await expect(screen.card('LINK')).not.toContainText('Activo')

    await expect(screen.cards().first()).toHaveAttribute('data-testid', 'token-card-WBTC')
    await screen.sortBy('name')
    await expect(screen.cards().first()).toHaveAttribute('data-testid', 'token-card-DAI')
    await screen.filterBy('polygon')
    await expect(screen.cards()).toHaveCount(4)
    await screen.sortBy('balance')
    await expect(screen.cards().first()).toHaveAttribute('data-testid', 'token-card-DAI-POLYGON')

    await expect(screen.networkSummary('ethereum')).toContainText('3 de 8 tokens activos')
    await expect(screen.networkSummary('ethereum')).toContainText('Activo')
    await expect(screen.networkSummary('optimism')).toContainText('0 de 4 tokens activos')
    await expect(screen.networkSummary('optimism')).toContainText('Inactivo')
    await screen.reload().click()
    await expect(screen.summary('active-tokens')).toHaveText('6')
    await screen.back().click()
    await page.waitForURL(/\/home$/)
  })
})

test('the devnet faucet funds an empty wallet on all four networks', async ({ page }) => {
  await openWithWallet(page, freshWallet(), '/home')
  const home = new HomePage(page)
  await expect(home.tokenLists()).toContainText('Todavía no tenés saldo')
  await expect(home.balance('ETH')).toHaveCount(0)
  await home.showZero().check()
  await expect(home.balance('ETH')).toHaveText('0,000000')
  await home.fund().click()
  await expect(home.balance('ETH')).toHaveText('10,000000')
  await expect(home.tokenRows('ethereum')).toHaveCount(3)
  await expect(home.showAll('ethereum')).toHaveText('Ver todos (8)')
  await home.showAll('ethereum').click()
  await expect(home.tokenRows('ethereum')).toHaveCount(8)
  await expect(home.balance('WBTC')).toHaveText('0,500000')
  await home.showLess('ethereum').click()
  await expect(home.tokenRows('ethereum')).toHaveCount(3)
  await home.showAll('optimism').click()
  await expect(home.balance('USDC-OPTIMISM')).toHaveText('1.000,000000')
  await expect(home.networkStatus('optimism')).toHaveText('Activa')
})
