/**
 * The service worker of each origin (the app's and the signer's, DESIGN.md §3; issue 41, docs/signer-plan.md
 * step 6). It keeps the origin's own built files for offline use, and it checks every one of them before serving
 * it: its `sw.js` carries, built in, the SHA-256 of every precached file (scripts/precacheIntegrity.ts). A page
 * script can rewrite Cache Storage; a cached file whose bytes no longer match is deleted and fetched again, and
 * what comes back is checked too (the fetch's `integrity`, then the hash again) before it is kept. If the network
 * cannot be reached or still gives other bytes, the request gets an error, never the rewritten bytes. Nothing
 * outside the manifest is ever answered from the cache. No dependency: the whole worker is this file.
 */

/** One precached file: its path relative to the worker and its hash as subresource integrity (`sha256-…`). */
export interface CheckedEntry {
  url: string
  integrity?: string
}

export interface CheckedPrecacheOptions {
  /** A new version waits for the page's `SKIP_WAITING` (the app's Update button); else it takes over at once. */
  waitForUpdate: boolean
}

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: readonly CheckedEntry[] }

const PREFIX = 'billetera-precache-'

/** The hash of some bytes in the manifest's form. */
async function integrityOf(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return `sha256-${btoa(String.fromCharCode(...digest))}`
}

/** Whether a response's body is exactly the file the manifest names (read from a clone: the body stays unread). */
async function holds(response: Response, integrity: string): Promise<boolean> {
  return (await integrityOf(await response.clone().arrayBuffer())) === integrity
}

/**
 * The file from the network, checked: the browser checks `integrity` itself, and so does this worker again
 * before anything is kept. A redirected answer (a host's clean URLs) is copied, as a navigation may not be
 * answered with one. Throws on a network error, an error status or other bytes.
 */
async function fetchChecked(url: string, integrity: string): Promise<Response> {
  const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin', integrity })
  if (!response.ok) throw new Error(`precache: ${response.status} for ${url}`)
  if (!(await holds(response, integrity))) throw new Error(`precache: other bytes for ${url}`)
  if (!response.redirected) return response
  const { status, statusText, headers } = response
  return new Response(await response.blob(), { status, statusText, headers })
}

export function startCheckedPrecache({ waitForUpdate }: CheckedPrecacheOptions): void {
  // Absolute URL → expected hash, for exactly the files this version was built with.
  const expected = new Map<string, string>()
  // An entry without a hash (the web app manifest as vite-plugin-pwa adds it again, beside the hashed one of
  // the build's globs) is never precached: it goes to the network like any other request.
  for (const { url, integrity } of self.__WB_MANIFEST)
    if (integrity) expected.set(new URL(url, self.location.href).href, integrity)
  const index = new URL('index.html', self.location.href).href
  // The devnet's manifest is never answered with index.html (a mainnet build does not name it at all).
  const devnetManifest =
    import.meta.env.VITE_BILLETERA_PROFILE === 'mainnet'
      ? undefined
      : new URL('devnet-manifest.json', self.location.href).pathname

  // Each version keeps its files in a cache named after its manifest: a version waiting for Update never
  // changes the files the running one serves (and checks against its own hashes).
  let named: Promise<string> | undefined
  const cacheName = () => {
    named ??= integrityOf(new TextEncoder().encode(JSON.stringify([...expected])).buffer).then(
      (hash) => `${PREFIX}${hash.slice(7, 23).replace(/[+/=]/g, '_')}`,
    )
    return named
  }

  self.addEventListener('install', (event) => {
    event.waitUntil(
      (async () => {
        const cache = await caches.open(await cacheName())
        await Promise.all(
          [...expected].map(async ([url, integrity]) => {
            // A file the previous version already holds, with the right bytes, is not downloaded again.
            const held = await caches.match(url)
            if (held && (await holds(held, integrity))) return cache.put(url, held)
            return cache.put(url, await fetchChecked(url, integrity))
          }),
        )
        if (!waitForUpdate) await self.skipWaiting()
      })(),
    )
  })

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        const current = await cacheName()
        // Every other cache of the origin: older versions, and the precache of the worker before this one.
        for (const name of await caches.keys()) if (name !== current) await caches.delete(name)
        if (!waitForUpdate) await self.clients.claim()
      })(),
    )
  })

  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
  })

  /** A precached file: from the cache if its bytes are the built ones, else from the network, checked. */
  const serve = async (url: string, integrity: string): Promise<Response> => {
    try {
      const cache = await caches.open(await cacheName())
      const cached = await cache.match(url)
      if (cached && (await holds(cached, integrity))) return cached
      if (cached) await cache.delete(url)
      const fresh = await fetchChecked(url, integrity)
      await cache.put(url, fresh.clone())
      return fresh
    } catch {
      return Response.error()
    }
  }

  self.addEventListener('fetch', (event) => {
    const { request } = event
    if (request.method !== 'GET') return
    const url = new URL(request.url)
    if (url.origin !== self.location.origin) return
    url.search = ''
    url.hash = ''
    let file = url.href
    // Every screen opens offline: a navigation gets index.html (never in place of the devnet's manifest).
    if (!expected.has(file) && request.mode === 'navigate' && url.pathname !== devnetManifest) file = index
    const integrity = expected.get(file)
    // Anything else goes to the network as if there were no worker: no cache answers it.
    if (integrity === undefined) return
    event.respondWith(serve(file, integrity))
  })
}
