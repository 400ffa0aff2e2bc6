import { expect, type Page, test } from '@playwright/test'
import { erc20Abi, parseEther, parseUnits } from 'viem'
import { aavePoolAbi } from '../../src/chain/protocols/aaveLendingAbis'
import { freshWallet, fundExactly, homePassword, openWithWallet } from './fixtures/homeWallet'
import { AppFrame } from './pages/AppFrame'
import { ExportPanel } from './pages/ExportPanel'
import { HomePage } from './pages/HomePage'
import { LoanAlertBanner } from './pages/LoanAlertBanner'
import { LoansPage } from './pages/LoansPage'
import { SendDialog } from './pages/SendDialog'
import { UnlockPage } from './pages/UnlockPage'
import { VaultsPage } from './pages/VaultsPage'
import { WalletPage } from './pages/WalletPage'
import { safeToday } from './support/appDate'
import { seriousViolations } from './support/axe'
import { DOTS, digitsShown, figureOf, figuresShown } from './support/hiddenMoney'
import { sendAs } from './support/positions'
import { watchSendSuccess } from './support/sendSuccess'
import { otherWindow } from './support/tabs'
import { chainOf, freshAddress } from './support/wallet'

type Hex = `0x${string}`
type Language = 'es' | 'en'

/**
 * A wallet with money in every place the app shows some: tokens on two networks, 456,78 USDC in Aave's vault
 * card, and a loan of 3 800 USDC against 2 WETH and that USDC (a health factor near 1,4: the loan warning shows,
 * and "¿Y si baja?" has a liquidatable row). Set up over RPC by the wallet itself.
 */
async function saver() {
  const wallet = freshWallet()
  await fundExactly(wallet.address, {
    ETH: parseEther('1.2345'),
    WETH: parseEther('2'),
    USDC: 1_691_340_000n,
    'DAI-POLYGON': parseUnits('987.65', 18),
  })
  const { contracts, tokens } = chainOf(1) as ReturnType<typeof chainOf> & { contracts: { aavePool: Hex } }
  const pool = contracts.aavePool
  const weth = tokens.WETH as Hex
  const usdc = tokens.USDC as Hex
  await sendAs(wallet, [
    { address: weth, abi: erc20Abi, functionName: 'approve', args: [pool, parseEther('2')] },
    {
      address: pool,
      abi: aavePoolAbi,
      functionName: 'supply',
      args: [weth, parseEther('2'), wallet.address, 0],
    },
    { address: usdc, abi: erc20Abi, functionName: 'approve', args: [pool, 456_780_000n] },
    {
      address: pool,
      abi: aavePoolAbi,
      functionName: 'supply',
      args: [usdc, 456_780_000n, wallet.address, 0],
    },
    {
      address: pool,
      abi: aavePoolAbi,
      functionName: 'borrow',
      args: [usdc, 3_800_000_000n, 2n, 0, wallet.address],
    },
  ])
  return wallet
}

/** The wallet's balances as home shows them before they are hidden: none of them may be readable after. */
async function balancesOnHome(home: HomePage): Promise<string[]> {
  const shown = [
    home.total(),
    home.totalArs(),
    ...['ETH', 'USDC', 'DAI-POLYGON'].flatMap((k) => [home.balance(k), home.tokenUsd(k), home.tokenArs(k)]),
  ]
  // Every figure is the wallet's own, not a network still loading (a "0,00" would be found on every screen).
  for (const figure of shown) await expect(figure).toHaveText(/[1-9]/)
  return Promise.all(shown.map(async (l) => figureOf((await l.textContent()) ?? '')))
}

/** Unlocks after a reload or in a new tab, and waits for home. */
async function unlockHome(page: Page) {
  await new UnlockPage(page).unlock(homePassword)
  await page.waitForURL(/\/home$/)
}

