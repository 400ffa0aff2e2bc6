import { assertPortFree, startAnvil } from './anvil.mjs'
import { ensureCache, statePath } from './cache.mjs'
import { CHAINS, DEVNET_OWNER } from './chains.mjs'
import { makeClient } from './deploy/context.mjs'
import { seedFeeHistory, startFeeKeeper } from './fees.mjs'
import { writeManifest } from './manifest.mjs'
import { MANIFEST_PATH } from './paths.mjs'
import { startWebApis } from './webApis.mjs'

export { ensureCache } from './cache.mjs'
export { DEVNET_OWNER } from './chains.mjs'
export { AAVE_CAPS, AAVE_EMODE } from './deploy/aave.mjs'
export { FAUCET_AMOUNTS, fund } from './faucet.mjs'
export { readManifest } from './manifest.mjs'
export { MANIFEST_PATH } from './paths.mjs'
export { setProtocolFaults } from './protocolFaults.mjs'

/**
 * @typedef {import('./manifest.mjs').DevnetManifest} DevnetManifest
 * @typedef {{ manifest: DevnetManifest, manifestPath: string | undefined, readyMs: number, stop: () => Promise<void> }} Devnet
 * @typedef {{ basePort?: number, host?: string, log?: (line: string) => void, manifestPath?: string | false }} StartOptions
 */

/** Port of chain 1 unless told otherwise; chains 137, 42161 and 10 follow on the next three ports. */
export function defaultBasePort() {
  const fromEnv = Number(process.env.BILLETERA_DEVNET_PORT)
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 8545
}

/**
 * Starts the four devnet chains from the cached state (building the cache first if it is missing or stale),
 * seeds fee history, keeps base fees steady and writes the manifest. Never exits the process and installs
 * no signal handlers: the caller owns the lifecycle and must call stop().
 * @param {StartOptions} [opts] manifestPath: where to write the manifest (false: don't write it)
 * @returns {Promise<Devnet>}
 * @example
 * const devnet = await startDevnet({ basePort: 18545 })
 * console.log(devnet.manifest.chains['1'].rpcUrl) // http://127.0.0.1:18545
 * await devnet.stop()
 */
export async function startDevnet({
  basePort = defaultBasePort(),
  host = '127.0.0.1',
  log = (line) => console.log(`[devnet] ${line}`),
  manifestPath = MANIFEST_PATH,
} = {}) {
  const started = performance.now()
  // Check every port before building or spawning anything, so the error names the real culprit.
  for (const spec of CHAINS) await assertPortFree(basePort + spec.offset, host)
  const cache = await ensureCache({ log })
  const cacheReadyMs = performance.now() - started

  const launched = await Promise.allSettled(
    CHAINS.map((spec) =>
      startAnvil({
        chainId: spec.chainId,
        port: basePort + spec.offset,
        host,
        baseFee: spec.baseFee,
        loadState: statePath(spec.chainId),
      }),
    ),
  )
  const nodes = launched.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
  const failure = launched.find((r) => r.status === 'rejected')
  let stopKeeper = () => {}
  /** @type {Awaited<ReturnType<typeof startWebApis>> | undefined} */
  let web
  const stop = async () => {
    stopKeeper()
    await Promise.all([...nodes.map((n) => n.stop()), web?.stop()])
  }
  try {
    if (failure) throw /** @type {PromiseRejectedResult} */ (failure).reason
    await Promise.all(
      CHAINS.map((spec, i) => seedFeeHistory(makeClient(nodes[i].rpcUrl, spec.chainId), spec)),
    )
    const keeper = startFeeKeeper(
      CHAINS.map((spec, i) => ({ rpcUrl: nodes[i].rpcUrl, baseFee: spec.baseFee })),
    )
    stopKeeper = keeper.stop
    ;[web] = await Promise.all([startWebApis({ host }), keeper.ready])
  } catch (err) {
    await stop()
    throw err
  }

  /** @type {DevnetManifest} */
  const manifest = {
    profile: 'devnet',
    owner: DEVNET_OWNER,
    chains: Object.fromEntries(
      CHAINS.map((spec, i) => {
        const { chainId, ...rest } = cache.chains[String(spec.chainId)]
        return [String(chainId), { chainId, rpcUrl: nodes[i].rpcUrl, ...rest }]
      }),
    ),
    webApis: web?.webApis,
  }
  const written = manifestPath === false ? undefined : writeManifest(manifest, manifestPath)
  const readyMs = performance.now() - started
  const building = cacheReadyMs > 1000 ? ` (cache build ${(cacheReadyMs / 1000).toFixed(1)} s)` : ''
  log(`4 chains ready in ${(readyMs / 1000).toFixed(2)} s${building}`)
  return { manifest, manifestPath: written, readyMs, stop }
}
