import { expect, test } from '@playwright/test'
import { ScannerPage } from './pages/ScannerPage'
import { browserFilming, type CameraPlay, watchCamera } from './support/fakeCamera'
import { watchShown } from './support/shown'

const payment = 'ethereum:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266@137'
/** The LIVE badge with its scan counter. */
const live = expect.stringMatching(/^EN VIVO · \d+ lecturas$/)

test.describe('QR scanner through the fake camera', () => {
  test('reads an Ethereum payment link, labels it, stops the camera, and scans again', async ({
    baseURL,
  }) => {
    const browser = await browserFilming(payment)
    try {
      const page = await browser.newPage({ locale: 'es-AR' })
      await page.goto(`${baseURL}/qr-test`)
      const scanner = new ScannerPage(page)
      // The fake camera's code is read within a few frames and the modal closes at once: what it showed
      // meanwhile is recorded in the page, not looked for afterwards.
      const plays = await watchCamera(page)
      let badge = await watchShown(page, '[data-testid="scanner-live"]')
      const inFrame: CameraPlay = { camera: true, modal: true, frame: true }
      await scanner.openButton().click()
      await expect(scanner.data()).toHaveText(payment, { timeout: 15_000 })
      await expect(scanner.kind()).toHaveText('Ethereum')
      await expect(scanner.modal()).toBeHidden()
      // Before it read the code, the modal showed the camera playing behind the green frame, said LIVE.
      const first = await plays()
      expect(first).toContainEqual(inFrame)
      expect(await badge()).toContainEqual(expect.objectContaining({ visible: true, text: live }))
      // The camera is released: no live track remains in the page.
      await expect.poll(() => page.evaluate(() => document.querySelectorAll('video').length)).toBe(0)
      badge = await watchShown(page, '[data-testid="scanner-live"]')
      await scanner.again().click()
      // The camera plays again in the frame, then the same link is read anew.
      await expect.poll(async () => (await plays()).slice(first.length)).toContainEqual(inFrame)
      await expect(scanner.data()).toHaveText(payment, { timeout: 15_000 })
      expect(await badge()).toContainEqual(expect.objectContaining({ visible: true, text: live }))
    } finally {
      await browser.close()
    }
  })

  test('labels WalletConnect, web and other data', async ({ baseURL }) => {
    const cases: [string, string][] = [
      [
        'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn',
        'Enlace de WalletConnect',
      ],
      ['https://billetera.example/pagar', 'URL web'],
      ['hola mundo', 'Datos genéricos'],
    ]
    for (const [text, label] of cases) {
      const browser = await browserFilming(text)
      try {
        const page = await browser.newPage({ locale: 'es-AR' })
        await page.goto(`${baseURL}/qr-test`)
        const scanner = new ScannerPage(page)
        await scanner.openButton().click()
        await expect(scanner.kind()).toHaveText(label, { timeout: 15_000 })
        await expect(scanner.data()).toHaveText(text)
      } finally {
        await browser.close()
      }
    }
  })

  test('Stop Scan and Cancel close the modal and stop the camera', async ({ baseURL }) => {
    const browser = await browserFilming('')
    try {
      const page = await browser.newPage({ locale: 'es-AR' })
      // Count live camera tracks the page holds.
      await page.addInitScript(() => {
        const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices)
        const tracks: MediaStreamTrack[] = []
        ;(window as unknown as { liveTracks: () => number }).liveTracks = () =>
          tracks.filter((t) => t.readyState === 'live').length
        navigator.mediaDevices.getUserMedia = async (c) => {
          const stream = await original(c)
          tracks.push(...stream.getTracks())
          return stream
        }
      })
      await page.goto(`${baseURL}/qr-test`)
      const scanner = new ScannerPage(page)
      const liveTracks = () =>
        page.evaluate(() => (window as unknown as { liveTracks: () => number }).liveTracks())
      for (const close of [scanner.stop, scanner.cancel]) {
        await scanner.openButton().click()
        await expect(scanner.modal()).toBeVisible()
        await expect.poll(liveTracks).toBe(1)
        await expect(scanner.live()).toContainText(/EN VIVO · [1-9]\d* lecturas/)
        await close().click()
        await expect(scanner.modal()).toBeHidden()
        await expect.poll(liveTracks).toBe(0)
      }
    } finally {
      await browser.close()
    }
  })

  test('a camera that is refused shows Camera access denied: … in a red box', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('language', 'en')
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
    })
    await page.goto('/qr-test')
    const scanner = new ScannerPage(page)
    await scanner.openButton().click()
    await expect(scanner.error()).toHaveText('Camera access denied: Permission denied')
    await expect(scanner.error()).toHaveClass(/error/)
    await expect(scanner.modal()).toBeHidden()
  })

  test('no camera at all says so, not that access was denied', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Requested device not found', 'NotFoundError'))
    })
    await page.goto('/qr-test')
    const scanner = new ScannerPage(page)
    await scanner.openButton().click()
    await expect(scanner.error()).toHaveText('No se encontró una cámara')
    await expect(scanner.modal()).toBeHidden()
  })
})
