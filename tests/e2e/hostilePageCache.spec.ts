import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { openOrigin, storeLockedWallet, testPassword } from './fixtures/storedWallet'
import { UnlockPage } from './pages/UnlockPage'
import { expectNothingOf } from './support/hostilePage'
import { Hostile, signerRecords } from './support/hostileSuite'

// Issue 41 step 7, the hostile-page suite (the item mapping is at the top of hostilePage.spec.ts), item 3: the
// script rewrites the app's Cache Storage. The suite blocks service workers (playwright.config.ts); this file is
// about them.
test.use({ serviceWorkers: 'allow' })

/** The built app the lane serves (BILLETERA_E2E_DIST, else dist/). */
const built = resolve(process.env.BILLETERA_E2E_DIST ?? 'dist')

/** The entry script the built index.html loads (`/assets/index-….js`). */
const entry = () => {
  const src = /<script type="module"[^>]* src="([^"]+)"/.exec(
    readFileSync(join(built, 'index.html'), 'utf8'),
  )?.[1]
  if (!src) throw new Error(`no entry script in ${built}/index.html`)
  return src
}

/** The signer's sealed wallet record, among its records. */
const VAULT = 'keyval-store/keyval/vault'

/** The signer's records with the sealed wallet's `found` mark (handed over, not yet opened) left out. */
const withoutFound = (records: Record<string, string>) => {
  const { found: _found, ...vault } = JSON.parse(records[VAULT] ?? '{}') as Record<string, unknown>
  return { ...records, [VAULT]: JSON.stringify(vault) }
}

/** What the script's rewritten files set on the window, were they ever run. */
const MARK = '__hostileCache'

/** Waits until the app's service worker is active: its files are precached from then on. */
const swActive = (page: Page) =>
  page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active
    if (worker && worker.state !== 'activated')
      await new Promise((done) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && done(null)),
      )
    return worker?.state === 'activated'
  })

/** The text every cache of the page's origin holds for `path` (none: in no cache). */
const cachedTexts = (page: Page, path: string) =>
  page.evaluate(async (path) => {
    const texts: string[] = []
    for (const name of await caches.keys()) {
      const response = await (await caches.open(name)).match(new URL(path, location.href).href)
      if (response) texts.push(await response.text())
    }
    return texts
  }, path)

test('the cache rewritten by a one-off script (item 3): on the next, clean visit none of its code runs, the person unlocks, the cache holds the built files again and the signer’s records stay', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const hostile = await Hostile.install(page, baseURL as string)
  await openOrigin(page)
  await storeLockedWallet(page)
  await page.goto('/unlock')
  expect(await swActive(page)).toBe(true)
  await expect(new UnlockPage(page).password()).toBeVisible()
  const left = await signerRecords(page)
  // The one-off script: every cached script and page of the app's origin rewritten, working, with its line first.
  expect(await hostile.rewriteCache(MARK)).toBeGreaterThan(1)
  expect((await cachedTexts(page, entry()))[0]).toMatch(new RegExp(`^window\\["${MARK}"\\] = 1;`))
  await hostile.collect()
  await page.close()

  // A later, clean visit (the script is gone: it ran once): the person unlocks as always.
  const next = await context.newPage()
  const served = next.waitForResponse((response) => response.url().endsWith(entry()))
  await next.goto('/unlock')
  const unlock = new UnlockPage(next)
  await expect(unlock.password()).toBeVisible()
  expect((await served).fromServiceWorker()).toBe(true)
  expect(await next.evaluate((mark) => mark in window, MARK)).toBe(false)
  await unlock.password().fill(testPassword)
  await unlock.password().press('Enter')
  await next.waitForURL(/\/home$/)
  expect(await next.evaluate((mark) => mark in window, MARK)).toBe(false)
  expect(await cachedTexts(next, entry())).toEqual([readFileSync(join(built, entry()), 'utf8')])
  // The signer's records as the person left them: the wallet handed over from the app's storage on the first
  // visit was kept `found` until their password opened it, which made it theirs; nothing else changed.
  const after = await signerRecords(next)
  expect(JSON.parse(after[VAULT] ?? '{}').found).toBeUndefined()
  expect(withoutFound(after)).toEqual(withoutFound(left))
  // The visit the script was on recorded no password either (none was typed there).
  expectNothingOf(hostile.everything(), [testPassword])
})
