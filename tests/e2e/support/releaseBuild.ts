import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, resolve } from 'node:path'
import { headersFor, parseHostHeaders } from '../../../scripts/hostHeaders'
import { SIGNER_PORT_OFFSET } from '../../../src/domain/signer/origins'

/** Where the release test builds the mainnet app: apart from dist/, which the rest of the suite serves. */
export const releaseDir = resolve('.cache/release-dist')

/** Builds the app as `npm run build` does (mode mainnet), into {@link releaseDir}. */
export function buildMainnet(): void {
  const vite = resolve('node_modules/vite/bin/vite.js')
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--mode', 'mainnet', '--logLevel', 'error', '--outDir', releaseDir, '--emptyOutDir'],
    { encoding: 'utf8', env: { ...process.env, VITE_BILLETERA_PROFILE: '' } },
  )
  if (result.status !== 0) throw new Error(`mainnet build failed: ${result.stderr}`)
}

/** Every file of the build with its text (binary files as latin1, enough to search for ASCII). */
export function builtFiles(dir = releaseDir): { path: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => ({ path, text: readFileSync(path, 'latin1') }))
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
}

/**
 * Serves a build as a plain static host does: files as they are, index.html for every other path, and the
 * headers of the build's own `_headers`. Listens on a free loopback port; resolves to its origin.
 */
export async function serveStatic(dir = releaseDir, port = 0): Promise<{ origin: string; server: Server }> {
  const rules = parseHostHeaders(readFileSync(join(dir, '_headers'), 'utf8'))
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname)
    let file = join(dir, path)
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dir, 'index.html')
    const served = file === join(dir, 'index.html') ? '/index.html' : path
    for (const [name, value] of Object.entries(headersFor(rules, served))) res.setHeader(name, value)
    res.setHeader('content-type', types[extname(file)] ?? 'application/octet-stream')
    res.end(readFileSync(file))
  })
  await new Promise<void>((ok, fail) => {
    server.once('error', fail)
    server.listen(port, '127.0.0.1', ok)
  })
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

/**
 * Serves a build and its signer (the build's directory + `-signer`, src/signer) as two static hosts: the app on
 * a free loopback port, the signer on that port + 100 (the rule of a build that names no origin). Tries other
 * ports while the second one is taken.
 */
export async function serveWithSigner(
  dir = releaseDir,
): Promise<{ origin: string; signer: string; close: () => void }> {
  for (let attempt = 1; ; attempt++) {
    const app = await serveStatic(dir)
    const port = Number(new URL(app.origin).port) + SIGNER_PORT_OFFSET
    try {
      const signer = await serveStatic(`${dir}-signer`, port)
      return {
        origin: app.origin,
        signer: signer.origin,
        close: () => {
          app.server.close()
          signer.server.close()
        },
      }
    } catch (error) {
      app.server.close()
      if (attempt >= 5) throw error
    }
  }
}
