import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import type { VitePWAOptions } from 'vite-plugin-pwa'

type ManifestTransform = NonNullable<
  NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']
>[number]

/** A file's SHA-256 as subresource integrity (`sha256-` and base64), the form `fetch`'s `integrity` takes. */
export function sha256Integrity(bytes: Uint8Array): string {
  return `sha256-${createHash('sha256').update(bytes).digest('base64')}`
}

/**
 * The precache manifest each origin's `sw.js` carries (src/serviceWorker/checkedPrecache.ts): every precached
 * file's URL with the SHA-256 of its bytes as built, read from the build's output directory. The service worker
 * checks each cached file against it before serving it (issue 41). A file that cannot be read fails the build:
 * a manifest entry without its hash would be a file served unchecked.
 */
export function integrityTransform(outDir: () => string): ManifestTransform {
  return (entries) => ({
    manifest: entries.map(({ url, size }) => {
      const path = resolve(outDir(), decodeURIComponent(url.split(/[?#]/)[0] ?? url))
      if (!path.startsWith(resolve(outDir()))) throw new Error(`precache entry outside the build: ${url}`)
      return { url, revision: null, size, integrity: sha256Integrity(readFileSync(path)) }
    }),
    warnings: [],
  })
}

/**
 * The output directory of the build a plugin list is part of, for {@link integrityTransform} (the `--outDir`
 * of a test build is only known once the configuration is resolved).
 */
export function builtDirectory(): { plugin: Plugin; outDir: () => string } {
  let outDir = ''
  return {
    plugin: {
      name: 'billetera-built-directory',
      apply: 'build',
      configResolved(config) {
        outDir = resolve(config.root, config.build.outDir)
      },
    },
    outDir: () => {
      if (!outDir) throw new Error('the build directory is not known yet')
      return outDir
    },
  }
}
