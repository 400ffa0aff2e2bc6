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
  '/worldbank/v2/country/ARG/indicator/FP.CPI.TOTL.ZG': 'worldbank-cpi-arg.json',
}

/** The APIs served, by the first segment of their paths: what a fault names. */
export const WEB_APIS = /** @type {const} */ (['argentinadatos', 'defillama', 'worldbank'])

/**
 * @typedef {'down' | 'malformed'} Fault down: HTTP 503; malformed: HTTP 200 with JSON of another shape
 * @typedef {Partial<Record<(typeof WEB_APIS)[number], Fault>>} Faults
 */

/** @param {unknown} value @returns {Faults} */
function toFaults(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new TypeError('faults: an object')
  /** @type {Faults} */
  const faults = {}
  for (const [api, fault] of Object.entries(value)) {
    if (!WEB_APIS.includes(/** @type {never} */ (api))) throw new TypeError(`faults: unknown API ${api}`)
    if (fault !== 'down' && fault !== 'malformed') throw new TypeError(`faults: unknown fault ${fault}`)
    faults[/** @type {(typeof WEB_APIS)[number]} */ (api)] = fault
  }
  return faults
}

/**
 * Serves the recorded responses of the public web APIs the app reads (ArgentinaDatos inflation and dólar
 * quotes, the World Bank's CPI indicator for Argentina, DefiLlama yields) on loopback, with CORS open, so
 * `npm start` runs the whole inflation and yield path offline. The app finds the base URLs in the manifest's
 * `webApis`.
 *
 * Tests make an API fail with `setFaults({ argentinadatos: 'down' })`, or from another process with
 * `POST /__faults` and that JSON body (`{}` clears; `GET /__faults` reads them). That switch carries no CORS
 * header and needs a JSON content type, so a web page (which would have to pass a CORS preflight) can never
 * reach it: only a test or a person with a terminal on this machine.
 * @param {{ host?: string, port?: number }} [opts] port 0 (default): any free port
 * @returns {Promise<{ url: string, webApis: { argentinaDatos: string, defiLlamaYields: string, worldBank: string }, setFaults: (faults: Faults) => void, stop: () => Promise<void> }>}
 */
export async function startWebApis({ host = '127.0.0.1', port = 0 } = {}) {
  const sockets = new Set()
  /** @type {Faults} */
  let faults = {}
  const json = (res, status, body) => {
    res.statusCode = status
    res.setHeader('content-type', 'application/json')
    res.setHeader('cache-control', 'no-store')
    res.end(typeof body === 'string' ? body : JSON.stringify(body))
  }
  const server = createServer((req, res) => {
    const [rawPath, query = ''] = (req.url ?? '').split('?')
    const path = rawPath.replace(/\/+$/, '')
    if (path === '/__faults') {
      if (req.method === 'GET') return json(res, 200, faults)
      if (req.method !== 'POST' || !String(req.headers['content-type']).startsWith('application/json'))
        return json(res, 405, { error: 'POST application/json' })
      let body = ''
      req.on('data', (chunk) => {
        body += chunk
      })
      req.on('end', () => {
        try {
          faults = toFaults(JSON.parse(body || '{}'))
          json(res, 200, faults)
        } catch (error) {
          json(res, 400, { error: String(error) })
        }
      })
      return
    }
    res.setHeader('access-control-allow-origin', '*')
    const file = ROUTES[path]
    if (req.method !== 'GET' || !file) return json(res, 404, '{"error":"not recorded"}')
    const api = /** @type {(typeof WEB_APIS)[number]} */ (path.split('/')[1])
    if (faults[api] === 'down') return json(res, 503, { error: 'fault: down' })
    if (faults[api] === 'malformed') return json(res, 200, { unexpected: 'shape' })
    if (api === 'worldbank' && !new URLSearchParams(query).has('format', 'json')) {
      // The real API answers XML unless asked for JSON.
      res.setHeader('content-type', 'application/xml')
      res.end('<?xml version="1.0" encoding="utf-8"?><wb:data xmlns:wb="http://www.worldbank.org" />')
      return
    }
    json(res, 200, readFileSync(join(RECORDED, file), 'utf8'))
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
    webApis: {
      argentinaDatos: `${url}/argentinadatos`,
      defiLlamaYields: `${url}/defillama`,
      worldBank: `${url}/worldbank`,
    },
    setFaults: (next) => {
      faults = toFaults(next)
    },
    stop: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve(undefined))
      }),
  }
}
