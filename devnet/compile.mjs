import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { CACHE_DIR, CONTRACTS_DIR } from './paths.mjs'

const require = createRequire(import.meta.url)
const COMPILED_PATH = join(CACHE_DIR, 'compiled.json')

/**
 * @typedef {{ abi: any[], bytecode: `0x${string}`, deployedBytecode: `0x${string}` }} Compiled
 * @typedef {Record<string, Compiled>} CompiledSet
 */

/** The devnet's own contracts (solc 0.8.37) and Morpho Blue from its npm source (its pinned solc 0.8.19). */
const JOBS = [
  {
    solc: 'solc',
    sources: () =>
      Object.fromEntries(
        readdirSync(CONTRACTS_DIR)
          .filter((f) => f.endsWith('.sol'))
          .sort()
          .map((f) => [`devnet/${f}`, { content: readFileSync(join(CONTRACTS_DIR, f), 'utf8') }]),
      ),
    settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun' },
  },
  {
    solc: 'solc-0.8.19',
    sources: () => ({
      'src/Morpho.sol': {
        content: readFileSync(require.resolve('@morpho-org/morpho-blue/src/Morpho.sol'), 'utf8'),
      },
    }),
    // Morpho's own build profile: via-IR, 999999 runs.
    settings: { viaIR: true, optimizer: { enabled: true, runs: 999999 }, evmVersion: 'paris' },
    only: ['Morpho'],
  },
]

/** Resolves `import` paths: the devnet's folder, OpenZeppelin and Morpho's own relative imports. */
function findImport(path) {
  try {
    if (path.startsWith('devnet/'))
      return { contents: readFileSync(join(CONTRACTS_DIR, path.slice(7)), 'utf8') }
    if (path.startsWith('src/'))
      return { contents: readFileSync(require.resolve(`@morpho-org/morpho-blue/${path}`), 'utf8') }
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch {
    return { error: `File not found: ${path}` }
  }
}

function jobHash(job) {
  const version = require(`${job.solc}/package.json`).version
  return createHash('sha256')
    .update(JSON.stringify([version, job.settings, job.sources()]))
    .digest('hex')
}

function runJob(job) {
  const solc = require(job.solc)
  const input = {
    language: 'Solidity',
    sources: job.sources(),
    settings: {
      ...job.settings,
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport }))
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0)
    throw new Error(`solc (${job.solc}) failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  /** @type {CompiledSet} */
  const out = {}
  for (const file of Object.values(output.contracts)) {
    for (const [name, c] of Object.entries(file)) {
      if (job.only && !job.only.includes(name)) continue
      if (!c.evm.bytecode.object) continue // interfaces and abstract contracts
      out[name] = {
        abi: c.abi,
        bytecode: `0x${c.evm.bytecode.object}`,
        deployedBytecode: `0x${c.evm.deployedBytecode.object}`,
      }
    }
  }
  return out
}

/**
 * Runs compiler job `index` in a worker thread of its own: the two jobs then compile side by side (on a fresh
 * clone that is the devnet cache's longest step, 7.5 s and 13 s one after the other, and the end-to-end
 * suite waits for it).
 * @returns {Promise<CompiledSet>}
 */
function runJobBeside(index) {
  return new Promise((done, fail) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { devnetCompileJob: index } })
    worker.once('message', done)
    worker.once('error', fail)
    worker.once('exit', (code) => fail(new Error(`solc worker for ${JOBS[index].solc} exited (${code})`)))
  })
}

if (!isMainThread && workerData?.devnetCompileJob !== undefined)
  parentPort?.postMessage(runJob(JOBS[workerData.devnetCompileJob]))

/**
 * Compiles every devnet contract, reusing devnet/.cache/compiled.json per compiler job when its sources,
 * compiler version and settings are unchanged (Morpho's via-IR build alone takes ~13 s). The jobs left to run
 * compile at the same time, each in a worker thread.
 * @param {{ log?: (line: string) => void }} [opts]
 * @returns {Promise<CompiledSet>}
 */
export async function compileContracts({ log = () => {} } = {}) {
  const cached = existsSync(COMPILED_PATH) ? JSON.parse(readFileSync(COMPILED_PATH, 'utf8')) : { jobs: {} }
  const jobs = {}
  let changed = false
  await Promise.all(
    JOBS.map(async (job, index) => {
      const hash = jobHash(job)
      if (cached.jobs[job.solc]?.hash === hash) {
        jobs[job.solc] = cached.jobs[job.solc]
        return
      }
      const started = performance.now()
      jobs[job.solc] = { hash, contracts: await runJobBeside(index) }
      log(`compiled with ${job.solc} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
      changed = true
    }),
  )
  if (changed) {
    mkdirSync(CACHE_DIR, { recursive: true })
    const tmp = `${COMPILED_PATH}.${process.pid}.tmp`
    // In the jobs' order, whichever finished first.
    writeFileSync(tmp, JSON.stringify({ jobs: Object.fromEntries(JOBS.map((j) => [j.solc, jobs[j.solc]])) }))
    renameSync(tmp, COMPILED_PATH)
  }
  return Object.assign({}, ...JOBS.map((j) => jobs[j.solc].contracts))
}
