import { readFileSync } from 'node:fs'
import { test as base, expect } from '@playwright/test'
import { headersFor, parseHostHeaders } from '../../scripts/hostHeaders'
import { mainnetProfile } from '../../src/chain/profile'
import { networkIds, networks } from '../../src/domain/catalogue/networks'
import { uniswapV3, wrappedNative } from '../../src/domain/catalogue/swapVenues'
import { storeLockedWallet, testPassword } from './fixtures/storedWallet'
import { e2eManifestPath } from './globalSetup'
import { HomePage } from './pages/HomePage'
import { UnlockPage } from './pages/UnlockPage'
import { buildMainnet, builtFiles, serveWithSigner } from './support/releaseBuild'

/** The mainnet app, built once for this file and served as a static host would, headers included. */
const test = base.extend<object, { release: string }>({
  release: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      buildMainnet()
      const served = await serveWithSigner()
      signerOfRelease = served.signer
      await use(served.origin)
      served.close()
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ release }, use) => use(release),
})

/** The release's signer (src/signer), served beside it on its port + 100. */
let signerOfRelease = ''

const loopback = /(?:https?|wss?):\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)(?::[\d*]+|\/)/i
/** Keys of the providers the app knows, as they would look pasted into a URL or a header. */
const providerKey = [
  /infura\.io\/v3\/[0-9a-f]{32}/i,
  /g\.alchemy\.com\/v2\/[\w-]{20,}/i,
  /rpc\.ankr\.com\/[a-z_]+\/[0-9a-f]{64}/i,
  /apikey=[A-Z0-9]{34}/i,
  /X-CMC_PRO_API_KEY["'`]?\s*[:=,]\s*["'`][0-9a-f-]{36}/i,
]

test('the mainnet build holds no loopback endpoint, no devnet address and no provider key', ({ release }) => {
  expect(release).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  const files = builtFiles()
  expect(files.map((f) => f.path.split('/').pop())).not.toContain('devnet-manifest.json')
  // The mainnet profile and the swap venues of the catalogue (Uniswap v3 and each network's wrapped coin, which
  // the devnet deploys at the same addresses).
  const canonical = JSON.stringify(
    [mainnetProfile({ keys: {}, userRpcUrls: {} }), uniswapV3, wrappedNative],
    (_k, v) => (typeof v === 'bigint' ? String(v) : v),
  ).toLowerCase()
  // The devnet's own contracts (price feeds, test vaults…); the ones it deploys at mainnet addresses are canonical.
  const manifest = readFileSync(e2eManifestPath, 'utf8')
  const devnetOnly = [...new Set(manifest.toLowerCase().match(/0x[0-9a-f]{40}/g) ?? [])].filter(
    (a) => !canonical.includes(a),
  )
  expect(devnetOnly.length).toBeGreaterThan(0)
  for (const { path, text } of files) {
    expect(text.match(loopback)?.[0], path).toBeUndefined()
    expect(text, path).not.toContain('devnet-manifest')
    const lower = text.toLowerCase()
    expect(
      devnetOnly.filter((a) => lower.includes(a)),
      path,
    ).toEqual([])
    for (const key of providerKey) expect(text.match(key)?.[0], path).toBeUndefined()
  }
  const publicFirst = networks.ethereum.publicRpcUrls[0] as string
  expect(files.some((f) => f.text.includes(publicFirst))).toBe(true)
})

test('with every remote endpoint blocked it starts and says it cannot reach the network', async ({
  page,
  release,
}) => {
  const blocked = new Set<string>()
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.origin === release || url.origin === signerOfRelease) return route.continue()
    blocked.add(url.origin)
    return route.abort('internetdisconnected')
  })
  const response = await page.goto('/welcome')
  const headers = headersFor(parseHostHeaders(readFileSync('public/_headers', 'utf8')), '/index.html')
  expect(response?.headers()['content-security-policy']).toBe(headers['Content-Security-Policy'])
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await storeLockedWallet(page)
  await page.goto('/home')
  await new UnlockPage(page).unlock(testPassword)
  await page.waitForURL(/\/home$/)
  const home = new HomePage(page)
  await expect(
    page.getByRole('alert').filter({ hasText: 'No se pudieron obtener los saldos en este momento.' }),
  ).toBeVisible({
    timeout: 30_000,
  })
  await expect(home.heading()).toBeVisible()
  // It tried the public endpoints of every network (and nothing on loopback but itself).
  for (const id of networkIds)
    expect([...blocked]).toContain(new URL(networks[id].publicRpcUrls[0] as string).origin)
})
