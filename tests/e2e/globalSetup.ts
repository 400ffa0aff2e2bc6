import { resolve } from 'node:path'

/**
 * Where the preview server reads the manifest (playwright.config.ts sets BILLETERA_MANIFEST to it).
 * `BILLETERA_E2E_MANIFEST` moves it, so a private run on other ports never overwrites a shared run's manifest.
 */
export const e2eManifestPath = resolve(
  process.env.BILLETERA_E2E_MANIFEST ?? 'tests/e2e/.devnet/manifest.json',
)

/**
 * Starts the test devnet on its own ports (28545…, so a running `npm start` is untouched) and writes the
 * manifest the app's devnet profile reads. Returns the teardown that stops the chains.
 * `E2E_NO_DEVNET=1` skips the chains when only pages that never touch them are being worked on.
 */
export default async function globalSetup() {
  if (process.env.E2E_NO_DEVNET === '1') return async () => {}
  const basePort = Number(process.env.BILLETERA_E2E_DEVNET_PORT ?? 28545)
  const { startDevnet } = await import('../../devnet/index.mjs')
  const { stop } = await startDevnet({ basePort, manifestPath: e2eManifestPath, log: () => {} })
  return async () => {
    await stop()
  }
}
