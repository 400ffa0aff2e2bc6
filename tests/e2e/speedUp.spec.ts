import { expect, type Page, test } from '@playwright/test'
import { testAddress } from './fixtures/storedWallet'
import { ActivityList } from './pages/ActivityList'
import { AppFrame } from './pages/AppFrame'
import { HomePage } from './pages/HomePage'
import { ScreenWalk } from './pages/ScreenWalk'
import { SendDialog } from './pages/SendDialog'
import { seriousViolations } from './support/axe'
import { otherWindow } from './support/tabs'
import { freshAddress, openFundedHome, rpc, unlockHome } from './support/wallet'

/** Anvil's own methods on the e2e devnet's Ethereum, straight over RPC. */
const anvil = (method: string, params: unknown[] = []) =>
  rpc(1).request({ method: method as never, params: params as never })
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

const words = {
  es: {
    amount: (n: string) => n.replace('.', ','),
    replaces: /Reemplaza tu transacción pendiente \(nonce \d+\)/,
  },
  en: { amount: (n: string) => n, replaces: /Replaces your pending transaction \(nonce \d+\)/ },
} as const

/** The serious and critical axe violations on the page as it is now. */
async function serious(page: Page) {
  return (await seriousViolations(page)).map((v) => v.id)
}

/**
 * Sends `amount` ETH on Ethereum from home; with automine off it stays pending. Both sends together stay under the
 * new-recipient limit (US$ 100 a day) even at the key worker's ceiling price for ETH (US$ 6 000).
 */
async function sendStuck(page: Page, to: `0x${string}`, amount: string) {
  const send = new SendDialog(page)
  await send.open()
  await send.send(to, amount)
  await expect(send.success()).toBeVisible()
  await expect(send.dialog()).toBeHidden()
}

for (const language of ['es', 'en'] as const) {
  test.describe(`speed up and cancel a stuck send (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await openFundedHome(page)
      if (language === 'en') await new AppFrame(page).chooseLanguage('en')
    })

    test('a stuck send sped up is confirmed as one row; another cancelled moves nothing; both stay so after a reload', async ({
      page,
    }) => {
      // Two tabs, two sends, two replacements and a reload: 25–45 s on 2 cores beside the unit tests, so the
      // default minute was too close (a ceiling for the whole walk, not a timed check).
      test.setTimeout(120_000)
      const w = words[language]
      const activity = new ActivityList(page)
      const quick = freshAddress()
      const cancelled = freshAddress()
      const nonceBefore = await rpc(1).getTransactionCount({ address: testAddress })
      // A second tab of the same wallet (its own key worker): the activity store tells it everything.
      const other = await otherWindow(page)
      await unlockHome(other)
      const elsewhere = new ActivityList(other)
      // The e2e devnet is shared by the whole suite: its Ethereum mines by itself again whatever happens here.
      await anvil('evm_setAutomine', [false])
      try {
        // Speed up, from home.
        await sendStuck(page, quick, w.amount('0.004'))
        const quickRow = activity.rowsWith(short(quick))
        await expect(quickRow).toHaveCount(1)
        await expect(activity.badge(quickRow, 'pending')).toBeVisible()
        expect(await serious(page)).toEqual([])
        await activity.speedUp(quickRow).click()
        await expect(activity.reviewReplaces()).toContainText(w.replaces)
        await activity.reviewFrame.show()
        await expect(activity.confirm()).toBeEnabled()
        expect(await serious(page)).toEqual([])
        await expect(activity.reviewFees()).toContainText(/gwei/)
        await expect(activity.reviewLeaving()).toContainText(`${w.amount('0.004')} ETH`)
        await activity.pressConfirm()
        await expect(activity.sent()).toBeVisible()
        await expect(activity.dialog()).toBeHidden()
        await expect(activity.replacing(quickRow)).toBeVisible()
        await expect(quickRow).toHaveCount(1)
        await expect(elsewhere.replacing(elsewhere.rowsWith(short(quick)))).toBeVisible()
        await anvil('evm_mine')
        await expect(activity.badge(quickRow, 'sped-up')).toBeVisible()
        await expect(quickRow).toHaveCount(1)
        await expect(elsewhere.badge(elsewhere.rowsWith(short(quick)), 'sped-up')).toBeVisible()
        await expect(elsewhere.rowsWith(short(quick))).toHaveCount(1)
        await expect(activity.speedUp(quickRow)).toHaveCount(0)
        expect(await rpc(1).getBalance({ address: quick })).toBe(4_000_000_000_000_000n)
        expect(await rpc(1).getTransactionCount({ address: testAddress })).toBe(nonceBefore + 1)

        // Cancel, from Gestión de Billetera.
        await sendStuck(page, cancelled, w.amount('0.008'))
        await new HomePage(page).manage().click()
        await page.waitForURL(/\/wallet$/)
        // The address bar moves before the screen does (its code loads first): until /wallet is drawn, the
        // rows on screen are home's, and a dialog opened from one closes with home.
        await expect(new ScreenWalk(page).heading()).toHaveText(/^(Gestión de Billetera|Wallet Management)$/)
        const cancelRow = activity.rowsWith(short(cancelled))
        await expect(activity.badge(cancelRow, 'pending')).toBeVisible()
        await activity.cancel(cancelRow).click()
        await expect(activity.reviewReplaces()).toContainText(w.replaces)
        await expect(activity.reviewSteps()).toContainText(short(testAddress).slice(0, 6))
        await activity.pressConfirm()
        await expect(activity.sent()).toBeVisible()
        await anvil('evm_mine')
        await expect(activity.badge(cancelRow, 'cancelled')).toBeVisible()
        await expect(cancelRow).toHaveCount(1)
        await expect(elsewhere.badge(elsewhere.rowsWith(short(cancelled)), 'cancelled')).toBeVisible()
        expect(await rpc(1).getBalance({ address: cancelled })).toBe(0n)
        expect(await rpc(1).getTransactionCount({ address: testAddress })).toBe(nonceBefore + 2)
      } finally {
        await anvil('evm_setAutomine', [true])
        await anvil('evm_mine')
      }

      await other.close()
      // After a reload (the activity store is IndexedDB): still one row each, as they ended.
      await page.reload()
      await unlockHome(page)
      await expect(activity.badge(activity.rowsWith(short(quick)), 'sped-up')).toBeVisible()
      await expect(activity.rowsWith(short(quick))).toHaveCount(1)
      await expect(activity.badge(activity.rowsWith(short(cancelled)), 'cancelled')).toBeVisible()
      await expect(activity.rowsWith(short(cancelled))).toHaveCount(1)
    })
  })
}
