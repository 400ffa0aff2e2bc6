import { expect, test } from '@playwright/test'
import { parseUnits } from 'viem'
import { freshWallet, fundExactly, openWithWallet } from './fixtures/homeWallet'
import { testAddress } from './fixtures/storedWallet'
import { HomePage } from './pages/HomePage'
import { SwapPage } from './pages/SwapPage'
import { WalletPage } from './pages/WalletPage'
import { balanceOf, openFundedHome, rpc } from './support/wallet'

/** A figure as the screen writes it in Spanish ('99,45 USDC'), read back into base units. */
const baseUnits = (text: string, decimals: number) => {
  const figure = /([\d.]+(?:,\d+)?)/.exec(text)?.[1] ?? ''
  return parseUnits(figure.replaceAll('.', '').replace(',', '.'), decimals)
}

test.describe('Cambiar: swaps on chain from the wallet (issue 43)', () => {
  test.beforeEach(async ({ page }) => {
    await openFundedHome(page)
  })

  test('100 USDT → USDC on Ethereum: the review says the minimum, exactly 100 USDT leave, at least it arrives', async ({
    page,
  }) => {
    const swap = new SwapPage(page)
    await swap.openFromHome().click()
    await expect(swap.heading()).toBeVisible()
    await expect(swap.from()).toHaveValue('USDT')
    await expect(swap.to()).toHaveValue('USDC')
    await swap.amount().fill('100')
    await expect(swap.route()).toHaveText(/^USDT → USDC · (Uniswap v3 0,01\s?%|Curve 3pool)$/)
    // The network fee, in ETH, US$ and pesos at the chosen dólar.
    await expect(page.getByTestId('swap-fee')).toHaveText(
      /^0,\d+ ETH \(≈ US\$\s\d+,\d\d · \$\s[\d.]+(,\d+)?\)$/,
    )
    const minimum = baseUnits((await swap.minimum().textContent()) ?? '', 6)
    expect(minimum).toBeGreaterThan(parseUnits('99', 6))
    const before = {
      usdt: await balanceOf(1, testAddress, 'USDT'),
      usdc: await balanceOf(1, testAddress, 'USDC'),
    }
    await swap.submit().click()
    await expect(swap.sentence()).toHaveText(/^Cambiás 100 USDT por al menos 99,\d+ USDC$/)
    await swap.confirm().click()
    await expect(swap.done()).toHaveText(/^Cambiaste 100 USDT por al menos 99,\d+ USDC\.$/, {
      timeout: 20_000,
    })
    expect(before.usdt - (await balanceOf(1, testAddress, 'USDT'))).toBe(parseUnits('100', 6))
    const got = (await balanceOf(1, testAddress, 'USDC')) - before.usdc
    expect(got).toBeGreaterThanOrEqual((minimum * 99n) / 100n)
    // Home's activity names it with both amounts, what arrived read from the receipt.
    await page.goBack()
    await page.waitForURL(/\/home$/)
    // Dollars in cents, as every amount of the list (issue 44): cut, never rounded up.
    const cents = (got / 10_000n).toString().padStart(3, '0')
    const figure = `${cents.slice(0, -2)},${cents.slice(-2)}`
    await expect(page.getByTestId('tx-swapped').first()).toHaveText(
      `Cambiaste 100,00 USDT por ${figure} USDC`,
      {
        timeout: 20_000,
      },
    )
  })

  test('ETH → USDC on Arbitrum: the ETH goes along the swap, USDC arrives', async ({ page }) => {
    const swap = new SwapPage(page)
    await swap.openFromHome().click()
    await swap.network().selectOption('arbitrum')
    await swap.from().selectOption('ETH-ARBITRUM')
    await expect(swap.to()).toHaveValue('USDC-ARBITRUM')
    await swap.amount().fill('0,1')
    await expect(swap.route()).toHaveText(/^ETH → USDC · Uniswap v3 0,05\s?%$/)
    const before = {
      eth: await balanceOf(42161, testAddress),
      usdc: await balanceOf(42161, testAddress, 'USDC'),
    }
    await swap.submit().click()
    await expect(swap.sentence()).toHaveText(/^Cambiás 0,1 ETH por al menos 29\d,\d+ USDC$/)
    await swap.confirm().click()
    await expect(swap.done()).toBeVisible({ timeout: 20_000 })
    const gotUsdc = (await balanceOf(42161, testAddress, 'USDC')) - before.usdc
    expect(gotUsdc).toBeGreaterThan(parseUnits('295', 6))
    expect(gotUsdc).toBeLessThan(parseUnits('300', 6))
    expect(before.eth - (await balanceOf(42161, testAddress))).toBeGreaterThanOrEqual(parseUnits('0.1', 18))
    expect(await rpc(42161).getTransactionCount({ address: testAddress })).toBeGreaterThan(0)
  })

  test('Conseguir USDe opens the swap with USDe as the target: USDT → USDe on Ethereum', async ({ page }) => {
    const home = new HomePage(page)
    const swap = new SwapPage(page)
    await home.getUsde().click()
    await expect(home.dialog()).toContainText('Otras formas')
    await home.dialog().getByRole('link', { name: 'Cambiar a USDe en Billetera' }).click()
    await expect(swap.to()).toHaveValue('USDe')
    await expect(swap.network()).toHaveValue('ethereum')
    await swap.amount().fill('100')
    await expect(swap.route()).toHaveText(/^USDT → USDe · Uniswap v3 0,01\s?%$/)
    const before = await balanceOf(1, testAddress, 'USDe')
    await swap.submit().click()
    await expect(swap.sentence()).toHaveText(/^Cambiás 100 USDT por al menos 99,\d+ USDe$/)
    await swap.confirm().click()
    await expect(swap.done()).toBeVisible({ timeout: 20_000 })
    expect((await balanceOf(1, testAddress, 'USDe')) - before).toBeGreaterThan(parseUnits('99', 18))
  })
})

test.describe('Cambiar from a token card', () => {
  const wallet = freshWallet()
  test.beforeAll(async () => {
    await fundExactly(wallet.address, { 'DAI-POLYGON': 5n * 10n ** 18n })
  })

  test('each swappable token card opens the swap with that token to give, on its network', async ({
    page,
  }) => {
    await openWithWallet(page, wallet, '/wallet')
    const cards = new WalletPage(page)
    const swap = new SwapPage(page)
    // WBTC and LINK have no pool here: their cards offer no swap.
    await expect(cards.card('WBTC').getByTestId('swap-WBTC')).toHaveCount(0)
    await cards.card('DAI-POLYGON').getByTestId('swap-DAI-POLYGON').click()
    await expect(swap.network()).toHaveValue('polygon')
    await expect(swap.from()).toHaveValue('DAI-POLYGON')
    await expect(swap.to()).toHaveValue('USDT-POLYGON')
  })
})
