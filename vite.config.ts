/// <reference types="vitest/config" />

import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import type { LogLevel, Plugin } from 'vite'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { bootShellPlugin, preloadBootPlugin } from './scripts/bootShell'
import { chromiumArgs, headlessShellPath } from './scripts/chromium'
import { chunkReportPlugin } from './scripts/chunkReport'
import { buildProfile, contentSecurityPolicyPlugin } from './scripts/contentSecurityPolicy'
import { securityHeaders } from './scripts/hostHeaders'
import { builtDirectory, integrityTransform } from './scripts/precacheIntegrity'
import { devnetManifest, frameSources, originDefines } from './scripts/signerBuild'
import { startChunkName } from './scripts/startChunk'
import { webAppManifest } from './scripts/webAppManifest'

// Tests run in the users' zone (DESIGN §2): a date the app shows is the one a person in Buenos Aires sees,
// whose "today" changes three hours before UTC's. Set before vitest starts its workers, which inherit it.
if (process.env.VITEST) process.env.TZ = process.env.BILLETERA_TEST_TZ ?? 'America/Argentina/Buenos_Aires'

/**
 * Instants the unit and machine tests also run at (Buenos Aires time): the last second of a year, a leap
 * day's evening (already 1 March in UTC), and a year after the day the suite runs.
 */
const awkwardInstants = [
  '2026-12-31T23:59:59.500-03:00',
  '2028-02-29T22:30:00-03:00',
  new Date(Date.now() + 365 * 86_400_000).toISOString(),
]

/**
 * Builds the signer's page (vite.signer.config.ts) after the app, into the app's outDir + `-signer` (dist-signer
 * beside dist): one `vite build` makes both origins' files, in the same mode.
 */
function signerBuild(mode: string): Plugin {
  let outDir = ''
  let logLevel: LogLevel = 'info'
  return {
    name: 'billetera-signer-build',
    apply: (_config, env) => env.command === 'build' && !env.isPreview && !process.env.VITEST,
    configResolved(config) {
      outDir = config.build.outDir
      logLevel = config.logLevel ?? 'info'
    },
    async closeBundle() {
      const { build } = await import('vite')
      await build({
        configFile: resolve('vite.signer.config.ts'),
        mode,
        logLevel,
        build: { outDir: `${resolve(outDir)}-signer`, emptyOutDir: true },
      })
    },
  }
}

/** A fresh nonce per build for the <style> elements Radix's scroll lock adds (see contentSecurityPolicy). */
const styleNonce = randomBytes(18).toString('base64')

