import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { freePort, startAnvil } from './anvil.mjs'
import { CHAINS } from './chains.mjs'
import { compileContracts } from './compile.mjs'
import { deployChain } from './deploy/chain.mjs'
import { makeClient } from './deploy/context.mjs'
import { CACHE_DIR, DEVNET_DIR } from './paths.mjs'

const require = createRequire(import.meta.url)
const ADDRESSES_PATH = join(CACHE_DIR, 'addresses.json')
const LOCK_PATH = join(CACHE_DIR, 'build.lock')
/** Everything that decides what the cached chains contain: when any of it changes, the cache is rebuilt. */
const INPUT_FILES = ['anvil.mjs', 'cache.mjs', 'chains.mjs', 'compile.mjs']
const INPUT_DIRS = ['contracts', 'deploy']
const INPUT_PACKAGES = [
  '@foundry-rs/anvil',
  '@aave/core-v3',
  '@ensdomains/ens',
  '@ensdomains/resolver',
  '@morpho-org/morpho-blue',
  '@openzeppelin/contracts',
  'solc',
  'solc-0.8.19',
  '@uniswap/v3-core',
  '@uniswap/v3-periphery',
  'viem',
]

export const statePath = (chainId) => join(CACHE_DIR, `state-${chainId}.json`)

/** Hash of the devnet's sources, deploy scripts and the versions of the packages they use. */
export function inputsHash() {
  const hash = createHash('sha256')
  const files = [
    ...INPUT_FILES,
    ...INPUT_DIRS.flatMap((d) =>
      readdirSync(join(DEVNET_DIR, d))
        .sort()
        .map((f) => join(d, f)),
    ),
  ]
  for (const f of files) hash.update(f).update(readFileSync(join(DEVNET_DIR, f)))
  for (const p of INPUT_PACKAGES) hash.update(`${p}@${require(`${p}/package.json`).version}`)
  return hash.digest('hex')
}

/** @returns {{ hash: string, chains: Record<string, any> } | undefined} */
function readCache() {
  if (!existsSync(ADDRESSES_PATH)) return undefined
  const cache = JSON.parse(readFileSync(ADDRESSES_PATH, 'utf8'))
  return CHAINS.every((c) => existsSync(statePath(c.chainId))) ? cache : undefined
}

/**
 * Returns the cached deployment, building it first when it is missing or its inputs changed.
 * @param {{ log?: (line: string) => void, force?: boolean }} [opts]
 */
export async function ensureCache({ log = () => {}, force = false } = {}) {
  const hash = inputsHash()
  const fresh = () => {
    const cache = readCache()
    return cache?.hash === hash ? cache : undefined
  }
  if (!force && fresh()) return /** @type {NonNullable<ReturnType<typeof readCache>>} */ (fresh())
  // The lock file is per process; calls within this process queue on a promise instead.
  const run = inProcess.then(async () => {
    const release = await lock(log)
    try {
      // Another caller may have built it while this one waited.
      const built = force ? undefined : fresh()
      return built ?? (await buildCache(hash, log))
    } finally {
      release()
    }
  })
  inProcess = run.catch(() => {})
  return run
}

/** @type {Promise<unknown>} */
let inProcess = Promise.resolve()

async function buildCache(hash, log) {
  const started = performance.now()
  log('building the devnet cache (compile, deploy, dump state)…')
  const compiled = await compileContracts({ log })
  const nodes = []
  try {
    for (const spec of CHAINS) {
      const port = /** @type {number} */ (await freePort())
      nodes.push(
        await startAnvil({
          chainId: spec.chainId,
          port,
          host: '127.0.0.1',
          baseFee: spec.baseFee,
          build: true,
        }),
      )
    }
    const entries = await Promise.all(
      CHAINS.map(async (spec, i) => {
        const client = makeClient(nodes[i].rpcUrl, spec.chainId)
        const entry = await deployChain({ client, chainId: spec.chainId, compiled, log }, spec)
        const dump = /** @type {string} */ (await client.request({ method: 'anvil_dumpState', params: [] }))
        const tmp = `${statePath(spec.chainId)}.${process.pid}.tmp`
        writeFileSync(tmp, gunzipSync(Buffer.from(dump.slice(2), 'hex')))
        renameSync(tmp, statePath(spec.chainId))
        return entry
      }),
    )
    const cache = { hash, chains: Object.fromEntries(entries.map((e) => [String(e.chainId), e])) }
    const tmp = `${ADDRESSES_PATH}.${process.pid}.tmp`
    writeFileSync(tmp, JSON.stringify(cache, null, 2))
    renameSync(tmp, ADDRESSES_PATH) // written last: its hash is what marks the cache as complete
    log(`devnet cache built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    return cache
  } finally {
    await Promise.all(nodes.map((n) => n.stop()))
  }
}

/** A lock file holding the builder's pid, so concurrent `npm start` and test runs build only once. */
async function lock(log) {
  mkdirSync(CACHE_DIR, { recursive: true })
  let warned = false
  for (;;) {
    try {
      writeFileSync(LOCK_PATH, String(process.pid), { flag: 'wx' })
      return () => rmSync(LOCK_PATH, { force: true })
    } catch {
      let holder = 0
      try {
        holder = Number(readFileSync(LOCK_PATH, 'utf8') || 0)
      } catch {
        continue // released between our attempt and this read: try again
      }
      // An empty file means the holder is between creating and writing it: wait rather than steal.
      if (holder && !isAlive(holder)) {
        rmSync(LOCK_PATH, { force: true })
        continue
      }
      if (!warned) log(`waiting for process ${holder}, which is building the devnet cache…`)
      warned = true
      await new Promise((r) => setTimeout(r, 250))
    }
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return /** @type {NodeJS.ErrnoException} */ (err).code === 'EPERM'
  }
}
