import { readdirSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { join, resolve } from 'node:path'
import { expect, type Frame, type Page, test } from '@playwright/test'
import { SIGNER_PORT_OFFSET, STORED, signerOrigin } from '../../src/domain/signer/origins'
import { freshWallet, homePassword, openWithWallet } from './fixtures/homeWallet'
import { signerFrame } from './fixtures/storage'
import { UnlockPage } from './pages/UnlockPage'
import { serveStatic } from './support/releaseBuild'

// Issue 41, step 6 (docs/signer-plan.md): a script on a page can rewrite its origin's Cache Storage. The service
// worker of each origin checks every cached file against the SHA-256 built into its sw.js before serving it.
// The suite blocks service workers (playwright.config.ts); these tests are about them.
test.use({ serviceWorkers: 'allow' })

/** The build the rest of the suite serves (BILLETERA_E2E_DIST, else dist/), and its signer beside it. */
const built = resolve(process.env.BILLETERA_E2E_DIST ?? 'dist')
const signerBuilt = `${built}-signer`

/** The entry script a build's index.html loads (`/assets/index-….js`). */
const entryOf = (dir: string) => {
  const src = /<script type="module"[^>]* src="([^"]+)"/.exec(
    readFileSync(join(dir, 'index.html'), 'utf8'),
  )?.[1]
  if (!src) throw new Error(`no entry script in ${dir}/index.html`)
  return src
}

/** What a hostile script leaves in the cache instead of the built file: it marks the page it runs in. */
const HOSTILE = 'window.__pwned = 1; self.__pwned = 1'

type Hosts = { origin: string; signer: string; servers: Server[] }

/**
 * The build and its signer on two static hosts (the app on a free loopback port, the signer on that port + 100),
 * as a host serves them; `port` starts the app's again where it was. Closing drops every open connection too, so
 * nothing of either origin can be fetched any more.
 */
async function serve(port = 0): Promise<Hosts> {
  for (let attempt = 1; ; attempt++) {
    const app = await serveStatic(built, port)
    const appPort = Number(new URL(app.origin).port)
    try {
      const signer = await serveStatic(signerBuilt, appPort + SIGNER_PORT_OFFSET)
      return { origin: app.origin, signer: signer.origin, servers: [app.server, signer.server] }
    } catch (error) {
      app.server.close()
      if (attempt >= 5 || port) throw error
    }
  }
}

function close({ servers }: Hosts) {
  for (const server of servers) {
    server.close()
    server.closeAllConnections()
  }
}

/** Waits until the page's (or frame's) service worker is active: its files are precached from then on. */
const swActive = (where: Page | Frame) =>
  where.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active
    if (worker && worker.state !== 'activated')
      await new Promise((done) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && done(null)),
      )
    return worker?.state === 'activated'
  })

/**
 * What a script of that origin does: writes other bytes over a cached file, in every cache holding it, under
 * every key with its path (a precache may key a file with a revision in its query).
 */
const rewriteCached = (where: Page | Frame, url: string, body: string, type = 'text/javascript') =>
  where.evaluate(
    async ({ url, body, type }) => {
      const path = new URL(url).pathname
      let rewritten = 0
      for (const name of await caches.keys()) {
        const cache = await caches.open(name)
        for (const request of await cache.keys()) {
          if (new URL(request.url).pathname !== path) continue
          await cache.put(request, new Response(body, { headers: { 'content-type': type } }))
          rewritten++
        }
      }
      return rewritten
    },
    { url, body, type },
  )

/** The text every cache of that origin holds for a URL (none: the file is in no cache). */
const cachedTexts = (where: Page | Frame, url: string) =>
  where.evaluate(async (url) => {
    const texts: string[] = []
    for (const name of await caches.keys()) {
      const response = await (await caches.open(name)).match(url)
      if (response) texts.push(await response.text())
    }
    return texts
  }, url)

const pwned = (where: Page | Frame) => where.evaluate(() => '__pwned' in window)

