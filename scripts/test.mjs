#!/usr/bin/env node
// `npm test`: every check — lint, build (which also generates the route tree), type check, vitest (unit +
// model-based, chain on the devnet, worker in Chromium), Playwright e2e — run as a small graph instead of a
// line, because the end-to-end suite alone is most of the time and a 2-core machine has a core to spare
// beside it (bench/README.md, "`npm test`: where the time goes", has the figures):
//
//   lint ─ build ─┬─────────────────────────────────────────── end-to-end (playwright, 2 workers)
//   devnet cache ─┴─ type check ─ vitest ─ benchmarks (quick)
//
// The devnet cache (compiled contracts and chain state; a fresh clone builds it, ~1 min) is made once, before
// either suite starts its own devnet from it. The first failure stops what has not started yet and
// interrupts what runs. Only the end-to-end suite prints as it goes; the others' output comes whole when each
// ends, so the two never interleave. Prints one closing line "N passed, N failed" summed over vitest and
// Playwright. The ports come from the environment (BILLETERA_TEST_DEVNET_PORT, BILLETERA_E2E_DEVNET_PORT,
// E2E_PORT, VITEST_BROWSER_PORT), so two runs on one machine need only different values; the end-to-end
// suite's E2E_WORKERS lanes (2) take E2E_PORT and the ports after it, and a devnet ten ports apart each.
import { spawn } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { setPriority } from 'node:os'
import { resolve } from 'node:path'
import { ensureChromium, ensureInstalled } from './lib/prerequisites.mjs'

ensureInstalled()
ensureChromium()

const out = '.cache/test-results'
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', FORCE_COLOR: process.env.CI ? '0' : '1' }
const bin = (path) => resolve('node_modules', path)
/**
 * The quick benchmarks' ports: clear of the suites' (E2E_PORT 4317+, devnets 18545+ and 28545+, vitest 63315),
 * of `npm run bench`'s own defaults (so a bench run beside `npm test` does not clash) and below Linux's
 * ephemeral ports. BENCH_QUICK_PORT moves them all: the previews on it and the next two, each bench's devnet
 * (four ports) from +45 in steps of 100.
 */
const benchBase = Number(process.env.BENCH_QUICK_PORT ?? 24500)
const benchPorts = Object.fromEntries(
  Object.entries({
    BENCH_PORT: 0,
    BENCH_VAULT_PORT: 1,
    BENCH_HOME_PORT: 2,
    BENCH_DEVNET_PORT: 45,
    BENCH_UNLOCK_DEVNET_PORT: 145,
    BENCH_LENDING_DEVNET_PORT: 245,
    BENCH_HOME_DEVNET_PORT: 345,
    BENCH_PENDING_DEVNET_PORT: 445,
    BENCH_KEEPER_DEVNET_PORT: 545,
    BENCH_LIGHTHOUSE_DEVNET_PORT: 645,
  }).map(([name, offset]) => [name, String(benchBase + offset)]),
)

/**
 * The steps and what each waits for. `live`: its output goes straight to the terminal; the others' is kept
 * in .cache/test-results/<id>.log and printed when the step ends.
 */
