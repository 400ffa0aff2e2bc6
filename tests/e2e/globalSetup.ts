import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

/** Where the preview server reads the manifest (playwright.config.ts sets BILLETERA_MANIFEST to it). */
export const e2eManifestPath = resolve('tests/e2e/.devnet/manifest.json')

/**
 * Starts the test devnet on its own ports (28545…, so a running `npm start` is untouched) and writes the
 * manifest the app's devnet profile reads. Returns the teardown that stops the chains.
 */
export default async function globalSetup() {
  const basePort = Number(process.env.BILLETERA_E2E_DEVNET_PORT ?? 28545)
  if (process.env.E2E_NO_DEVNET === '1') return async () => {}
  const devnet = await import('../../devnet/index.mjs')
  const { manifest, stop } = await devnet.startDevnet({ basePort, manifestPath: e2eManifestPath })
  mkdirSync(dirname(e2eManifestPath), { recursive: true })
  writeFileSync(e2eManifestPath, JSON.stringify(manifest, null, 2))
  process.env.BILLETERA_E2E_MANIFEST = e2eManifestPath
  return async () => {
    await stop()
  }
}
