import type { Plugin } from 'vite'

/** Which chain profile a build runs, chosen like src/chain/loadProfile.ts does at run time. */
export type BuildProfile = 'mainnet' | 'devnet'

/**
 * The profile of a build: `mainnet` for `vite build --mode mainnet` (what `npm run build` runs) or with
 * `VITE_BILLETERA_PROFILE=mainnet`; otherwise `devnet` (`npm start`, `npx vite build`, the tests). vite.config.ts
 * writes the answer into the bundle as `import.meta.env.VITE_BILLETERA_PROFILE`, which loadProfile reads.
 */
export function buildProfile(env: Record<string, string | undefined>, mode?: string): BuildProfile {
  return mode === 'mainnet' || env.VITE_BILLETERA_PROFILE === 'mainnet' ? 'mainnet' : 'devnet'
}

/**
 * The page's Content-Security-Policy. No inline or eval'd script, no plugins, no <base>, forms only to
 * ourselves. Workers: the vault worker (same origin) and qr-scanner's decoder, which it starts from a
 * blob: URL. Connections: mainnet users add their own RPC endpoints, so any https/wss; the devnet build
 * talks only to loopback. frame-ancestors cannot be set in a meta tag: the host adds it as a header.
 */
export function contentSecurityPolicy(profile: BuildProfile, styleNonce?: string, frames?: string): string {
  const connect =
    profile === 'mainnet'
      ? "'self' https: wss:"
      : "'self' http://127.0.0.1:* http://localhost:* ws://127.0.0.1:* ws://localhost:*"
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Radix's scroll lock (react-remove-scroll) adds <style> elements while a dialog is open: they carry
    // this build's nonce (set with get-nonce in src/ui/app/styleNonce.ts); no other inline style runs.
    styleNonce ? `style-src 'self' 'nonce-${styleNonce}'` : "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "worker-src 'self' blob:",
    "media-src 'self' blob:",
    `connect-src ${connect}`,
    // The signer's frame (src/signer), on its own origin; nothing else is framed.
    `frame-src ${frames ?? "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
  ].join('; ')
}

/** Injects the CSP as the first tag of <head> in production builds; the dev server keeps its inline HMR. */
export function contentSecurityPolicyPlugin(
  profile: BuildProfile,
  styleNonce?: string,
  frames?: string,
): Plugin {
  return {
    name: 'billetera-content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: {
            'http-equiv': 'Content-Security-Policy',
            content: contentSecurityPolicy(profile, styleNonce, frames),
          },
          injectTo: 'head-prepend',
        },
      ],
    },
  }
}
