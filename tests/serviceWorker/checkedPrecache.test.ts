import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sha256Integrity } from '../../scripts/precacheIntegrity'
import { startCheckedPrecache } from '../../src/serviceWorker/checkedPrecache'

// The service worker of each origin (issue 41 step 6), run in node against a fake Cache Storage and network: what
// it keeps, what it serves, and what it refuses. tests/e2e/cachedCode.spec.ts runs the built one in Chromium.

const ORIGIN = 'http://127.0.0.1:4173'
const bytes = (text: string) => new TextEncoder().encode(text)
const built: Record<string, string> = {
  'index.html': '<!doctype html><script type="module" src="/assets/index-AbCd1234.js"></script>',
  'assets/index-AbCd1234.js': 'console.log("the app")',
  'assets/welcome-EfGh5678.js': 'console.log("welcome")',
}
const HOSTILE = 'window.__pwned = 1'

/** A Cache Storage of plain maps: what a page script can write, and what the worker reads. */
class FakeCache {
  readonly entries = new Map<string, { body: ArrayBuffer; type: string }>()
  async match(key: string) {
    const hit = this.entries.get(key)
    return hit && new Response(hit.body.slice(0), { headers: { 'content-type': hit.type } })
  }
  async put(key: string, response: Response) {
    const type = response.headers.get('content-type') ?? ''
    this.entries.set(key, { body: await response.arrayBuffer(), type })
  }
  async delete(key: string) {
    return this.entries.delete(key)
  }
}

class FakeCaches {
  readonly named = new Map<string, FakeCache>()
  async open(name: string) {
    const cache = this.named.get(name) ?? new FakeCache()
    this.named.set(name, cache)
    return cache
  }
  async keys() {
    return [...this.named.keys()]
  }
  async delete(name: string) {
    return this.named.delete(name)
  }
  async match(key: string) {
    for (const cache of this.named.values()) {
      const hit = await cache.match(key)
      if (hit) return hit
    }
    return undefined
  }
  /** What every cache holds for a URL, as text. */
  async texts(url: string) {
    const found: string[] = []
    for (const cache of this.named.values()) {
      const hit = await cache.match(url)
      if (hit) found.push(await hit.text())
    }
    return found
  }
}

type Listener = (event: unknown) => void
let listeners: Record<string, Listener>
let store: FakeCaches
let network: Map<string, string>
let fetched: { url: string; integrity: string | undefined }[]
let online: boolean
let skipWaiting: ReturnType<typeof vi.fn>
let claim: ReturnType<typeof vi.fn>

function start(waitForUpdate: boolean, manifest = Object.keys(built)) {
  listeners = {}
  skipWaiting = vi.fn(async () => {})
  claim = vi.fn(async () => {})
  vi.stubGlobal('self', {
    location: { href: `${ORIGIN}/sw.js`, origin: ORIGIN },
    __WB_MANIFEST: [
      ...manifest.map((url) => ({ url, integrity: sha256Integrity(bytes(built[url] ?? '')) })),
      // vite-plugin-pwa's own copy of an entry, without a hash: never precached.
      { url: 'manifest.webmanifest', revision: 'abc' },
    ],
    addEventListener: (type: string, listener: Listener) => {
      listeners[type] = listener
    },
    skipWaiting,
    clients: { claim },
  })
  startCheckedPrecache({ waitForUpdate })
}

/** Runs an install or activate event to its end. */
async function lifecycle(type: 'install' | 'activate') {
  const waits: Promise<unknown>[] = []
  listeners[type]?.({ waitUntil: (promise: Promise<unknown>) => waits.push(promise) })
  await Promise.all(waits)
}

/** A request through the worker: its answer, or `undefined` where it leaves the request to the network. */
async function request(path: string, mode: 'navigate' | 'cors' = 'cors') {
  let answer: Promise<Response> | undefined
  listeners.fetch?.({
    request: { method: 'GET', url: `${ORIGIN}${path}`, mode },
    respondWith: (response: Promise<Response>) => {
      answer = response
    },
  })
  return answer && (await answer)
}

const cacheNames = () => store.keys()

