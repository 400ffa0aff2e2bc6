import { defineConfig } from '@playwright/test'
import { chromiumArgs, headlessShellPath } from './scripts/chromium'
import { appPortOf, lane, laneCount } from './tests/e2e/globalSetup'

/**
 * End-to-end tests run the production build (vite preview) against the test devnet, both started by
 * tests/e2e/globalSetup.ts; Debian's Chromium headless shell (scripts/chromium.ts), never a downloaded browser.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Files are spread over the workers, each test file's tests run in order in one; every worker has a lane of
  // its own (tests/e2e/globalSetup.ts): a devnet and a preview server.
  fullyParallel: false,
  workers: laneCount,
  retries: 0, // a test that fails on timing is a bug in the test or the app: fixed, never retried
  // The JSON report lets `npm test` add the end-to-end tests to its closing 'N passed, N failed' line.
  reporter: [['list'], ['json', { outputFile: '.cache/test-results/playwright.json' }]],
  globalSetup: './tests/e2e/globalSetup.ts',
  use: {
    // Read again in each worker process, where `lane` is the worker's own.
    baseURL: `http://127.0.0.1:${appPortOf(lane)}`,
    locale: 'es-AR',
    // The users' zone, where "today" changes three hours before UTC's: dates the app shows are read in it.
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: 'off',
    // The app's service worker (precache, offline) would stand between the page and page.route: only
    // tests/e2e/pwa.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: headlessShellPath,
      args: chromiumArgs,
    },
  },
})