/** The React screen replaced the first paint of index.html: the app's own JavaScript ran. */
async function expectAppRunning(page: Page) {
  await expect(page.locator('.boot-shell')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test("a script that rewrote the app's cached entry chunk does not run on the next visit, and the cache holds the built file again", async ({
  page,
  context,
}) => {
  const hosts = await serve()
  try {
    const entry = `${hosts.origin}${entryOf(built)}`
    await page.goto(`${hosts.origin}/welcome`)
    expect(await swActive(page)).toBe(true)
    await expectAppRunning(page)
    // The one-off script: it rewrites the cached entry chunk, then the person closes the tab.
    expect(await rewriteCached(page, entry, HOSTILE)).toBeGreaterThan(0)
    await page.close()

    const next = await context.newPage()
    const served = next.waitForResponse((response) => response.url() === entry)
    await next.goto(`${hosts.origin}/welcome`)
    expect(await pwned(next)).toBe(false)
    await expectAppRunning(next)
    // The service worker answered it (from the network, checked), not a page that bypassed it.
    expect((await served).fromServiceWorker()).toBe(true)
    expect(await cachedTexts(next, entry)).toEqual([readFileSync(join(built, entryOf(built)), 'utf8')])
  } finally {
    close(hosts)
  }
})

test('a rewritten cached index.html (its policy gone, a script of its own inside) is not served on the next visit', async ({
  page,
  context,
}) => {
  const hosts = await serve()
  try {
    const index = `${hosts.origin}/index.html`
    await page.goto(`${hosts.origin}/welcome`)
    expect(await swActive(page)).toBe(true)
    await expectAppRunning(page)
    const hostile = '<!doctype html><title>Billetera</title><script>window.__pwned = 1</script>'
    expect(await rewriteCached(page, index, hostile, 'text/html')).toBeGreaterThan(0)
    await page.close()

    const next = await context.newPage()
    await next.goto(`${hosts.origin}/welcome`)
    expect(await pwned(next)).toBe(false)
    await expectAppRunning(next)
    expect(await cachedTexts(next, index)).toEqual([readFileSync(join(built, 'index.html'), 'utf8')])
  } finally {
    close(hosts)
  }
})

test("a script in the signer's frame that rewrote its cached page script does not run on the next visit, and the cache holds the built file again", async ({
  page,
  context,
}) => {
  const hosts = await serve()
  try {
    const script = `${hosts.signer}${entryOf(signerBuilt)}`
    await page.goto(`${hosts.origin}/welcome`)
    await expectAppRunning(page)
    const frame = await signerFrame(page)
    expect(await swActive(frame)).toBe(true)
    // Done inside the signer's frame, on its origin: the only place that can reach its caches.
    expect(await rewriteCached(frame, script, HOSTILE)).toBeGreaterThan(0)
    await page.close()

    const next = await context.newPage()
    const served = next.waitForResponse((response) => response.url() === script)
    await next.goto(`${hosts.origin}/welcome`)
    await expectAppRunning(next)
    expect((await served).fromServiceWorker()).toBe(true)
    const nextFrame = await signerFrame(next)
    expect(await pwned(nextFrame)).toBe(false)
    // The signer's own script runs: it answers the app's "what is stored?".
    const answer = await next.evaluate(
      ({ signer, type }) =>
        new Promise<unknown>((done) => {
          const frame = [...document.querySelectorAll('iframe')].find((f) => f.src.startsWith(signer))
          window.addEventListener('message', (event) => {
            if (event.origin === signer && event.data?.type === type && event.data.id === 'cached-code')
              done(event.data.exists)
          })
          frame?.contentWindow?.postMessage({ type, id: 'cached-code' }, signer)
        }),
      { signer: hosts.signer, type: STORED },
    )
    expect(answer).toBe(false)
    expect(await cachedTexts(nextFrame, script)).toEqual([
      readFileSync(join(signerBuilt, entryOf(signerBuilt)), 'utf8'),
    ])
  } finally {
    close(hosts)
  }
})

test('offline, a rewritten cached script is answered with an error, never with the rewritten bytes', async ({
  page,
  context,
}) => {
  let hosts = await serve()
  try {
    const entry = `${hosts.origin}${entryOf(built)}`
    await page.goto(`${hosts.origin}/welcome`)
    expect(await swActive(page)).toBe(true)
    await expectAppRunning(page)
    expect(await rewriteCached(page, entry, HOSTILE)).toBeGreaterThan(0)
    await page.close()

    // Neither origin can be reached: the hosts are gone and the browser is offline.
    close(hosts)
    await context.setOffline(true)
    const next = await context.newPage()
    const failed = next.waitForEvent('requestfailed', (request) => request.url() === entry)
    await next.goto(`${hosts.origin}/welcome`)
    await failed
    expect(await pwned(next)).toBe(false)
    // The rewritten entry is gone from the cache, and nothing else took its place.
    expect(await cachedTexts(next, entry)).toEqual([])

    // Back online, the next visit fetches it, checked, and the app runs.
    hosts = await serve(Number(new URL(hosts.origin).port))
    await context.setOffline(false)
    await next.reload()
    await expectAppRunning(next)
    expect(await pwned(next)).toBe(false)
    expect(await cachedTexts(next, entry)).toEqual([readFileSync(join(built, entryOf(built)), 'utf8')])
  } finally {
    close(hosts)
  }
})

test("a key worker rewritten in the signer's cache never runs: the person unlocks with the built one", async ({
  page,
  context,
}) => {
  // The attack of issue 41 (item 3): the cached vault worker replaced, waiting for the next unlock's password.
  const workerFile = readdirSync(join(signerBuilt, 'assets')).find((f) => /^vault\.worker-.*\.js$/.test(f))
  expect(workerFile).toBeDefined()
  await openWithWallet(page, freshWallet(), '/home')
  const frame = await signerFrame(page)
  expect(await swActive(frame)).toBe(true)
  const worker = `${signerOrigin(new URL(page.url()), '')}/assets/${workerFile}`
  // It would leave a mark of its own in the signer's storage, where the test can see it.
  expect(await rewriteCached(frame, worker, "caches.open('pwned-by-worker')")).toBeGreaterThan(0)
  await page.close()

  const next = await context.newPage()
  await next.goto('/home')
  await new UnlockPage(next).unlock(homePassword)
  await next.waitForURL(/\/home$/)
  const nextFrame = await signerFrame(next)
  expect(await nextFrame.evaluate(() => caches.keys())).not.toContain('pwned-by-worker')
  expect(await cachedTexts(nextFrame, worker)).toEqual([
    readFileSync(join(signerBuilt, 'assets', workerFile ?? ''), 'utf8'),
  ])
})
