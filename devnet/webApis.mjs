import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const RECORDED = join(dirname(fileURLToPath(import.meta.url)), 'recorded')

/** Request path (after the API's prefix) → recorded file, in the real APIs' path shapes. */
const ROUTES = {
  '/argentinadatos/v1/finanzas/indices/inflacion': 'inflacion.json',
  '/argentinadatos/v1/finanzas/indices/inflacionInteranual': 'inflacionInteranual.json',
  '/argentinadatos/v1/cotizaciones/dolares/cripto': 'dolares-cripto.json',
  '/argentinadatos/v1/cotizaciones/dolares/bolsa': 'dolares-bolsa.json',
  '/argentinadatos/v1/cotizaciones/dolares/oficial': 'dolares-oficial.json',
  '/argentinadatos/v1/cotizaciones/dolares/blue': 'dolares-blue.json',
  '/defillama/pools': 'defillama-pools.json',
}

/**
 * Serves the recorded responses of the public web APIs the app reads (ArgentinaDatos inflation and dólar
 * quotes, DefiLlama yields) on loopback, with CORS open, so `npm start` runs the whole inflation and yield
 * path offline. The app finds the base URLs in the manifest's `webApis`.
 * @param {{ host?: string, port?: number }} [opts] port 0 (default): any free port
 * @returns {Promise<{ url: string, webApis: { argentinaDatos: string, defiLlamaYields: string }, stop: () => Promise<void> }>}
 */
export async function startWebApis({ host = '127.0.0.1', port = 0 } = {}) {
  const sockets = new Set()
  const server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*')
    const path = (req.url ?? '').split('?')[0].replace(/\/+$/, '')
    const file = ROUTES[path]
    if (req.method !== 'GET' || !file) {
      res.statusCode = 404
      res.setHeader('content-type', 'application/json')
      res.end('{"error":"not recorded"}')
      return
    }
    res.setHeader('content-type', 'application/json')
    res.setHeader('cache-control', 'no-store')
    res.end(readFileSync(join(RECORDED, file)))
  })
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  const url = `http://${host}:${address.port}`
  return {
    url,
    webApis: { argentinaDatos: `${url}/argentinadatos`, defiLlamaYields: `${url}/defillama` },
    stop: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve(undefined))
      }),
  }
}
