import { expect, test } from '@playwright/test'
import { SendDialog } from './pages/SendDialog'
import { watchSendSuccess } from './support/sendSuccess'
import { otherWindow } from './support/tabs'
import { freshAddress, openFundedHome, rpc, unlockHome } from './support/wallet'

/** Anvil's own methods, straight over RPC. */
const anvil = (chainId: number, method: string, params: unknown[] = []) =>
  rpc(chainId).request({ method: method as never, params: params as never })

test.describe('recent transactions tell the truth', () => {
  test.beforeEach(async ({ page }) => {
    await openFundedHome(page)
  })

  test.afterEach(async () => {
    await anvil(137, 'evm_setAutomine', [true])
  })

  test('a 10 USDC send on Polygon shows as 10 USDC, pending first, across a reload, then confirmed', async ({
    page,
  }) => {
    const to = freshAddress()
    // Hold Polygon's blocks so the send stays in the pool while the page is reloaded.
    await anvil(137, 'evm_setAutomine', [false])
    const send = new SendDialog(page)
    await send.open()
    await send.network().selectOption('polygon')
    await send.token().selectOption('USDC-POLYGON')
    const success = await watchSendSuccess(page)
    await send.send(to, '10')
    await success()
    const list = page.getByTestId('tx-list')
    const first = list.getByRole('listitem').first()
    await expect(first).toContainText(/10(,0+)? USDC/)
    await expect(first).not.toContainText('MATIC')
    await expect(first.getByTestId('tx-pending')).toBeVisible()

    await page.reload()
    await unlockHome(page)
    await expect(list.getByRole('listitem').first().getByTestId('tx-pending')).toBeVisible()

    await anvil(137, 'evm_mine')
    await page.reload()
    await unlockHome(page)
    const mined = list.getByRole('listitem').first()
    await expect(mined).toContainText(/10(,0+)? USDC/)
    await expect(mined).toContainText('Polygon')
    await expect(mined.getByTestId('tx-pending')).toHaveCount(0)
    await expect(list).not.toContainText(/0(,0+)? MATIC/)
  })

  test('a send turns from Pendiente to Confirmada once its block is mined, in every open tab, without a reload', async ({
    page,
  }) => {
    // A second tab of the same wallet, unlocked on its own (each tab has its own key worker).
    const other = await otherWindow(page)
    await unlockHome(other)
    const firstRow = (p: typeof page) => p.getByTestId('tx-list').getByRole('listitem').first()
    await anvil(137, 'evm_setAutomine', [false])
    const send = new SendDialog(page)
    await send.open()
    await send.network().selectOption('polygon')
    await send.token().selectOption('USDC-POLYGON')
    const success = await watchSendSuccess(page)
    await send.send(freshAddress(), '1')
    await success()
    for (const tab of [page, other]) {
      await expect(firstRow(tab).getByTestId('tx-pending')).toHaveText('Pendiente')
      await expect(firstRow(tab)).toContainText(/1(,0+)? USDC/)
    }

    // Mined: both tabs say so well before home's 60 s refresh of the history would (the default 10 s
    // expectation timeout), and neither still calls it pending.
    await anvil(137, 'evm_mine')
    for (const tab of [page, other]) {
      await expect(firstRow(tab).getByTestId('tx-confirmed')).toHaveText('Confirmada')
      await expect(firstRow(tab).getByTestId('tx-pending')).toHaveCount(0)
      await expect(firstRow(tab)).toContainText(/1(,0+)? USDC/)
    }
    await other.close()
  })
})
