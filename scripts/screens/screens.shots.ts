import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { freshWallet, fundExactly, openWithWallet } from '../../tests/e2e/fixtures/homeWallet'
import { HomePage } from '../../tests/e2e/pages/HomePage'
import { LoansPage } from '../../tests/e2e/pages/LoansPage'
import { ReceiveDialog } from '../../tests/e2e/pages/ReceiveDialog'
import { ScreenWalk } from '../../tests/e2e/pages/ScreenWalk'
import { SettingsPanel } from '../../tests/e2e/pages/SecretPages'
import { SendDialog } from '../../tests/e2e/pages/SendDialog'
import { VaultsPage } from '../../tests/e2e/pages/VaultsPage'

/**
 * docs/screens: the main screens (home, send, the review, receive, settings, the vaults, the loans) at 390 and
 * 360 px, in Spanish and English, light and dark, with a long real name and a saver's balances on a fresh
 * wallet. `<screen>-<language>-<theme>.png` at 390 × 844 (the README's), `…-360.png` at 360 × 800.
 * Run: `npx vite build --outDir /tmp/dist-screens` and `BILLETERA_E2E_DIST=/tmp/dist-screens E2E_WORKERS=1
 * npx playwright test -c scripts/screens` (with E2E_PORT and BILLETERA_E2E_DEVNET_PORT beside other runs).
 */
const out = resolve(import.meta.dirname, '../../docs/screens')
const name = 'María de los Ángeles Fernández Etcheverry'
const USDC = 1_000_000n
const ETH = 10n ** 18n
/** A saver's wallet: dollars on Ethereum and Polygon, a little ETH for fees. */
const holdings = {
  ETH: (125n * ETH) / 100n,
  USDC: 2_480_550_000n,
  DAI: 1_500n * ETH,
  'USDT-POLYGON': 800n * USDC,
  MATIC: 40n * ETH,
} as const
/** Where the send and the review send to: the devnet's ENS name of ana.eth (README). */
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const phones = [
  { suffix: '', width: 390, height: 844 },
  { suffix: '-360', width: 360, height: 800 },
] as const

for (const language of ['es', 'en'] as const)
  for (const theme of ['light', 'dark'] as const)
    test(`${language} ${theme}`, async ({ page }) => {
      await page.addInitScript(
        (prefs) => {
          localStorage.setItem('language', prefs.language)
          localStorage.setItem('theme', prefs.theme)
          localStorage.setItem('user', prefs.name)
        },
        { language, theme, name },
      )
      const wallet = freshWallet()
      await fundExactly(wallet.address, holdings)
      await openWithWallet(page, wallet, '/home')
      const home = new HomePage(page)
      const walk = new ScreenWalk(page)
      /** The screen as it is now, at each phone width, once `ready` holds at that width. */
      const shoot = async (screen: string, ready?: () => Promise<void>) => {
        for (const phone of phones) {
          await page.setViewportSize({ width: phone.width, height: phone.height })
          await ready?.()
          await page.screenshot({ path: `${out}/${screen}-${language}-${theme}${phone.suffix}.png` })
        }
      }
      const settled = async () => {
        await expect(home.total()).toContainText(/[1-9]/)
        await expect(home.dollarQuote()).not.toHaveAttribute('data-status', 'loading')
        await expect(home.tokenLists()).toBeVisible()
        await expect(page.getByTestId('yield-estimate')).toBeAttached()
      }
      await shoot('home', settled)

      const send = new SendDialog(page)
      await send.open()
      await send.token().selectOption('USDC')
      await send.fill(recipient, '100')
      await expect(send.fee()).toContainText(/\d/)
      await shoot('send')
      await send.submit().click()
      await expect(send.reviewFee()).toContainText(/\d/)
      await shoot('review')
      await send.closeDialog()

      const receive = new ReceiveDialog(page)
      await receive.openButton().click()
      await expect(receive.dialog().locator('canvas, svg, img').first()).toBeVisible()
      await shoot('receive')
      await page.keyboard.press('Escape')
      await expect(receive.dialog()).toBeHidden()

      const settings = new SettingsPanel(page)
      await settings.open().click()
      await expect(settings.dialog()).toBeVisible()
      await shoot('settings')
      await page.keyboard.press('Escape')
      await expect(settings.dialog()).toBeHidden()

      await walk.go('/inflation')
      const vaults = new VaultsPage(page)
      await shoot('vaults', async () => {
        await expect(vaults.cards().first()).toBeVisible()
        await expect(page.locator('main.vaults footer')).toBeAttached()
      })

      await walk.go('/loans')
      const loans = new LoansPage(page)
      await shoot('loans', async () => {
        await expect(page.locator('main.loans footer')).toBeAttached()
        await expect(loans.fills().first()).toBeVisible()
      })
    })
