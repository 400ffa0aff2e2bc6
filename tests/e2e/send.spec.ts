import { expect, test } from '@playwright/test'
import { checksumAddress } from 'viem'
import { SendDialog } from './pages/SendDialog'
import { balanceOf, freshAddress, openFundedHome } from './support/wallet'

test.describe('send from a funded imported wallet on the devnet', () => {
  test.beforeEach(async ({ page }) => {
    await openFundedHome(page)
  })

  test('sends ETH on Ethereum: the recipient gets exactly the amount; the dialog closes itself', async ({
    page,
  }) => {
    const to = freshAddress()
    const send = new SendDialog(page)
    await send.open()
    await expect(send.balance()).toContainText('10,000000 ETH')
    await send.fill(to, '0,25')
    await expect(send.fee()).toContainText(/Comisión de red: hasta .* ETH/)
    await send.submit().click()
    await expect(send.success()).toContainText('Transaction sent!')
    await expect(send.success().getByRole('link', { name: 'Ver en el explorador' })).toHaveAttribute(
      'href',
      /^https:\/\/etherscan\.io\/tx\/0x[0-9a-f]{64}$/,
    )
    await expect(send.dialog()).toBeHidden({ timeout: 5_000 })
    expect(await balanceOf(1, to)).toBe(250_000_000_000_000_000n)
    // A look-alike of that past recipient (same first and last four hex digits) is flagged next time.
    await send.open()
    const poisoned = `${to.slice(0, 6)}${'0'.repeat(32)}${to.slice(-4)}`
    await send.recipient().fill(poisoned)
    await expect(send.lookalike()).toContainText(checksumAddress(to))
    await send.recipient().fill(to)
    await expect(send.lookalike()).toBeHidden()
  })

  test('sends USDC on Polygon: network change picks MATIC first, then USDC moves exactly', async ({
    page,
  }) => {
    const to = freshAddress()
    const send = new SendDialog(page)
    await send.open()
    await send.amount().fill('3')
    await send.network().selectOption('polygon')
    await expect(send.token()).toHaveValue('MATIC')
    await expect(send.amount()).toHaveValue('')
    await send.token().selectOption('USDC-POLYGON')
    await expect(send.balance()).toContainText('10.000,000000 USDC')
    await send.fill(checksumAddress(to), '12,345678')
    await send.submit().click()
    await expect(send.success()).toContainText('Transaction sent!')
    await expect(send.success().getByRole('link')).toHaveAttribute(
      'href',
      /^https:\/\/polygonscan\.com\/tx\//,
    )
    expect(await balanceOf(137, to, 'USDC')).toBe(12_345_678n)
  })

  test('a double click sends one transaction', async ({ page }) => {
    const to = freshAddress()
    const send = new SendDialog(page)
    await send.open()
    await expect(send.balance()).toContainText('10,000000 ETH')
    await send.fill(to, '0,001')
    await send.submit().dblclick()
    await expect(send.success()).toBeVisible()
    await page.waitForTimeout(500)
    expect(await balanceOf(1, to)).toBe(1_000_000_000_000_000n)
  })

  test('refuses a wrong checksum, too many decimals and more than the balance', async ({ page }) => {
    const send = new SendDialog(page)
    await send.open()
    await expect(send.balance()).toContainText('10,000000 ETH')
    await send.token().selectOption('USDC')
    await expect(send.balance()).toContainText('10.000,000000 USDC')
    const good = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
    await send.fill(good.replace('aA', 'Aa'), '1')
    await expect(send.message(/no coinciden con su checksum/)).toBeVisible()
    await expect(send.submit()).toBeDisabled()
    await send.fill(good, '1,0000001')
    await expect(send.message('Este token admite como máximo 6 decimales.')).toBeVisible()
    await expect(send.submit()).toBeDisabled()
    await send.fill(good, '10000,000001')
    await expect(send.message('El monto supera tu saldo.')).toBeVisible()
    await expect(send.submit()).toBeDisabled()
    for (const bad of ['0', '-1', 'abc']) {
      await send.amount().fill(bad)
      await expect(send.submit()).toBeDisabled()
    }
    await send.max().click()
    await expect(send.amount()).toHaveValue('10000')
    await expect(send.submit()).toBeEnabled()
  })
})
