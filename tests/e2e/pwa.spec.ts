import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { freshWallet, fundExactly, homePassword, openWithWallet } from './fixtures/homeWallet'
import { HomePage } from './pages/HomePage'
import { UnlockPage } from './pages/UnlockPage'
import { UpdateNotice } from './pages/UpdateNotice'
import { serveWithSigner } from './support/releaseBuild'

// The suite blocks service workers (playwright.config.ts); these tests are about them.
test.use({ serviceWorkers: 'allow' })

/** Waits until the service worker is active: the app shell is precached from then on. */
const swActive = (page: Page) =>
  page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active
    if (worker && worker.state !== 'activated')
      await new Promise((done) => worker.addEventListener('statechange', () => done(worker.state)))
    return worker?.state === 'activated'
  })

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)]

test('the web app manifest is valid and Chromium finds the app installable', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // Chromium never offers to install from an incognito context, which is what every test page runs in.
  const profile = resolve('.cache/pwa-profile')
  rmSync(profile, { recursive: true, force: true })
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL: baseURL ?? '',
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/welcome')
    expect(await swActive(page)).toBe(true)
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    const response = await page.request.get(href ?? '')
    expect(response.ok()).toBe(true)
    const manifest = await response.json()
    expect(manifest).toMatchObject({
      name: 'Billetera',
      short_name: 'Billetera',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'es-AR',
      theme_color: '#0f766e',
    })
    expect(manifest.description).toMatch(/billetera/i)
    expect(manifest.description_localized.en).toMatch(/wallet/i)
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i: { sizes: string }) => i.sizes === `${size}x${size}`)
      const png = await page.request.get(icon.src)
      expect(png.headers()['content-type']).toBe('image/png')
      expect(pngSize(await png.body())).toEqual([size, size])
    }
    expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('after one visit it opens offline at the unlock screen, then shows the last balances as not current', async ({
  page,
  context,
}) => {
  const wallet = freshWallet()
  await fundExactly(wallet.address, { USDC: 1_234_560_000n })
  await openWithWallet(page, wallet, '/home')
  const home = new HomePage(page)
  await expect(home.balance('USDC')).toHaveText('1.234,560000')
  expect(await swActive(page)).toBe(true)

  await context.setOffline(true)
  await page.reload()
  await expect(page).toHaveURL(/\/unlock/)
  await new UnlockPage(page).unlock(homePassword)
  await page.waitForURL(/\/home$/)
  await expect(
    page.getByRole('alert').filter({ hasText: 'No se pudieron obtener los saldos en este momento.' }),
  ).toContainText('no actualizados')
  await expect(home.balance('USDC')).toHaveText('1.234,560000')
  await expect(home.total()).toHaveAttribute('data-stale', 'true')
  // JSON-RPC went nowhere near the service worker's caches.
  const cached = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    return urls
  })
  expect(cached.length).toBeGreaterThan(10)
  expect(cached.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([])
  // A built file's content hash is random letters ('warmUpWallet-BFjRpcNL.js'): only the name before it counts.
  const named = (url: string) => new URL(url).pathname.replace(/-[\w-]{8}\.(js|css)$/, '')
  expect(cached.filter((url) => /devnet-manifest|rpc|api/i.test(named(url)))).toEqual([])
})

test('a new version waits for "Actualizar" instead of swapping the page in use', async ({ page }) => {
  // A copy of the build on its own static server, so its service worker can change under the page.
  const dir = resolve('.cache/pwa-dist')
  rmSync(dir, { recursive: true, force: true })
  rmSync(`${dir}-signer`, { recursive: true, force: true })
  // The build the rest of the suite serves (BILLETERA_E2E_DIST, else dist/), and its signer beside it.
  const built = resolve(process.env.BILLETERA_E2E_DIST ?? 'dist')
  cpSync(built, dir, { recursive: true })
  cpSync(`${built}-signer`, `${dir}-signer`, { recursive: true })
  const { origin, close } = await serveWithSigner(dir)
  try {
    await page.goto(`${origin}/welcome`)
    expect(await swActive(page)).toBe(true)
    await page.reload()
    const notice = new UpdateNotice(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    writeFileSync(join(dir, 'sw.js'), `${readFileSync(join(dir, 'sw.js'), 'utf8')}\n// next version\n`)
    await page.reload()
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }))
    await expect(notice.notice()).toContainText('Hay una versión nueva')
    expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true)

    await notice.update().click()
    await page.waitForFunction(() => !('stillThisPage' in window))
    await expect(notice.notice()).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  } finally {
    close()
    rmSync(dir, { recursive: true, force: true })
    rmSync(`${dir}-signer`, { recursive: true, force: true })
  }
})