const texts = {
  es: {
    hidden: 'Saldo oculto',
    amount: '12,34',
    sendBalance: /^Saldo: ••••Saldo oculto USDC$/,
    holdings: /^Total al \d\d\/\d\d\/\d{4}: ••••Saldo oculto · ••••Saldo oculto$/,
    banner: /^Si ETH baja a ••••Saldo oculto \([\d,]+\s?% menos que hoy\), tu garantía se puede liquidar\.$/,
    drop: /^Alguien puede pagar ••••Saldo oculto de tu deuda y quedarse con todo tu WETH \(••••Saldo oculto WETH, bonificación incluida\)\.$/,
    inWallet: /^En tu billetera: ••••Saldo oculto USDC$/,
    available: /^Disponible$/,
    debt: /^Deuda$/,
  },
  en: {
    hidden: 'Balance hidden',
    amount: '12.34',
    sendBalance: /^Balance: ••••Balance hidden USDC$/,
    holdings: /^Total as of \d\d\/\d\d\/\d{4}: ••••Balance hidden · ••••Balance hidden$/,
    banner:
      /^If ETH falls to ••••Balance hidden \([\d.]+% below today\), your collateral can be liquidated\.$/,
    drop: /^Someone may repay ••••Balance hidden of your debt and take all your WETH \(••••Balance hidden WETH, bonus included\)\.$/,
    inWallet: /^In your wallet: ••••Balance hidden USDC$/,
    available: /^Available$/,
    debt: /^Debt$/,
  },
} satisfies Record<Language, Record<string, string | RegExp>>

