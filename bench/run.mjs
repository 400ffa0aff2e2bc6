#!/usr/bin/env node
// `npm run bench`: runs every benchmark in this folder (bench/*.bench.mjs) one after the other. Each prints
// its own figures; none asserts a time. Pass names to run only some: npm run bench -- bundle balances
//
// `--quick` (or BENCH_QUICK=1): each bench measures once, with its smallest counts and windows
// (bench/lib/quick.mjs), and Lighthouse is left out unless named; the app is built once (BENCH_OUT_DIR, else
// dist; not at all with BENCH_SKIP_BUILD) and every bench serves that build. `npm test` runs it so, only to
// show that every bench still runs to the end against today's code: the figures mean little, and a bench
// fails only when it crashes.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const args = process.argv.slice(2)
const quick = args.includes('--quick') || process.env.BENCH_QUICK === '1'
const wanted = args.filter((a) => a !== '--quick')
/** Left out of a quick run unless named: minutes of Lighthouse, and `npm test` checks the same screens. */
const slow = ['lighthouse.bench.mjs']
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => (wanted.length === 0 ? !(quick && slow.includes(f)) : wanted.some((w) => f.startsWith(w))))
  .sort()
let env = process.env
if (quick) {
  const outDir = process.env.BENCH_OUT_DIR ?? 'dist'
  const served = benches.filter((f) => readFileSync(join(here, f), 'utf8').includes('startPreview('))
  if (served.length > 0) {
    const { buildApp } = await import('./lib/preview.mjs')
    buildApp(outDir)
    if (!existsSync(join(outDir, 'index.html'))) {
      console.error(
        `No build in ${outDir}/ for ${served.join(', ')}: run vite build, or leave BENCH_SKIP_BUILD unset.`,
      )
      process.exit(1)
    }
  }
  env = {
    ...env,
    BENCH_QUICK: '1',
    BENCH_SKIP_BUILD: '1',
    BENCH_OUT_DIR: outDir,
    BENCH_VAULT_OUT: env.BENCH_VAULT_OUT ?? outDir,
    BENCH_HOME_OUT: env.BENCH_HOME_OUT ?? outDir,
  }
}

// Times depend on what else the machine runs: each bench says the load average it started under.
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')
/**
 * CPU seconds of this process's children that have ended (each bench, and what it started and waited for:
 * browsers, devnets, preview servers), from /proc; null where there is none.
 */
const childCpu = () => {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[13]) + Number(fields[14])) / 100 // cutime + cstime, in USER_HZ ticks
  } catch {
    return null
  }
}
const failed = []
const times = []
const started = performance.now()
for (const file of benches) {
  console.log(`\n━━ ${file}${quick ? ' (quick)' : ''} ━━ (load average ${load()})`)
  const from = performance.now()
  const cpu = childCpu()
  const result = spawnSync(process.execPath, [join(here, file)], { stdio: 'inherit', env })
  const cpuNow = childCpu()
  times.push({ file, s: (performance.now() - from) / 1000, cpu: cpu === null ? null : cpuNow - cpu })
  if (result.status !== 0) failed.push(`${file} (${result.signal ?? `exit ${result.status}`})`)
}
console.log(`\nload average at the end: ${load()}`)
const s = (x) => (x === null ? '–' : `${x.toFixed(1)} s`).padStart(8)
console.log(`bench            wall      CPU (the bench and what it started)`)
for (const t of times) console.log(`  ${t.file.replace('.bench.mjs', '').padEnd(13)} ${s(t.s)} ${s(t.cpu)}`)
console.log(`  ${'all'.padEnd(13)} ${s((performance.now() - started) / 1000)} ${s(childCpu())}`)
if (failed.length) console.log(`did not run to the end: ${failed.join(', ')}`)
process.exit(failed.length ? 1 : 0)
