import { expect, type Page, test } from '@playwright/test'
import { openOrigin, storeLockedWallet, testPassword } from './fixtures/storedWallet'
import { appPortOf, lane, signerPortOf } from './globalSetup'
import { HomePage } from './pages/HomePage'
import { WelcomePage } from './pages/OnboardingPages'
import { UnlockPage } from './pages/UnlockPage'

/**
 * The signer on its own origin (issue 41, docs/signer-plan.md step 1): the sealed wallet lives in the signer's
 * storage, which no script of the app's page reaches, and the signer gives its channel to the app's origin only.
 */
const appOrigin = `http://127.0.0.1:${appPortOf(lane)}`
const signerOrigin = `http://127.0.0.1:${signerPortOf(lane)}`

/** The keys of this page's origin's idb-keyval store (the app's, as a script on the page sees them). */
const appStoredKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((done, fail) => {
        const request = indexedDB.open('keyval-store')
        request.onupgradeneeded = () => request.result.createObjectStore('keyval')
        request.onerror = () => fail(request.error)
        request.onsuccess = () => {
          const keys = request.result.transaction('keyval').objectStore('keyval').getAllKeys()
          keys.onsuccess = () => {
            request.result.close()
            done(keys.result.map(String))
          }
          keys.onerror = () => fail(keys.error)
        }
      }),
  )

test('a returning wallet moves to the signer: after unlock the app origin holds no vault record', async ({
  page,
}) => {
  await openOrigin(page)
  await storeLockedWallet(page)
  expect(await appStoredKeys(page)).toContain('vault')

  await page.goto('/unlock')
  await new UnlockPage(page).unlock(testPassword)
  await expect(page).toHaveURL(/\/home/)
  await expect(new HomePage(page).summary()).toBeVisible()

  expect(await appStoredKeys(page)).not.toContain('vault')
  expect(await appStoredKeys(page)).not.toContain('vault-archive')
  // The frame the vault lives behind is the signer's origin.
  expect(page.frames().map((f) => new URL(f.url()).origin)).toContain(signerOrigin)
})

test("a page script that deletes the app origin's IndexedDB on every load leaves the wallet", async ({
  page,
}) => {
  await openOrigin(page)
  await storeLockedWallet(page)
  await page.goto('/unlock')
  await expect(new UnlockPage(page).password()).toBeVisible()
  // From here on, every document of the app's origin deletes its IndexedDB before the app's code runs.
  await page.addInitScript((origin) => {
    if (location.origin === origin) indexedDB.deleteDatabase('keyval-store')
  }, appOrigin)

  await page.reload()
  await page.goto('/unlock')
  await new UnlockPage(page).unlock(testPassword)
  await expect(page).toHaveURL(/\/home/)
  await expect(new HomePage(page).summary()).toBeVisible()
})

test('a page of another origin cannot frame the signer, so it gets no channel to the vault', async ({
  page,
}) => {
  const stranger = `http://127.0.0.1:${signerPortOf(lane) + 1}`
  await page.route(`${stranger}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>another site</title>' }),
  )
  await page.goto(`${stranger}/`)
  const loaded = page.waitForEvent('framenavigated', (f) => f !== page.mainFrame())
  const answered = await page.evaluate(async (signer) => {
    const frame = document.createElement('iframe')
    frame.src = `${signer}/`
    const ready = new Promise<string>((done) => {
      addEventListener('message', (event) => done(`message from ${event.origin}`))
      frame.addEventListener('load', () => done('loaded'))
    })
    document.body.append(frame)
    return ready
  }, signerOrigin)
  await loaded
  // The frame's load fires for the browser's error page: the signer's own page never ran, nothing was posted.
  expect(answered).toBe('loaded')
  const framed = page.frames().find((f) => f !== page.mainFrame())
  expect(framed?.url()).not.toContain(signerOrigin)
})

test("the signer's host lets only the app's origin frame it, and its page runs only its own code", async ({
  request,
}) => {
  const response = await request.get(`${signerOrigin}/`)
  const policy = response.headers()['content-security-policy'] ?? ''
  expect(policy).toContain(`frame-ancestors ${appOrigin};`)
  expect(response.headers()['x-frame-options']).toBeUndefined()
  const html = await response.text()
  const page = (
    /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? ''
  ).replaceAll('&#39;', "'")
  expect(page).toContain("default-src 'none'")
  expect(page).toContain("script-src 'self'")
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
})

test("the first screen asks the signer's page what is stored, without loading the key worker", async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(request.url())
  })
  await page.goto('/home')
  await expect(page).toHaveURL(/\/welcome/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The welcome screen's own question (is any wallet set aside?) has been answered: its buttons are live.
  await expect(new WelcomePage(page).create()).toBeEnabled()
  expect(scripts.some((url) => url.startsWith(`${signerOrigin}/`))).toBe(true)
  expect(scripts.filter((url) => /vault\.worker-/.test(url))).toEqual([])
})
