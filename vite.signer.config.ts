import { resolve } from 'node:path'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { chunkReportPlugin } from './scripts/chunkReport'
import { buildProfile } from './scripts/contentSecurityPolicy'
import { builtDirectory, integrityTransform } from './scripts/precacheIntegrity'
import { devnetManifest, originDefines, signerHostFiles, signerServerHeaders } from './scripts/signerBuild'
import { SIGNER_PORT_OFFSET } from './src/domain/signer/origins'

/**
 * The signer's page (src/signer, DESIGN.md §3): its own origin, its own build. `vite build` of the app builds
 * it too, into the app's outDir + `-signer` (vite.config.ts); `npm start` and the end-to-end set-up serve it on
 * the app's port + 100.
 */
export default defineConfig(({ mode }) => {
  const profile = buildProfile(process.env, mode)
  const builtDir = builtDirectory()
  // Beside an app on PORT (5173 in dev, 4173 in preview), unless SIGNER_PORT says otherwise.
  const beside = (appPort: number) => Number(process.env.SIGNER_PORT ?? appPort + SIGNER_PORT_OFFSET)
  return {
    root: resolve(import.meta.dirname, 'src/signer'),
    envDir: import.meta.dirname,
    // `npm start` runs this server beside the app's: with the one cache both would use (node_modules/.vite), the
    // signer's optimising of its own dependencies replaced the app's, whose next lazy screen then failed to load
    // ("Failed to fetch dynamically imported module", on the first import of a wallet).
    cacheDir: resolve(import.meta.dirname, 'node_modules/.vite-signer'),
    // The key worker's dependencies (@noble, @scure) are optimised before the first page, not found when the
    // worker first loads: found then, they reloaded the signer's frames in the middle of a create or an import.
    optimizeDeps: { entries: ['index.html', '../workers/vault.worker.ts'] },
    publicDir: false,
    define: {
      'import.meta.env.VITE_BILLETERA_PROFILE': JSON.stringify(profile),
      ...originDefines(),
    },
    plugins: [
      ...(profile === 'devnet' ? [devnetManifest()] : []),
      signerServerHeaders(),
      signerHostFiles(profile),
      chunkReportPlugin(import.meta.dirname),
      // Offline too: the signer's page and its key worker are precached by a service worker of its own
      // origin (src/signer/main.ts registers it), as the app's are by the app's, and checked against the
      // SHA-256 built into its sw.js before being served (src/serviceWorker/checkedPrecache.ts). Nothing on
      // the signer's page waits for a person: a new version serves from the next load on.
      builtDir.plugin,
      VitePWA({
        injectRegister: false,
        manifest: false,
        strategies: 'injectManifest',
        srcDir: resolve(import.meta.dirname, 'src/serviceWorker/signer'),
        filename: 'sw.ts',
        injectManifest: {
          // The unlock screen's style sheet too: the signer draws it offline as well.
          globPatterns: ['**/*.{js,css,html}'],
          rollupFormat: 'iife',
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          manifestTransforms: [integrityTransform(builtDir.outDir)],
        },
      }),
    ],
    server: {
      host: '127.0.0.1',
      port: beside(Number(process.env.PORT ?? 5173)),
      strictPort: true,
      fs: { allow: [import.meta.dirname] },
    },
    preview: {
      host: '127.0.0.1',
      port: beside(Number(process.env.PORT ?? 4173)),
      strictPort: true,
    },
    worker: { format: 'es' as const },
    build: {
      outDir: resolve(import.meta.dirname, 'dist-signer'),
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 1200,
      modulePreload: { polyfill: false },
    },
  }
})