test.describe('Ocultar saldos', () => {
  let wallet: Awaited<ReturnType<typeof saver>>
  test.beforeAll(async () => {
    wallet = await saver()
  })

  for (const language of ['es', 'en'] as const) {
    const say = texts[language]

    test(`${language}: one tap hides every amount on every screen, across a reload and in another tab; the review shows the real amount; another tap shows them`, async ({
      page,
    }) => {
      test.setTimeout(180_000)
      if (language === 'en') {
        await page.goto('/welcome')
        await page.evaluate(() => localStorage.setItem('language', 'en'))
      }
      await openWithWallet(page, wallet, '/home')
      const home = new HomePage(page)
      const figures = await balancesOnHome(home)
      await expect(home.hideBalances()).toHaveAttribute('aria-pressed', 'false')

      const other = await otherWindow(page)
      await other.goto('/home')
      await unlockHome(other)
      const otherHome = new HomePage(other)
      await expect(otherHome.total()).toHaveText(/\d/)

      await home.hideBalances().click()
      await expect(home.hideBalances()).toHaveAttribute('aria-pressed', 'true')
      const homeMoney = {
        total: home.total(),
        totalArs: home.totalArs(),
        ...Object.fromEntries(
          ['ETH', 'USDC', 'DAI-POLYGON'].flatMap((k) => [
            [`balance ${k}`, home.balance(k)],
            [`usd ${k}`, home.tokenUsd(k)],
            [`ars ${k}`, home.tokenArs(k)],
          ]),
        ),
        ethereum: home.networkSubtotal('ethereum'),
        polygon: home.networkSubtotal('polygon'),
        yield: home.yieldFigures(),
      }
      await expect.poll(() => digitsShown(homeMoney)).toEqual([])
      expect(await figuresShown(page, figures)).toEqual([])
      // A screen reader hears what the dots stand for, never "bullet bullet".
      await expect(home.total()).toMatchAriaSnapshot(`- strong: ${say.hidden}`)
      await expect(home.total()).toHaveText(`${DOTS}${say.hidden}`)
      expect(await seriousViolations(page, 'main')).toEqual([])

      // The other tab follows at once; this one keeps it across a reload.
      await expect
        .poll(() => digitsShown({ total: otherHome.total(), totalArs: otherHome.totalArs() }))
        .toEqual([])
      await page.reload()
      await unlockHome(page)
      await expect(home.hideBalances()).toHaveAttribute('aria-pressed', 'true')
      await expect.poll(() => digitsShown(homeMoney)).toEqual([])

      // Sending: the balance by the field is hidden, the field keeps what is typed, the review shows it all.
      const send = new SendDialog(page)
      await send.open()
      await send.network().selectOption('ethereum')
      await send.token().selectOption('USDC')
      await expect(send.balance()).toHaveText(say.sendBalance)
      await send.fill(freshAddress(), say.amount)
      await expect(send.amount()).toHaveValue(say.amount)
      await send.submit().click()
      await expect(send.reviewLeaving()).toContainText(`${say.amount} USDC`)
      await expect(send.reviewFee()).toHaveText(/\d/)
      expect(await send.review().locator('.money-hidden').count()).toBe(0)
      const success = await watchSendSuccess(page)
      await send.pressConfirm()
      await success()
      await expect(send.dialog()).toBeHidden()
      await expect(home.transactionAmounts().first()).toBeVisible()
      await expect.poll(() => digitsShown({ ...homeMoney, activity: home.transactionAmounts() })).toEqual([])

      // Wallet management, with the holdings summary's on-screen total.
      await home.manage().click()
      const walletPage = new WalletPage(page)
      const exporting = new ExportPanel(page)
      await exporting.holdingsDate().fill(await safeToday(page))
      await exporting.download(exporting.downloadHoldings())
      await expect(exporting.holdingsTotal()).toHaveText(say.holdings)
      await expect
        .poll(() =>
          digitsShown({
            total: walletPage.summary('total'),
            ...Object.fromEntries(
              ['ETH', 'USDC', 'DAI-POLYGON'].flatMap((k) => [
                [`balance ${k}`, walletPage.cardBalance(k)],
                [`usd ${k}`, walletPage.cardUsd(k)],
              ]),
            ),
            ethereum: walletPage.networkValue('ethereum'),
            polygon: walletPage.networkValue('polygon'),
          }),
        )
        .toEqual([])
      expect(await figuresShown(page, figures)).toEqual([])

      // The vaults: the portfolio tile and its pesos, the yield earned, the position and the calculator.
      await walletPage.back().click()
      const frame = new AppFrame(page)
      await frame.tab(/^(Inflación|Inflation)$/).click()
      const vaults = new VaultsPage(page)
      await vaults.investment().fill('1000')
      await expect(vaults.held('aave')).toContainText('aUSDC')
      await expect
        .poll(() =>
          digitsShown({
            portfolio: vaults.tile('portfolio').getByRole('definition'),
            yield: vaults.tile('yield').getByRole('definition'),
            held: vaults.held('aave'),
            earnings: vaults.earnings('aave'),
          }),
        )
        .toEqual([])
      // Rates are no money: they stay.
      await expect(vaults.card('aave').getByTestId('apy-aave')).toHaveText(/\d/)

      // The loan: its money tiles and pesos, the liquidation price, "¿Y si baja?", the form's figures, the warning.
      await frame.tab(/^(Préstamos|Loans)$/).click()
      const loans = new LoansPage(page)
      await expect(loans.tile('collateral')).toContainText(say.hidden)
      await expect
        .poll(() =>
          digitsShown({
            collateral: loans.tile('collateral'),
            debt: loans.tile('debt'),
            available: loans.tile('available'),
            collateralArs: loans.tileArs('collateral'),
            debtArs: loans.tileArs('debt'),
            availableArs: loans.tileArs('available'),
            liquidation: loans.collateralLiquidationPrice('WETH'),
            summaryAvailable: loans.summaryFigure(say.available),
            summaryDebt: loans.summaryFigure(say.debt),
          }),
        )
        .toEqual([])
      await expect(loans.inWallet()).toHaveText(say.inWallet)
      await expect(loans.dropDetail(50)).toHaveText(say.drop)
      await expect(new LoanAlertBanner(page).liquidation()).toHaveText(say.banner)
      // The health factor is no money: it stays, as rates do.
      await expect(loans.tile('health-factor')).toHaveText(/\d/)
      expect(await figuresShown(page, figures)).toEqual([])

      // Another tap on home shows them again, here and in the other tab.
      await frame.tab(/^(Inicio|Home)$/).click()
      await home.hideBalances().click()
      await expect(home.hideBalances()).toHaveAttribute('aria-pressed', 'false')
      await expect(home.total()).toHaveText(/\d/)
      await expect(page.locator('.money-hidden')).toHaveCount(0)
      await expect(otherHome.total()).toHaveText(/\d/)
      await expect(other.locator('.money-hidden')).toHaveCount(0)
    })
  }
})