beforeEach(() => {
  store = new FakeCaches()
  network = new Map(Object.entries(built).map(([path, text]) => [`${ORIGIN}/${path}`, text]))
  fetched = []
  online = true
  vi.stubGlobal('caches', store)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      fetched.push({ url, integrity: init.integrity })
      if (!online) throw new TypeError('Failed to fetch')
      const text = network.get(url)
      return text === undefined
        ? new Response('not found', { status: 404 })
        : new Response(text, { headers: { 'content-type': 'text/javascript' } })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('install and update', () => {
  it('keeps every hashed file, fetched with its integrity, in a cache of its own version; nothing unhashed', async () => {
    start(true)
    await lifecycle('install')
    expect(fetched.map((f) => f.url).sort()).toEqual(
      Object.keys(built)
        .map((p) => `${ORIGIN}/${p}`)
        .sort(),
    )
    expect(fetched.every((f) => f.integrity?.startsWith('sha256-'))).toBe(true)
    const names = await cacheNames()
    expect(names).toHaveLength(1)
    expect(names[0]).toMatch(/^billetera-precache-/)
    expect(await store.texts(`${ORIGIN}/assets/index-AbCd1234.js`)).toEqual([
      built['assets/index-AbCd1234.js'],
    ])
    // The app's version waits for Update; the signer's takes over at once.
    expect(skipWaiting).not.toHaveBeenCalled()
  })

  it('fails to install when the network gives other bytes than the build (never keeps them)', async () => {
    network.set(`${ORIGIN}/assets/welcome-EfGh5678.js`, HOSTILE)
    start(true)
    await expect(lifecycle('install')).rejects.toThrow(/other bytes/)
  })

  it("reuses an older version's file only when its bytes are the built ones", async () => {
    const old = await store.open('workbox-precache-v2-old')
    await old.put(`${ORIGIN}/assets/index-AbCd1234.js`, new Response(built['assets/index-AbCd1234.js']))
    await old.put(`${ORIGIN}/assets/welcome-EfGh5678.js`, new Response(HOSTILE))
    start(true)
    await lifecycle('install')
    expect(fetched.map((f) => f.url)).not.toContain(`${ORIGIN}/assets/index-AbCd1234.js`)
    expect(fetched.map((f) => f.url)).toContain(`${ORIGIN}/assets/welcome-EfGh5678.js`)
    await lifecycle('activate')
    // Every other cache is gone once this version is in charge.
    expect(await cacheNames()).toHaveLength(1)
    expect(await store.texts(`${ORIGIN}/assets/welcome-EfGh5678.js`)).toEqual([
      built['assets/welcome-EfGh5678.js'],
    ])
  })

  it("takes over on the page's SKIP_WAITING (the app's Update), and at once for the signer", async () => {
    start(true)
    listeners.message?.({ data: { type: 'SKIP_WAITING' } })
    expect(skipWaiting).toHaveBeenCalledTimes(1)
    start(false)
    await lifecycle('install')
    await lifecycle('activate')
    expect(skipWaiting).toHaveBeenCalledTimes(1)
    expect(claim).toHaveBeenCalledTimes(1)
  })
})

describe('serving', () => {
  beforeEach(async () => {
    start(true)
    await lifecycle('install')
    await lifecycle('activate')
    fetched = []
  })

  /** What a page script does: other bytes over a cached file, in every cache that holds it. */
  async function rewrite(path: string, text: string) {
    for (const cache of store.named.values())
      if (await cache.match(`${ORIGIN}/${path}`)) await cache.put(`${ORIGIN}/${path}`, new Response(text))
  }

  it('serves a cached file whose bytes are the built ones, without the network', async () => {
    const answer = await request('/assets/index-AbCd1234.js')
    expect(await answer?.text()).toBe(built['assets/index-AbCd1234.js'])
    expect(fetched).toEqual([])
  })

  it('throws a rewritten file away, fetches it with its integrity and keeps the checked bytes', async () => {
    await rewrite('assets/index-AbCd1234.js', HOSTILE)
    const answer = await request('/assets/index-AbCd1234.js')
    expect(await answer?.text()).toBe(built['assets/index-AbCd1234.js'])
    expect(fetched).toEqual([
      {
        url: `${ORIGIN}/assets/index-AbCd1234.js`,
        integrity: sha256Integrity(bytes(built['assets/index-AbCd1234.js'] ?? '')),
      },
    ])
    expect(await store.texts(`${ORIGIN}/assets/index-AbCd1234.js`)).toEqual([
      built['assets/index-AbCd1234.js'],
    ])
  })

  it('answers with an error offline, never the rewritten bytes, and leaves them in no cache', async () => {
    await rewrite('assets/index-AbCd1234.js', HOSTILE)
    online = false
    const answer = await request('/assets/index-AbCd1234.js')
    expect(answer?.type).toBe('error')
    expect(await store.texts(`${ORIGIN}/assets/index-AbCd1234.js`)).toEqual([])
  })

  it('answers with an error when the network too gives other bytes (a browser that ignored integrity)', async () => {
    await rewrite('assets/index-AbCd1234.js', HOSTILE)
    network.set(`${ORIGIN}/assets/index-AbCd1234.js`, HOSTILE)
    const answer = await request('/assets/index-AbCd1234.js')
    expect(answer?.type).toBe('error')
    expect(await store.texts(`${ORIGIN}/assets/index-AbCd1234.js`)).toEqual([])
  })

  it('checks index.html too: every navigation gets the built one', async () => {
    expect(await (await request('/home', 'navigate'))?.text()).toBe(built['index.html'])
    await rewrite('index.html', '<script>window.__pwned = 1</script>')
    expect(await (await request('/unlock?x=1', 'navigate'))?.text()).toBe(built['index.html'])
  })

  it('answers nothing outside the manifest from the cache, even a file planted there', async () => {
    const cache = await store.open((await cacheNames())[0] ?? '')
    await cache.put(`${ORIGIN}/assets/planted.js`, new Response(HOSTILE))
    await cache.put(`${ORIGIN}/manifest.webmanifest`, new Response(HOSTILE))
    expect(await request('/assets/planted.js')).toBeUndefined()
    expect(await request('/manifest.webmanifest')).toBeUndefined()
    // Nor the devnet's manifest as a page, and nothing of another origin.
    expect(await request('/devnet-manifest.json', 'navigate')).toBeUndefined()
    let answered = false
    listeners.fetch?.({
      request: { method: 'GET', url: 'http://127.0.0.1:4273/assets/index-AbCd1234.js', mode: 'cors' },
      respondWith: () => {
        answered = true
      },
    })
    expect(answered).toBe(false)
  })
})