const steps = [
  { id: 'lint', name: 'lint (biome)', args: [bin('@biomejs/biome/bin/biome'), 'check', '.'], live: true },
  {
    id: 'devnet',
    name: 'devnet cache (compile and deploy, only when missing or stale)',
    args: ['scripts/devnet-build.mjs', '--if-stale'],
  },
  {
    id: 'build',
    name: 'build (vite)',
    args: [bin('vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    after: ['lint'],
    live: true,
  },
  {
    id: 'e2e',
    name: 'end-to-end tests (playwright, chromium)',
    args: [bin('@playwright/test/cli.js'), 'test'],
    after: ['build', 'devnet'],
    live: true,
  },
  {
    id: 'typecheck',
    name: 'type check (tsc)',
    // TypeScript 7's native compiler, on one thread: beside the end-to-end suite on a 2-core machine, its
    // checker threads only take turns with Chromium (14 CPU-s single-threaded, 35 threaded; 66 for tsc 5.9).
    args: [bin('typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json', '--singleThreaded'],
    after: ['build'],
    background: true,
  },
  {
    id: 'vitest',
    name: 'unit, model-based, chain and worker tests (vitest)',
    args: [
      bin('vitest/vitest.mjs'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}/vitest.json`,
    ],
    after: ['typecheck', 'devnet'],
    // Not in the background: starved of the CPU by the end-to-end suite, a set-up that imports a module took
    // over its 10 s (a fresh clone's run, `lendingPosition.test.ts`), and a test's time limit must never be
    // a question of what else runs.
  },
  {
    id: 'bench',
    name: 'benchmarks, each once (quick: they still run to the end; no figure asserted)',
    // The build above is the one the benches serve (`vite build`, the devnet build: bench/lib/preview.mjs).
    args: ['bench/run.mjs', '--quick'],
    env: { ...benchPorts, BENCH_SKIP_BUILD: '1', BENCH_OUT_DIR: 'dist' },
    // On the core vitest leaves free (it ends minutes before the end-to-end suite), at normal priority like
    // vitest: the benches wait for pages and devnets with time limits of their own.
    after: ['build', 'devnet', 'vitest'],
  },
]

const started = Date.now()
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1)
/** @type {Map<string, { child: import('node:child_process').ChildProcess, done: Promise<boolean> }>} */
const running = new Map()
const finished = new Map()
const times = []
let failed = false

function run(step) {
  const from = Date.now()
  console.log(`\n▶ ${step.name}`)
  const log = `${out}/${step.id}.log`
  // Each step leads a process group of its own, with everything it starts (devnets, preview servers, browsers):
  // a step that ends, however it ends, takes the rest of its group with it (`endGroup`).
  const child = spawn(process.execPath, step.args, {
    env: { ...env, ...step.env },
    stdio: step.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const file = step.live ? undefined : createWriteStream(log)
  child.stdout?.pipe(file, { end: false })
  child.stderr?.pipe(file, { end: false })
  const done = new Promise((ok) => {
    child.on('close', async (code, signal) => {
      endGroup(child)
      if (file) await new Promise((flushed) => file.end(flushed))
      if (file) process.stdout.write(`\n── ${step.name} ──\n${readFileSync(log, 'utf8')}`)
      const ok_ = code === 0
      const how = signal ? `stopped (${signal})` : `${seconds(from)} s`
      console.log(`${ok_ ? '✔' : '✘'} ${step.name} (${how})`)
      times.push({ step: step.name, from: (from - started) / 1000, seconds: (Date.now() - from) / 1000 })
      ok(ok_)
    })
  })
  if (step.background) lowerPriority(child)
  running.set(step.id, { child, done })
  return done
}

/**
 * Gives a step's processes the CPU only when the end-to-end suite, the longest step, leaves it idle. Linux
 * shares the CPU first between sessions (autogroups), and every step is a session of its own (`detached`), so
 * the type check took a core of two from the end-to-end suite as it started. Only for a step with no time
 * limits inside (the type check): a test's limit must never depend on what else runs. The step's autogroup
 * gets the lowest priority; the process's own nice value, which its children inherit, is the same where
 * autogroups are off. Either may be refused (no /proc, a kernel without autogroups): the step then runs as
 * before.
 */
function lowerPriority(child) {
  try {
    writeFileSync(`/proc/${child.pid}/autogroup`, '19')
  } catch {}
  try {
    setPriority(child.pid, 19)
  } catch {}
}

/** Sends `signal` to the step's whole process group; a group already gone is no error. */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch (e) {
    if (e.code !== 'ESRCH') throw e
  }
}

/**
 * What is left of a step's group once the step has ended: a devnet whose owner was interrupted before its
 * teardown ran would otherwise hold its ports for the next run on the machine (seen once: vitest stopped by
 * an end-to-end failure left the chain tests' four anvils on 18545…).
 */
const endGroup = (child) => signalGroup(child, 'SIGKILL')

/** Interrupts every running step as Ctrl-C would: vitest and Playwright stop their devnets on SIGINT. */
function interruptAll() {
  for (const { child } of running.values()) signalGroup(child, 'SIGINT')
}

// The steps are groups of their own, so a Ctrl-C at the terminal reaches only this script: pass it on, and
// let the steps end (and their groups be cleared) before exiting.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    failed = true
    interruptAll()
  })

/** Starts every step whose prerequisites passed; resolves when nothing is left to run. */
async function schedule() {
  for (;;) {
    if (!failed) {
      for (const step of steps) {
        if (running.has(step.id) || finished.has(step.id)) continue
        if ((step.after ?? []).every((id) => finished.get(id) === true)) {
          void run(step).then((ok) => {
            running.delete(step.id)
            finished.set(step.id, ok)
            if (!ok && !failed) {
              failed = true
              interruptAll()
            }
          })
        }
      }
    }
    if (running.size === 0) return
    await Promise.race([...running.values()].map((r) => r.done))
    // Let the .then above record the step before looking again.
    await new Promise((tick) => setImmediate(tick))
  }
}

await schedule()

/** A report file's JSON, or undefined when the step wrote none (or stopped while writing it). */
function report(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined
  } catch {
    return undefined
  }
}

/** The names of Playwright's failed tests (file:line › title), walking its report's nested suites. */
function failedSpecs(suites = [], found = []) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? [])
      if (spec.tests?.some((t) => t.status === 'unexpected'))
        found.push(`${spec.file}:${spec.line} › ${spec.title}`)
    failedSpecs(suite.suites, found)
  }
  return found
}

/**
 * The summed counts and the name of every failed test: printed last, so a log cut to its tail (a CI page
 * shows only the end) still says which test failed, not only that one did.
 */
function counts() {
  let passed = 0
  let failedTests = 0
  const names = []
  const vitest = report(`${out}/vitest.json`)
  if (vitest) {
    passed += vitest.numPassedTests ?? 0
    failedTests += vitest.numFailedTests ?? 0
    for (const file of vitest.testResults ?? [])
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed')
          names.push(`${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName ?? test.title}`)
  }
  const e2e = report(`${out}/playwright.json`)
  if (e2e) {
    const stats = e2e.stats ?? {}
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
    failedTests += stats.unexpected ?? 0
    names.push(...failedSpecs(e2e.suites))
  }
  return { passed, failed: failedTests, names }
}

console.log(`\nsteps (start → seconds), ${seconds(started)} s in all:`)
for (const t of times.sort((a, b) => a.from - b.from))
  console.log(`  ${t.from.toFixed(0).padStart(4)} s  ${t.seconds.toFixed(1).padStart(6)} s  ${t.step}`)
const { passed, failed: failedTests, names } = counts()
const skipped = steps.filter((s) => !finished.has(s.id)).map((s) => s.name)
if (skipped.length) console.log(`not run after the failure: ${skipped.join('; ')}`)
if (names.length) console.log(`\nfailed:\n${names.map((name) => `  ✘ ${name}`).join('\n')}`)
console.log(`\n${passed} passed, ${failedTests} failed`)
process.exit(!failed && failedTests === 0 ? 0 : 1)
