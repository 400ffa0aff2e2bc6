import { expect, test } from '@playwright/test'
import { openOrigin, storeLockedWallet } from './fixtures/storedWallet'
import { SendDialog } from './pages/SendDialog'
import { browserFilming } from './support/fakeCamera'
import { chainOf, unlockHome } from './support/wallet'

const ana = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

test('scanning an EIP-681 link from the send dialog fills recipient, network, token and amount', async ({
  baseURL,
}) => {
  const usdc = chainOf(137).tokens.USDC
  const browser = await browserFilming(`ethereum:${usdc}@137/transfer?address=${ana}&uint256=1500000`)
  try {
    const page = await browser.newPage({ locale: 'es-AR', baseURL: baseURL ?? '' })
    await openOrigin(page)
    await storeLockedWallet(page)
    await unlockHome(page)
    const send = new SendDialog(page)
    await send.open()
    await send.dialog().getByRole('button', { name: 'Escanear QR' }).click()
    await expect(send.recipient()).toHaveValue(ana, { timeout: 15_000 })
    await expect(send.network()).toHaveValue('polygon')
    await expect(send.token()).toHaveValue('USDC-POLYGON')
    await expect(send.amount()).toHaveValue('1,5')
    await expect(page.getByTestId('scanner-modal')).toBeHidden()
  } finally {
    await browser.close()
  }
})

test('the send dialog says when there is no camera instead of doing nothing', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Requested device not found', 'NotFoundError'))
  })
  await openOrigin(page)
  await storeLockedWallet(page)
  await unlockHome(page)
  const send = new SendDialog(page)
  await send.open()
  await send.scan().click()
  await expect(send.dialog().getByRole('alert')).toHaveText('No se encontró una cámara')
  await expect(send.dialog()).toBeVisible()
})
