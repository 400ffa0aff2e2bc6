import { expect, type Page, test } from '@playwright/test'
import jsQR from 'jsqr'
import { testAddress } from './fixtures/storedWallet'
import { ReceiveDialog } from './pages/ReceiveDialog'
import { watchShown } from './support/shown'
import { chainOf, openFundedHome } from './support/wallet'

/** Reads the QR image's pixels in the page and decodes them here with jsqr. */
async function decodeQr(page: Page, receive: ReceiveDialog): Promise<string | null> {
  const handle = await receive.qr().elementHandle()
  const pixels = await page.evaluate((img) => {
    const image = img as HTMLImageElement
    const canvas = document.createElement('canvas')
    canvas.width = image.naturalWidth
    canvas.height = image.naturalHeight
    const ctx = canvas.getContext('2d')
    if (!ctx) throw new Error('no 2d context')
    ctx.drawImage(image, 0, 0)
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height)
    return { width: data.width, height: data.height, data: Array.from(data.data) }
  }, handle)
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data ?? null
}

test.describe('receive', () => {
  test.beforeEach(async ({ page }) => {
    await openFundedHome(page)
  })

  test('the QR decodes to the EIP-681 link of the chosen network and token', async ({ page }) => {
    const receive = new ReceiveDialog(page)
    await receive.openButton().click()
    await expect(receive.dialog()).toContainText(testAddress)
    await expect(receive.qr()).toBeVisible()
    expect(await decodeQr(page, receive)).toBe(`ethereum:${testAddress}@1`)

    await receive.network().selectOption('polygon')
    await expect(receive.token()).toHaveValue('MATIC')
    await receive.token().selectOption('USDC-POLYGON')
    const usdc = chainOf(137).tokens.USDC
    const uri = `ethereum:${usdc}@137/transfer?address=${testAddress}`
    await expect(receive.uri()).toHaveText(uri)
    await expect(receive.qr()).toBeVisible()
    expect(await decodeQr(page, receive)).toBe(uri)
    await expect(receive.warning()).toContainText('solo MATIC, USDT, USDC, DAI en la red Polygon')
    for (const name of ['Ethereum', 'Polygon', 'Arbitrum One', 'Optimism']) {
      await expect(receive.dialog().getByRole('listitem').filter({ hasText: name }).first()).toBeVisible()
    }
  })

  test('copies the bare address for an exchange, and the QR data for a wallet', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const receive = new ReceiveDialog(page)
    await receive.openButton().click()
    await receive.token().selectOption('USDC')
    await expect(receive.address()).toHaveText(testAddress)
    // Each confirmation shows for 2 s only: recorded in the page, not looked for afterwards.
    const statuses = await watchShown(page, '[role="dialog"] [role="status"]')
    await receive.copyAddress().click()
    await expect
      .poll(statuses)
      .toContainEqual(expect.objectContaining({ visible: true, text: '¡Dirección copiada al portapapeles!' }))
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(testAddress)
    await receive.token().selectOption('ETH')
    const buttons = await watchShown(page, '[role="dialog"] button')
    await receive.copy().click()
    await expect.poll(buttons).toContainEqual(expect.objectContaining({ visible: true, text: '¡Copiado!' }))
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`ethereum:${testAddress}@1`)
  })
})

test('receive says Código QR no disponible when the QR cannot be made', async ({ page }) => {
  // A canvas that cannot encode an image is what a QR failure looks like to the app.
  await page.addInitScript(() => {
    HTMLCanvasElement.prototype.toDataURL = () => {
      throw new Error('canvas unavailable')
    }
  })
  await openFundedHome(page)
  const receive = new ReceiveDialog(page)
  await receive.openButton().click()
  await expect(receive.dialog().getByRole('alert')).toHaveText('Código QR no disponible')
})
