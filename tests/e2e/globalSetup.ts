import { resolve } from 'node:path'

/**
 * The end-to-end tests run in lanes, one per Playwright worker (`E2E_WORKERS`, 2 by default): each lane has a
 * devnet and a preview server of its own, so tests that share the published test account, mine blocks or move
 * a chain's clock never meet a test of the other lane. A worker's lane is its parallel index, which
 * Playwright gives each worker process (`TEST_PARALLEL_INDEX`) before it loads this file or the config.
 */
export const laneCount = Math.max(1, Number(process.env.E2E_WORKERS ?? 2))

/** This process's lane: the worker's parallel index; 0 in the runner, where the set-up runs. */
export const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0)

/**
 * Where a lane's preview server reads its manifest (playwright.config.ts sets BILLETERA_MANIFEST to it):
 * tests/e2e/.devnet/manifest.json for the first, manifest-1.json… for the others. `BILLETERA_E2E_MANIFEST`
 * moves them, so a private run on other ports never overwrites a shared run's manifests.
 */
export function manifestPathOf(index: number): string {
  const first = resolve(process.env.BILLETERA_E2E_MANIFEST ?? 'tests/e2e/.devnet/manifest.json')
  return index === 0 ? first : first.replace(/(\.json)?$/, `-${index}.json`)
}

/** A lane's preview server port: E2E_PORT (4317) for the first, the next ones after it. */
export const appPortOf = (index: number) => Number(process.env.E2E_PORT ?? 4317) + index

/**
 * A lane's devnet: four chains from BILLETERA_E2E_DEVNET_PORT (28545…, so a running `npm start` is untouched),
 * ten ports further on for each next lane.
 */
export const devnetPortOf = (index: number) =>
  Number(process.env.BILLETERA_E2E_DEVNET_PORT ?? 28545) + 10 * index

/** The manifest of this process's lane: the devnet its tests fund, read and mine. */
export const e2eManifestPath = manifestPathOf(lane)

/**
 * Starts every lane's devnet and writes the manifests the app's devnet profile reads. Returns the teardown
 * that stops the chains. `E2E_NO_DEVNET=1` skips the chains when only pages that never touch them are being
 * worked on.
 */
export default async function globalSetup() {
  if (process.env.E2E_NO_DEVNET === '1') return async () => {}
  const { startDevnet } = await import('../../devnet/index.mjs')
  const started = await Promise.allSettled(
    Array.from({ length: laneCount }, (_, i) =>
      startDevnet({ basePort: devnetPortOf(i), manifestPath: manifestPathOf(i), log: () => {} }),
    ),
  )
  const stopAll = () =>
    Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)))
  const failed = started.find((s) => s.status === 'rejected')
  if (failed) {
    await stopAll()
    throw failed.reason
  }
  return async () => {
    await stopAll()
  }
}
