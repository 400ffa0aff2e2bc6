import { defineConfig } from '@playwright/test'
import e2e from '../../playwright.config'

/**
 * The screenshot set in docs/screens (`npx playwright test -c scripts/screens`): the end-to-end set-up (a
 * devnet and the preview server of the build, tests/e2e/globalSetup.ts, with its variables: E2E_PORT,
 * BILLETERA_E2E_DEVNET_PORT, BILLETERA_E2E_DIST…) and its browser, one worker, only screens.shots.ts.
 */
export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: 'screens.shots.ts',
  globalSetup: '../../tests/e2e/globalSetup.ts',
  workers: 1,
  timeout: 180_000,
  reporter: [['list']],
})
