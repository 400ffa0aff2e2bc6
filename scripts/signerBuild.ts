import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Connect, Plugin } from 'vite'
import type { BuildProfile } from './contentSecurityPolicy'

/**
 * The two origins a build names (src/signer/origins.ts): `BILLETERA_APP_ORIGIN` and `BILLETERA_SIGNER_ORIGIN`,
 * written into both bundles. Unset, each side finds the other by the loopback rule (the app's port + 100).
 */
export function namedOrigins(env: Record<string, string | undefined> = process.env) {
  const clean = (value: string | undefined) => (value ? new URL(value).origin : '')
  return { app: clean(env.BILLETERA_APP_ORIGIN), signer: clean(env.BILLETERA_SIGNER_ORIGIN) }
}

/** The `define`s of both builds that carry the named origins (empty strings: the loopback rule). */
export function originDefines(env: Record<string, string | undefined> = process.env) {
  const { app, signer } = namedOrigins(env)
  return {
    'import.meta.env.VITE_BILLETERA_APP_ORIGIN': JSON.stringify(app),
    'import.meta.env.VITE_BILLETERA_SIGNER_ORIGIN': JSON.stringify(signer),
  }
}

/** Where the app may frame the signer from: the named signer, else loopback (the rule's ports). */
export function frameSources(
  profile: BuildProfile,
  env: Record<string, string | undefined> = process.env,
): string {
  const { signer } = namedOrigins(env)
  if (signer) return signer
  return profile === 'mainnet' ? 'https: http:' : 'http://127.0.0.1:* http://localhost:*'
}

/**
 * The signer's own headers: who may frame it (the app's origin alone, `frame-ancestors`), and a policy that
 * runs only its own scripts and worker. `X-Frame-Options` is left out: it cannot name an origin.
 */
export function signerHeaders(app: string): Record<string, string> {
  return {
    'Content-Security-Policy': `frame-ancestors ${app}; script-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'`,
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Content-Type-Options': 'nosniff',
  }
}

/** The signer's page policy (a <meta> tag: everything but frame-ancestors, which only a header can carry). */
export function signerContentSecurityPolicy(profile: BuildProfile): string {
  // The worker reads the devnet's manifest from its own origin and asks a chain's node for Aave debts.
  const connect = profile === 'mainnet' ? "'self' https:" : "'self' http://127.0.0.1:* http://localhost:*"
  return [
    "default-src 'none'",
    "script-src 'self'",
    "worker-src 'self'",
    "style-src 'self'",
    `connect-src ${connect}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

/**
 * Serves the devnet manifest at /devnet-manifest.json in dev and preview. The manifest is written by the
 * devnet at start-up (a path given by BILLETERA_MANIFEST, else devnet/manifest.json), so a built page reads
 * the addresses of whichever devnet is running instead of baking them in. Both origins serve it: the app
 * reads it, and so does the key worker, from the signer's own origin.
 */
export function devnetManifest(): Plugin {
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    if (req.url?.split('?')[0] !== '/devnet-manifest.json') return next()
    const file = resolve(process.env.BILLETERA_MANIFEST ?? 'devnet/manifest.json')
    if (!existsSync(file)) {
      res.statusCode = 404
      res.end('{"error":"devnet not running"}')
      return
    }
    res.setHeader('content-type', 'application/json')
    res.setHeader('cache-control', 'no-store')
    res.end(readFileSync(file))
  }
  return {
    name: 'billetera-devnet-manifest',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  }
}

/** The app's origin a signer served on `port` answers: the named one, else the loopback rule's. */
export function appOriginForPort(
  port: number,
  env: Record<string, string | undefined> = process.env,
): string {
  return namedOrigins(env).app || `http://127.0.0.1:${port - 100}`
}

/**
 * The signer's headers on the dev and preview servers, for the port they listen on. A static host is given
 * the same in the build's `_headers` (written by {@link signerHostFiles}).
 */
export function signerServerHeaders(): Plugin {
  const use =
    (port: () => number): Connect.NextHandleFunction =>
    (_req, res, next) => {
      for (const [name, value] of Object.entries(signerHeaders(appOriginForPort(port()))))
        res.setHeader(name, value)
      next()
    }
  return {
    name: 'billetera-signer-headers',
    configureServer: (server) => void server.middlewares.use(use(() => server.config.server.port ?? 0)),
    configurePreviewServer: (server) =>
      void server.middlewares.use(use(() => server.config.preview.port ?? 0)),
  }
}

/**
 * The signer build's `_headers` (Netlify / Cloudflare Pages format) and its page policy. A release names the
 * app's origin (`BILLETERA_APP_ORIGIN`); a build that does not gets the loopback framers of a local run.
 */
export function signerHostFiles(profile: BuildProfile): Plugin {
  return {
    name: 'billetera-signer-host-files',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: signerContentSecurityPolicy(profile) },
          injectTo: 'head-prepend',
        },
      ],
    },
    generateBundle() {
      const app = namedOrigins().app || 'http://127.0.0.1:* http://localhost:*'
      const lines = [
        "# The signer's headers (src/signer): only the app's origin may frame it. Set BILLETERA_APP_ORIGIN at build.",
        '/*',
        ...Object.entries(signerHeaders(app)).map(([name, value]) => `  ${name}: ${value}`),
        '',
        '/assets/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '',
        '/index.html',
        '  Cache-Control: no-cache',
        '',
      ]
      this.emitFile({ type: 'asset', fileName: '_headers', source: lines.join('\n') })
    },
  }
}