export default defineConfig(({ command, mode }) => {
  const profile = buildProfile(process.env, mode)
  const builtDir = builtDirectory()
  return {
    define: {
      __STYLE_NONCE__: JSON.stringify(command === 'build' ? styleNonce : ''),
      // The one switch between the two apps, fixed at build time so the other profile's code is left out.
      'import.meta.env.VITE_BILLETERA_PROFILE': JSON.stringify(profile),
      // Where the signer lives (src/signer/origins.ts): named by a release, else the loopback rule.
      ...originDefines(),
    },
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
      react(),
      // The mainnet app has no devnet: nothing serves or asks for its manifest.
      ...(profile === 'devnet' ? [devnetManifest()] : []),
      contentSecurityPolicyPlugin(profile, styleNonce, frameSources(profile)),
      signerBuild(mode),
      // The first paint comes from index.html itself, before any JavaScript (scripts/bootShell.ts).
      bootShellPlugin(profile),
      preloadBootPlugin(),
      // The chunk graph the size budgets are checked on (tests/build/bundleBudget.test.ts).
      chunkReportPlugin(),
      // Installable and offline: the manifest, and a service worker that precaches the app's own files
      // only (never a JSON-RPC or API answer: no runtime caching at all), and checks each against the SHA-256
      // built into its sw.js before serving it (src/serviceWorker/checkedPrecache.ts, issue 41). A new version
      // waits until the user presses Update (src/machines/appUpdate/appUpdateMachine.ts);
      // src/machines/appUpdate/appUpdateActors.ts registers it.
      builtDir.plugin,
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        manifest: webAppManifest,
        // The public files and the icons are in the globs below, each with its hash: vite-plugin-pwa's own extra
        // entries (includeAssets, the manifest's icons, the manifest) would come without one.
        includeManifestIcons: false,
        strategies: 'injectManifest',
        srcDir: resolve(import.meta.dirname, 'src/serviceWorker/app'),
        filename: 'sw.ts',
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
          rollupFormat: 'iife',
          // The QR decoder is large, and must be there offline too.
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          manifestTransforms: [integrityTransform(builtDir.outDir)],
        },
      }),
    ],
    server: {
      host: '127.0.0.1',
      port: Number(process.env.PORT ?? 5173),
      strictPort: true,
      // Test and bench builds land in .cache; the devnet rewrites its own files: none of it is app source.
      watch: { ignored: ['**/.cache/**', '**/devnet/**', '**/tests/**', '**/test-results/**'] },
    },
    // The built app is served with the headers a host is asked to add (public/_headers), so every test
    // against it runs under them.
    preview: {
      host: '127.0.0.1',
      port: Number(process.env.PORT ?? 4173),
      strictPort: true,
      headers: securityHeaders(),
    },
    resolve: {
      // React 19 has useSyncExternalStore: @xstate/react and the router's store ask for the shim, which only
      // adds a fallback for React 17 and older. The non-shim entries use React's own hook.
      alias: [
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector',
        },
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
      ],
    },
    worker: { format: 'es' },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 1200,
      // Every browser we support (es2022) preloads modules natively; the polyfill would only add bytes.
      modulePreload: {
        polyfill: false,
        // The first screen's JavaScript is a budget (DESIGN.md §9), and the map of what every lazy screen
        // needs is part of it. It lists only the style sheets (they load through it); a lazy screen's scripts
        // load through its imports — and, from the second visit, from the service worker's precache.
        resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
      },
      rolldownOptions: {
        output: {
          // React, the router and XState are on every screen: one chunk compresses better than a dozen
          // shared fragments, and the first screen's JavaScript is a budget (DESIGN.md §9).
          codeSplitting: {
            groups: [
              {
                // The module preloader alone: src/main.tsx needs it before the boot shell paints, and nothing else.
                name: 'preload',
                test: /preload-helper/,
                priority: 20,
              },
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store)|xstate|@xstate|use-sync-external-store|get-nonce)[\\/]/,
                priority: 10,
              },
              {
                // The kit and its icons: one file every later screen shares, instead of a file per icon and per
                // component, whose names every route would list in its preload map (bytes of the first screen).
                // Dialog and Sheet stay with Radix, so a screen with buttons only does not load a dialog. Amount and
                // Money stay with the screens that show amounts: a group takes its members' imports along, and
                // theirs (the language, the preferences, the amount formatter) are the first screen's, which must
                // not load the kit.
                name: 'kit',
                test: /src[\\/]ui[\\/]kit[\\/](?!Dialog|Sheet|Amount|Money)|node_modules[\\/]lucide-react[\\/]/,
                priority: 7,
              },
              {
                // Radix Dialog with its helpers and the kit's Dialog and Sheet: one file for every modal.
                name: 'dialog',
                test: /node_modules[\\/](@radix-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden)[\\/]|src[\\/]ui[\\/]kit[\\/](Dialog|Sheet)/,
                priority: 7,
              },
              {
                // The app's own modules the start imports (route files, session, frame, first texts): one chunk,
                // computed from the module graph, so nothing that only later screens use loads with the first.
                name: startChunkName('src/boot.tsx'),
                priority: 6,
              },
              {
                // The welcome screen and what it uses beyond the start: one file, not four.
                name: startChunkName('src/routes/welcome.tsx?tsr-split=component', 'welcome'),
                priority: 5,
              },
            ],
          },
        },
      },
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: [
              'tests/domain/**/*.test.ts',
              'tests/machines/**/*.test.ts',
              'tests/build/**/*.test.ts',
              'tests/serviceWorker/**/*.test.ts',
            ],
            environment: 'node',
            // BILLETERA_NOW moves the wall clock before anything is collected (the projects below).
            setupFiles: ['tests/support/fixedNow.ts'],
            // Files share a worker's modules instead of importing everything again per file: 107 → 46 CPU-s.
            // A test that needs a module as a page first loads it (texts, a mocked vault client) resets the
            // module cache itself (vi.resetModules), and one that stubs a global unstubs it afterwards.
            isolate: false,
          },
        },
        // The same unit and machine tests again at awkward instants in the users' zone, the clock moved before
        // collection (tests/support/fixedNow.ts): green on any day, not only on the day they were written.
        ...awkwardInstants.map((at) => ({
          extends: true as const,
          test: {
            name: `unit at ${at}`,
            include: ['tests/domain/**/*.test.ts', 'tests/machines/**/*.test.ts'],
            environment: 'node' as const,
            // The properties check that they hold at the instant, not a new search (tests/support/propertyRuns.ts).
            env: { BILLETERA_NOW: at, BILLETERA_PROPERTY_RUNS: '1000' },
            setupFiles: ['tests/support/fixedNow.ts'],
            isolate: false,
          },
        })),
        {
          extends: true,
          test: {
            name: 'chain',
            include: ['tests/chain/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['tests/chain/globalSetup.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
            // One fork runs the files one after another on its modules, not a fresh import of viem and the app
            // per file: 93 → 24 CPU-s, 69 → 22 s. Each file's writes are its own (snapshots, fresh accounts).
            isolate: false,
            // No retry: a test that passes or fails with the second a block lands in, or with the block the
            // fee keeper touched, is a bug in the test or the app (tests/chain/helpers/devnet.ts readAsMined).
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            include: ['tests/workers/**/*.test.ts'],
            // getVault reaches the key worker this page starts itself: no signer's frame beside these tests.
            setupFiles: ['tests/workers/directVault.ts'],
            // The files run in one page on its modules, not each in a fresh frame importing viem, the vault and
            // the app again: 142 → 108 CPU-s, 109 → 90 s. What a file writes lives on anyway (IndexedDB, the
            // vault worker's state): each resets what it uses first (resetVault, a database of its own), and a
            // spy or a fake clock is put back before the test ends. Passes with the files shuffled.
            isolate: false,
            testTimeout: 60_000,
            browser: {
              enabled: true,
              headless: true,
              screenshotFailures: false,
              provider: playwright({
                launchOptions: { executablePath: headlessShellPath, args: chromiumArgs },
              }),
              instances: [{ browser: 'chromium' }],
              // Two browser runs on one machine (a CI run beside a work tree) each need their own port.
              api: {
                host: '127.0.0.1',
                port: Number(process.env.VITEST_BROWSER_PORT ?? 63315),
                strictPort: true,
              },
            },
          },
        },
      ],
    },
  }
})
