import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { SIGNER_PORT_OFFSET } from '../../src/domain/signer/origins'

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

/** A lane's signer (src/signer): on its app's port + 100, the rule of builds that name no origin. */
export const signerPortOf = (index: number) => appPortOf(index) + SIGNER_PORT_OFFSET

/**
 * Starts a lane's preview server (`vite preview` of the built app, reading the lane's manifest) and resolves
 * once it answers; rejects if its port already answers, with its output if it exits first, or after a minute.
 * With `signer`, the signer's build (the app's outDir + `-signer`) on the lane's signer port instead.
 */
async function startPreview(index: number, signer = false): Promise<ChildProcess> {
  const port = signer ? signerPortOf(index) : appPortOf(index)
  const url = `http://127.0.0.1:${port}/`
  const dist = process.env.BILLETERA_E2E_DIST
  const answers = () =>
    fetch(url).then(
      (r) => r.ok,
      () => false,
    )
  // Something else on the port would answer in its place.
  if (await answers()) throw new Error(`${url} is already in use: stop what runs there, or set E2E_PORT`)
  const child = spawn(
    process.execPath,
    [
      resolve('node_modules/vite/bin/vite.js'),
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      // BILLETERA_E2E_DIST: another build to serve (a work tree's run beside one that serves dist/).
      ...(signer
        ? ['--config', resolve('vite.signer.config.ts'), '--outDir', resolve(`${dist ?? 'dist'}-signer`)]
        : dist
          ? ['--outDir', dist]
          : []),
    ],
    {
      env: { ...process.env, BILLETERA_MANIFEST: manifestPathOf(index) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<never>((_, fail) =>
    child.once('exit', (code) => fail(new Error(`vite preview on ${url} exited (${code}):\n${output}`))),
  )
  exited.catch(() => {})
  const deadline = Date.now() + 60_000
  for (;;) {
    const answered = await Promise.race([answers(), exited])
    if (answered) return child
    if (Date.now() > deadline) {
      child.kill()
      throw new Error(`vite preview on ${url} did not answer within a minute:\n${output}`)
    }
    await new Promise((tick) => setTimeout(tick, 50))
  }
}

/** Stops a preview server and waits for it to be gone. */
function stopPreview(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  const gone = new Promise<void>((done) => child.once('exit', () => done()))
  child.kill()
  return gone
}

/**
 * Starts every lane's devnet and preview server, all at once (Playwright's own `webServer` starts its
 * servers one after another through npx and looks at each with pauses growing to a second: 10.4 s to the
 * first test, alone, instead of 8.0), and writes the manifests the app's devnet profile reads. Returns the teardown that
 * stops them. `E2E_NO_DEVNET=1` skips the chains when only pages that never touch them are being worked on.
 */
export default async function globalSetup() {
  const lanes = Array.from({ length: laneCount }, (_, i) => i)
  const [previews, started] = await Promise.all([
    Promise.allSettled(lanes.flatMap((i) => [startPreview(i), startPreview(i, true)])),
    process.env.E2E_NO_DEVNET === '1'
      ? []
      : import('../../devnet/index.mjs').then(({ startDevnet }) =>
          Promise.allSettled(
            lanes.map((i) =>
              startDevnet({ basePort: devnetPortOf(i), manifestPath: manifestPathOf(i), log: () => {} }),
            ),
          ),
        ),
  ])
  const stopAll = () =>
    Promise.all([
      ...started.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)),
      ...previews.map((p) => (p.status === 'fulfilled' ? stopPreview(p.value) : undefined)),
    ])
  const failed = [...previews, ...started].find((s) => s.status === 'rejected')
  if (failed) {
    await stopAll()
    throw failed.reason
  }
  return async () => {
    await stopAll()
  }
}
