import { defineConfig } from '@playwright/test'
import { chromiumArgs, headlessShellPath } from './scripts/chromium'

const port = Number(process.env.E2E_PORT ?? 4317)

/**
 * End-to-end tests run the production build (vite preview) against the test devnet that
 * tests/e2e/globalSetup.ts starts; Debian's Chromium headless shell (scripts/chromium.ts), never a downloaded
 * browser.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0, // a test that fails on timing is a bug in the test or the app: fixed, never retried
  // The JSON report lets `npm test` add the end-to-end tests to its closing 'N passed, N failed' line.
  reporter: [['list'], ['json', { outputFile: '.cache/test-results/playwright.json' }]],
  globalSetup: './tests/e2e/globalSetup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-AR',
    trace: 'off',
    // The app's service worker (precache, offline) would stand between the page and page.route: only
    // tests/e2e/pwa.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: headlessShellPath,
      args: chromiumArgs,
    },
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { BILLETERA_MANIFEST: 'tests/e2e/.devnet/manifest.json' },
  },
})
